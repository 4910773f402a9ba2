import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { closeAfterLogin, loginFromHeader, nextSlider, open, registerByApi, solveSlider, uniqueMobile, uniqueName } from './account-helpers.ts';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * Invite friends in the browser: a new player opens the page from the member centre and reads
 * their code, link, QR code and the rules; a friend opens the link and registers through the
 * register dialog; the server's every-minute job attaches the friend, who then shows masked on the
 * player's page. Staff release the demo's held reward (inviter01 and karim88 share an address)
 * in the loyalty desk's Referrals tab, and inviter01 sees it paid. Screenshots go to
 * /tmp/shots/f-*.png (member 390 and 1280, back office 768 and 1280, bn and en).
 */

const SHOTS = '/tmp/shots';
const PASSWORD = 'Sunny-River-42';

async function shoot(page: Page, name: string, widths: number[]): Promise<void> {
  if (!process.env['E2E_SHOTS']) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/f-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  await enrolAndLogin(page, createStaffViaCli('support'), 'en');
  return page;
}

test('a player shares their code, a friend registers with the link and shows up on the player’s page', async ({ page, browser }) => {
  test.setTimeout(240_000);
  skipPopups(page);
  const errors = watchConsole(page);
  const account = uniqueName('inviter');
  await registerByApi(page.request, { username: account, password: PASSWORD, mobile: uniqueMobile() }, true);

  await open(page, '/en/index?member=referral');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const invite = centre.getByRole('region', { name: 'Your invitation' });
  await expect(invite).toBeVisible({ timeout: 15_000 });
  const code = ((await invite.getByLabel('Your referral code', { exact: true }).textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  await expect(invite.getByLabel('Your invitation link', { exact: true })).toHaveText(new RegExp(`/register\\?ref=${code}$`));
  await expect(invite.getByRole('img', { name: 'QR code of your invitation link' }).locator('svg')).toBeVisible();
  await expect(centre.getByRole('region', { name: 'How it works' })).toContainText('deposits at least ৳500.00 and places at least ৳2,000.00 in valid bets');
  await expect(centre.getByRole('region', { name: 'Friends you invited' })).toContainText('No friend has registered with your code yet.');
  await invite.getByRole('button', { name: 'Copy code' }).click();
  await expect(invite.getByRole('status')).toHaveText('Code copied.');
  await shoot(page, 'page-empty-en', [390, 1280]);

  // The friend opens the link in their own browser and registers.
  const friendContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const friendPage = await friendContext.newPage();
  skipPopups(friendPage);
  const friend = uniqueName('friend');
  const puzzle = nextSlider(friendPage);
  await open(friendPage, `/en/register?ref=${code}`);
  const dialog = friendPage.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username', { exact: true }).fill(friend);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await solveSlider(dialog, puzzle);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await closeAfterLogin(friendPage, friend);
  await friendContext.close();
  const stored = withE2eDb((db) => db.prepare('select referrer from members where account = ?').get(friend) as { referrer: string | null });
  expect(stored.referrer).toBe(code);

  // The every-minute job attaches the friend: reopen the page until it has.
  const friends = centre.getByRole('region', { name: 'Friends you invited' });
  const masked = `${friend.slice(0, 2)}***${friend.slice(-1)}`;
  await expect(async () => {
    await open(page, '/en/index?member=referral');
    await expect(friends.getByRole('listitem').filter({ hasText: masked })).toContainText('Registered', { timeout: 4_000 });
  }).toPass({ timeout: 130_000, intervals: [5_000] });
  await expect(friends).not.toContainText(friend);
  await expect(centre.getByRole('region', { name: 'Your rewards' })).toContainText('Friends invited');
  await shoot(page, 'page-friend-en', [390, 1280]);

  await open(page, '/index?member=referral');
  await expect(page.getByRole('dialog').getByRole('region', { name: 'আপনার আমন্ত্রণ' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog').getByText('নিবন্ধিত', { exact: true })).toBeVisible();
  await shoot(page, 'page-friend-bn', [390, 1280]);
  expect(errors).toEqual([]);
});

test('staff release a held referral reward once, and the inviter sees it paid', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const staff = await staffPage(browser);
  await staff.goto(backofficePath('en', 'loyalty'));
  await staff.getByRole('tab', { name: 'Referrals' }).click();
  const card = staff.getByRole('article', { name: 'inviter01 invited karim88' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Same address');
  await expect(card).toContainText('103.4.145.20');
  await shoot(staff, 'bo-held-en', [768, 1280]);
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(card.getByRole('alert')).toHaveText('Write why the reward is rejected.');
  await card.getByRole('button', { name: 'Approve and pay ৳100.00' }).dblclick();
  await expect(staff.getByText('৳100.00 paid to inviter01 for inviting karim88.')).toBeVisible();
  await expect(staff.getByRole('article', { name: 'inviter01 invited karim88' })).toHaveCount(0);
  const paid = withE2eDb((db) => db.prepare("select count(*) as n from member_bonuses where source_key = 'referral:' || (select id from members where account = 'karim88')").get() as { n: number });
  expect(paid.n).toBe(1);

  await staff.getByRole('button', { name: 'All referrals' }).click();
  await staff.getByLabel('Referrer or friend account').fill('inviter01');
  await staff.getByRole('button', { name: 'Show' }).click();
  await expect(staff.getByRole('row', { name: /karim88/ })).toContainText('Rewarded');
  await shoot(staff, 'bo-all-en', [768, 1280]);
  await staff.goto(backofficePath('bn', 'loyalty'));
  await staff.getByRole('tab', { name: 'রেফারেল' }).click();
  await expect(staff.getByRole('button', { name: 'সব রেফারেল' })).toBeVisible();
  await shoot(staff, 'bo-held-bn', [768, 1280]);
  await staff.getByRole('button', { name: 'সব রেফারেল' }).click();
  await expect(staff.getByRole('table')).toBeVisible();
  await shoot(staff, 'bo-all-bn', [768, 1280]);

  // inviter01 (a demo player) reads the friends in every state.
  skipPopups(page);
  await open(page, '/en/index');
  await loginFromHeader(page, 'inviter01', 'Player#2025');
  await closeAfterLogin(page, 'inviter01');
  await open(page, '/en/index?member=referral');
  const friends = page.getByRole('dialog', { name: 'Member centre' }).getByRole('region', { name: 'Friends you invited' });
  await expect(friends.getByRole('listitem').filter({ hasText: 'ka***8' })).toContainText('Rewarded');
  await expect(friends.getByRole('listitem').filter({ hasText: 'sa***5' })).toContainText('Time ran out');
  await shoot(page, 'page-demo-en', [390, 1280]);
  await open(page, '/index?member=referral');
  await expect(page.getByRole('dialog').getByText('পুরস্কৃত', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'page-demo-bn', [390, 1280]);
});
