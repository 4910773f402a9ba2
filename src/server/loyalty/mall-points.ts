import type { AppContext } from '#server/app-context.ts';
import { Accounts, balanceOf } from '#server/ledger/index.ts';

/** A member's points (hundredths), from committed data. */
export function pointsBalanceOf(app: AppContext, memberId: number): Promise<number> {
  return balanceOf(app.reader, Accounts.points(memberId));
}
