import { join } from 'node:path';
import Database from 'better-sqlite3';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { importServerKey, seal } from '#lib/crypto/seal.ts';
import { captchaAnswer, islandsReady } from './helpers.ts';

/** A username no other test uses: a letter first, then letters and digits (6 to 16). */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** A Bangladeshi-style mobile number no demo account uses (the demo ones start 171). */
export function uniqueMobile(): string {
  return `19${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Opens a page and waits until its islands are interactive (typing before that may be lost). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
}

/** The id of the next slider puzzle the page loads (start waiting before the action that loads it). */
export function nextSlider(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/wps/captcha/slider' && r.ok())
    .then(async (r) => ((await r.json()) as { value: { id: string } }).value.id);
}

/** Slides the piece home, the way a person does by looking at the picture. */
export async function solveSlider(scope: Locator, puzzle: Promise<string>): Promise<void> {
  const id = await puzzle;
  await scope.getByRole('slider', { name: 'Slide the piece into the gap' }).fill(captchaAnswer(id));
}

/** Logs in from the header form (desktop): username and password, then the slider of the security check. */
export async function loginFromHeader(page: Page, username: string, password: string): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByLabel('Username', { exact: true }).fill(username);
  await banner.getByLabel('Password', { exact: true }).fill(password);
  const puzzle = nextSlider(page);
  await banner.getByRole('button', { name: 'Log in', exact: true }).click();
  const check = page.getByRole('dialog', { name: 'Security check' });
  await solveSlider(check, puzzle);
  await check.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * After a login: the first-login welcome (when it is the account's first) and then the pop-up
 * announcements, which show again after every login.
 */
export async function closeAfterLogin(page: Page, account: string): Promise<void> {
  const welcome = page.getByRole('dialog', { name: `Welcome, ${account}` });
  const popup = page.getByRole('dialog', { name: 'Welcome to Meridian' });
  await expect(welcome.or(popup)).toBeVisible();
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Later' }).click();
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();
}

async function sliderAnswer(request: APIRequestContext): Promise<{ id: string; x: number }> {
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

/**
 * Creates an account through the API, as the register form does (encrypted, with the slider).
 * With `login` the browser context that owns `request` is logged in as the new member.
 */
export async function registerByApi(
  request: APIRequestContext,
  a: { username: string; password: string; mobile?: string; email?: string; affiliateCode?: string },
  login = false,
): Promise<void> {
  const key = ((await (await request.get('/wps/system/publicKey')).json()) as { value: { kid: string; spki: string } }).value;
  const payload = {
    username: a.username,
    password: a.password,
    confirmPassword: a.password,
    ...(a.mobile ? { mobileNum: a.mobile, countryDialingCode: '880' } : {}),
    ...(a.email ? { email: a.email } : {}),
    ...(a.affiliateCode ? { affiliateCode: a.affiliateCode } : {}),
    agree: true,
    login,
    registerMethod: 'WEB',
    slider: await sliderAnswer(request),
  };
  const res = await request.put('/wps/member/register', { data: await seal(payload, await importServerKey(key.spki), key.kid) });
  expect(res.ok(), await res.text()).toBe(true);
}

/** An agent's invitation (affiliate) code, as the agent would hand it out. */
export function affiliateCodeOf(account: string): string {
  const db = new Database(join(process.env['E2E_DATA_DIR'] ?? '', 'meridian.db'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select affiliate_code from members where account_key = ?').get(account) as { affiliate_code: string } | undefined)?.affiliate_code ?? '';
  } finally {
    db.close();
  }
}
