/**
 * The demo's lottery: the lotteries and their game rows, the odds rows of every bet type from its
 * defaults and, for house draws, a committed seed chain; then what the other parts add (seed chains, past draws). Runs once after the demo
 * loyalty, with the whole app.
 */
import { BET_TYPES } from '#lib/lottery/registry.ts';
import type { AppContext } from '#server/app-context.ts';
import { commitChain } from '#server/lottery/index.ts';
import { getSetting } from '#server/system/index.ts';
import { insertGame } from '../factories/catalogue.ts';
import { DEMO_LOTTERIES } from './lottery-catalogue.ts';
import { seedPastDraws } from './lottery-past-draws.ts';
import { seedLotteryArt } from './lottery-art.ts';

export type LotterySeed = (app: AppContext, now: number) => Promise<void>;

/** Vendors of the lottery games: the house lotto (VN and SEA) and the fast e-lottery. */
export const LOTTO_VENDOR = 'MRD_LOTTO';
export const ELOTT_VENDOR = 'QUICK_ELOTT';

async function seedLotteries(app: AppContext, now: number): Promise<void> {
  const { chainLength } = await getSetting(app.db, 'lottery');
  for (const [i, l] of DEMO_LOTTERIES.entries()) {
    const fast = l.type === 'ELOTT';
    const gameId = await insertGame(app.db, {
      vendor: fast ? ELOTT_VENDOR : LOTTO_VENDOR,
      code: l.code,
      name: l.en,
      names: { en: l.en, bn: l.bn },
      category: fast ? 'ELOTT' : 'LOTT',
      engine: 'lottery',
      config: { format: l.format, type: l.type },
      hot: l.hot ?? false,
      trial: false,
      sort: 1000 + i,
    });
    const row = await app.db
      .insertInto('lotteries')
      .values({
        code: l.code,
        game_id: gameId,
        type: l.type,
        format: l.format,
        region: l.region,
        names: JSON.stringify({ en: l.en, bn: l.bn }),
        schedule: JSON.stringify(l.schedule),
        close_seconds: l.closeSeconds,
        source: l.source,
        sort: i,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (l.source === 'house') await commitChain(app.db, Number(row.id), chainLength, now);
    for (const b of BET_TYPES[l.format]) {
      const d = b.defaults;
      await app.db
        .insertInto('lottery_odds')
        .values({ lottery_id: Number(row.id), bet_type: b.code, odds_milli: d.oddsMilli, return_bps: d.returnBps, cost_units: d.costUnits, max_stake: d.maxStake, max_payout: d.maxPayout, updated_at: now })
        .execute();
    }
  }
}

/** One seed per part, in this order (each file: src/server/db/demo/lottery-<part>.ts). */
export const LOTTERY_SEEDS: readonly LotterySeed[] = [seedLotteries, seedPastDraws, seedLotteryArt];

export async function seedDemoLottery(app: AppContext, now = Date.now()): Promise<void> {
  for (const seed of LOTTERY_SEEDS) await seed(app, now);
}
