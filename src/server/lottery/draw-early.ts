/**
 * An operator's command for an official draw held earlier than planned (the operator CLI's
 * lottery:close-now): the lottery's next draw stops taking tickets now and is due at once, so its
 * result can be entered. Guarded like the close job (open or scheduled → closed; on PostgreSQL it
 * waits for placements holding the row), and refused for a house lottery, whose draws the chain
 * decides on time.
 */
import type { Db } from '#server/db/connect.ts';
import { DrawStateChanged, UnknownDraw } from './errors.ts';
import { lotteryByCode } from './lotteries.ts';

export async function closeNextDrawNow(db: Db, code: string, now = Date.now()): Promise<{ drawId: number; number: string; closedAt: number }> {
  const lottery = await lotteryByCode(db, code);
  if (lottery.source !== 'official') throw new DrawStateChanged('Only an official lottery’s draw can be held early.');
  const next = await db.selectFrom('lottery_draws').select(['id', 'number', 'status']).where('lottery_id', '=', lottery.id).where('status', 'in', ['open', 'scheduled']).orderBy('draw_at').limit(1).executeTakeFirst();
  if (!next) throw new UnknownDraw('This lottery has no draw ahead.');
  const r = await db.updateTable('lottery_draws').set({ status: 'closed', closes_at: now, draw_at: now }).where('id', '=', next.id).where('status', '=', next.status).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new DrawStateChanged('The draw moved on meanwhile; try again.');
  return { drawId: Number(next.id), number: next.number, closedAt: now };
}
