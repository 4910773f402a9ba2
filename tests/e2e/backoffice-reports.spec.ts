import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { registerByApi, uniqueName } from './account-helpers.ts';
import { admin, islandsReady, withE2eDb } from './helpers.ts';

const HOUR = 3_600_000;

/** The days the seeded play lies in: long before any other test's bets, so the report shows only these. */
const PLAY_DAYS_AGO = 200;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * HOUR).toISOString().slice(0, 10);
const PLAY_RANGE = `range=custom&from=${day(PLAY_DAYS_AGO + 25)}&to=${day(PLAY_DAYS_AGO - 5)}`;

/**
 * Bets of a member of this test's own, on three games, over 20 days long ago and over the last 20
 * days, written as the bulk seed writes them (bet rows and their hourly roll-ups; the per-game
 * roll-ups follow by trigger), and a bonus today. No other test's member or figures are touched.
 */
function seedPlay(account: string): void {
  withE2eDb((db) => {
    const member = db.prepare('select id, account from members where account = ?').get(account) as { id: number; account: string };
    const games = [
      ['MRD_SLOT', 'golden-meridian', 'RNG', 40_000, 31_000],
      ['NOVA_SLOT', 'nova-stars', 'RNG', 25_000, 29_000],
      ['MRD_SLOT', 'royal-sevens', 'RNG', 12_000, 3_000],
    ] as const;
    const bet = db.prepare("insert into bets (member_id, vendor_code, game_id, game_code, category, round_id, stake, valid_bet, payout, status, currency, created_at, settled_at) values (?, ?, null, ?, ?, ?, ?, ?, ?, 'settled', 'BDT', ?, ?)");
    const rollup = db.prepare(
      'insert into bet_rollups (member_id, category, hour, bet_count, stake, valid_bet, payout) values (?, ?, ?, 1, ?, ?, ?) on conflict (member_id, category, hour) do update set bet_count = bet_rollups.bet_count + 1, stake = bet_rollups.stake + excluded.stake, valid_bet = bet_rollups.valid_bet + excluded.valid_bet, payout = bet_rollups.payout + excluded.payout',
    );
    const now = Date.now();
    db.transaction(() => {
      for (const day of [...Array.from({ length: 20 }, (_, d) => d), ...Array.from({ length: 20 }, (_, d) => PLAY_DAYS_AGO + d)]) {
        for (const [i, [vendor, code, category, stake, payout]] of games.entries()) {
          const at = now - day * 24 * HOUR - i * HOUR - 60_000;
          const s = stake + day * 500;
          const p = day % 3 === 0 ? payout * 2 : payout;
          bet.run(member.id, vendor, code, category, `e2e-report-${now}-${day}-${i}`, s, s, p, at, at + 30_000);
          rollup.run(member.id, category, Math.floor(at / HOUR) * HOUR, s, s, p);
        }
      }
    }).immediate();
    admin('bonus:grant', member.account, '50', '0', 'Welcome');
  });
}

const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

test.describe('back office dashboard and reports', () => {
  test('an analyst reads the dashboard, changes the range, opens a report, sorts it and downloads its CSV', async ({ page }) => {
    test.setTimeout(180_000);
    const player = { username: uniqueName('rp'), password: 'Player#2025' };
    await registerByApi(page.request, player);
    seedPlay(player.username);
    await enrolAndLogin(page, createStaffViaCli('analyst'), 'en');

    // The dashboard: today's figures, each beside the previous period.
    await page.goto(backofficePath('en', 'dashboard'));
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const cards = page.getByRole('listitem').filter({ hasText: 'Previous period:' });
    await expect(cards).toHaveCount(11);
    await expect(cards.filter({ hasText: 'NGR (after bonuses)' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'GGR per day' })).toBeVisible();
    // Bonus cost is what promotions cost the house today: this test's ৳50 grant and the demo promotions' rewards.
    const today = (await (await page.request.get('/backoffice/api/dashboard?preset=today')).json()) as { value: { metrics: { bonusCost: { value: number } } } };
    const bonusCost = today.value.metrics.bonusCost.value;
    expect(bonusCost).toBeGreaterThanOrEqual(5_000);
    const shown = `৳${(bonusCost / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(cards.filter({ hasText: 'Bonus cost' }).getByText(shown, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Stakes by category' })).toBeVisible();

    // A wider range: the address keeps it, the figures are asked again.
    const asked = page.waitForResponse((r) => r.url().includes('/backoffice/api/dashboard') && r.url().includes('preset=prev30'));
    await page.getByLabel('Range').selectOption('prev30');
    expect((await asked).status()).toBe(200);
    await expect(page).toHaveURL(/range=prev30/);
    await expect(page.getByRole('img', { name: 'GGR per day' }).locator('.recharts-line-curve')).toBeVisible();
    await shoot(page, 'dashboard-en');

    // A custom range on the merchant's calendar.
    await page.getByLabel('Range').selectOption('custom');
    await page.getByLabel('From').fill('2026-11-01');
    await page.getByLabel('To (inclusive)').fill('2026-11-20');
    const custom = page.waitForResponse((r) => r.url().includes('/backoffice/api/dashboard') && r.url().includes('from='));
    await page.getByRole('button', { name: 'Show' }).click();
    expect((await custom).status()).toBe(200);
    await expect(page).toHaveURL(/range=custom&from=2026-11-01&to=2026-11-20/);

    // The reports desk: GGR by category, over the last 30 days.
    await page.goto(`${backofficePath('en', 'reports')}?range=prev30`);
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByLabel('Report')).toHaveValue('ggr');
    const table = page.getByRole('table', { name: /^GGR: / });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'GGR' })).toBeVisible();

    // Sort by stake (server side; the address keeps it).
    const sorted = page.waitForResponse((r) => r.url().includes('/backoffice/api/reports/ggr') && r.url().includes('sort=stake'));
    await table.getByRole('button', { name: 'Stake' }).click();
    expect((await sorted).status()).toBe(200);
    await expect(page).toHaveURL(/sort=stake/);
    await expect(table.getByRole('columnheader', { name: 'Stake' })).toHaveAttribute('aria-sort', 'descending');

    // Group by game over the days only this test played: its games, largest stake first; then smallest first.
    await page.goto(`${backofficePath('en', 'reports')}?${PLAY_RANGE}&sort=stake`);
    await islandsReady(page);
    await page.getByLabel('Group by').selectOption('game');
    await expect(page).toHaveURL(/group=game/);
    const firstGame = table.getByRole('row').nth(1).getByRole('cell').first();
    await expect(firstGame).toHaveText('Golden Meridian');
    await table.getByRole('button', { name: 'Stake' }).click();
    await expect(table.getByRole('columnheader', { name: 'Stake' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstGame).toHaveText('Royal Sevens');
    await expect(page).toHaveURL(/dir=asc/);
    await shoot(page, 'reports-en');

    // The CSV: headers in English, money in units with the currency, a totals row.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('ggr-by-game.csv');
    const text = readFileSync((await file.path()) ?? '', 'utf8');
    const [header] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Group,Name,Bets,Stake (BDT),Valid bet (BDT),Payout (BDT),GGR (BDT)');
    expect(text).toContain('\r\nTotal,');
    expect(text).toMatch(/\r\nMRD_SLOT\/golden-meridian,Golden Meridian,\d+,"\d{1,3},\d{3}\.00"/);

    // The other reports open with their own filters.
    await page.getByLabel('Report').selectOption('players');
    await expect(page.getByLabel('Show', { exact: true })).toHaveValue('winners');
    await page.getByLabel('Report').selectOption('cashier');
    await expect(page.getByLabel('Type')).toBeVisible();
    await page.getByLabel('Report').selectOption('agents');
    await expect(page.getByRole('table', { name: /^Agents’ commissions and wages: / })).toBeVisible();

    // In Bengali.
    await page.goto(`${backofficePath('bn', 'dashboard')}?range=prev30`);
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeVisible();
    await expect(page.getByText('এনজিআর (বোনাসের পরে)')).toBeVisible();
    // The charts load lazily: shoot once the GGR line is drawn.
    await expect(page.getByRole('img', { name: 'দিনপ্রতি জিজিআর' }).locator('.recharts-line-curve')).toBeVisible();
    await shoot(page, 'dashboard-bn');
    await page.goto(`${backofficePath('bn', 'reports')}?range=prev30`);
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'রিপোর্ট' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'CSV ডাউনলোড করুন' })).toBeVisible();
    await shoot(page, 'reports-bn');
  });
});
