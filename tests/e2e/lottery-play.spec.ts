import { existsSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { loginAs, PLAYER_PASSWORD } from './agent-helpers.ts';
import { islandsReady, shoot, skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * The player's lottery in the browser: the lobby with its groups, a fast game opened from its card,
 * numbers picked on the grid and typed as text with the line count and stake shown before
 * confirming, two selections in the bet slip placed together, the open tickets with one cancelled;
 * on a phone the slip is a drawer. The test's own draw takes tickets for a quarter of an hour, so
 * nothing waits on the draw engine's clock. Screenshots with SHOTS=1.
 */

const LOTTERY = 'SSC_1M';
const NAME = 'Quick SSC · 1 min';
const MIN = 60_000;

/** The words the page shows for the fast formats (the bet types' own namespace), by key. */
function words(lang: 'en' | 'bn'): Record<string, string> {
  const file = `locales/${lang}/lottery-bets-fast.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}
const position = (name: string) => words('en')[`lottery.position.ssc.${name}`] ?? `lottery.position.ssc.${name}`;

/**
 * Gives the lottery one draw of this test's own, taking tickets for 15 minutes: the future draws
 * the engine planned without tickets make way (in the same transaction), and it plans its next
 * ones after this draw.
 */
function ownDraw(): number {
  return withE2eDb((db) =>
    db.transaction(() => {
      const now = Date.now();
      const { id } = db.prepare('select id from lotteries where code = ?').get(LOTTERY) as { id: number };
      db.prepare("delete from lottery_draws where lottery_id = ? and draw_at > ? and status in ('scheduled', 'open') and id not in (select draw_id from lottery_tickets)").run(id, now);
      const row = db
        .prepare("insert into lottery_draws (lottery_id, number, opens_at, closes_at, draw_at, status, created_at) values (?, ?, ?, ?, ?, 'open', ?) returning id")
        .get(id, `E2E-PLAY-${now}`, now - MIN, now + 15 * MIN, now + 15 * MIN + 10_000, now) as { id: number };
      return row.id;
    }).immediate(),
  );
}

async function openGame(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
}

test('a player picks numbers on the grid and by typing, places two selections from the slip, cancels one ticket and hears the result', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await skipPopups(page);
  ownDraw();
  await loginAs(page, 'player01', PLAYER_PASSWORD);

  await openGame(page, '/en/lottery');
  await expect(page.getByRole('heading', { name: 'E-lottery' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular now' })).toBeVisible();
  const card = page
    .getByRole('region', { name: 'E-lottery' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: NAME, exact: true }) });
  const link = card.getByRole('link', { name: NAME, exact: true });
  await expect(card.getByText('House draw')).toBeVisible();
  await expect(card.getByText(/^Draw E2E-PLAY-\d+ closes in$/)).toBeVisible();
  await shoot(page, 'F-lobby-en');
  await link.click();
  await islandsReady(page);

  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText(/^Draw E2E-PLAY-\d+ takes tickets$/)).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  const numbers = panel.getByRole('textbox', { name: 'Numbers' });
  const summary = (label: string) => panel.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');

  // On the grid: two digits in the first position.
  await panel.getByRole('button', { name: `${position('ten-thousands')} 3`, exact: true }).click();
  await panel.getByRole('button', { name: `${position('ten-thousands')} 5`, exact: true }).click();
  await expect(numbers).toHaveValue('3 5||||');
  await expect(summary('Lines')).toHaveText('2');
  // Typed: the grid follows the text.
  await numbers.fill('3 5|1|||');
  await expect(panel.getByRole('button', { name: `${position('thousands')} 1`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(summary('Lines')).toHaveText('3');
  await expect(summary('Stake')).toHaveText(/3\.00$/);
  await numbers.fill('3 x|||');
  await expect(page.getByRole('button', { name: 'Add to bet slip' })).toBeDisabled();
  await numbers.fill('3 5|1|||');
  await page.getByRole('button', { name: 'Add to bet slip' }).click();
  await expect(numbers).toHaveValue('');

  // A quick pick: every odd digit in the last position, with a multiplier of 2.
  await panel.getByRole('button', { name: `Odd · ${position('units')}`, exact: true }).click();
  await expect(numbers).toHaveValue('||||1 3 5 7 9');
  await panel.getByRole('spinbutton', { name: 'Multiplier' }).fill('2');
  await expect(summary('Stake')).toHaveText(/10\.00$/);
  await page.getByRole('button', { name: 'Add to bet slip' }).click();

  const slip = page.getByRole('list', { name: 'Selections' });
  await expect(slip.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Total stake').locator('xpath=following-sibling::strong')).toHaveText(/13\.00$/);
  await shoot(page, 'F-game-en');
  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.getByText(/^2 tickets placed for .*13\.00\.$/)).toBeVisible();
  await expect(slip).toHaveCount(0);

  const open = page.getByRole('region', { name: 'Open tickets on this lottery' });
  await expect(open.getByRole('listitem')).toHaveCount(2);
  await open.getByRole('button', { name: /^Cancel ticket \d+$/ }).first().click();
  await expect(open.getByRole('listitem')).toHaveCount(1);
  await shoot(page, 'F-game-placed-en', [1280]);

  // The draw's close brought forward: the engine closes, draws and settles it, and the open page
  // hears it over the stream: the result is shown and the ticket's outcome told (a win only above the stake).
  const drawNumber = (await page.getByText(/^Draw E2E-PLAY-\d+ takes tickets$/).textContent())?.split(' ')[1] ?? '';
  withE2eDb((db) => db.prepare("update lottery_draws set closes_at = ?, draw_at = ? where number = ? and status = 'open'").run(Date.now() - 1_000, Date.now(), drawNumber));
  await expect(page.getByRole('heading', { name: `Latest result · draw ${drawNumber}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: `Draw ${drawNumber}: ` })).toBeVisible({ timeout: 20_000 });
  await expect(open.getByRole('listitem')).toHaveCount(0);

  await page.getByRole('link', { name: 'Rules', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${NAME}: rules` })).toBeVisible();
  await expect(page.getByText(/Every minute, all day\./)).toBeVisible();
  await expect(page.getByText('Return to player').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the lobby, a game and the rules in Bengali, a VN game’s prize table, an unknown game', async ({ page }) => {
  const errors = watchConsole(page);
  await skipPopups(page);
  await openGame(page, '/lottery');
  await expect(page.getByRole('heading', { name: 'ই-লটারি' })).toBeVisible();
  await shoot(page, 'F-lobby-bn');
  await openGame(page, `/lottery?gameCode=${LOTTERY}`);
  await expect(page.getByRole('button', { name: 'বেট স্লিপে যোগ করুন' })).toBeVisible();
  await shoot(page, 'F-game-bn');
  await openGame(page, '/lottery/rules?gameCode=VN_NORTH');
  await expect(page.getByRole('heading', { level: 1, name: 'মেরিডিয়ান নর্থ (হাউস ড্র): নিয়ম' })).toBeVisible();
  await shoot(page, 'F-rules-bn');
  await openGame(page, '/en/lottery?gameCode=VN_NORTH');
  await expect(page.getByRole('rowheader', { name: 'Special' })).toBeVisible();
  await shoot(page, 'F-game-vn-en');
  // A thousand numbers are picked digit by digit, not from a grid of a thousand buttons.
  await page.getByRole('tab', { name: /^Lô 3 số/ }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: '123', exact: true })).toHaveCount(0);
  await panel.getByRole('group', { name: 'Digit 1 of 3' }).getByRole('button', { name: '1', exact: true }).click();
  await panel.getByRole('group', { name: 'Digit 2 of 3' }).getByRole('button', { name: '2', exact: true }).click();
  await panel.getByRole('group', { name: 'Digit 3 of 3' }).getByRole('button', { name: '3', exact: true }).click();
  await panel.getByRole('button', { name: 'Add 123' }).click();
  await expect(panel.getByRole('textbox', { name: 'Numbers' })).toHaveValue('123');
  await expect(panel.getByRole('list', { name: 'Your numbers' }).getByRole('button', { name: 'Remove 123' })).toBeVisible();
  await shoot(page, 'F-game-vn-lo3-en');
  await openGame(page, '/en/lottery?gameCode=NO_SUCH');
  await expect(page.getByRole('heading', { name: 'Lottery not found' })).toBeVisible();
  expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
});

test('on a phone the bet slip is a drawer from the bottom @phone', async ({ page }) => {
  test.setTimeout(45_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = watchConsole(page);
  await skipPopups(page);
  ownDraw();
  await loginAs(page, 'player01', PLAYER_PASSWORD);
  await openGame(page, `/en/lottery?gameCode=${LOTTERY}&playType=position`);
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: `${position('hundreds')} 7`, exact: true }).click();
  await page.getByRole('button', { name: 'Add to bet slip' }).click();
  const bar = page.getByRole('button', { name: 'Bet slip (1 selection)' });
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Place bets' })).toBeHidden();
  await bar.click();
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('list', { name: 'Selections' }).getByRole('listitem')).toHaveCount(1);
  await shoot(page, 'F-slip-drawer-en', [390]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.getByText(/^1 ticket placed for /)).toBeVisible();
  await page.getByRole('button', { name: 'Close the bet slip' }).click();
  await expect(page.getByRole('button', { name: 'Place bets' })).toBeHidden();

  // Following the next two draws with a new selection, stopping on a win.
  await panel.getByRole('button', { name: `${position('tens')} 4`, exact: true }).click();
  await page.getByRole('button', { name: 'Add to bet slip' }).click();
  await page.getByRole('button', { name: 'Bet slip (1 selection)' }).click();
  await page.getByRole('checkbox', { name: 'Follow the next draws with this slip' }).check();
  await page.getByRole('spinbutton', { name: /^Number of draws/ }).fill('2');
  await expect(page.getByRole('checkbox', { name: 'Stop after a winning draw' })).toBeChecked();
  await page.getByRole('button', { name: 'Follow 2 draws' }).click();
  await expect(page.getByText(/^Following 2 draws; .* reserved\.$/)).toBeVisible();
  expect(errors).toEqual([]);
});
