import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { admin, skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * A rank earned from play: a new player's bets and deposit reach VIP 2 over the window; the
 * rank engine (here the operator's full recompute, the same upgrade the every-minute job makes)
 * raises them, pays the upgrade bonuses of VIP 1 and VIP 2 once however often it runs, and the
 * player reads the welcome message in the member centre and sees VIP 2 in the bottom navigation
 * and in the rank history, in English and Bengali. Screenshots with SHOTS=1 (/tmp/shots/A1-*).
 */

const SHOTS = process.env['SHOTS'] ? '/tmp/shots' : null;
const PASSWORD = 'Sunny-River-42';
const HOUR = 3_600_000;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/A1-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** ৳60,000 of valid bet an hour ago and a ৳12,000 deposit credited today: VIP 2 of the default ladder (৳50,000 and ৳10,000). */
function playToVip2(account: string): number {
  return withE2eDb((db) => {
    const now = Date.now();
    const member = db.prepare('select id from members where account = ?').get(account) as { id: number };
    const channel = db.prepare('select id from payment_channels order by id limit 1').get() as { id: number };
    const hour = Math.floor((now - HOUR) / HOUR) * HOUR;
    db.prepare('insert into bet_rollups (member_id, category, hour, bet_count, stake, valid_bet, payout) values (?, ?, ?, ?, ?, ?, ?)').run(member.id, 'RNG', hour, 120, 6_000_000, 6_000_000, 5_600_000);
    db.prepare("insert into deposits (member_id, channel_id, amount, fee, status, created_at, decided_at) values (?, ?, ?, 0, 'credited', ?, ?)").run(member.id, channel.id, 1_200_000, now - 30 * 60_000, now - 29 * 60_000);
    return member.id;
  });
}

const upgradeBonuses = (memberId: number) =>
  withE2eDb((db) => db.prepare("select source_key, amount from member_bonuses where member_id = ? and source_key like 'vip-upgrade:%' order by source_key").all(memberId) as { source_key: string; amount: number }[]);

test('a player whose play reaches VIP 2 is upgraded once, paid both upgrade bonuses and told in the member centre', async ({ page }) => {
  test.setTimeout(120_000);
  skipPopups(page);
  const errors = watchConsole(page);
  const account = uniqueName('vipup');
  await registerByApi(page.request, { username: account, password: PASSWORD, mobile: uniqueMobile() }, true);
  const memberId = playToVip2(account);

  admin('vip:recompute');
  admin('vip:recompute');
  expect(upgradeBonuses(memberId)).toEqual([
    { source_key: `vip-upgrade:${memberId}:1`, amount: 8_800 },
    { source_key: `vip-upgrade:${memberId}:2`, amount: 18_800 },
  ]);

  await open(page, '/en/index?member=messageV2');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const welcome = centre.getByRole('button', { name: /Welcome to VIP 2/ });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await welcome.click();
  await expect(centre.getByText(/Your play has raised you to VIP 2/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /VIP/ })).toContainText('VIP 2');
  await shoot(page, 'message-en');

  await open(page, '/en/index?member=playerRank');
  const history = centre.getByRole('list', { name: 'Rank history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('VIP 0 → VIP 2');
  await expect(history.getByRole('listitem').first()).toContainText('Upgrade');

  await open(page, '/index?member=messageV2');
  const bn = page.getByRole('dialog');
  await bn.getByRole('button', { name: /VIP 2-এ স্বাগতম/ }).click({ timeout: 20_000 });
  await expect(bn.getByText(/আপনার খেলার জন্য আপনি VIP 2-এ উন্নীত হয়েছেন/)).toBeVisible();
  await shoot(page, 'message-bn');
  expect(errors).toEqual([]);
});
