/**
 * The demo's loyalty: the ladder, demo players' ranks and points, mall goods, a few redeems,
 * referrals and an affiliate application. Runs once after the demo promotions, with the whole app
 * (points move through the ledger like any other).
 */
import type { AppContext } from '#server/app-context.ts';
import { seedLoyaltyAffiliates } from './loyalty-affiliates.ts';
import { seedLoyaltyPoints } from './loyalty-points.ts';
import { seedLoyaltyReferral } from './loyalty-referral.ts';
import { seedLoyaltyMall } from './loyalty-mall.ts';
import { seedLoyaltyVip } from './loyalty-vip.ts';

export type LoyaltySeed = (app: AppContext, now: number) => Promise<void>;

/** One seed per part, in this order (each file: src/server/db/demo/loyalty-<part>.ts). */
export const LOYALTY_SEEDS: readonly LoyaltySeed[] = [seedLoyaltyVip, seedLoyaltyPoints, seedLoyaltyMall, seedLoyaltyAffiliates, seedLoyaltyReferral];

export async function seedDemoLoyalty(app: AppContext, now = Date.now()): Promise<void> {
  for (const seed of LOYALTY_SEEDS) await seed(app, now);
}
