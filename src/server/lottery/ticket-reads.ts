/**
 * What placing and cancelling read before their unit of work: a lottery by id, the lottery of a
 * draw, and the house game a member's tickets of that lottery play (the lottery's games row: its
 * vendor and category, LOTT or ELOTT, in the merchant's currency).
 */
import type { TicketGame } from '#server/providers/index.ts';
import type { Db } from '#server/db/connect.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { UnknownDraw, UnknownLottery } from './errors.ts';
import { type Lottery, lotteryOf } from './lotteries.ts';

const COLUMNS = ['id', 'code', 'game_id', 'type', 'format', 'region', 'names', 'schedule', 'close_seconds', 'source', 'status', 'sort', 'version'] as const;

export async function lotteryById(db: Db, id: number): Promise<Lottery> {
  const row = await db.selectFrom('lotteries').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new UnknownLottery('No such lottery.');
  return lotteryOf(row);
}

/** The lottery a draw belongs to, or UNKNOWN_DRAW. */
export async function lotteryOfDraw(db: Db, drawId: number): Promise<Lottery> {
  const draw = await db.selectFrom('lottery_draws').select('lottery_id').where('id', '=', drawId).executeTakeFirst();
  if (!draw) throw new UnknownDraw('No such draw.');
  return lotteryById(db, Number(draw.lottery_id));
}

/** The house game a member's tickets of the lottery play. */
export async function ticketGameOf(db: Db, lottery: Lottery, memberId: number): Promise<TicketGame> {
  const game = await db.selectFrom('games').select(['vendor_code', 'game_code', 'category']).where('id', '=', lottery.gameId).executeTakeFirst();
  if (!game) throw new UnknownLottery('The lottery has no game.');
  return { memberId, vendor: game.vendor_code, gameId: lottery.gameId, gameCode: game.game_code, category: game.category, currency: await merchantCurrency(db) };
}
