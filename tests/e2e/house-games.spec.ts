import { createHash, createHmac } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { watchConsole } from './helpers.ts';

/**
 * The built-in house games as a player meets them: a free-trial (play money) session launched
 * through the API, the game page played by role and label, the balance checked against the
 * server's answer, then the seed pair changed and the round checked on the verification page.
 */

type Envelope<T> = { success: boolean; value: T };

/** Play money starts at 10,000.00; amounts show with two decimals in English. */
const en = (minor: number) => (minor / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A whole number as the verification page writes it in English. */
const num = (n: number) => n.toLocaleString('en-GB');

async function gameIds(request: APIRequestContext): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const gameType of ['RNG', 'LIVE', 'FISH', 'PVP']) {
    const res = await request.get(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=50&language=en`);
    const body = (await res.json()) as Envelope<{ games: { gameId: number; code: string }[] }>;
    for (const g of body.value.games) ids[g.code] = g.gameId;
  }
  return ids;
}

/** A play-money session for a game: the path of its page (with the session and language). */
async function launch(request: APIRequestContext, code: string, language = 'en'): Promise<string> {
  const gameId = (await gameIds(request))[code];
  expect(gameId, code).toBeTruthy();
  const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;
  const res = await request.post('/wps/game/launchGame', { data: { gameId, language, trial: true }, headers: { origin } });
  const body = (await res.json()) as Envelope<{ game_url: string; mode: string }>;
  expect(body.value.mode).toBe('play');
  const url = new URL(body.value.game_url, 'http://x');
  expect(url.searchParams.get('session')).toBeTruthy();
  return url.pathname + url.search;
}

const balance = (page: Page) => page.getByLabel('Play money');

/** Changes the client seed in the provably-fair panel and opens the verify link of a round in a new tab. */
async function rotateAndVerify(page: Page, nonce: number, serverSeedHash: string): Promise<Page> {
  await page.getByRole('button', { name: 'Provably fair' }).click();
  const panel = page.getByRole('dialog', { name: 'Provably fair' });
  await expect(panel.getByTestId('server-seed-hash')).toHaveText(serverSeedHash);
  await expect(panel.getByText('Verifiable after a seed change').first()).toBeVisible();
  await panel.getByLabel('Client seed').fill('e2e-seed');
  const rotated = page.waitForResponse((r) => r.url().includes('/lgw/house/v1/seed'));
  await panel.getByRole('button', { name: 'Change client seed' }).click();
  const rotation = (await (await rotated).json()) as Envelope<{ revealed: { serverSeed: string; serverSeedHash: string } }>;
  expect(rotation.value.revealed.serverSeedHash).toBe(serverSeedHash);
  await expect(panel.getByTestId('revealed-server-seed')).toHaveText(rotation.value.revealed.serverSeed);
  await expect(panel.getByTestId('server-seed-hash')).not.toHaveText(serverSeedHash);
  const link = panel.getByRole('link', { name: `Verify the round with nonce ${nonce}` }).first();
  await expect(link).toBeVisible();
  const [fair] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await fair.waitForLoadState();
  await expect(fair.getByRole('heading', { level: 1, name: 'Provably fair verification' })).toBeVisible();
  await expect(fair.getByTestId('fair-hash')).toHaveText(serverSeedHash);
  await expect(fair.getByText('Matches the hash shown before play')).toBeVisible();
  return fair;
}

test.describe('house games', () => {
  // The verification page opens in a new tab with the site chrome: keep pop-up announcements away.
  test.beforeEach(({ context }) =>
    context.addInitScript(() => sessionStorage.setItem('popupSeen', JSON.stringify(Array.from({ length: 500 }, (_, i) => i + 1)))),
  );

  test('the slot spins, pays what the server says, and the round verifies', async ({ page, request }) => {
    test.setTimeout(60_000);
    const errors = watchConsole(page);
    await page.goto(await launch(request, 'golden-meridian'));
    await expect(page).toHaveTitle(/Golden Meridian/);
    await expect(balance(page)).toHaveText('10,000.00');
    await page.getByRole('button', { name: 'Raise stake' }).click();
    await expect(page.getByRole('group', { name: 'Stake' })).toContainText('2.00');
    const answer = page.waitForResponse((r) => r.url().includes('/lgw/house/v1/round'));
    await page.getByRole('button', { name: 'Spin' }).click();
    const round = (await (await answer).json()) as Envelope<{ nonce: number; stake: number; pay: number; balance: number; serverSeedHash: string; outcome: { grid: string[][]; totalPay: number } }>;
    expect(round.value.stake).toBe(200);
    expect(round.value.balance).toBe(1_000_000 - 200 + round.value.pay);
    // Stop the reels, then skip the wins (and any free spins): the end shows the server's numbers.
    await expect(async () => {
      const main = page.getByRole('button', { name: /^(Stop|Skip)$/ });
      if (await main.isVisible()) await main.click({ timeout: 1_000 }).catch(() => undefined);
      await expect(balance(page)).toHaveText(en(round.value.balance), { timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByLabel('Win')).toHaveText(en(round.value.pay));
    await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();

    const fair = await rotateAndVerify(page, round.value.nonce, round.value.serverSeedHash);
    const grid = await fair.getByTestId('fair-grid').first().getAttribute('data-grid');
    expect(JSON.parse(grid ?? '[]')).toEqual(round.value.outcome.grid);
    await expect(fair.getByTestId('fair-total')).toHaveText(`Total pay ${num(round.value.outcome.totalPay)} for a stake of 200`);
    expect(errors).toEqual([]);
  });

  test('roulette takes chips on the board, spins to the pocket, and the round verifies', async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = watchConsole(page);
    await page.goto(await launch(request, 'meridian-roulette'));
    await expect(balance(page)).toHaveText('10,000.00');
    await page.getByRole('radio', { name: 'Chip 1.00' }).click();
    await page.getByRole('button', { name: 'Bet on 17' }).click();
    await page.getByRole('button', { name: 'Bet on 17' }).click();
    await page.getByRole('button', { name: 'Split 17, 18' }).click();
    await page.getByRole('button', { name: 'Red', exact: true }).click();
    await expect(page.getByLabel('Total bet')).toHaveText('4.00');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByLabel('Total bet')).toHaveText('3.00');
    const answer = page.waitForResponse((r) => r.url().includes('/lgw/house/v1/round'));
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    const round = (await (await answer).json()) as Envelope<{ nonce: number; stake: number; pay: number; balance: number; serverSeedHash: string; outcome: { pocket: number } }>;
    const sent = JSON.parse((await answer).request().postData() ?? '{}') as { bets: { kind: string; numbers: number[]; stake: number }[] };
    expect(sent.bets).toEqual([
      { kind: 'straight', numbers: [17], stake: 200 },
      { kind: 'split', numbers: [17, 18], stake: 100 },
    ]);
    const { pocket } = round.value.outcome;
    expect(round.value.pay).toBe((pocket === 17 ? 7200 : 0) + ([17, 18].includes(pocket) ? 1800 : 0));
    await expect(balance(page)).toHaveText(en(round.value.balance));
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${pocket} `) })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Last results' }).getByRole('listitem').first()).toHaveText(String(pocket));
    // The bets stay on the table for the next spin; "Repeat last bets" brings them back after clearing.
    await page.getByRole('button', { name: 'Clear bets' }).click();
    await expect(page.getByLabel('Total bet')).toHaveText('0.00');
    await page.getByRole('button', { name: 'Repeat last bets' }).click();
    await expect(page.getByLabel('Total bet')).toHaveText('3.00');

    const fair = await rotateAndVerify(page, round.value.nonce, round.value.serverSeedHash);
    await expect(fair.getByTestId('fair-pocket')).toHaveText(String(pocket));
    await expect(fair.getByTestId('fair-total')).toHaveText(`Total pay ${num(round.value.pay)} for bets of 300`);
    expect(errors).toEqual([]);
  });

  test('a shot at a fish is caught or missed as the server says, and the round verifies', async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = watchConsole(page);
    await page.goto(await launch(request, 'ocean-hunter'));
    await expect(balance(page)).toHaveText('10,000.00');
    await expect(page.getByRole('img', { name: 'The fish tank: tap a fish to shoot' })).toBeVisible();
    const answer = page.waitForResponse((r) => r.url().includes('/lgw/house/v1/round'));
    await page.getByRole('button', { name: 'Shoot at the Clownfish (×3)' }).click();
    const shot = (await (await answer).json()) as Envelope<{ nonce: number; pay: number; balance: number; serverSeedHash: string; outcome: { caught: boolean; speciesId: string } }>;
    expect(shot.value.outcome.speciesId).toBe('clownfish');
    expect(shot.value.pay).toBe(shot.value.outcome.caught ? 300 : 0);
    await expect(page.getByRole('status').filter({ hasText: shot.value.outcome.caught ? 'You caught the Clownfish' : 'The Clownfish got away' })).toBeVisible();
    await expect(balance(page)).toHaveText(en(shot.value.balance), { timeout: 10_000 });

    const fair = await rotateAndVerify(page, shot.value.nonce, shot.value.serverSeedHash);
    await expect(fair.getByTestId('fair-total')).toHaveText(shot.value.outcome.caught ? 'Caught the Clownfish: pays 300' : 'Missed the Clownfish: pays nothing');
    expect(errors).toEqual([]);
  });

  test('at the card table house bots fill the seats and a dealt round is paid', async ({ page, request }) => {
    test.setTimeout(60_000);
    const errors = watchConsole(page);
    await page.goto(await launch(request, 'three-card-showdown'));
    await expect(balance(page)).toHaveText('10,000.00');
    await expect(page.getByRole('heading', { name: 'Choose a table' })).toBeVisible();
    await page.getByRole('button', { name: 'Join Practice Table' }).click();
    await expect(page.getByRole('heading', { name: 'Practice Table' })).toBeVisible();
    const dealt = page.waitForResponse((r) => r.url().includes('/lgw/house/v1/rooms/deal'));
    await page.getByRole('button', { name: 'Deal' }).click();
    const deal = (await (await dealt).json()) as Envelope<{ ante: number; pot: number; rake: number; players: { kind: string; you: boolean }[]; outcome: { payouts: number[] } }>;
    const me = deal.value.players.findIndex((p) => p.you);
    expect(me).toBeGreaterThanOrEqual(0);
    expect(deal.value.rake).toBe(Math.floor(deal.value.pot * 0.05));
    const bots = deal.value.players.filter((p) => p.kind === 'bot').length;
    expect(bots).toBeGreaterThan(0);
    const seats = page.getByRole('list', { name: 'Seats' });
    await expect(seats.getByText('House bot', { exact: true })).toHaveCount(bots);
    await expect(page.getByRole('button', { name: /^Next deal in \d s$/ })).toBeDisabled();
    await expect(balance(page)).toHaveText(en(1_000_000 - deal.value.ante + (deal.value.outcome.payouts[me] ?? 0)), { timeout: 10_000 });
    await expect(page.getByText(en(deal.value.pot), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sit out' }).click();
    await expect(page.getByRole('button', { name: 'Sit in' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Leave table' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a table' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('each game fits a 390 × 700 phone screen without scrolling @phone', async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 700 });
    for (const [code, action] of [
      ['royal-sevens', 'Spin'],
      ['vip-roulette', 'Spin'],
      ['deep-sea-fortune', 'Raise stake'],
      ['three-card-showdown', 'Join Practice High'],
    ] as const) {
      await page.goto(await launch(request, code));
      const button = page.getByRole('button', { name: action, exact: true });
      await expect(button).toBeVisible();
      await expect(balance(page)).toBeInViewport();
      await expect(button).toBeInViewport();
      const overflow = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      expect(overflow, code).toBeLessThanOrEqual(0);
    }
  });

  test('the verification page works in Bengali, without the server', async ({ page }) => {
    const serverSeed = '4dfa5890ea4891f548f428de80f281be7f589609364509b58d768586a7e35070';
    const hash = createHash('sha256').update(serverSeed).digest('hex');
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/lgw/house') && requests.push(r.url()));
    const input = encodeURIComponent(JSON.stringify({ stake: 50, speciesId: 'shark' }));
    await page.goto(`/fair?game=fish&serverSeed=${serverSeed}&clientSeed=abc&nonce=3&hash=${hash}&input=${input}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
    await expect(page.getByRole('heading', { level: 1, name: 'প্রমাণযোগ্য ন্যায্যতা যাচাই' })).toBeVisible();
    await expect(page.getByLabel('যে মাছে লক্ষ্য')).toHaveValue('shark');
    await expect(page.getByTestId('fair-hash')).toHaveText(hash);
    await expect(page.getByText('খেলার আগে দেখানো হ্যাশের সাথে মিলেছে')).toBeVisible();
    await expect(page.getByTestId('fair-total')).toContainText('হাঙর');
    await expect(page.getByTestId('fair-hmac')).toHaveText(createHmac('sha256', serverSeed).update('abc:3:0').digest('hex'));
    // Changing the nonce and verifying again recomputes in the page.
    await page.getByLabel('ননস').fill('4');
    await page.getByRole('button', { name: 'যাচাই করুন' }).click();
    await expect(page.getByText('"abc:4:0"-এর HMAC-SHA256 (কার্সর ০)')).toBeVisible();
    expect(requests).toEqual([]);
  });
});
