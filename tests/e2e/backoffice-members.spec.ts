import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { registerByApi, uniqueName } from './account-helpers.ts';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { islandsReady, skipPopups } from './helpers.ts';

/*
 * The members desk in the browser: a risk user finds a member, locks them, and the member's very
 * next request is refused; a support user reads a member but has no way to adjust the balance,
 * and the API refuses the adjustment too.
 */

const PASSWORD = 'Sunny-River-42';
const SHOTS = '/tmp/shots';
type Lang = 'bn' | 'en';

const words = (lang: Lang) => JSON.parse(readFileSync(`locales/${lang}/bo-members.json`, 'utf8')) as Record<string, string>;
const say = (lang: Lang, key: string, values: Record<string, string | number> = {}) => {
  const text = words(lang)[key];
  if (!text) throw new Error(`no wording for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k] ?? ''));
};
const origin = () => ({ origin: new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin });

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

/** Finds a member by username on the desk and opens their profile; answers the member's id. */
async function openMember(desk: Page, lang: Lang, username: string): Promise<number> {
  await desk.goto(backofficePath(lang, 'members'));
  await islandsReady(desk);
  await desk.getByLabel(say(lang, 'bo.members.search.by')).selectOption('username');
  await desk.getByLabel(say(lang, 'bo.members.search.text')).fill(username);
  await desk.getByRole('button', { name: say(lang, 'bo.members.search.submit'), exact: true }).click();
  await expect(desk).toHaveURL(new RegExp(`sQ=${username}`));
  const results = desk.getByRole('table', { name: say(lang, 'bo.members.search.results') });
  await results.getByRole('button', { name: say(lang, 'bo.members.openProfile', { account: username }) }).click();
  await expect(desk).toHaveURL(/member=\d+/);
  await expect(desk.getByRole('heading', { level: 2, name: new RegExp(username) })).toBeVisible();
  return Number(new URL(desk.url()).searchParams.get('member'));
}

test.describe('back office members desk', () => {
  test.beforeEach(({ page }) => skipPopups(page));

  test('a risk user locks a member, and the member’s next request is refused', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const username = uniqueName('lk');
    await registerByApi(page.request, { username, password: PASSWORD }, true);
    expect((await page.request.get('/wps/member/info')).status()).toBe(200);

    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const desk = await staffContext.newPage();
    await enrolAndLogin(desk, createStaffViaCli('risk'), 'en');
    await desk.goto(backofficePath('en', 'members'));
    await islandsReady(desk);
    await expect(desk.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await shoot(desk, 'members-search-en');
    await openMember(desk, 'en', username);
    await expect(desk.getByRole('tabpanel')).toContainText('Active');
    await shoot(desk, 'members-overview-en');

    await desk.getByRole('tab', { name: 'Actions' }).click();
    await expect(desk).toHaveURL(/tab=actions/);
    await desk.getByRole('button', { name: 'Lock account' }).click();
    const confirm = desk.getByRole('group', { name: `Lock ${username}? Every session ends at once and they cannot log in until unlocked.` });
    await confirm.getByLabel('Reason').fill('Suspicious deposits');
    await confirm.getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(desk.getByRole('status').filter({ hasText: 'The account is locked.' })).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Unlock account' })).toBeVisible();
    await shoot(desk, 'members-actions-en');

    // The member's very next request is refused (the API tests cover the refused login).
    const next = await page.request.get('/wps/member/info');
    expect(next.status()).toBe(401);

    await desk.getByRole('tab', { name: 'Sessions' }).click();
    await expect(desk.getByRole('table', { name: 'Sessions' })).toContainText('Ended');
    await shoot(desk, 'members-sessions-en');
    await staffContext.close();
  });

  test('support reads a member but cannot adjust', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const username = uniqueName('sp');
    await registerByApi(page.request, { username, password: PASSWORD }, false);

    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const desk = await staffContext.newPage();
    await enrolAndLogin(desk, createStaffViaCli('support'), 'bn');
    const id = await openMember(desk, 'bn', username);
    await expect(desk.getByRole('tab', { name: say('bn', 'bo.members.tab.overview') })).toHaveAttribute('aria-selected', 'true');
    await shoot(desk, 'members-overview-bn');
    await desk.getByRole('tab', { name: say('bn', 'bo.members.tab.actions') }).click();
    await expect(desk.getByText(say('bn', 'bo.members.actions.none'))).toBeVisible();
    await expect(desk.getByRole('button', { name: say('bn', 'bo.members.adjust.submit') })).toHaveCount(0);
    await expect(desk.getByLabel(say('bn', 'bo.members.adjust.amount'))).toHaveCount(0);
    await expect(desk.getByRole('button', { name: say('bn', 'bo.members.actions.lock') })).toHaveCount(0);
    await desk.getByRole('tab', { name: say('bn', 'bo.members.tab.tree') }).click();
    await expect(desk.getByRole('button', { name: say('bn', 'bo.members.tree.move') })).toHaveCount(0);
    await desk.getByRole('tab', { name: say('bn', 'bo.members.tab.ledger') }).click();
    await expect(desk.getByRole('table', { name: say('bn', 'bo.members.tab.ledger') })).toBeVisible();
    await shoot(desk, 'members-ledger-bn');

    // The API refuses the adjustment as well.
    const res = await staffContext.request.post(`/backoffice/api/members/${id}/adjustments`, { data: { amount: 1_000, reason: 'goodwill' }, headers: origin() });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('STAFF_FORBIDDEN');
    await desk.goto(`${backofficePath('bn', 'members')}`);
    await islandsReady(desk);
    await expect(desk.getByRole('table', { name: say('bn', 'bo.members.search.results') })).toBeVisible();
    await shoot(desk, 'members-search-bn');
    await staffContext.close();
  });
});
