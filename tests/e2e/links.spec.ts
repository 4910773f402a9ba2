import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/** Pages rendered on request and pages prerendered by the build, in both languages. */
const PAGES = ['/index', '/seamless', '/help', '/policy/terms', '/join'];

/** The head links of a page: canonical, and hreflang → address. */
function headLinks(html: string): { canonical: string | undefined; alternates: Record<string, string> } {
  const head = html.slice(0, html.indexOf('</head>'));
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
  const alternates = Object.fromEntries([...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
  return { canonical, alternates };
}

function expectLinks(html: string, origin: string, path: string, lang: 'bn' | 'en', where: string): void {
  const { canonical, alternates } = headLinks(html);
  expect(canonical, where).toBe(`${origin}${lang === 'en' ? '/en' : ''}${path}`);
  expect(alternates, where).toEqual({ 'bn-BD': `${origin}${path}`, 'en-GB': `${origin}/en${path}`, 'x-default': `${origin}${path}` });
}

test.describe('canonical and hreflang links', () => {
  test('use the address the visitor asked for when PUBLIC_URL is not set, on prerendered and on-demand pages', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    for (const path of PAGES) {
      for (const lang of ['bn', 'en'] as const) {
        const url = `${lang === 'en' ? '/en' : ''}${path}`;
        const res = await request.get(url);
        expect(res.status(), url).toBe(200);
        expectLinks(await res.text(), origin, path, lang, url);
      }
    }
    // Another name for the same server (as a proxy or a second domain would send it).
    const port = new URL(origin).port;
    const other = await request.get(`http://localhost:${port}/help`);
    expectLinks(await other.text(), `http://localhost:${port}`, '/help', 'bn', 'localhost');
    // A compressed prerendered page says the same.
    const packed = await request.get('/en/help', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(packed.headers()['content-type']).toContain('text/html');
    expectLinks(await packed.text(), origin, '/help', 'en', 'compressed');
  });

  test.describe('with PUBLIC_URL', () => {
    let server: ChildProcess | undefined;
    const port = Number(process.env['E2E_PORT'] ?? 4391) + 7;

    test.beforeAll(async () => {
      server = spawn(process.execPath, ['src/server/main.ts'], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'meridian-links-')), PUBLIC_URL: 'https://play.example.com', LOG_LEVEL: 'warn' },
        stdio: 'ignore',
      });
      await expect(async () => {
        const res = await fetch(`http://127.0.0.1:${port}/wps/system/whitelabel`);
        expect(res.ok).toBe(true);
      }).toPass({ timeout: 30_000, intervals: [250] });
    });
    test.afterAll(() => {
      server?.kill('SIGTERM');
    });

    test('use PUBLIC_URL at run time, whatever the build saw', async ({ request }) => {
      for (const path of PAGES) {
        for (const lang of ['bn', 'en'] as const) {
          const url = `http://127.0.0.1:${port}${lang === 'en' ? '/en' : ''}${path}`;
          const res = await request.get(url);
          expect(res.status(), url).toBe(200);
          expectLinks(await res.text(), 'https://play.example.com', path, lang, url);
        }
      }
    });
  });
});
