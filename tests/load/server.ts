import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts the built site on a fresh data directory and waits until it answers. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<{ url: string; process: ChildProcess; stop(): Promise<void> }> {
  const dataDir = env['DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'meridian-bench-'));
  // The same command as `npm run serve` (its flags included), without npm in between.
  const serve = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }).scripts.serve.split(' ').slice(1);
  const child = spawn(process.execPath, serve, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/wps/system/whitelabel`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
