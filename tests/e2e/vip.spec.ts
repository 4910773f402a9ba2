import { mkdirSync } from 'node:fs';
import { expect, type Page, type Response, test } from '@playwright/test';
import { open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * The VIP pages in the browser: a visitor reads every rank's card on /vip (rendered on the
 * server) and is invited to register; a player of this test's own at VIP 2, with valid bet in the
 * roll-ups and two rank changes behind them, sees their rank card with the bars and the amounts
 * still needed for VIP 3, the rank label with its badge in the bottom navigation, and the rank
 * history on the playerRank page, in English and Bengali. Screenshots with SHOTS=1.
 */

const SHOTS = process.env['SHOTS'] ? '/tmp/shots' : null;
const PASSWORD = 'Sunny-River-42';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/B-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** VIP 2 with ৳125,000 of valid bet two hours ago, reached from VIP 1 two days ago after an opening rank of VIP 1 ten days ago. */
function makeVip2(account: string): void {
  withE2eDb((db) => {
    const now = Date.now();
    const member = db.prepare('select id from members where account = ?').get(account) as { id: number };
    db.prepare("update members set vip_rank = 2, vip_label = 'VIP 2' where id = ?").run(member.id);
    const change = db.prepare('insert into vip_rank_changes (member_id, from_rank, to_rank, reason, note, staff_id, created_at) values (?, ?, ?, ?, null, null, ?)');
    change.run(member.id, 0, 1, 'seed', now - 10 * DAY);
    change.run(member.id, 1, 2, 'upgrade', now - 2 * DAY);
    const hour = Math.floor((now - 2 * HOUR) / HOUR) * HOUR;
    db.prepare('insert into bet_rollups (member_id, category, hour, bet_count, stake, valid_bet, payout) values (?, ?, ?, ?, ?, ?, ?)').run(member.id, 'RNG', hour, 50, 12_500_000, 12_500_000, 12_000_000);
  });
}

/** Bytes of JavaScript a fresh visitor's browser loads for a page (uncompressed). */
async function scriptBytes(page: Page, path: string): Promise<number> {
  let total = 0;
  const pending: Promise<void>[] = [];
  const count = (r: Response) => {
    if (r.request().resourceType() === 'script') pending.push(r.body().then((b) => void (total += b.length), () => undefined));
  };
  page.on('response', count);
  await open(page, path);
  await page.waitForLoadState('networkidle');
  page.off('response', count);
  await Promise.all(pending);
  return total;
}

test('a visitor reads every rank’s card on /vip and is invited to register', async ({ page }) => {
  test.setTimeout(60_000);
  skipPopups(page);
  const errors = watchConsole(page);
  await open(page, '/en/vip');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
  const ranks = page.getByRole('list', { name: 'VIP ranks' });
  await expect(ranks.getByRole('listitem')).toHaveCount(11);
  const vip5 = ranks.getByRole('listitem', { name: 'VIP 5' });
  await expect(vip5).toContainText('৳1,500,000 valid bet and ৳200,000 deposits');
  await expect(vip5).toContainText('৳150,000 valid bet or ৳20,000 deposits a month');
  await expect(vip5.getByRole('definition').filter({ hasText: '৳2,888' })).toBeVisible();
  const service = (rank: string) => ranks.getByRole('listitem', { name: rank }).locator('dl div').filter({ hasText: 'VIP customer service' }).getByRole('definition');
  await expect(service('VIP 5')).toHaveText('Yes');
  await expect(service('VIP 4')).toHaveText('None');
  await expect(ranks.getByRole('listitem', { name: 'VIP 0' })).toContainText('Every player starts here');
  await expect(page.getByText('Your rank', { exact: true })).toHaveCount(0);
  const invitation = page.getByRole('region', { name: 'Start climbing the VIP ranks' });
  await expect(invitation.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
  await invitation.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Logged out, the navigation's VIP entry shows dashes.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /VIP/ })).toContainText('— —');
  await shoot(page, 'vip-visitor-en', true);

  await open(page, '/vip');
  await expect(page.getByRole('heading', { level: 1, name: 'ভিআইপি' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'ভিআইপি র‍্যাঙ্ক' }).getByRole('listitem', { name: 'VIP 3' })).toContainText('৳২,০০,০০০ বৈধ বাজি এবং ৳৩০,০০০ ডিপোজিট');
  await shoot(page, 'vip-visitor-bn', true);
  expect(errors).toEqual([]);
});

test('/vip loads about as much JavaScript as another content page for a visitor', async ({ page }) => {
  test.setTimeout(60_000);
  skipPopups(page);
  const vip = await scriptBytes(page, '/en/vip');
  const promotions = await scriptBytes(page, '/en/promotions');
  test.info().annotations.push({ type: 'script bytes', description: `/en/vip ${vip}, /en/promotions ${promotions}` });
  console.log(`script bytes: /en/vip ${vip}, /en/promotions ${promotions}`);
  expect(vip).toBeLessThan(promotions + 25_000);
});

test('a player sees their rank, the bars with what the next rank still needs, the rank in the navigation and the history', async ({ page }) => {
  test.setTimeout(120_000);
  skipPopups(page);
  const errors = watchConsole(page);
  const account = uniqueName('vipb');
  await registerByApi(page.request, { username: account, password: PASSWORD, mobile: uniqueMobile() }, true);
  makeVip2(account);

  await open(page, '/en/vip');
  const card = page.getByRole('region', { name: 'Your VIP rank' });
  await expect(card).toContainText('VIP 2');
  await expect(card.getByRole('heading', { name: 'Progress to VIP 3' })).toBeVisible();
  const bet = card.getByRole('progressbar', { name: 'Valid bet', exact: true });
  await expect(bet).toHaveAttribute('aria-valuenow', '62');
  await expect(bet).toHaveAttribute('aria-valuetext', /৳125,000 of ৳200,000/);
  await expect(card.getByText('৳75,000 more needed')).toBeVisible();
  const deposits = card.getByRole('progressbar', { name: 'Deposits', exact: true });
  await expect(deposits).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByText('৳30,000 more needed')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Keep VIP 2 this month' })).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Deposits this month' })).toBeVisible();
  // Their own rank's card is marked in the table.
  const ranks = page.getByRole('list', { name: 'VIP ranks' });
  await expect(ranks.getByRole('listitem', { name: 'VIP 2' }).getByText('Your rank', { exact: true })).toBeVisible();
  await expect(ranks.getByText('Your rank', { exact: true })).toHaveCount(1);
  // The navigation shows the rank label with its badge instead of dashes.
  const vipLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /VIP/ });
  await expect(vipLink).toContainText('VIP 2');
  await expect(vipLink.locator('img[src="/images/vip/vip-2.svg"]')).toBeVisible();
  await shoot(page, 'vip-player-en', true);
  // The side menu's member card shows the rank with its badge too.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText('VIP 2', { exact: true })).toBeVisible();
  await expect(menu.locator('img[src="/images/vip/vip-2.svg"]')).toBeVisible();
  await shoot(page, 'side-menu-en');
  await menu.getByRole('button', { name: 'Close menu' }).click();

  await card.getByRole('button', { name: 'Rank history' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const history = centre.getByRole('list', { name: 'Rank history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('VIP 1 → VIP 2');
  await expect(history.getByRole('listitem').first()).toContainText('Upgrade');
  await expect(history.getByRole('listitem').last()).toContainText('VIP 0 → VIP 1');
  await expect(history.getByRole('listitem').last()).toContainText('Opening rank');
  await expect(centre.getByRole('region', { name: 'Your VIP rank' }).getByText('৳75,000 more needed')).toBeVisible();
  await shoot(page, 'playerRank-en');

  await open(page, '/index?member=playerRank');
  const centreBn = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
  await expect(centreBn.getByRole('list', { name: 'র‍্যাঙ্কের ইতিহাস' }).getByRole('listitem').first()).toContainText('আপগ্রেড');
  await expect(centreBn.getByText('আরও ৳৭৫,০০০ প্রয়োজন')).toBeVisible();
  await shoot(page, 'playerRank-bn');
  await open(page, '/vip');
  await expect(page.getByRole('region', { name: 'আপনার ভিআইপি র‍্যাঙ্ক' }).getByText('আরও ৳৩০,০০০ প্রয়োজন')).toBeVisible();
  await shoot(page, 'vip-player-bn', true);
  expect(errors).toEqual([]);
});

test('a player with no rank changes reads an empty history @phone', async ({ page }) => {
  test.setTimeout(60_000);
  skipPopups(page);
  const account = uniqueName('vipn');
  await registerByApi(page.request, { username: account, password: PASSWORD, mobile: uniqueMobile() }, true);
  await open(page, '/en/vip');
  await page.getByRole('region', { name: 'Your VIP rank' }).getByRole('button', { name: 'Rank history' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByText('No rank changes yet. Upgrades and monthly reviews will be listed here.')).toBeVisible();
  const card = centre.getByRole('region', { name: 'Your VIP rank' });
  await expect(card).toContainText('VIP 0');
  await expect(card.getByText('৳10,000 more needed')).toBeVisible();
  await expect(card.getByRole('heading', { name: /Keep/ })).toHaveCount(0);
});
