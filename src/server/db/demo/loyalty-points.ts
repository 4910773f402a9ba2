/**
 * Demo points: the accrual runs once over the demo's roll-ups (player01's bets of yesterday earn
 * live, slots and fish points) and its credited deposits, exactly as the every-minute job would.
 */
import type { AppContext } from '#server/app-context.ts';
import { accrueBetPoints, accrueDepositPoints, hourOf } from '#server/loyalty/index.ts';

const DAY = 86_400_000;

export async function seedLoyaltyPoints(app: AppContext, now: number): Promise<void> {
  await accrueBetPoints(app, hourOf(now) - 40 * DAY, now);
  await accrueDepositPoints(app, now);
}
