/** The wallet side of a lottery's tickets: its house vendor's game row and the merchant's currency. */
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { type TicketGame, ticketSession } from '#server/providers/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import type { Lottery } from './lotteries.ts';

export type LotteryGame = Omit<TicketGame, 'memberId'>;

export async function lotteryGame(app: AppContext, lottery: Lottery): Promise<LotteryGame> {
  const [game, currency] = await Promise.all([
    app.db.selectFrom('games').select(['vendor_code', 'game_code', 'category']).where('id', '=', lottery.gameId).executeTakeFirstOrThrow(),
    merchantCurrency(app.db),
  ]);
  return { vendor: game.vendor_code, gameId: lottery.gameId, gameCode: game.game_code, category: game.category, currency };
}

/** Wallet sessions of the members of one unit of work, made once each (wins and refunds: never blocked). */
export function sessionsFor(sql: SqlRunner, game: LotteryGame, now: number) {
  const made = new Map<number, Awaited<ReturnType<typeof ticketSession>>>();
  return async (memberId: number) => {
    let s = made.get(memberId);
    if (!s) {
      s = await ticketSession(sql, { ...game, memberId }, now, false);
      made.set(memberId, s);
    }
    return s;
  };
}
