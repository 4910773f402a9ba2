import { expect, type Page, test } from '@playwright/test';
import { loginAs, PLAYER_PASSWORD } from './agent-helpers.ts';
import { islandsReady, shoot, skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * The lottery's history pages in the browser: a house lottery's results with dice and a Verify
 * link per draw, paging, the Trends tab with its chart and the table behind it, in English and
 * Bengali; then a player who has just placed a ticket through the API finds it on My tickets and
 * filters by state, and a visitor is asked to sign in. Screenshots with SHOTS=1.
 */

const LOTTERY = 'K3_1M';
const MIN = 60_000;

/** Twelve drawn K3 draws in the last hours (this test's own issue numbers), whatever the draw engine has made so far. */
function pastDraws(): void {
  withE2eDb((db) => {
    const lottery = db.prepare('select id from lotteries where code = ?').get(LOTTERY) as { id: number };
    const insert = db.prepare(
      "insert or ignore into lottery_draws (lottery_id, number, opens_at, closes_at, draw_at, status, result, result_source, seed, created_at) values (?, ?, ?, ?, ?, 'settled', ?, 'house', ?, ?)",
    );
    const start = Date.now() - 6 * 60 * MIN;
    for (let i = 0; i < 12; i++) {
      const at = start + i * MIN;
      const dice = [1 + (i % 6), 1 + ((i * 2) % 6), 1 + ((i * 5 + 3) % 6)].map(String);
      insert.run(lottery.id, `E2E-${String(i).padStart(3, '0')}`, at - MIN, at - 10_000, at, JSON.stringify(dice), 'e2e'.padEnd(64, '0'), at - 2 * MIN);
    }
  });
}

async function openResults(page: Page, lang: 'en' | 'bn'): Promise<void> {
  await skipPopups(page);
  await page.goto(`${lang === 'en' ? '/en' : ''}/lottery/results?gameCode=${LOTTERY}`);
  await islandsReady(page);
}

test('results of a house lottery: dice, verify links, paging and trends with their table', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  pastDraws();
  await openResults(page, 'en');
  const list = page.getByRole('list', { name: /draws, newest first/ });
  await expect(list).toBeVisible();
  const first = list.getByRole('listitem').first();
  await expect(first.getByRole('img', { name: /^Drawn: / })).toBeVisible();
  const verify = page.getByRole('link', { name: /^Verify draw / }).first();
  await expect(verify).toHaveAttribute('href', /\/en\/lottery\/verify\?draw=\d+$/);
  await expect(page.getByText(/house's own draw/)).toBeVisible();
  await shoot(page, 'G-results-en');

  const older = page.getByRole('button', { name: 'Older' });
  if (await older.isVisible()) {
    await older.click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  }

  await page.getByRole('tab', { name: 'Trends' }).click();
  await expect(page.getByRole('tab', { name: 'Trends' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^Counted over \d+ draws/)).toBeVisible();
  const chart = page.getByRole('img', { name: /Bar chart of how often each number came up, Dice/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hot numbers (drawn most)' })).toBeVisible();
  await page.getByText('Table of every number: Dice').first().click();
  const table = page.getByRole('table', { name: 'Table of every number: Dice' });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByRole('columnheader', { name: 'Longest gap' })).toBeVisible();
  await page.getByLabel('Show').selectOption({ label: 'Sum of the dice' });
  await expect(page.getByRole('img', { name: /Sum of the dice/ })).toBeVisible();
  await page.getByRole('button', { name: 'Last 100 draws' }).click();
  await expect(page.getByRole('button', { name: 'Last 100 draws' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Counted over \d+ draws/)).toBeVisible();
  await shoot(page, 'G-trends-en');

  await openResults(page, 'bn');
  await expect(page.getByRole('link', { name: /যাচাই করুন$/ }).first()).toBeVisible();
  await shoot(page, 'G-results-bn');
  await page.getByRole('tab', { name: 'প্রবণতা' }).click();
  await expect(page.getByRole('img', { name: /বার চার্ট/ })).toBeVisible();
  await shoot(page, 'G-trends-bn');

  // The daily formats: the headline prize as balls, the other prizes behind "All … prizes" (whatever draws the demo has made).
  for (const code of ['VN_NORTH', 'THAI_DAILY']) {
    await page.goto(`/en/lottery/results?gameCode=${code}`);
    await islandsReady(page);
    await expect(page.getByRole('tab', { name: 'Results' })).toBeVisible();
    const prizes = page.getByText(/^All \d+ prizes$/).first();
    if (await prizes.isVisible()) await prizes.click();
    await shoot(page, `G-results-${code}-en`);
  }

  await page.goto('/en/lottery/results?gameCode=NO_SUCH');
  await expect(page.getByText('We have no lottery by that name. Choose one from the list.')).toBeVisible();
  expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
});

test('my tickets: a placed ticket shows with its draw and stake, filters by state; a visitor is asked to sign in', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await skipPopups(page);
  await page.goto('/en/lottery/tickets');
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: 'Sign in to see your tickets' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  await loginAs(page, 'player01', PLAYER_PASSWORD);
  // The draw taking tickets now (the draw engine opens one every minute); placed as the game page does.
  let drawId = 0;
  await expect(async () => {
    const game = (await (await page.request.get(`/wps/lottery/games/${LOTTERY}?language=en`)).json()) as { value: { draw: { id: number; status: string; closesAt: number } | null } };
    const draw = game.value.draw;
    expect(draw?.status).toBe('open');
    expect((draw?.closesAt ?? 0) - Date.now()).toBeGreaterThan(15_000);
    drawId = draw?.id ?? 0;
  }).toPass({ timeout: 30_000, intervals: [1000] });
  const placed = await page.request.post('/wps/lottery/tickets', {
    data: { drawId, items: [{ betType: 'big-small', numbers: 'big', unitStake: 100, multiplier: 2 }], requestId: `e2e-history-${Date.now()}`, language: 'en' },
    headers: { origin: new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin },
  });
  expect(placed.ok(), await placed.text()).toBe(true);

  await page.goto('/en/lottery/tickets');
  await islandsReady(page);
  const tickets = page.getByRole('list', { name: /\d+ tickets?$/ });
  const mine = tickets.getByRole('listitem').filter({ hasText: 'Quick K3' }).first();
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Big', { exact: true })).toBeVisible();
  await expect(mine.getByText('Waiting for the draw')).toBeVisible();
  await shoot(page, 'G-tickets-en');
  // Betting on its draw is still open: the ticket can be cancelled, and then reads as refunded.
  await mine.getByRole('button', { name: /^Cancel ticket / }).click();
  await expect(page.getByRole('list', { name: /\d+ tickets?$/ }).getByRole('listitem').first().getByText('Cancelled, refunded')).toBeVisible();

  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('lost');
  await expect(page.getByText('No tickets here.').or(page.getByRole('list', { name: /\d+ tickets?$/ }))).toBeVisible();
  // The list re-renders for the new filter: wait until no listed ticket is anything but a loss.
  await expect(page.getByRole('list', { name: /\d+ tickets?$/ }).getByRole('listitem').filter({ hasNotText: 'No win' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('cancelled');
  await page.getByRole('combobox', { name: 'Lottery', exact: true }).selectOption({ label: 'Quick K3 · 1 min' });
  await expect(page.getByRole('list', { name: /\d+ tickets?$/ }).getByRole('listitem').first().getByText('Cancelled, refunded')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Follows' })).toBeVisible();

  await page.goto('/lottery/tickets');
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: 'টিকিট', exact: true })).toBeVisible();
  await shoot(page, 'G-tickets-bn');
  expect(errors).toEqual([]);
});
