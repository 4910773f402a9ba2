import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * Points in the browser with a player of this test's own: bets of the last hour (written as the
 * wallet's hourly roll-ups) earn points through the server's own points job (it runs every
 * minute); the player opens points details, reads the balance, filters by type, converts points
 * to cash with the payment password (a wrong one first: refused and counted), sees the change in
 * the details and reads the rules. Screenshots go to /tmp/shots/c-points-*.png.
 */

const SHOTS = '/tmp/shots';
const PASSWORD = 'Sunny-River-42';
const PAYMENT = '246810';
const HOUR = 3_600_000;
const origin = () => ({ origin: new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin });

/** Slots ৳20,000 (1.20 → 240.00 points) and live casino ৳10,000 (0.70 → 70.00 points) in the hour before this one. */
function betLastHour(account: string): void {
  withE2eDb((db) => {
    const member = db.prepare('select id from members where account = ?').get(account) as { id: number };
    const hour = Math.floor((Date.now() - HOUR) / HOUR) * HOUR;
    const add = db.prepare('insert into bet_rollups (member_id, category, hour, bet_count, stake, valid_bet, payout) values (?, ?, ?, ?, ?, ?, ?)');
    add.run(member.id, 'RNG', hour, 40, 2_000_000, 2_000_000, 1_500_000);
    add.run(member.id, 'LIVE', hour, 5, 1_000_000, 1_000_000, 900_000);
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/c-points-${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a player reads their points, filters the details, converts points with the payment password and reads the rules', async ({ page }) => {
  test.setTimeout(180_000);
  skipPopups(page);
  const errors = watchConsole(page);
  const account = uniqueName('points');
  await registerByApi(page.request, { username: account, password: PASSWORD, mobile: uniqueMobile() }, true);
  expect((await page.request.post('/wps/member/paymentPassword', { data: { currentPassword: PASSWORD, paymentPassword: PAYMENT, confirmPaymentPassword: PAYMENT }, headers: origin() })).ok()).toBe(true);
  betLastHour(account);

  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const card = centre.getByRole('region', { name: 'My points' });
  // The server's points job runs every minute: reopen the page until it has credited the bets.
  await expect(async () => {
    await open(page, '/en/index?member=pointsDetails');
    // Spendable and earned this month both read 310.00 now.
    await expect(card).toContainText('310.00', { timeout: 4_000 });
  }).toPass({ timeout: 130_000, intervals: [5_000] });

  const table = centre.getByRole('table', { name: 'Points details' });
  await expect(table.getByRole('row', { name: /Slots/ })).toContainText('+240.00');
  await expect(table.getByRole('row', { name: /Live casino/ })).toContainText('+70.00');
  await centre.getByRole('radio', { name: 'Live casino', exact: true }).click();
  await expect(table.getByRole('row', { name: /Slots/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Live casino/ })).toContainText('Valid bet ৳10,000.00');
  await centre.getByRole('radio', { name: 'All', exact: true }).click();
  await shoot(page, 'details-en');

  const form = centre.getByRole('form', { name: 'Convert points to cash' });
  await form.getByLabel('Points to convert').fill('100');
  await expect(form.getByText('You receive ৳50.00 in your main wallet.')).toBeVisible();
  await form.getByLabel('Payment password').fill('111111');
  await form.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('The payment password is not right. 4 tries left before payments lock for 15 minutes.');
  const failures = withE2eDb((db) => db.prepare('select failures from payment_password_locks where member_id = (select id from members where account = ?)').get(account) as { failures: number });
  expect(failures.failures).toBe(1);

  const balance = async () => ((await (await page.request.get('/wps/v2/wallets/balance')).json()) as { value: { sumBalance: number } }).value.sumBalance;
  const before = await balance();
  await form.getByLabel('Points to convert').fill('100');
  await form.getByLabel('Payment password').fill(PAYMENT);
  await form.getByRole('button', { name: 'Convert', exact: true }).dblclick();
  await expect(form.getByRole('status')).toHaveText('100.00 points converted: ৳50.00 is in your main wallet.');
  await expect(card).toContainText('210.00');
  await expect(table.getByRole('row', { name: /Converted to cash/ })).toContainText('−100.00');
  await expect(table.getByRole('row', { name: /Converted to cash/ })).toContainText('Paid ৳50.00 to the main wallet');
  expect(await balance()).toBe(before + 5_000);
  const converts = withE2eDb((db) => db.prepare("select count(*) as n from journal_entries where kind = 'points_convert' and member_id = (select id from members where account = ?)").get(account) as { n: number });
  expect(converts.n).toBe(2);
  await shoot(page, 'converted-en');

  await centre.getByRole('tab', { name: 'Rules' }).click();
  const rules = centre.getByRole('tabpanel');
  await expect(rules.getByText('Points never expire.')).toBeVisible();
  await expect(rules.getByRole('row', { name: /Live casino/ })).toContainText('0.70');
  await shoot(page, 'rules-en');

  await open(page, '/index?member=pointsDetails');
  const bn = page.getByRole('dialog');
  await expect(bn.getByRole('region', { name: 'আমার পয়েন্ট' }).getByText('২১০.০০')).toBeVisible();
  await shoot(page, 'details-bn');
  await bn.getByRole('tab', { name: 'নিয়ম' }).click();
  await expect(bn.getByText('পয়েন্টের কোনো মেয়াদ নেই, কখনো শেষ হয় না।')).toBeVisible();
  await shoot(page, 'rules-bn');
  // The wrong payment password's 403 is the browser's only complaint.
  expect(errors.filter((e) => !/^Failed to load resource: the server responded with a status of 403 /.test(e))).toEqual([]);
});
