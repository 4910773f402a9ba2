/**
 * /sports/verify: a finished simulated match (seed, inputs and result as the simulated feed stores
 * them) is replayed in the browser and verified; a changed seed gives a mismatch; a match not ended
 * keeps its seed secret and shows only the commitment.
 */
import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import type { SportKey } from '#lib/contracts/sports-model.ts';
import { commitmentOf, SIM_MODEL, type SimInputs, simulateMatch, stateAt } from '#lib/sports/simulate.ts';
import { islandsReady, shoot, skipPopups, watchConsole, withE2eDb } from './helpers.ts';

const CREST = JSON.stringify({ shape: 'shield', pattern: 'stripes', primary: '#0f766e', secondary: '#f8fafc', initials: 'XX' });

/** A simulated event written the way the feed keeps one: commitment and inputs from the start; seed, result and live state once ended. */
function simEvent(sport: SportKey, ended: boolean): number {
  const seed = randomBytes(32).toString('hex');
  const stamp = `${Date.now()}-${randomBytes(3).toString('hex')}`;
  const inputs: SimInputs = { model: SIM_MODEL, key: `e2e-${stamp}`, ratings: { home: 1180, away: 940 } };
  const match = simulateMatch(sport, seed, inputs.key, inputs.ratings);
  const now = Date.now();
  return withE2eDb((db) => {
    const names = (en: string, bn: string) => JSON.stringify({ en, bn });
    const comp = db
      .prepare("insert into sports_competitions (sport, code, names, region, source, created_at) values (?, ?, ?, '{}', 'sim', ?) returning id")
      .get(sport, `e2e-${stamp}`, names('Meridian Premier League', 'মেরিডিয়ান প্রিমিয়ার লিগ'), now) as { id: number };
    const team = (en: string, bn: string) =>
      (
        db
          .prepare("insert into sports_teams (sport, code, names, short_names, crest, rating, source, created_at) values (?, ?, ?, ?, ?, 1000, 'sim', ?) returning id")
          .get(sport, `${en.toLowerCase().replace(/\W+/g, '-')}-${stamp}`, names(en, bn), names(en.slice(0, 3).toUpperCase(), bn.slice(0, 3)), CREST, now) as { id: number }
      ).id;
    const home = team('Riverside Rovers', 'রিভারসাইড রোভার্স');
    const away = team('Harbour City', 'হারবার সিটি');
    const startsAt = ended ? now - match.durationMs - 120_000 : now + 7 * 86_400_000;
    const row = db
      .prepare(
        "insert into sports_events (kind, sport, competition_id, home_team_id, away_team_id, starts_at, status, in_play, source, external_id, live, result, commitment, seed, sim, version, created_at, updated_at, ended_at) values ('sports', ?, ?, ?, ?, ?, ?, 1, 'sim', ?, ?, ?, ?, ?, ?, 1, ?, ?, ?) returning id",
      )
      .get(
        sport,
        comp.id,
        home,
        away,
        startsAt,
        ended ? 'settled' : 'scheduled',
        inputs.key,
        ended ? JSON.stringify(stateAt(match, match.durationMs)) : null,
        ended ? JSON.stringify(match.final) : null,
        commitmentOf(seed),
        ended ? seed : null,
        JSON.stringify(inputs),
        now,
        now,
        ended ? startsAt + match.durationMs : null,
      ) as { id: number };
    return Number(row.id);
  });
}

async function open(page: Page, path: string): Promise<void> {
  await skipPopups(page);
  await page.goto(path);
  await islandsReady(page);
}

test('a finished simulated match replays in the browser and is verified; a changed seed is a mismatch (en)', async ({ page }) => {
  const errors = watchConsole(page);
  const id = simEvent('football', true);
  await open(page, `/en/sports/verify?event=${id}`);
  await expect(page.getByRole('heading', { name: 'How our simulated matches are made fair' })).toBeVisible();
  await expect(page.getByLabel('Event ID')).toHaveValue(String(id));
  await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Checks made here' }).getByText('Matches', { exact: true })).toHaveCount(3);
  const timeline = page.getByRole('region', { name: 'The replayed match' });
  await expect(timeline.getByRole('row', { name: /Half 1/ })).toBeVisible();
  await expect(timeline.getByRole('row', { name: /Final/ })).toBeVisible();
  await shoot(page, 'sports-verify-en');

  // One character of the seed changed: the hash and the replay no longer agree.
  const seedField = page.getByLabel('Seed', { exact: true });
  const seed = await seedField.inputValue();
  await seedField.fill(`${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`);
  await page.getByRole('button', { name: 'Replay the match' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mismatch' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Checks made here' }).getByText('Does not match').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Bengali page verifies a tennis match, and a match not ended shows only its commitment (bn)', async ({ page }) => {
  const errors = watchConsole(page);
  const id = simEvent('tennis', true);
  await open(page, `/sports/verify?event=${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'যাচাই সফল' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'আবার চালানো ম্যাচ' }).getByRole('row', { name: /সেট ১/ })).toBeVisible();
  await shoot(page, 'sports-verify-bn');

  const later = simEvent('basketball', false);
  await page.getByLabel('ইভেন্ট আইডি').fill(String(later));
  await page.getByRole('button', { name: 'এই ইভেন্ট যাচাই করুন' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'এই ইভেন্ট এখনো শেষ হয়নি' })).toBeVisible();
  expect(errors).toEqual([]);
});
