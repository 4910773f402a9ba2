/**
 * An item's amount requirement is counted over the current calendar month in the merchant's time
 * zone: deposits credited this month (the cashier's) or valid turnover from the hourly roll-ups
 * (the games'). A roll-up row counts when its hour starts in the month.
 */
import type { AppContext } from '#server/app-context.ts';
import { memberCreditedDeposits } from '#server/cashier/index.ts';
import { memberValidBet } from '#server/games/index.ts';
import { merchantTimeZone, periodAt } from '#server/system/index.ts';

export interface MonthFigures {
  deposit: number;
  turnover: number;
}

export async function monthFigures(app: AppContext, memberId: number, now = Date.now()): Promise<MonthFigures> {
  const month = periodAt('monthly', now, await merchantTimeZone(app.db));
  const range = { from: month.start, to: month.end };
  const [deposit, turnover] = await Promise.all([memberCreditedDeposits(app.db, memberId, range), memberValidBet(app.db, memberId, range)]);
  return { deposit, turnover };
}
