import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { closeAfterLogin, loginFromHeader, open, registerByApi, uniqueName } from './account-helpers.ts';
import { islandsReady, skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * The game lobbies as a player meets them: browsing and filtering /rng, searching, scrolling for
 * more, Play and Free trial, the /game frame, favourites on /fav, and the same on a phone.
 * The demo catalogue has eight slots; the lobby pages by 24, so thirty more practice slots (one
 * with a missing picture, one under maintenance) are added to this run's database first.
 */

const EXTRA = 30;
const PASSWORD = 'Sunny-River-42';

function addPracticeSlots(): void {
  withE2eDb((db) => {
    const have = db.prepare("select count(*) as n from games where game_code like 'practice-reel-%'").get() as { n: number };
    if (have.n > 0) return;
    const insert = db.prepare(
      "insert into games (vendor_code, game_code, name, names, category, icon, engine, config, support_trial, is_hot, sort, status, created_at) values ('MRD_SLOT', ?, ?, ?, 'RNG', ?, 'slot', ?, 1, 0, ?, ?, ?)",
    );
    const config = JSON.stringify({ theme: 'gold', stakes: [10, 20, 50, 100] });
    for (let i = 1; i <= EXTRA; i++) {
      const n = String(i).padStart(2, '0');
      const icon = i === 30 ? '/images/games/practice-reel-missing.svg' : '/images/games/royal-sevens.svg';
      insert.run(`practice-reel-${n}`, `Practice Reel ${n}`, JSON.stringify({ en: `Practice Reel ${n}`, bn: `প্র্যাকটিস রিল ${n}` }), icon, config, 1000 + i, i === 29 ? 1 : 0, Date.now());
    }
  });
}

/** The catalogue is cached by the server for a few seconds: wait until the slots lobby lists every game. */
async function catalogueReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => ((await (await request.get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=24&language=en')).json()) as { value: { total: number } }).value.total, { timeout: 10_000 })
    .toBe(8 + EXTRA);
}

const grid = (page: Page, name: string) => page.getByRole('list', { name });
const tile = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function logInFromHeader(page: Page, account: string, password: string): Promise<void> {
  await loginFromHeader(page, account, password);
  await closeAfterLogin(page, account);
  await expect(page.getByRole('banner').getByRole('button', { name: account })).toBeVisible();
}

test.describe('game lobbies', () => {
  test.beforeAll(async ({ request }) => {
    addPracticeSlots();
    await catalogueReady(request);
  });
  test.beforeEach(({ page }) => skipPopups(page));

  test('a visitor browses the slots, filters by studio, searches and scrolls for more', async ({ page }) => {
    // The missing picture is asked for once and retried three times; each failure is logged by the browser.
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !m.location().url.includes('practice-reel-missing') && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const missing: string[] = [];
    page.on('request', (r) => r.url().includes('practice-reel-missing') && missing.push(r.url()));
    await open(page, '/en/rng');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    const studios = page.getByRole('navigation', { name: 'Game studios' });
    await expect(studios.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    const slots = grid(page, 'Slots');
    await expect(tile(page, 'Golden Meridian')).toBeVisible();
    await expect(tile(page, 'Golden Meridian').getByRole('button', { name: 'Free trial' })).toBeVisible();
    // A visitor has no heart to press.
    await expect(page.getByRole('button', { name: /^Favourite/ })).toHaveCount(0);

    // Scrolling to the end brings the second page (24 a page), then the end of the list.
    await expect(slots.getByRole('article')).not.toHaveCount(0);
    const first = await slots.getByRole('article').count();
    expect(first).toBeLessThan(8 + EXTRA);
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(slots.getByRole('article')).toHaveCount(8 + EXTRA, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText('You have seen every game here.')).toBeVisible();
    // The game under maintenance says so; the one whose picture is missing shows the placeholder after its retries.
    await expect(tile(page, 'Practice Reel 29').getByText('Maintenance')).toBeVisible();
    await tile(page, 'Practice Reel 30').scrollIntoViewIfNeeded();
    await expect(tile(page, 'Practice Reel 30').locator('img')).toHaveAttribute('src', '/images/games/placeholder.svg', { timeout: 8_000 });
    expect(missing.map((u) => new URL(u).search)).toEqual(['', '?retry=1', '?retry=2', '?retry=3']);

    // One studio: the address names it and only its games show.
    await page.evaluate(() => scrollTo(0, 0));
    await studios.getByRole('link', { name: 'Nova Reels' }).click();
    await expect(studios.getByRole('link', { name: 'Nova Reels' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\/en\/rng\?page=NOVA_SLOT$/);
    await expect(slots.getByRole('article')).toHaveCount(2);
    await expect(tile(page, 'Cosmic Gems')).toBeVisible();

    // Back to all, then a search.
    await studios.getByRole('link', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search games' }).fill('tiger');
    await expect(slots.getByRole('article')).toHaveCount(1);
    await expect(tile(page, 'Tiger Temple')).toBeVisible();
    // The search is kept in the address: a reload shows the same games, already in the first paint.
    await expect(page).toHaveURL(/\/en\/rng\?q=tiger$/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveValue('tiger');
    await expect(slots.getByRole('article')).toHaveCount(1);
    await expect(tile(page, 'Tiger Temple')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search games' }).fill('no such reel');
    await expect(page.getByText('No games found')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('/seamless lists the games of every studio playing through the main wallet, the house’s included, with studios, search and play', async ({ page }) => {
    const errors = watchConsole(page);
    await open(page, '/en/seamless');
    await expect(page.getByRole('heading', { level: 1, name: 'Seamless games' })).toBeVisible();
    const studios = page.getByRole('navigation', { name: 'Game studios' });
    await expect(studios.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Meridian Slots', 'Nova Reels', 'Jade Spin', 'Meridian Live', 'Meridian Fishing', 'Meridian Cards']) await expect(studios.getByRole('link', { name })).toBeVisible();
    // A studio with a wallet of its own (money moved in by transfer) is not here.
    await expect(studios.getByRole('link', { name: 'Lotus Studio' })).toHaveCount(0);
    const games = grid(page, 'Seamless games');
    await expect(tile(page, 'Golden Meridian')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search games' }).fill('roulette');
    await expect(games.getByRole('article')).toHaveCount(2);
    await expect(tile(page, 'Meridian Roulette')).toBeVisible();
    await expect(tile(page, 'Lotus Roulette')).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/seamless\?q=roulette$/);
    await page.getByRole('searchbox', { name: 'Search games' }).fill('');

    await studios.getByRole('link', { name: 'Meridian Cards' }).click();
    await expect(page).toHaveURL(/\/en\/seamless\?page=MRD_CARD$/);
    await expect(games.getByRole('article')).toHaveCount(1);
    await expect(tile(page, 'Three-card Showdown')).toBeVisible();

    await studios.getByRole('link', { name: 'Nova Reels' }).click();
    await tile(page, 'Nova Stars').getByRole('button', { name: 'Free trial' }).click();
    await expect(page).toHaveURL(/\/en\/game\?gameId=\d+&name=Nova\+Stars&vendor=NOVA_SLOT&type=RNG&trial=1$/);
    await expect(page.getByRole('heading', { level: 1, name: /Nova Stars/ })).toContainText('Free trial');
    expect(errors).toEqual([]);
  });

  test('/seamless in Bengali, on a phone @phone', async ({ page }) => {
    await open(page, '/seamless');
    await expect(page.getByRole('heading', { level: 1, name: 'সিমলেস গেম' })).toBeVisible();
    await expect(tile(page, 'গোল্ডেন মেরিডিয়ান')).toBeVisible();
  });

  test('the header links a studio to its lobby, which opens with the studio chosen', async ({ page }) => {
    await open(page, '/en/index');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Slots' }).hover();
    const studio = nav.getByRole('group', { name: 'Slots' }).getByRole('link', { name: 'Jade Spin' });
    // Shown below the navigation, not clipped inside its scrolling row.
    await expect(studio).toBeInViewport();
    await studio.click();
    await expect(page).toHaveURL(/\/en\/rng\?page=JADE_SLOT$/);
    await expect(page.getByRole('navigation', { name: 'Game studios' }).getByRole('link', { name: 'Jade Spin' })).toHaveAttribute('aria-current', 'page');
    await expect(grid(page, 'Slots').getByRole('article')).toHaveCount(3);
  });

  test('a sportsbook tile in the header starts its game at once: Pitchside opens /sports and Arena X /esports, for visitors and members', async ({ page }) => {
    const errors = watchConsole(page);
    await open(page, '/en/index');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const tileOf = (category: string, vendor: RegExp) => nav.getByRole('group', { name: category, exact: true }).getByRole('button', { name: vendor });
    await nav.getByRole('link', { name: 'Sports', exact: true }).hover();
    await tileOf('Sports', /Pitchside/).click();
    // A visitor browses the sportsbook's events; only placing a bet asks for a login.
    await expect(page).toHaveURL(/\/en\/sports$/);
    await expect(page.getByRole('navigation', { name: 'Sports and competitions' })).toBeVisible();

    await registerByApi(page.request, { username: uniqueName('book'), password: PASSWORD }, true);
    await open(page, '/en/index');
    // Every entry fits on the desktop bar, the member's VIP rank last.
    await expect(nav.getByRole('link', { name: /VIP/ })).toBeInViewport({ ratio: 1 });
    await nav.getByRole('link', { name: 'E-sports', exact: true }).hover();
    await tileOf('E-sports', /Arena X/).click();
    await expect(page).toHaveURL(/\/en\/esports$/);
    await expect(page.getByRole('navigation', { name: 'Sports and competitions' })).toBeVisible();
    // No provider launch is asked for: nothing failed.
    expect(errors).toEqual([]);
  });

  test('Play as a visitor opens the login; a free trial opens the game with play money', async ({ page }) => {
    const errors = watchConsole(page);
    await open(page, '/en/rng');
    await tile(page, 'Golden Meridian').getByRole('button', { name: 'Play', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: 'Close' }).click();
    await expect(login).toBeHidden();

    await tile(page, 'Golden Meridian').getByRole('button', { name: 'Free trial' }).click();
    await expect(page).toHaveURL(/\/en\/game\?gameId=\d+&name=Golden\+Meridian&vendor=MRD_SLOT&type=RNG&trial=1$/);
    await expect(page.getByRole('heading', { level: 1, name: /Golden Meridian/ })).toContainText('Free trial');
    const game = page.frameLocator('iframe[title="Golden Meridian"]');
    await expect(game.getByLabel('Play money')).toHaveText('10,000.00');
    await page.getByRole('link', { name: 'Lobby' }).click();
    await expect(page).toHaveURL(/\/en\/rng$/);
    expect(errors).toEqual([]);
  });

  test('a demo member logs in, plays a slot for real, sees it under recently played and meets a game under maintenance', async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, '/en/rng');
    await logInFromHeader(page, 'player01', 'Player#2025');
    await tile(page, 'Royal Sevens').getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/game\?gameId=\d+&name=Royal\+Sevens&vendor=MRD_SLOT&type=RNG$/);
    const game = page.frameLocator('iframe[title="Royal Sevens"]');
    // The game plays the member's cash wallet (the demo promotions move player01's money, so read it rather than assume it).
    const wallet = (await (await page.request.get('/wps/v2/wallets/balance')).json()) as { value: { sumBalance: number } };
    const cash = (wallet.value.sumBalance / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(game.getByLabel('Balance', { exact: true })).toContainText(cash);
    await expect(page.getByRole('heading', { level: 1, name: 'Royal Sevens' })).not.toContainText('Free trial');
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();

    // Reloading keeps the same game session.
    const src = await page.locator('iframe').getAttribute('src');
    await page.reload();
    await expect(page.locator('iframe')).toHaveAttribute('src', src ?? '');

    await page.getByRole('link', { name: 'Lobby' }).click();
    const recent = page.getByRole('region', { name: 'Recently played' });
    await expect(recent.getByRole('button', { name: 'Play Royal Sevens again' })).toBeVisible();
    // The lobby arrives rendered by the server; typing before its island runs would be lost.
    await islandsReady(page);

    await page.getByRole('searchbox', { name: 'Search games' }).fill('Practice Reel 29');
    await tile(page, 'Practice Reel 29').getByRole('button', { name: 'Play', exact: true }).click();
    const failed = page.getByRole('dialog', { name: 'The game could not start' });
    await expect(failed.getByRole('alert')).toHaveText('This game is under maintenance. Please try again later.');
    await expect(failed.getByRole('region', { name: 'Try one of these instead' }).getByRole('button')).not.toHaveCount(0);
    await failed.getByRole('button', { name: 'Close' }).last().click();
    await expect(failed).toBeHidden();
  });

  test('a member marks a favourite, finds it on /fav and removes it there', async ({ page }) => {
    const account = uniqueName('fav');
    await registerByApi(page.request, { username: account, password: PASSWORD }, true);
    await open(page, '/en/fav');
    await expect(page.getByText('No favourites yet')).toBeVisible();

    await open(page, '/en/fish');
    const heart = tile(page, 'Ocean Hunter').getByRole('button', { name: 'Favourite: Ocean Hunter' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGame') && r.ok());
    await heart.click();
    await saved;
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await open(page, '/en/fav');
    const favourites = grid(page, 'My favourites');
    await expect(favourites.getByRole('article')).toHaveCount(1);
    const favHeart = tile(page, 'Ocean Hunter').getByRole('button', { name: 'Favourite: Ocean Hunter' });
    await expect(favHeart).toHaveAttribute('aria-pressed', 'true');
    const removed = page.waitForResponse((r) => r.url().includes('MCSFE_removeFavoriteGame') && r.ok());
    await favHeart.click();
    await removed;
    await expect(page.getByText('No favourites yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No favourites yet')).toBeVisible();
  });

  test('a free-play trial account pressing Play gets play money', async ({ page }) => {
    const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;
    expect((await page.request.post('/wps/session/login/freeplay', { data: {}, headers: { origin } })).ok()).toBe(true);
    await open(page, '/en/pvp');
    await tile(page, 'Three-card Showdown').getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/game\?gameId=\d+&name=Three-card\+Showdown&vendor=MRD_CARD&type=PVP&trial=1$/);
    await expect(page.getByRole('heading', { level: 1, name: /Three-card Showdown/ })).toContainText('Free trial');
    await expect(page.frameLocator('iframe[title="Three-card Showdown"]').getByLabel('Play money')).toHaveText('10,000.00');
  });

  test("the home page's first banner invites visitors to register and members to play", async ({ page }) => {
    await open(page, '/en/index');
    await expect(page.getByRole('link', { name: 'Create account' }).first()).toBeVisible();
    await registerByApi(page.request, { username: uniqueName('hero'), password: PASSWORD }, true);
    await open(page, '/en/index');
    await page.getByRole('link', { name: 'Play now' }).click();
    await expect(page).toHaveURL(/\/en\/hot$/);
  });

  test('the home page shows the same big wins as the winners board, or no strip when there are none', async ({ page }) => {
    const res = await page.request.get('/wps/relay/GCSGAME_getRankList?language=en&count=10');
    const wins = ((await res.json()) as { value: { player: string; gameName: string }[] }).value;
    await open(page, '/en/index');
    const strip = page.getByRole('region', { name: 'Big wins this week' });
    if (wins.length === 0) {
      await expect(strip).toHaveCount(0);
      return;
    }
    await expect(strip.getByRole('listitem')).toHaveCount(wins.length);
    await expect(strip.getByRole('listitem').first()).toContainText(wins[0]?.player ?? '');
    await expect(strip.getByRole('listitem').first()).toContainText(wins[0]?.gameName ?? '');
  });

  test('a visitor on /fav is asked to log in', async ({ page }) => {
    await open(page, '/en/fav');
    await expect(page.getByText('Log in to see your favourites')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('on a phone the lobby shows two columns and the free trial fills the screen @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone layout');
    const errors = watchConsole(page);
    // A tap on a category opens its lobby (the studio dropdown is for a mouse).
    await open(page, '/en/index');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Slots' }).tap();
    await expect(page).toHaveURL(/\/en\/rng$/);
    await expect(page.getByRole('group', { name: 'Slots' })).toBeHidden();
    const first = tile(page, 'Golden Meridian');
    const second = tile(page, 'Royal Sevens');
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x).toBe(true);
    expect((a?.width ?? 0) + (b?.width ?? 0)).toBeLessThan(390);
    const main = page.getByRole('main');
    expect(await main.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await first.getByRole('button', { name: 'Free trial' }).click();
    await expect(page).toHaveURL(/\/en\/game\?/);
    const frame = page.locator('iframe[title="Golden Meridian"]');
    await expect(page.frameLocator('iframe[title="Golden Meridian"]').getByLabel('Play money')).toHaveText('10,000.00');
    const box = await frame.boundingBox();
    expect(box?.width).toBe(390);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(830);
    expect(errors).toEqual([]);
  });

  test('the hot games lobby lists hot games and the winners of the week', async ({ page }) => {
    await open(page, '/en/hot');
    await expect(grid(page, 'Hot games').getByRole('article')).not.toHaveCount(0);
    await expect(tile(page, 'Golden Meridian')).toBeVisible();
    await expect(tile(page, 'Royal Sevens')).toHaveCount(0);
    const board = page.getByRole('region', { name: 'Big wins this week' });
    await expect(board.getByRole('listitem').first().or(board.getByText('No wins this week yet.', { exact: false }))).toBeVisible();
    await expect(page.getByText('Loading games')).toHaveCount(0);
  });
});
