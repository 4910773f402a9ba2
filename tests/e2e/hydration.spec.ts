import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, type Page, type Response, test } from '@playwright/test';
import { skipPopups, watchConsole } from './helpers.ts';

/*
 * Decision 033: a visitor's chrome is server-rendered and hydrates on the first interaction. These
 * tests hold the content pages to their JavaScript budget and check that nothing done before the
 * chrome is ready is lost.
 */

const CONTENT_BUDGET = 30 * 1024;
const HOME_BUDGET = 160 * 1024;

/**
 * Gzip bytes of the JavaScript a page runs before any input: every script file it fetches (each
 * compressed here, so the figure does not depend on what the server sends) plus its inline scripts,
 * once the network is quiet and the browser has been idle (what waits for idle has run).
 */
async function scriptsBeforeInput(page: Page, path: string): Promise<{ total: number; files: string[] }> {
  const bodies: Promise<{ url: string; bytes: number }>[] = [];
  const count = (r: Response) => {
    if (r.request().resourceType() === 'script') bodies.push(r.body().then((b) => ({ url: r.url(), bytes: gzipSync(b).length })));
  };
  page.on('response', count);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => setTimeout(done, 1000))));
  await page.waitForLoadState('networkidle');
  page.off('response', count);
  const files = await Promise.all(bodies);
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? ''));
  const inlineBytes = inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
  const total = files.reduce((sum, f) => sum + f.bytes, 0) + inlineBytes;
  return { total, files: [...files.map((f) => `${new URL(f.url).pathname} ${f.bytes}`), `inline ${inlineBytes}`] };
}

test('content pages run at most 30 KB gzip of JavaScript before the first interaction, home with its lobby at most 160 KB', async ({ page }) => {
  test.setTimeout(90_000);
  await skipPopups(page);
  const report: string[] = [];
  for (const path of ['/help', '/en/help', '/policy/terms', '/en/policy/privacy', '/down', '/en/down', '/promotions', '/en/promotions']) {
    const { total, files } = await scriptsBeforeInput(page, path);
    report.push(`${path} ${total} (${files.join(', ')})`);
    expect.soft(total, `${path}: ${files.join(', ')}`).toBeLessThanOrEqual(CONTENT_BUDGET);
    // Nothing hydrated: the chrome waits for the visitor.
    expect.soft(await page.locator('astro-island:not([ssr])').count(), path).toBe(0);
  }
  for (const path of ['/index', '/en/index', '/rng', '/en/live']) {
    const { total, files } = await scriptsBeforeInput(page, path);
    report.push(`${path} ${total} (${files.join(', ')})`);
    expect.soft(total, `${path}: ${files.join(', ')}`).toBeLessThanOrEqual(HOME_BUDGET);
  }
  console.log(`gzip JavaScript before input:\n${report.join('\n')}`);
});

/** Holds the chrome island's code back until `release` is called, so a test can act before hydration. */
async function holdChrome(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const gate = new Promise<void>((done) => (release = done));
  await page.route(/\/_astro\/chrome\.[^/]*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Pixels that differ visibly between two screenshots of the same size. The rasteriser may shade an
 * anti-aliased corner one step differently from one paint to the next (seen: 4 pixels off by 1 in
 * one channel), so a difference counts only above a few steps; moved or changed text or borders
 * differ by far more.
 */
async function visiblyDifferentPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  // Compared on a blank page of its own: the site's script policy would refuse the data addresses.
  const scratch = await page.context().newPage();
  const count = await scratch.evaluate(
    async ([first, second]) => {
      const read = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [x, y] = await Promise.all([read(first), read(second)]);
      if (x.length !== y.length) return Number.POSITIVE_INFINITY;
      let count = 0;
      for (let i = 0; i < x.length; i += 4) {
        if (Math.max(Math.abs(x[i]! - y[i]!), Math.abs(x[i + 1]! - y[i + 1]!), Math.abs(x[i + 2]! - y[i + 2]!)) > 6) count++;
      }
      return count;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
  await scratch.close();
  return count;
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
}

test('the header login form is real before hydration: what was typed stays, and Log in goes on to the check', async ({ page }) => {
  await skipPopups(page);
  const errors = watchConsole(page);
  const release = await holdChrome(page);
  await page.goto('/en/help');
  const form = page.getByRole('form', { name: 'Log in' });
  await expect(form.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  await form.getByRole('textbox', { name: 'Username' }).fill('early_bird');
  await form.getByLabel('Password').fill('typed-before-ready');
  await form.getByRole('button', { name: 'Log in' }).click();
  // Still the same page: the form did not go to the server as a plain form.
  expect(new URL(page.url()).search).toBe('');
  release();
  await hydrated(page);
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('early_bird');
  await expect(form.getByLabel('Password')).toHaveValue('typed-before-ready');
  // The held press of Log in is given again once the form is live: the check panel opens.
  await expect(form.locator('button[type="submit"]')).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test('a button pressed before hydration does its work once the chrome is ready', async ({ page }) => {
  await skipPopups(page);
  const release = await holdChrome(page);
  await page.goto('/en/promotions');
  await page.getByRole('button', { name: 'Notices' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Notices' })).toBeVisible();
});

test('a language chosen before hydration is followed', async ({ page }) => {
  await skipPopups(page);
  const release = await holdChrome(page);
  await page.goto('/en/down');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
  release();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/down$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
});

test('a first visit this session still gets its pop-up announcement without touching the page', async ({ page }) => {
  await page.goto('/en/help');
  await expect(page.getByRole('dialog', { name: 'Welcome to Meridian' })).toBeVisible();
});

test('the header looks the same before and after hydration, at phone and desktop widths in both languages', async ({ page }) => {
  test.setTimeout(90_000);
  await skipPopups(page);
  for (const path of ['/en/help', '/help']) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await page.evaluate(() => {
        (window as unknown as { shift: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) (window as unknown as { shift: number }).shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const clip = { x: 0, y: 0, width, height: 160 };
      const before = await page.screenshot({ clip, animations: 'disabled' });
      await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
      await page.evaluate(() => window.dispatchEvent(new Event('meridian:hydrate-chrome')));
      await hydrated(page);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
      const after = await page.screenshot({ clip, animations: 'disabled' });
      if (process.env['SHOTS']) {
        mkdirSync('/tmp/shots', { recursive: true });
        const name = `/tmp/shots/header-${path === '/help' ? 'bn' : 'en'}-${width}`;
        writeFileSync(`${name}-before.png`, before);
        writeFileSync(`${name}-after.png`, after);
      }
      expect(await visiblyDifferentPixels(page, before, after), `${path} at ${width}px: the header changed when it hydrated`).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThanOrEqual(0.02);
    }
  }
});
