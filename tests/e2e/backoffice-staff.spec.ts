import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DESKS } from '#lib/backoffice/desks.ts';
import { can } from '#lib/backoffice/roles.ts';
import { DEMO_OPERATOR, DEMO_OPERATOR_TOTP } from '#server/db/demo-accounts.ts';
import { backofficePath, boText, createStaffViaCli, enrolAndLogin, staffLogin } from './backoffice-helpers.ts';
import { islandsReady, withE2eDb } from './helpers.ts';

const operator = { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password, totpSecret: DEMO_OPERATOR_TOTP };
const SHOTS = process.env['SHOTS'] ? '/tmp/shots' : null;

/** Moves a staff member's live sessions past the idle time, as 15 minutes without a request would. */
function expireStaffSessions(username: string): void {
  withE2eDb((db) => db.prepare('update staff_sessions set last_seen_at = last_seen_at - 16 * 60000 where ended_at is null and staff_id = (select id from staff where username = ?)').run(username));
}

/** Screenshots for a person to look at (SHOTS=1), at the desk and tablet widths. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 1024 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('back-office staff', () => {
  // A code's 30-second step is accepted once: a second sign-in may wait for the next one.
  test.setTimeout(120_000);

  test('the owner logs in with TOTP and creates a finance user', async ({ page, browser }) => {
    await staffLogin(page, operator, 'en');
    const nav = page.getByRole('navigation', { name: boText('en', 'bo.shell.nav') });
    await expect(nav.getByRole('link')).toHaveCount(DESKS.length);
    await nav.getByRole('link', { name: boText('en', 'bo.desk.staff') }).click();
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

    const username = `fin${Date.now().toString(36).slice(-6)}`;
    const create = page.getByRole('region', { name: 'New staff member' });
    await create.getByLabel('Username', { exact: true }).fill(username);
    await create.getByLabel('Display name').fill('Farida Finance');
    await create.getByLabel('Role').selectOption('finance');
    await create.getByRole('button', { name: 'Create staff member' }).click();
    const oneTime = page.getByTestId('one-time-password');
    await expect(oneTime).toBeVisible();
    const password = (await oneTime.textContent()) ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const table = page.getByRole('table', { name: 'Staff accounts' });
    await expect(table.getByRole('row').filter({ hasText: username })).toContainText('Finance');
    await shoot(page, 'staff-en');
    await page.getByRole('link', { name: 'বাংলা' }).click();
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'স্টাফ' })).toBeVisible();
    // The list has loaded, so no call of the page is still on its way when the session ends.
    await expect(page.getByRole('table', { name: 'স্টাফ অ্যাকাউন্ট' }).getByRole('row').filter({ hasText: username })).toBeVisible();
    await shoot(page, 'staff-bn');
    // The session ends on the server (15 minutes without a request): the next call brings the login back, saying why.
    expireStaffSessions(DEMO_OPERATOR.username);
    await page.getByRole('button', { name: 'দেখান' }).click();
    await expect(page.getByLabel(boText('bn', 'bo.login.username'))).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(boText('bn', 'bo.shell.expired'));

    // The finance user's first login: enrolment with the QR code's key, a new password, then only finance's desks.
    const context = await browser.newContext();
    const finance = await context.newPage();
    await enrolAndLogin(finance, { username, password }, 'en');
    const financeNav = finance.getByRole('navigation', { name: boText('en', 'bo.shell.nav') });
    const allowed = DESKS.filter((d) => can('finance', d.permission)).map((d) => boText('en', `bo.desk.${d.id}`));
    await expect(financeNav.getByRole('link')).toHaveText(allowed);
    await expect(financeNav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await finance.goto(backofficePath('en', 'staff'));
    await expect(finance.getByRole('alert')).toContainText(boText('en', 'bo.shell.notAllowed'));
    // On a phone the top bar stays inside the screen, on one line, and the menu opens the desks.
    await finance.setViewportSize({ width: 390, height: 844 });
    const signOut = finance.getByRole('button', { name: boText('en', 'bo.shell.signOut') });
    const menu = finance.getByRole('button', { name: boText('en', 'bo.shell.menu') });
    const [signOutBox, menuBox] = await Promise.all([signOut.boundingBox(), menu.boundingBox()]);
    expect(signOutBox!.x + signOutBox!.width).toBeLessThanOrEqual(390);
    expect(Math.abs(signOutBox!.y - menuBox!.y)).toBeLessThan(8);
    expect(await finance.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(financeNav).toBeHidden();
    await menu.click();
    await expect(financeNav.getByRole('link')).toHaveText(allowed);
    await signOut.click();
    await expect(finance.getByLabel(boText('en', 'bo.login.username'))).toBeVisible();
    await finance.reload();
    await expect(finance.getByLabel(boText('en', 'bo.login.username'))).toBeVisible();
    await context.close();
  });

  test('login and first-login enrolment screens', async ({ page }) => {
    for (const lang of ['bn', 'en'] as const) {
      await page.goto(backofficePath(lang));
      await islandsReady(page);
      await expect(page.getByRole('heading', { name: boText(lang, 'bo.login.title') })).toBeVisible();
      await shoot(page, `login-${lang}`);
    }
    const creds = createStaffViaCli('support');
    for (const lang of ['bn', 'en'] as const) {
      await page.goto(backofficePath(lang));
      await islandsReady(page);
      await page.getByLabel(boText(lang, 'bo.login.username')).fill(creds.username);
      await page.getByLabel(boText(lang, 'bo.login.password'), { exact: true }).fill(creds.password);
      await page.getByRole('button', { name: boText(lang, 'bo.login.submit') }).click();
      await expect(page.getByRole('img', { name: boText(lang, 'bo.login.qrAlt') })).toBeVisible();
      await expect(page.getByTestId('totp-secret')).toHaveText(/^[A-Z2-7 ]{39}$/);
      await shoot(page, `enrol-${lang}`);
    }
    // A wrong code says so, in words.
    await page.getByLabel(boText('en', 'bo.login.code')).fill('000000');
    await page.getByRole('button', { name: boText('en', 'bo.login.verify') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  });
});
