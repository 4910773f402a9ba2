import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginAs, PLAYER_PASSWORD } from './agent-helpers.ts';
import { islandsReady, shoot, skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * The bet slip and my bets in the browser: three prices of three matches onto the slip, the
 * figures of singles, an accumulator and a Trixie before confirming, an accumulator placed, then
 * cashed out in part and for the rest on my bets, and the odds format switched; on a phone the
 * slip is a dialog opened from its bar. The test's own competition and matches are written beside
 * the running server, starting in half an hour (pre-match bets may cash out). Screenshots with SHOTS=1.
 */

const MIN = 60_000;

interface Match {
  home: string;
  away: string;
}
const MATCHES: (Match & { odds: number })[] = [
  { home: 'Cobble Rovers', away: 'Millpond Athletic', odds: 2000 },
  { home: 'Weir Town', away: 'Slate Quarry', odds: 1500 },
  { home: 'Harrow Vale', away: 'Beacon Hill', odds: 3000 },
];

/** A competition of this test with three football matches starting in half an hour, each with a match result market. */
function seed(tag: string): number {
  return withE2eDb((db) =>
    db.transaction(() => {
      const now = Date.now();
      const comp = db
        .prepare("insert into sports_competitions (sport, code, names, region, source, created_at) values ('football', ?, ?, ?, 'manual', ?) returning id")
        .get(`slip-${tag}`, JSON.stringify({ en: `Slip Shield ${tag}`, bn: `স্লিপ শিল্ড ${tag}` }), JSON.stringify({ en: 'Riverland', bn: 'নদীভূমি' }), now) as { id: number };
      const team = (name: string, i: number) =>
        (
          db
            .prepare("insert into sports_teams (sport, code, names, short_names, crest, rating, source, created_at) values ('football', ?, ?, ?, ?, 1500, 'manual', ?) returning id")
            .get(`slip-${tag}-${i}`, JSON.stringify({ en: `${name} ${tag}`, bn: `${name} ${tag}` }), JSON.stringify({ en: name.slice(0, 3).toUpperCase(), bn: name.slice(0, 3) }), JSON.stringify({ shape: 'shield', pattern: 'plain', primary: '#0f4c81', secondary: '#f2f2f2', initials: name.slice(0, 2).toUpperCase() }), now) as { id: number }
        ).id;
      MATCHES.forEach((m, i) => {
        const ev = db
          .prepare("insert into sports_events (kind, sport, competition_id, home_team_id, away_team_id, starts_at, status, in_play, source, external_id, live, commitment, version, created_at, updated_at) values ('sports', 'football', ?, ?, ?, ?, 'scheduled', 1, 'manual', ?, null, ?, 1, ?, ?) returning id")
          .get(comp.id, team(m.home, i * 2), team(m.away, i * 2 + 1), now + 30 * MIN + i * MIN, `slip-${tag}-${i}`, 'b4e2d3c5f6a7089923bc45de67f08912b2c3d4e5f607182a3b4c5d6e7f8091a1', now, now) as { id: number };
        const market = db.prepare("insert into sports_markets (event_id, kind, line_q, main, status, sort, updated_at) values (?, '1x2', null, 1, 'open', 0, ?) returning id").get(ev.id, now) as { id: number };
        [['home', m.odds], ['draw', 3400], ['away', 3600]].forEach(([key, odds], j) => db.prepare('insert into sports_selections (market_id, key, odds, sort, updated_at) values (?, ?, ?, ?, ?)').run(market.id, key, odds, j, now));
      });
      return comp.id;
    }).immediate(),
  );
}

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
}

/** The merchant's calendar day (Asia/Dhaka, the demo's time zone) of a time. */
const dhakaDay = (ms: number): string => new Date(ms).toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });

/** The competition's list: its Today tab, or Upcoming when the matches start after the merchant's midnight. */
function competitionPath(lang: 'en' | 'bn', competitionId: number): string {
  const lastStart = Date.now() + 30 * MIN + MATCHES.length * MIN;
  const tab = dhakaDay(Date.now()) === dhakaDay(lastStart) ? '' : '&tab=upcoming';
  return `${lang === 'en' ? '/en' : ''}/sports?sport=football&competition=${competitionId}${tab}`;
}

/** Presses each match's home price on the competition's list. */
async function addHomePicks(page: Page, lang: 'en' | 'bn', competitionId: number, tag: string): Promise<void> {
  await openPage(page, competitionPath(lang, competitionId));
  for (const m of MATCHES) {
    const markets = page.getByRole('group', { name: new RegExp(`${m.home} ${tag}.*${m.away} ${tag}`) });
    const button = markets.getByRole('button', { name: new RegExp(`^${m.home} ${tag} `) });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
}

/** The slip: the desktop column, or on phones the dialog opened from the bar. */
async function openSlip(page: Page, phone: boolean, barName: RegExp): Promise<Locator> {
  if (!phone) return page.getByRole('complementary', { name: /Bet slip|বেট স্লিপ/ });
  await page.getByRole('button', { name: barName }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The value of a figure of the slip's summary (a term and its definition). */
const figure = (slip: Locator, term: string) => slip.locator('dl > div').filter({ has: slip.page().getByText(term, { exact: true }) }).locator('dd');

test.beforeEach(({ page }) => skipPopups(page));

test('a player sees singles, an accumulator and a Trixie priced, places the accumulator, cashes out part and then the rest, and switches the odds format', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  const tag = String(Date.now()).slice(-6);
  const competitionId = seed(tag);
  await loginAs(page, 'player01', PLAYER_PASSWORD);
  await addHomePicks(page, 'en', competitionId, tag);

  const slip = await openSlip(page, false, /Bet slip/);
  await expect(slip.getByRole('list').first().getByRole('listitem')).toHaveCount(3);
  await expect(slip).toContainText('2.00');

  // Singles: one stake for all three.
  await slip.getByLabel('Stake for each single').fill('20');
  await expect(figure(slip, 'Number of bets')).toHaveText('3');
  await expect(figure(slip, 'Total stake')).toHaveText('৳60.00');
  await expect(figure(slip, 'Potential return')).toHaveText('৳130.00');
  await expect(slip.getByRole('button', { name: 'Place 3 bets · ৳60.00' })).toBeEnabled();

  // A Trixie: four bets (three doubles and the treble).
  await slip.getByRole('tab', { name: 'System' }).click();
  await expect(slip.getByLabel('System bet')).toHaveValue('trixie');
  await slip.getByLabel('Stake per bet').fill('20');
  await expect(figure(slip, 'Number of bets')).toHaveText('4');
  await expect(figure(slip, 'Total stake')).toHaveText('৳80.00');
  await expect(figure(slip, 'Potential return')).toHaveText('৳450.00');
  await slip.getByLabel('System bet').selectOption('patent');
  await expect(figure(slip, 'Number of bets')).toHaveText('7');
  await shoot(page, 'sports-slip-en');

  // The accumulator: 2.00 × 1.50 × 3.00 = 9.00.
  await slip.getByRole('tab', { name: 'Accumulator' }).click();
  await slip.getByLabel('Accumulator stake').fill('20');
  await expect(figure(slip, 'Number of bets')).toHaveText('1');
  await expect(figure(slip, 'Potential return')).toHaveText('৳180.00');
  await slip.getByRole('button', { name: 'Place bet · ৳20.00' }).click();
  await expect(slip.getByRole('status')).toContainText('1 bet placed');
  await expect(slip.getByRole('status')).toContainText('Accepted');

  // My bets: the accumulator is open and may cash out.
  await slip.getByRole('link', { name: 'My bets' }).click();
  await expect(page).toHaveURL(/\/en\/sports\/bets$/);
  await islandsReady(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Accumulator \(3 folds\)/ }) }).filter({ hasText: `Cobble Rovers ${tag}` });
  await expect(card).toBeVisible();
  const cashOut = card.getByRole('button', { name: /^Cash out ৳/ });
  await expect(cashOut).toBeVisible({ timeout: 10_000 });
  await shoot(page, 'sports-bets-en');

  // Half of the stake, then the rest.
  await cashOut.click();
  await card.getByLabel('Stake to cash out').fill('10');
  await card.getByRole('button', { name: /^Confirm part cash out ৳/ }).click();
  await expect(card.getByText(/^Cashed out ৳[\d.,]+\.$/)).toBeVisible();
  await expect(card).toContainText('Running stake');
  await card.getByRole('button', { name: /^Cash out ৳/ }).click();
  await card.getByRole('button', { name: /^Confirm cash out ৳/ }).click();
  // Cashed out in full, the bet leaves the open tab for the cashed-out one.
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Cashed out' }).click();
  const done = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Accumulator \(3 folds\)/ }) }).filter({ hasText: `Cobble Rovers ${tag}` });
  await expect(done.locator('[data-status="cashed_out"]')).toHaveText('Cashed out');
  await expect(done).toContainText('2.00');

  // The odds format: the same legs in fractional and American.
  await page.getByLabel('Odds format').selectOption('fractional');
  await expect(done).toContainText('1/1');
  await expect(done).toContainText('1/2');
  await expect(done).toContainText('2/1');
  await page.getByLabel('Odds format').selectOption('american');
  await expect(done).toContainText('-200');
  await expect(done).toContainText('+200');
  await page.getByLabel('Odds format').selectOption('decimal');
  expect(errors).toEqual([]);
});

test('the slip on a phone is a dialog opened from its bar, in English and Bengali @phone', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  const tag = String(Date.now()).slice(-6);
  const competitionId = seed(tag);
  await loginAs(page, 'player01', PLAYER_PASSWORD);
  await addHomePicks(page, 'en', competitionId, tag);

  const slip = await openSlip(page, phone, /^Bet slip \(3 selections\)/);
  await slip.getByRole('tab', { name: 'Accumulator' }).click();
  await slip.getByLabel('Accumulator stake').fill('15');
  await expect(figure(slip, 'Potential return')).toHaveText('৳135.00');
  if (phone) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Bet slip \(3 selections\)/ })).toBeFocused();
    await page.getByRole('button', { name: /^Bet slip \(3 selections\)/ }).click();
    await shoot(page, 'sports-slip-drawer-en', [390]);
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // Bengali (the site's default language, without a prefix): the same picks (kept for the tab), the words and digits of the page.
  await openPage(page, competitionPath('bn', competitionId));
  const bn = await openSlip(page, phone, /^বেট স্লিপ \(৩টি বাছাই\)/);
  await bn.getByRole('tab', { name: 'সিস্টেম' }).click();
  await bn.getByLabel('প্রতি বেটে বাজি').fill('10');
  await expect(figure(bn, 'বেটের সংখ্যা')).toHaveText('৪');
  if (phone) {
    await shoot(page, 'sports-slip-drawer-bn', [390]);
    await page.setViewportSize({ width: 390, height: 844 });
  } else await shoot(page, 'sports-slip-bn', [1280]);
  await openPage(page, '/sports/bets');
  await expect(page.getByRole('heading', { level: 1, name: 'আমার বেট' })).toBeVisible();
  await shoot(page, 'sports-bets-bn');
  expect(errors).toEqual([]);
});
