/**
 * The demo's sportsbook: the game rows of the two house vendors (Pitchside for /sports, Arena X for
 * /esports, whose tiles start the sportsbook at once), then what the other parts add (the simulated
 * feed's leagues, teams and fixtures, settled past events, hand-made events). Runs once after the
 * demo lottery, with the whole app.
 */
import { SPORTS_VENDOR } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';
import { insertGame } from '../factories/catalogue.ts';
import { seedSportsbookFeed } from './sportsbook-feed.ts';

export type SportsSeed = (app: AppContext, now: number) => Promise<void>;

async function seedSportsbookGames(app: AppContext): Promise<void> {
  await insertGame(app.db, { vendor: SPORTS_VENDOR.sports, code: 'sportsbook', name: 'Pitchside Sportsbook', names: { en: 'Pitchside Sportsbook', bn: 'পিচসাইড স্পোর্টসবুক' }, category: 'SPORTS', engine: 'sportsbook', config: { kind: 'sports' }, hot: true, trial: false, sort: 900 });
  await insertGame(app.db, { vendor: SPORTS_VENDOR.esports, code: 'esportsbook', name: 'Arena X E-sports', names: { en: 'Arena X E-sports', bn: 'অ্যারিনা এক্স ই-স্পোর্টস' }, category: 'ESPORTS', engine: 'sportsbook', config: { kind: 'esports' }, hot: false, trial: false, sort: 901 });
}

/** One seed per part, in this order (each file: src/server/db/demo/sportsbook-<part>.ts). */
export const SPORTS_SEEDS: readonly SportsSeed[] = [seedSportsbookGames, seedSportsbookFeed];

export async function seedDemoSportsbook(app: AppContext, now = Date.now()): Promise<void> {
  for (const seed of SPORTS_SEEDS) await seed(app, now);
}
