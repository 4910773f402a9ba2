/**
 * Voiding a draw not yet settled: one guarded update (under the draw's lock, so it waits for a
 * settlement batch in flight and for placements holding the row) moves it to void with its
 * reason and sends its walk back to the first ticket; then every ticket is refunded exactly once
 * by the settlement walk (settle-draw.ts: open tickets rolled back, tickets a partial settlement
 * already paid resettled to return exactly their stake). Of any number of voids at once, one wins;
 * the others are told the draw already moved on (DRAW_STATE_CHANGED). A refund cut short by a
 * crash is finished by job lottery:settle.
 */
import type { AppContext } from '#server/app-context.ts';
import { DrawStateChanged, UnknownDraw } from './errors.ts';
import { type SettleOutcome, settleDraw } from './settle-draw.ts';

const VOIDABLE = ['scheduled', 'open', 'closed', 'drawn'];

export interface VoidOutcome {
  drawId: number;
  /** The state it was voided from. */
  from: string;
  refunds: SettleOutcome;
}

export async function voidDraw(app: AppContext, drawId: number, reason: string, now = Date.now()): Promise<VoidOutcome> {
  const from = await app.ledger.run(async (sql) => {
    await sql.lock(`lottery-draw:${drawId}`);
    const d = await sql.get<{ status: string }>('select status from lottery_draws where id = ?', [drawId]);
    if (!d) throw new UnknownDraw('No such draw.');
    if (!VOIDABLE.includes(d.status)) throw new DrawStateChanged(d.status === 'void' ? 'This draw is already void.' : 'This draw is settled: correct its result instead.', { status: d.status });
    const n = await sql.run("update lottery_draws set status = 'void', void_reason = ?, settle_cursor = 0, tickets = 0, stake = 0, payout = 0, settled_at = null where id = ? and status = ?", [reason, drawId, d.status]);
    if (n !== 1) throw new DrawStateChanged('The draw moved on meanwhile.');
    return d.status;
  });
  const refunds = await settleDraw(app, drawId, { now });
  return { drawId, from, refunds };
}
