import { execFileSync } from 'node:child_process';
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
