import { expect, type Page, test } from '@playwright/test';
import { islandsReady, shoot, skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * The player's sportsbook pages in the browser: the menu from a sport to a competition to an
 * event, the tabs, an odds button pressed onto the slip and off again, a live event's page moving
 * with the stream (the score and a price, with its up mark), in English and Bengali, on a desktop
 * and a phone. The test's own competition and events are written beside the running server; the
 * stream is the server's own, with one push of this test added to it. Screenshots with SHOTS=1.
 */

const MIN = 60_000;

interface Made {
  competitionId: number;
  live: number;
  soon: number;
  liveHome: number;
  liveMarket: number;
}

/** A competition of this test with one live football match and one starting in ten minutes, each with its main markets and more. */
function seed(tag: string): Made {
  return withE2eDb((db) =>
    db.transaction(() => {
      const now = Date.now();
      const comp = db
        .prepare("insert into sports_competitions (sport, code, names, region, source, created_at) values ('football', ?, ?, ?, 'manual', ?) returning id")
        .get(`browse-${tag}`, JSON.stringify({ en: `Harbour Cup ${tag}`, bn: `হারবার কাপ ${tag}` }), JSON.stringify({ en: 'Coastland', bn: 'উপকূলভূমি' }), now) as { id: number };
      const team = (code: string, en: string, bn: string, crest: object) =>
        (
          db
            .prepare("insert into sports_teams (sport, code, names, short_names, crest, rating, source, created_at) values ('football', ?, ?, ?, ?, 1500, 'manual', ?) returning id")
            .get(`${code}-${tag}`, JSON.stringify({ en, bn }), JSON.stringify({ en: en.slice(0, 3).toUpperCase(), bn: bn.slice(0, 3) }), JSON.stringify(crest), now) as { id: number }
        ).id;
      const gulls = team('gulls', 'Saltmarsh Gulls', 'সল্টমার্শ গালস', { shape: 'shield', pattern: 'stripes', primary: '#0f4c81', secondary: '#f2f2f2', initials: 'SG' });
      const anchors = team('anchors', 'Ironquay Anchors', 'আয়রনকি অ্যাঙ্করস', { shape: 'round', pattern: 'hoops', primary: '#b91c1c', secondary: '#111827', initials: 'IA' });
      const herons = team('herons', 'Reedbank Herons', 'রিডব্যাংক হেরনস', { shape: 'hex', pattern: 'sash', primary: '#15803d', secondary: '#fde047', initials: 'RH' });
      const pilots = team('pilots', 'Lighthouse Pilots', 'লাইটহাউস পাইলটস', { shape: 'diamond', pattern: 'half', primary: '#7c3aed', secondary: '#e5e7eb', initials: 'LP' });
      const event = (home: number, away: number, startsAt: number, status: string, live: object | null) =>
        (
          db
            .prepare("insert into sports_events (kind, sport, competition_id, home_team_id, away_team_id, starts_at, status, in_play, source, external_id, live, commitment, version, created_at, updated_at) values ('sports', 'football', ?, ?, ?, ?, ?, 1, 'manual', ?, ?, ?, 1, ?, ?) returning id")
            .get(comp.id, home, away, startsAt, status, `browse-${tag}-${home}`, live ? JSON.stringify(live) : null, 'a3f1c2d4e5b6978812ab34cd56ef7890a1b2c3d4e5f60718293a4b5c6d7e8f90', now, now) as { id: number }
        ).id;
      const market = (eventId: number, kind: string, lineQ: number | null, main: boolean, status: string, sort: number, selections: [string, number][]) => {
        const m = db
          .prepare('insert into sports_markets (event_id, kind, line_q, main, status, sort, updated_at) values (?, ?, ?, ?, ?, ?, ?) returning id')
          .get(eventId, kind, lineQ, main ? 1 : 0, status, sort, now) as { id: number };
        const ids = selections.map(([key, odds], i) => (db.prepare('insert into sports_selections (market_id, key, odds, sort, updated_at) values (?, ?, ?, ?, ?) returning id').get(m.id, key, odds, i, now) as { id: number }).id);
        return { id: m.id, ids };
      };
      const markets = (eventId: number) => {
        const result = market(eventId, '1x2', null, true, 'open', 0, [['home', 2100], ['draw', 3300], ['away', 3500]]);
        market(eventId, 'ah', -1, true, 'open', 1, [['home', 1950], ['away', 1900]]);
        market(eventId, 'ou', 10, true, 'open', 2, [['over', 1900], ['under', 1950]]);
        market(eventId, 'dc', null, false, 'open', 3, [['home_draw', 1300], ['home_away', 1350], ['draw_away', 1700]]);
        market(eventId, 'btts', null, false, 'suspended', 4, [['yes', 1800], ['no', 2000]]);
        market(eventId, 'ah', 2, false, 'open', 5, [['home', 2600], ['away', 1500]]);
        market(eventId, 'ou', 14, false, 'open', 6, [['over', 2900], ['under', 1400]]);
        market(eventId, 'cs', null, false, 'open', 7, [['1-0', 7000], ['2-0', 9500], ['2-1', 8500], ['0-0', 9000], ['1-1', 6500], ['0-1', 11000], ['1-2', 13000], ['other_home', 15000], ['other_draw', 40000], ['other_away', 26000]]);
        return result;
      };
      const live = event(gulls, anchors, now - 37 * MIN, 'live', { home: 1, away: 0, period: 1, clock: 37, parts: [] });
      const liveResult = markets(live);
      const soon = event(herons, pilots, now + 10 * MIN, 'scheduled', null);
      markets(soon);
      return { competitionId: comp.id, live, soon, liveHome: liveResult.ids[0]!, liveMarket: liveResult.id };
    }).immediate(),
  );
}

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
}

test.beforeEach(({ page }) => skipPopups(page));

test('a visitor goes from a sport to a competition to an event, switches tabs and puts a price on the slip and off again @phone', async ({ page }) => {
  const errors = watchConsole(page);
  const tag = String(Date.now()).slice(-6);
  const made = seed(tag);
  const phone = (page.viewportSize()?.width ?? 1280) < 600;

  await openPage(page, '/en/sports');
  const menu = page.getByRole('navigation', { name: 'Sports and competitions' });
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  await menu.getByRole('link', { name: /^Football/ }).click();
  await expect(page).toHaveURL(/sport=football/);
  await menu.getByRole('link', { name: new RegExp(`Harbour Cup ${tag}`) }).click();
  await expect(page).toHaveURL(new RegExp(`competition=${made.competitionId}`));
  const list = page.getByRole('tabpanel');
  const group = list.getByRole('region', { name: `Harbour Cup ${tag}` });
  await expect(group.getByRole('link', { name: 'Reedbank Herons v Lighthouse Pilots', exact: true })).toBeVisible();
  // The live match is on the Live tab, with its score and clock.
  await page.getByRole('tab', { name: /Live/ }).click();
  await expect(page).toHaveURL(/tab=live/);
  const liveRow = group.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Saltmarsh Gulls v Ironquay Anchors', exact: true }) });
  await expect(liveRow).toContainText('37′');
  await page.getByRole('tab', { name: 'Today' }).click();

  // A price onto the slip and off again: the button says so.
  const markets = group.getByRole('group', { name: 'Main markets of Reedbank Herons v Lighthouse Pilots' });
  const home = markets.getByRole('button', { name: 'Reedbank Herons 2.10' });
  await expect(home).toHaveAttribute('aria-pressed', 'false');
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'false');
  if (!phone) await expect(markets.getByRole('button', { name: 'Over 2.5 1.90' })).toBeVisible();
  if (!phone) await shoot(page, 'sports-lobby-en');

  // The event page: every market grouped, the suspended one locked, the correct scores, the fairness box.
  await group.getByRole('link', { name: 'Reedbank Herons v Lighthouse Pilots', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/sports/event\\?id=${made.soon}$`));
  await islandsReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Reedbank Herons v Lighthouse Pilots' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: 'Handicaps' })).toBeVisible();
  const btts = page.getByRole('region', { name: /Both teams to score/ });
  await expect(btts.getByRole('button', { name: 'Yes suspended' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '2-1 8.50', exact: true })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Fair result' })).toContainText('a3f1c2d4e5b6');
  const draw = page.getByRole('region', { name: 'Match result' }).getByRole('button', { name: 'Draw 3.30' });
  await draw.click();
  await expect(draw).toHaveAttribute('aria-pressed', 'true');
  // Back on the list, the same price shows pressed: the slip is kept for the tab.
  await page.goBack();
  await islandsReady(page);
  await expect(page.getByRole('group', { name: 'Main markets of Reedbank Herons v Lighthouse Pilots' }).getByRole('button', { name: 'Draw 3.30' })).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});

test('a live event moves with the stream: the score, the clock and a price moving with its mark, in Bengali too @phone', async ({ page }) => {
  // Five pages, each photographed at two widths when SHOTS is set.
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  const tag = String(Date.now()).slice(-6);
  const made = seed(tag);
  // The server's stream, with this test's push after its first message (the page reconnects and hears it again: the same version changes nothing).
  await page.route('**/wps/sports/stream', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      body: [
        'event: ping\ndata: {}\n\n',
        `event: score\ndata: ${JSON.stringify({ type: 'score', eventId: made.live, version: 2, status: 'live', live: { home: 2, away: 0, period: 2, clock: 52, parts: [[1, 0]] } })}\n\n`,
        `event: odds\ndata: ${JSON.stringify({ type: 'odds', eventId: made.live, version: 3, markets: [{ id: made.liveMarket, status: 'open', selections: [{ id: made.liveHome, odds: 1450, status: 'open' }] }] })}\n\n`,
        'retry: 60000\n\n',
      ].join(''),
    }),
  );
  await openPage(page, `/en/sports/event?id=${made.live}`);
  await expect(page.getByRole('article').getByText('52′')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Match result' }).getByRole('button', { name: /^Saltmarsh Gulls 1\.45, odds down$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live scores' })).toBeVisible();
  await shoot(page, 'sports-event-en');

  await openPage(page, `/sports?tab=live&sport=football&competition=${made.competitionId}`);
  await expect(page.getByRole('tab', { name: /লাইভ/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'লাইভ স্কোর' })).toBeVisible();
  const row = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('link', { name: 'সল্টমার্শ গালস বনাম আয়রনকি অ্যাঙ্করস', exact: true }) });
  // The list in Bengali digits: the clock and the prices (a push reaching a page that is still starting is read with the page).
  await expect(row).toContainText(/[৩৫][৭২]′/);
  await expect(row.getByRole('button', { name: /^সল্টমার্শ গালস [১২]\.[৪১][৫০]/ })).toBeVisible();
  await shoot(page, 'sports-live-bn');
  await openPage(page, `/sports/event?id=${made.soon}`);
  await expect(page.getByRole('heading', { level: 2, name: 'সঠিক স্কোর' })).toBeVisible();
  await shoot(page, 'sports-event-bn');
  await openPage(page, '/en/sports?tab=live');
  await shoot(page, 'sports-live-en');
  await openPage(page, '/sports');
  await shoot(page, 'sports-lobby-bn');
  expect(errors).toEqual([]);
});
