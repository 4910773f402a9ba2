/**
 * The processes of a scale run: server instances (the built site, `npm run serve`'s command) and
 * nginx in front of them with deploy/nginx.conf, rendered into a temporary directory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until a URL answers 2xx, or throws after `ms`. */
export async function waitFor(url: string, ms: number, child?: ChildProcess): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  pid(): number;
  /** Ends it at once (SIGKILL): no shutdown, connections cut, leases left behind. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** One server instance; `start()` again after `kill()` restarts it with the same settings. Its log (stdout) is appended to `logFile`. */
export function instance(name: string, port: number, env: Record<string, string>, logFile: string): Instance {
  const serve = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }).scripts.serve.split(' ').slice(1);
  let child: ChildProcess | null = null;
  const url = `http://127.0.0.1:${port}`;
  const exited = (c: ChildProcess) => (c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => c.once('exit', () => r())));
  return {
    name,
    port,
    url,
    pid: () => child?.pid ?? 0,
    async start() {
      const log = openSync(logFile, 'a');
      child = spawn(process.execPath, serve, {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env['SCALE_LOG_LEVEL'] ?? 'error' },
        stdio: ['ignore', log, 'inherit'],
      });
      closeSync(log);
      await waitFor(`${url}/wps/system/whitelabel`, 60_000, child);
    },
    async kill() {
      if (!child) return;
      const c = child;
      c.kill('SIGKILL');
      await exited(c);
    },
    async stop() {
      if (!child) return;
      const c = child;
      c.kill('SIGTERM');
      const timer = setTimeout(() => c.kill('SIGKILL'), 10_000);
      await exited(c);
      clearTimeout(timer);
    },
  };
}

/**
 * deploy/nginx.conf for a test: its listen port and its upstream servers replaced (each exactly as
 * many as the file has, or the file changed shape and this fails), and the realip lines the file
 * documents for a proxy in front, so that the load generator can speak for many visitors.
 */
export function renderNginxSite(site: string, listenPort: number, upstreamPorts: number[]): string {
  let listens = 0;
  let servers = 0;
  const out = site
    .replace(/^(\s*)listen 80;$/m, (_, indent: string) => {
      listens++;
      return `${indent}listen 127.0.0.1:${listenPort};\n${indent}set_real_ip_from 127.0.0.1;\n${indent}real_ip_header X-Forwarded-For;`;
    })
    .replace(/^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;$/gm, (_, indent: string, params: string | undefined) => `${indent}server 127.0.0.1:${upstreamPorts[servers++] ?? 0}${params ?? ''};`);
  if (listens !== 1 || servers !== upstreamPorts.length) {
    throw new Error(`deploy/nginx.conf: expected one "listen 80;" and ${upstreamPorts.length} upstream server lines, found ${listens} and ${servers}`);
  }
  return out;
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/** nginx (the Debian package's binary) with its own prefix, pid file, logs and temp paths. */
export async function startNginx(dir: string, port: number, upstreamPorts: number[]): Promise<Nginx> {
  const bin = process.env['NGINX'] ?? '/usr/sbin/nginx';
  for (const d of ['logs', 'temp']) mkdirSync(join(dir, d), { recursive: true });
  const site = renderNginxSite(readFileSync('deploy/nginx.conf', 'utf8'), port, upstreamPorts);
  const root = process.getuid?.() === 0;
  const conf = [
    // Run as root (CI), nginx's workers would switch to nobody, who cannot write the temp paths.
    root ? 'user root;' : '',
    'worker_processes 1;',
    'daemon off;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'logs', 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    `  access_log off;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(dir, 'temp', t)};`),
    site,
    '}',
  ].join('\n');
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const child = spawn(bin, ['-p', dir, '-c', file, '-e', join(dir, 'logs', 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('error', (err) => reject(new Error(`${bin} could not start (${err.message}); install the Debian package nginx`)));
    child.once('spawn', () => resolve());
  });
  await spawned;
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/wps/system/whitelabel`, 15_000, child);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const done = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGQUIT');
      await done;
    },
  };
}

/** The error log nginx wrote (upstream failures during the kill are expected there). */
export function nginxErrors(dir: string): string {
  try {
    return readFileSync(join(dir, 'logs', 'error.log'), 'utf8');
  } catch {
    return '';
  }
}
