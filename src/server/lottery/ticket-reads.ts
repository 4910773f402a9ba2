/**
 * What placing, cancelling and follows read before their unit of work: a lottery by id, the lottery of a
 * draw, and the house game a member's tickets of that lottery play (the lottery's games row: its
 * vendor and category, LOTT or ELOTT, in the merchant's currency).
 */
import type { TicketGame } from '#server/providers/index.ts';
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { UnknownDraw, UnknownLottery } from './errors.ts';
import { type Lottery, lotteryOf } from './lotteries.ts';

const COLUMNS = ['id', 'code', 'game_id', 'type', 'format', 'region', 'names', 'schedule', 'close_seconds', 'source', 'status', 'sort', 'version'] as const;

export async function lotteryById(db: Db, id: number): Promise<Lottery> {
  const row = await db.selectFrom('lotteries').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new UnknownLottery('No such lottery.');
  return lotteryOf(row);
}

/** The house game a member's tickets of the lottery play. */
export async function ticketGameOf(db: Db, lottery: Lottery, memberId: number): Promise<TicketGame> {
  const game = await db.selectFrom('games').select(['vendor_code', 'game_code', 'category']).where('id', '=', lottery.gameId).executeTakeFirst();
  if (!game) throw new UnknownLottery('The lottery has no game.');
  return { memberId, vendor: game.vendor_code, gameId: lottery.gameId, gameCode: game.game_code, category: game.category, currency: await merchantCurrency(db) };
}

// Fixed SQL on the read connection: placing runs these on every slip, and on SQLite the query
// builder's connection waits for the ledger's batch in flight while the read connection does not.
const PLACING_OF_DRAW = `select l.id, l.code, l.game_id, l.type, l.format, l.region, l.names, l.schedule, l.close_seconds, l.source, l.status, l.sort, l.version, g.vendor_code, g.game_code, g.category
  from lottery_draws d join lotteries l on l.id = d.lottery_id join games g on g.id = l.game_id where d.id = ?`;

/** The lottery of a draw and the house game its tickets play (UNKNOWN_DRAW), through the read connection. */
export async function placingOf(reader: SqlRunner, drawId: number, memberId: number, currency: string): Promise<{ lottery: Lottery; game: TicketGame }> {
  const row = await reader.get<Parameters<typeof lotteryOf>[0] & { vendor_code: string; game_code: string; category: string }>(PLACING_OF_DRAW, [drawId]);
  if (!row) throw new UnknownDraw('No such draw.');
  const lottery = lotteryOf(row);
  return { lottery, game: { memberId, vendor: row.vendor_code, gameId: lottery.gameId, gameCode: row.game_code, category: row.category, currency } };
}
