/**
 * Official results (lotteries whose source is `official`): staff enter a closed draw's result (or a
 * feed imports it), checked against the format; it is carried out only once a second staff member
 * approves (the back office's maker-checker kinds lottery.result and lottery.correction). Approval
 * moves the draw closed → drawn by a guarded update, records the change, and settles it. A
 * correction of a drawn or settled draw raises its revision, records the previous result, and
 * resettles every ticket through reversing entries (settle-draw.ts).
 */
import { DRAW_SHAPES, type DrawResult, type LotteryFormat, resultLength } from '#lib/contracts/lottery-model.ts';
import type { AppContext } from '#server/app-context.ts';
import { announceDraw } from './draw-transitions.ts';
import { DrawStateChanged, ResultInvalid, UnknownDraw } from './errors.ts';
import { type Lottery, lotteryOf } from './lotteries.ts';
import { type SettleOutcome, settleDraw } from './settle-draw.ts';

const refuse = (message: string, details: Record<string, unknown> = {}): never => {
  throw new ResultInvalid(message, details);
};

/** Checks a result against the format's shape: how many values, digits each, ranges, repeats (RESULT_INVALID). */
export function checkResult(format: LotteryFormat, result: readonly string[]): void {
  const want = resultLength(format);
  if (result.length !== want) refuse(`This format's result has ${want} values, not ${result.length}.`, { expected: want, got: result.length });
  const shape = DRAW_SHAPES[format];
  const at = (i: number) => ({ index: i, value: result[i] });
  switch (shape.kind) {
    case 'digits': {
      let i = 0;
      for (const row of shape.prizes)
        for (let k = 0; k < row.count; k++, i++) {
          if (!new RegExp(`^\\d{${row.digits}}$`).test(result[i] ?? '')) refuse(`Prize ${row.prize} takes ${row.digits} digits.`, { ...at(i), prize: row.prize, digits: row.digits });
        }
      if (shape.distinct && new Set(result).size !== result.length) refuse('The numbers of this format are all different.', { distinct: true });
      return;
    }
    case 'dice':
      result.forEach((v, i) => /^[1-6]$/.test(v) || refuse('A die shows 1 to 6.', at(i)));
      return;
    case 'distinct':
    case 'permutation': {
      const from = shape.kind === 'distinct' ? shape.from : 1;
      const to = shape.kind === 'distinct' ? shape.to : shape.size;
      result.forEach((v, i) => {
        if (!/^\d{2}$/.test(v) || Number(v) < from || Number(v) > to) refuse(`Each number is two digits from ${String(from).padStart(2, '0')} to ${to}.`, { ...at(i), from, to });
      });
      if (new Set(result).size !== result.length) refuse('The numbers of this format are all different.', { distinct: true });
      return;
    }
  }
}

/** The official draw a result is asked for, checked: it exists, its lottery is official. */
export async function officialDraw(app: AppContext, drawId: number): Promise<{ lottery: Lottery; draw: { id: number; number: string; status: string; drawAt: number; result: DrawResult | null; revision: number } }> {
  const row = await app.db
    .selectFrom('lottery_draws as d')
    .innerJoin('lotteries as l', 'l.id', 'd.lottery_id')
    .select(['l.id', 'l.code', 'l.game_id', 'l.type', 'l.format', 'l.region', 'l.names', 'l.schedule', 'l.close_seconds', 'l.source', 'l.status', 'l.sort', 'l.version'])
    .select(['d.id as drawId', 'd.number', 'd.status as drawStatus', 'd.draw_at', 'd.result', 'd.revision'])
    .where('d.id', '=', drawId)
    .executeTakeFirst();
  if (!row) throw new UnknownDraw('No such draw.');
  const lottery = lotteryOf(row);
  if (lottery.source !== 'official') throw new DrawStateChanged('This draw is the house’s own: its result comes from the published seed chain.');
  return { lottery, draw: { id: Number(row.drawId), number: row.number, status: row.drawStatus, drawAt: Number(row.draw_at), result: row.result === null ? null : (JSON.parse(row.result) as DrawResult), revision: Number(row.revision) } };
}

/** An official draw that waits for its result: closed, its draw time passed. */
export async function resultDueDraw(app: AppContext, drawId: number, now = Date.now()) {
  const found = await officialDraw(app, drawId);
  if (found.draw.status !== 'closed') throw new DrawStateChanged('Only a closed draw waits for its result.', { status: found.draw.status });
  if (found.draw.drawAt > now) throw new DrawStateChanged('The draw has not taken place yet.', { drawAt: found.draw.drawAt });
  return found;
}

/** Before asking for approval: a closed draw past its draw time, and a result that fits the format. */
export async function checkResultEntry(app: AppContext, drawId: number, result: readonly string[], now = Date.now()) {
  const found = await resultDueDraw(app, drawId, now);
  checkResult(found.lottery.format, result);
  return found;
}

/** Before asking for a correction: a drawn or settled draw, a result that fits and differs from the one in force. */
export async function checkCorrection(app: AppContext, drawId: number, result: readonly string[]) {
  const found = await officialDraw(app, drawId);
  if (found.draw.status !== 'drawn' && found.draw.status !== 'settled') throw new DrawStateChanged('Only a drawn or settled draw can be corrected.', { status: found.draw.status });
  checkResult(found.lottery.format, result);
  if (JSON.stringify(found.draw.result) === JSON.stringify(result)) refuse('The corrected result is the same as the one in force.', { same: true });
  return found;
}

export interface ApprovedResult {
  drawId: number;
  result: DrawResult;
  source: 'staff' | 'feed';
  enteredBy: number;
  approvedBy: number;
}

/** Carries out an approved result: closed → drawn (guarded), the change recorded, then settled. */
export async function applyOfficialResult(app: AppContext, a: ApprovedResult, now = Date.now()): Promise<{ drawId: number; revision: number; settlement: SettleOutcome }> {
  const { lottery } = await officialDraw(app, a.drawId);
  checkResult(lottery.format, a.result);
  await app.ledger.run(async (sql) => {
    await sql.lock(`lottery-draw:${a.drawId}`);
    const n = await sql.run("update lottery_draws set status = 'drawn', result = ?, result_source = ?, entered_by = ?, approved_by = ?, drawn_at = ? where id = ? and status = 'closed'", [
      JSON.stringify(a.result),
      a.source,
      a.enteredBy,
      a.approvedBy,
      now,
      a.drawId,
    ]);
    if (n !== 1) throw new DrawStateChanged('This draw already has a result (or was voided).');
    await sql.run('insert into lottery_result_changes (draw_id, revision, result, previous, kind, reason, staff_id, created_at) values (?, 0, ?, null, ?, null, ?, ?)', [a.drawId, JSON.stringify(a.result), 'enter', a.approvedBy, now]);
  });
  await announceDraw(app, lottery, a.drawId);
  return { drawId: a.drawId, revision: 0, settlement: await settleDraw(app, a.drawId, { now }) };
}

export interface ApprovedCorrection extends ApprovedResult {
  /** The revision the correction was asked against: a correction of an older one is refused. */
  revision: number;
  reason: string;
}

/**
 * Carries out an approved correction: the result replaced, revision + 1, the previous result kept
 * in lottery_result_changes, the walk sent back to the first ticket (draw → drawn), then every
 * ticket resettled by the difference.
 */
export async function applyCorrection(app: AppContext, c: ApprovedCorrection, now = Date.now()): Promise<{ drawId: number; revision: number; settlement: SettleOutcome }> {
  const { lottery } = await officialDraw(app, c.drawId);
  checkResult(lottery.format, c.result);
  const revision = await app.ledger.run(async (sql) => {
    await sql.lock(`lottery-draw:${c.drawId}`);
    const d = await sql.get<{ status: string; result: string | null; revision: number }>('select status, result, revision from lottery_draws where id = ?', [c.drawId]);
    if (!d || (d.status !== 'drawn' && d.status !== 'settled') || Number(d.revision) !== c.revision) throw new DrawStateChanged('The draw’s result changed since this correction was asked for.');
    const next = Number(d.revision) + 1;
    const n = await sql.run(
      "update lottery_draws set status = 'drawn', result = ?, result_source = ?, entered_by = ?, approved_by = ?, revision = ?, settle_cursor = 0, tickets = 0, stake = 0, payout = 0, settled_at = null where id = ? and status = ? and revision = ?",
      [JSON.stringify(c.result), c.source, c.enteredBy, c.approvedBy, next, c.drawId, d.status, c.revision],
    );
    if (n !== 1) throw new DrawStateChanged('The draw moved on meanwhile.');
    await sql.run('insert into lottery_result_changes (draw_id, revision, result, previous, kind, reason, staff_id, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)', [c.drawId, next, JSON.stringify(c.result), d.result, 'correct', c.reason, c.approvedBy, now]);
    return next;
  });
  await announceDraw(app, lottery, c.drawId);
  return { drawId: c.drawId, revision, settlement: await settleDraw(app, c.drawId, { now }) };
}
