import { execFileSync } from 'node:child_process';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { importServerKey, seal } from '#lib/crypto/seal.ts';
import { captchaAnswer, islandsReady, skipPopups } from './helpers.ts';

async function slider(request: APIRequestContext): Promise<{ id: string; x: number }> {
  for (let attempt = 0; ; attempt++) {
    const res = await request.get('/wps/captcha/slider');
    if (res.ok()) {
      const { value } = (await res.json()) as { value: { id: string } };
      return { id: value.id, x: Number(captchaAnswer(value.id)) };
    }
    if (attempt >= 5) throw new Error(`no slider puzzle: ${res.status()}`);
    await new Promise((r) => setTimeout(r, 600));
  }
}

/** Logs the page's browser in through the login call (sealed, with the slider solved), as the login form does. */
export async function loginAs(page: Page, username: string, password: string): Promise<void> {
  const request = page.request;
  const key = ((await (await request.get('/wps/system/publicKey')).json()) as { value: { kid: string; spki: string } }).value;
  const payload = { type: 'username', username, password, slider: await slider(request), remember: false, side: 'member' };
  const res = await request.post('/wps/session/login', { data: await seal(payload, await importServerKey(key.spki), key.kid) });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Opens a page logged in, with the pop-up announcements already seen, once its islands are live. */
export async function openAs(page: Page, path: string, username: string, password: string): Promise<void> {
  await skipPopups(page);
  await loginAs(page, username, password);
  await page.goto(path);
  await islandsReady(page);
}

/** Adds a played team under a demo agent (members, bets of the last days, deposits) to the e2e database. */
export function seedTeam(root: string, members: number, bets: number, days: number): void {
  execFileSync(process.execPath, ['scripts/seed-large.ts', '--root', root, '--members', String(members), '--bets', String(bets), '--days', String(days), '--seed', String(1 + Math.floor(Math.random() * 1e6))], {
    env: { ...process.env, DATA_DIR: process.env['E2E_DATA_DIR'] ?? '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

export const AGENT_PASSWORD = 'Agent#2025';
export const PLAYER_PASSWORD = 'Player#2025';
