import { expect, type Page, test } from '@playwright/test';
import { open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * The lucky draw and the slots race in the browser: a new player of this test's own, with slot
 * play worth one ticket, reads the rules and prize table, draws, sees the prize and verifies the
 * draw from its revealed seeds in the page; then joins the weekly slots race and sees the
 * leaderboard (their row highlighted) and the winners of last week. Screenshots at 390 and 1280 px
 * in both languages go to /tmp/shots.
 */

const PASSWORD = 'Sunny-River-42';
const SHOTS = '/tmp/shots';
const DRAW = { en: 'Lucky draw: a ticket per ৳1,000', bn: 'লাকি ড্র: প্রতি ৳১,০০০-এ একটি টিকিট' };
const RACE = { en: 'Weekly slots race', bn: 'সাপ্তাহিক স্লট রেস' };

/** Slot play of the test's own member: settled bets written as the bulk seed writes them. */
function play(account: string, stakes: number[]): void {
  withE2eDb((db) => {
    const member = db.prepare('select id from members where account = ?').get(account) as { id: number };
    const bet = db.prepare("insert into bets (member_id, vendor_code, game_id, game_code, category, round_id, stake, valid_bet, payout, status, currency, created_at, settled_at) values (?, 'NOVA_SLOT', null, 'nova-stars', 'RNG', ?, ?, ?, 0, 'settled', 'BDT', ?, ?)");
    const at = Date.now() - 60_000;
    stakes.forEach((s, i) => bet.run(member.id, `e2e-raffle-${account}-${at}-${i}`, s, s, at, at));
  });
}

/** The whole page, and the mechanic's panel alone (readable at phone width), at 390 and 1280 px. */
async function shoot(page: Page, name: string): Promise<void> {
  const panel = page.locator('section[aria-labelledby="raffle-rules"], section[aria-labelledby="race-rules"]').first();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/c-${name}-${width}.png`, fullPage: true });
    await panel.screenshot({ path: `${SHOTS}/c-${name}-panel-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openPromotion(page: Page, lang: 'en' | 'bn', title: string, heading: string): Promise<void> {
  await open(page, lang === 'en' ? '/en/promotions' : '/promotions');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test.describe('raffle and race', () => {
  test.beforeEach(({ page }) => skipPopups(page));

  test('a player with a ticket draws, sees the prize and verifies the draw; the race leaderboard and winners show', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    const account = uniqueName('draw');
    await registerByApi(page.request, { username: account, password: PASSWORD, mobile: uniqueMobile() }, true);
    play(account, [80_000, 45_000]);

    await openPromotion(page, 'en', DRAW.en, 'How the lucky draw works');
    const panel = page.getByRole('region', { name: 'How the lucky draw works' });
    await expect(panel.getByText('One ticket for every ৳1,000.00 of valid bet on Slots, Fishing')).toBeVisible();
    const prizes = panel.getByRole('table', { name: 'Prize table' });
    await expect(prizes.getByRole('row', { name: /Grand prize/ })).toContainText('৳10,000.00');
    await expect(panel.getByText('You have 1 ticket to draw.')).toBeVisible();
    await expect(panel.getByText('Bet ৳750.00 more for your next ticket.')).toBeVisible();
    await shoot(page, 'raffle-before-en');

    await panel.getByRole('button', { name: 'Draw', exact: true }).click();
    await expect(panel.getByText(/^You won .+: ৳[\d,.]+, paid to your balance\.$/)).toBeVisible();
    await expect(panel.getByText('You have no ticket to draw yet.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Draw', exact: true })).toBeDisabled();
    await panel.getByRole('button', { name: 'Verify this draw' }).first().click();
    await expect(panel.getByText(/^Verified in your browser: the seed matches its hash and gives .+, the prize you won\.$/)).toBeVisible();
    await shoot(page, 'raffle-drawn-en');

    await openPromotion(page, 'bn', DRAW.bn, 'লাকি ড্র কীভাবে চলে');
    await page.getByRole('button', { name: 'এই ড্র যাচাই করুন' }).first().click();
    await expect(page.getByText(/আপনার ব্রাউজারে যাচাই হয়েছে/)).toBeVisible();
    await shoot(page, 'raffle-drawn-bn');

    play(account, [300_000]);
    await openPromotion(page, 'en', RACE.en, 'How the race works');
    const race = page.getByRole('region', { name: 'How the race works' });
    await expect(race.getByText(/Ties: players with the same value share one place/)).toBeVisible();
    await expect(race.getByRole('table', { name: 'Prize per place' }).getByRole('row', { name: /^#1 / })).toContainText('৳5,000.00');
    await shoot(page, 'race-join-en');
    await race.getByRole('button', { name: 'Join the race' }).click();
    await expect(race.getByText('You are on the leaderboard.')).toBeVisible();
    const board = race.getByRole('table', { name: /^Leaderboard/ });
    const mine = board.getByRole('row', { name: /\(You\)/ });
    await expect(mine).toContainText('৳4,250.00');
    await expect(mine).toHaveAttribute('data-me', 'true');
    await expect(race.getByRole('table', { name: 'Winners of past races' }).getByRole('row')).not.toHaveCount(1);
    await shoot(page, 'race-signed-en');

    await openPromotion(page, 'bn', RACE.bn, 'রেস কীভাবে চলে');
    await expect(page.getByText('আপনি লিডারবোর্ডে আছেন।')).toBeVisible();
    await expect(page.getByRole('table', { name: 'আগের রেসের বিজয়ীরা' })).toBeVisible();
    await shoot(page, 'race-signed-bn');
    expect(errors).toEqual([]);
  });
});
