/**
 * Lighthouse (mobile preset, lab) on the content pages and home, with Debian's Chromium, plus the
 * JavaScript each page loads (gzip). Returns one row per page.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipKb: number;
}

/** Content pages, home, and a lobby page (the lobby island hydrates at idle and brings the chrome with it). */
export const LIGHTHOUSE_PAGES = ['/index', '/help', '/promotions', '/down', '/policy/terms', '/en/index', '/rng'];

export async function runLighthouse(base: string, pages = LIGHTHOUSE_PAGES): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const path of pages) {
      // A run that could not measure the page (no score: a trace or paint event missed) is run again once.
      let result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (result?.lhr.categories['performance']?.score === null) result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
      const items = ((lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [])
        .filter((i) => i.resourceType === 'Script');
      rows.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        jsGzipKb: Math.round(items.reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 102.4) / 10,
      });
      const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary').map((a) => a.id);
      if (failing.length) console.log(`  ${path}: audits below par: ${failing.join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
