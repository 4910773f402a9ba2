/**
 * Screenshots of pages at phone (390 px) and desktop (1280 px) width in every language, for
 * looking at what was built: node scripts/screenshots.ts [base URL] [path …]
 * Writes PNG files to data/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:4321', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/index', '/help'];
const out = new URL('../data/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const [width, height, label] of [[390, 844, 'phone'], [1280, 800, 'desktop']] as const) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  await context.addInitScript(() => sessionStorage.setItem('popupSeen', JSON.stringify(Array.from({ length: 200 }, (_, i) => i))));
  const page = await context.newPage();
  for (const lang of ['bn', 'en']) {
    for (const path of pages) {
      const url = base + (lang === 'bn' ? path : `/en${path}`);
      await page.goto(url, { waitUntil: 'networkidle' });
      const name = `${label}-${lang}-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.png`;
      await page.screenshot({ path: out + name, fullPage: process.env['FULL'] === '1' });
      console.log(out + name);
    }
  }
  await context.close();
}
await browser.close();
