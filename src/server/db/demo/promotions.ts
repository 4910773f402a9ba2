/**
 * The demo's promotions: one running promotion of every mechanic, with the demo players part-way
 * through some of them (player01 wagering a deposit bonus and doing a mission). Runs once, right
 * after the demo seed, with the whole app (money moves through the ledger like any other).
 */
import type { AppContext } from '#server/app-context.ts';
import { seedDepositBonuses } from './promotions-deposit-bonus.ts';
import { seedMissions } from './promotions-missions.ts';
import { seedRafflesAndRaces } from './promotions-raffle-race.ts';
import { seedRebates } from './promotions-rebates.ts';

export type PromotionSeed = (app: AppContext, now: number) => Promise<void>;

/** One seed per mechanic, in this order (each file: src/server/db/demo/promotions-<mechanic>.ts). */
export const PROMOTION_SEEDS: readonly PromotionSeed[] = [seedDepositBonuses, seedRafflesAndRaces, seedMissions, seedRebates];

export async function seedDemoPromotions(app: AppContext, now = Date.now()): Promise<void> {
  for (const seed of PROMOTION_SEEDS) await seed(app, now);
}
