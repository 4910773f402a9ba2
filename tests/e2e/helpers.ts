import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';

/** Runs an operator command against the e2e server's database (the same one the server uses). */
export function admin(...args: string[]): string {
  return execFileSync(process.execPath, ['src/server/admin/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env['E2E_DATA_DIR'] ?? '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

/** Settings are cached for up to a second; reload until the page shows what the change should show. */
export async function reloadUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 8_000, intervals: [300, 500, 1000] });
}

/** Fails the test on any console error or uncaught exception in the page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Marks the pop-up announcements as seen, for tests about something else. */
export async function skipPopups(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('popupSeen', JSON.stringify(Array.from({ length: 500 }, (_, i) => i + 1))));
}

/**
 * Writes to the e2e server's database beside the running server (waiting up to 5 s for its lock):
 * what a test sets up that no page makes, such as a promotion with its own dates or bets in the past.
 */
export function withE2eDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(join(process.env['E2E_DATA_DIR'] ?? '', 'meridian.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return fn(db);
  } finally {
    db.close();
  }
}

/** Reads the e2e server's database (read-only), for what a person would see on their phone or screen. */
function readDb<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(join(process.env['E2E_DATA_DIR'] ?? '', 'meridian.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** The six-digit code of the newest SMS or email sent to a target (what the member reads on their phone). */
export function latestCode(target: string): string {
  const row = readDb<{ body: string }>('select body from outbox where target = ? order by id desc limit 1', target);
  return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? '';
}

/** The newest email body sent to an address. */
export function latestEmail(target: string): string {
  return readDb<{ body: string }>('select body from outbox where target = ? order by id desc limit 1', target)?.body ?? '';
}

/** The answer of a captcha (the hole's x for a slider, the text for an image): what a person sees in the picture. */
export function captchaAnswer(id: string): string {
  return readDb<{ answer: string }>('select answer from captchas where id = ?', id)?.answer ?? '';
}

/** Waits until the page's islands are hydrated: before that, hovering or typing reaches no handler. */
export async function islandsReady(page: Page): Promise<void> {
  // A visitor's chrome hydrates on the first interaction (decision 033): wake it as that interaction would.
  await page.waitForFunction(() => {
    window.dispatchEvent(new Event('meridian:hydrate-chrome'));
    return document.querySelector('astro-island') !== null && document.querySelector('astro-island[ssr]') === null;
  });
}

/**
 * Screenshots for looking at a screen, only when SHOTS is set (never in CI): one full-page PNG per
 * width at /tmp/shots/<name>-<width>.png, the viewport put back to 1280 × 900 after.
 */
export async function shoot(page: Page, name: string, widths: readonly number[] = [390, 1280]): Promise<void> {
  if (!process.env['SHOTS']) return;
  mkdirSync('/tmp/shots', { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
