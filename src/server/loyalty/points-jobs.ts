/**
 * The points jobs (first in LOYALTY_JOBS, so ranks and the mall see the same minute's points):
 * every minute the roll-up rows of the last three hours, and hourly a sweep of the last 40 days
 * that catches late settlements and rollbacks of older bets; then the deposits credited since the
 * cursor.
 */
import type { AppContext } from '#server/app-context.ts';
import { accrueBetPoints, hourOf } from './points-accrual.ts';
import { advanceCursor, cursorAt } from './cursors.ts';
import { accrueDepositPoints } from './points-deposits.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const RECENT_HOURS = 3;
export const SWEEP_DAYS = 40;
export const SWEEP_CURSOR = 'points:sweep';

/** Job loyalty:points: answers the entries posted. */
export async function runBetPoints(app: AppContext, now: number): Promise<number> {
  const recent = await accrueBetPoints(app, hourOf(now) - RECENT_HOURS * HOUR, now);
  let entries = recent.entries;
  if (now - (await cursorAt(app.db, SWEEP_CURSOR)) >= HOUR) {
    entries += (await accrueBetPoints(app, hourOf(now) - SWEEP_DAYS * DAY, now)).entries;
    await advanceCursor(app.db, SWEEP_CURSOR, now, now);
  }
  return entries;
}

/** Job loyalty:points-deposits: answers the deposits that earned points now. */
export function runDepositPoints(app: AppContext, now: number): Promise<number> {
  return accrueDepositPoints(app, now);
}
