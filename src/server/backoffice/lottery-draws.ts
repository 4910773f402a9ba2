/** Back office, lottery desk: the draws tab (list, void) and the results tab (official results, corrections). */
import type { BoDraw, PendingResult, ResultsDesk } from '#lib/contracts/backoffice-lottery.ts';
import type { DrawStatus, LotteryFormat } from '#lib/contracts/lottery-model.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { checkCorrection, checkResultEntry, DrawStateChanged, fetchFeedResult, lotteryByCode, lotteryName, type ResultFeed, resultDueDraw, voidDraw } from '#server/lottery/index.ts';
import { requestApproval } from './approvals.ts';
import { audit } from './audit.ts';
import { LOTTERY_CORRECTION_KIND } from './kind-lottery-correction.ts';
import { LOTTERY_RESULT_KIND } from './kind-lottery-result.ts';
import type { StaffActor } from './staff.ts';

const PAGE = 30;

interface DrawJoin {
  id: number;
  code: string;
  names: string;
  format: string;
  number: string;
  status: string;
  opens_at: number;
  closes_at: number;
  draw_at: number;
  result: string | null;
  result_source: string | null;
  revision: number;
  void_reason: string | null;
  settled_at: number | null;
}

function drawsQuery(db: Db) {
  return db
    .selectFrom('lottery_draws as d')
    .innerJoin('lotteries as l', 'l.id', 'd.lottery_id')
    .select(['d.id', 'l.code', 'l.names', 'l.format', 'd.number', 'd.status', 'd.opens_at', 'd.closes_at', 'd.draw_at', 'd.result', 'd.result_source', 'd.revision', 'd.void_reason', 'd.settled_at']);
}

/** The draws with their tickets' live totals (cancelled tickets left out; a void draw's refunded ones counted). */
async function withTotals(db: Db, rows: DrawJoin[], lang: string): Promise<BoDraw[]> {
  const ids = rows.map((r) => Number(r.id));
  const totals = ids.length
    ? await db
        .selectFrom('lottery_tickets')
        .select((eb) => ['draw_id', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('stake').as('stake'), eb.fn.sum<number>('payout').as('payout'), eb.fn.sum<number>('unrecovered').as('unrecovered')])
        .where('draw_id', 'in', ids)
        .where('status', '<>', 'cancelled')
        .groupBy('draw_id')
        .execute()
    : [];
  const by = new Map(totals.map((t) => [Number(t.draw_id), t]));
  return rows.map((r) => {
    const t = by.get(Number(r.id));
    const source = r.result_source === 'house' || r.result_source === 'staff' || r.result_source === 'feed' ? r.result_source : null;
    return {
      id: Number(r.id),
      lottery: r.code,
      lotteryName: lotteryName({ code: r.code, names: JSON.parse(r.names) as Record<string, string> }, lang),
      format: r.format as LotteryFormat,
      number: r.number,
      status: r.status as DrawStatus,
      opensAt: Number(r.opens_at),
      closesAt: Number(r.closes_at),
      drawAt: Number(r.draw_at),
      result: r.result === null ? null : (JSON.parse(r.result) as string[]),
      source,
      revision: Number(r.revision),
      tickets: Number(t?.n ?? 0),
      stake: Number(t?.stake ?? 0),
      payout: Number(t?.payout ?? 0),
      unrecovered: Number(t?.unrecovered ?? 0),
      voidReason: r.void_reason,
      settledAt: r.settled_at === null ? null : Number(r.settled_at),
    };
  });
}

/** The draws tab: newest draw time first. */
export async function boDraws(app: AppContext, q: { lottery?: string | undefined; status?: DrawStatus | undefined; pageNo?: number | undefined; language?: string | undefined }, now = Date.now()) {
  // Planned draws only when asked for (up to a day ahead); otherwise those that have opened.
  let base = q.status === 'scheduled' ? app.db.selectFrom('lottery_draws as d').where('d.draw_at', '<=', now + 86_400_000) : app.db.selectFrom('lottery_draws as d').where('d.opens_at', '<=', now);
  if (q.lottery) base = base.where('d.lottery_id', '=', (await lotteryByCode(app.db, q.lottery)).id);
  if (q.status) base = base.where('d.status', '=', q.status);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const page = q.pageNo ?? 1;
  const ids = (await base.select('d.id').orderBy('d.draw_at', 'desc').orderBy('d.id', 'desc').limit(PAGE).offset((page - 1) * PAGE).execute()).map((r) => Number(r.id));
  const rows = ids.length ? await drawsQuery(app.db).where('d.id', 'in', ids).orderBy('d.draw_at', 'desc').orderBy('d.id', 'desc').execute() : [];
  return { list: await withTotals(app.db, rows, q.language ?? 'bn'), pageNum: page, totalPages: Math.max(1, Math.ceil(total / PAGE)), total };
}

/** Voids a draw with a reason (audited), refunding every ticket once. */
export async function voidDrawAs(app: AppContext, actor: StaffActor, drawId: number, reason: string) {
  const done = await voidDraw(app, drawId, reason);
  await audit(app.db, actor, { action: 'lottery.draw.void', targetType: 'lottery_draw', targetId: drawId, before: { status: done.from }, after: { status: 'void', reason, refunded: done.refunds.tickets } });
  return { drawId, from: done.from, refunded: done.refunds.tickets, finished: done.refunds.finished };
}

async function pendingResults(app: AppContext, now: number): Promise<PendingResult[]> {
  const rows = await app.db
    .selectFrom('approvals as a')
    .leftJoin('staff as s', 's.id', 'a.maker_id')
    .select(['a.id', 'a.kind', 'a.payload', 'a.maker_id', 'a.created_at', 'a.expires_at', 's.display_name'])
    .where('a.kind', 'in', [LOTTERY_RESULT_KIND, LOTTERY_CORRECTION_KIND])
    .where('a.status', '=', 'pending')
    .where('a.expires_at', '>', now)
    .orderBy('a.id')
    .execute();
  if (!rows.length) return [];
  const payloads = rows.map((r) => JSON.parse(r.payload) as { drawId: number; result: string[]; reason?: string });
  const draws = await drawsQuery(app.db)
    .where(
      'd.id',
      'in',
      payloads.map((p) => p.drawId),
    )
    .execute();
  const drawBy = new Map(draws.map((d) => [Number(d.id), d]));
  return rows.map((r, i) => {
    const p = payloads[i]!;
    const d = drawBy.get(p.drawId);
    return {
      approvalId: Number(r.id),
      kind: r.kind === LOTTERY_CORRECTION_KIND ? 'lottery.correction' : 'lottery.result',
      drawId: p.drawId,
      lottery: d?.code ?? '??',
      number: d?.number ?? '',
      result: p.result,
      reason: p.reason ?? null,
      makerId: Number(r.maker_id),
      maker: r.display_name ?? `#${r.maker_id}`,
      createdAt: Number(r.created_at),
      expiresAt: Number(r.expires_at),
    };
  });
}

/** The results tab: official draws waiting for a result, what waits for approval, the latest results. */
export async function boResults(app: AppContext, lang = 'bn', now = Date.now()): Promise<ResultsDesk> {
  const [waiting, recent, pending] = await Promise.all([
    drawsQuery(app.db).where('l.source', '=', 'official').where('d.status', '=', 'closed').where('d.draw_at', '<=', now).orderBy('d.draw_at').limit(50).execute(),
    drawsQuery(app.db).where('l.source', '=', 'official').where('d.status', 'in', ['drawn', 'settled']).orderBy('d.draw_at', 'desc').limit(20).execute(),
    pendingResults(app, now),
  ]);
  return { waiting: await withTotals(app.db, waiting, lang), pending, recent: await withTotals(app.db, recent, lang) };
}

/** Refuses a second request for a draw while one waits (the checker would see two results for one draw). */
async function noneWaiting(app: AppContext, drawId: number, now: number): Promise<void> {
  const waiting = await pendingResults(app, now);
  const same = waiting.find((p) => p.drawId === drawId);
  if (same) throw new DrawStateChanged('A result for this draw already waits for approval.', { approvalId: same.approvalId });
}

/** Staff enter an official result: checked, then sent for a second staff member's approval. */
export async function enterResultAs(app: AppContext, actor: StaffActor, drawId: number, result: string[], now = Date.now()) {
  const { lottery, draw } = await checkResultEntry(app, drawId, result, now);
  await noneWaiting(app, drawId, now);
  const summary = `${lottery.code} draw ${draw.number}: result ${result.join(' ')}`;
  const asked = await requestApproval(app, actor, { kind: LOTTERY_RESULT_KIND, targetId: drawId, payload: { drawId, result, source: 'staff' }, summary }, now);
  return { approvalId: asked.id, expiresAt: asked.expiresAt };
}

/** Staff ask for a corrected official result with a reason; a second staff member approves it. */
export async function askCorrectionAs(app: AppContext, actor: StaffActor, drawId: number, result: string[], reason: string, now = Date.now()) {
  const { lottery, draw } = await checkCorrection(app, drawId, result);
  await noneWaiting(app, drawId, now);
  const summary = `${lottery.code} draw ${draw.number}: correct to ${result.join(' ')} (${reason})`;
  const asked = await requestApproval(app, actor, { kind: LOTTERY_CORRECTION_KIND, targetId: drawId, payload: { drawId, result, source: 'staff', revision: draw.revision, reason }, summary }, now);
  return { approvalId: asked.id, expiresAt: asked.expiresAt };
}

/**
 * A staff member imports an official draw's result from a feed adapter: checked like a typed one,
 * then sent for a second staff member's approval as `source: feed`. Answers null while the feed
 * has not published it.
 */
export async function importFeedResultAs(app: AppContext, actor: StaffActor, feed: ResultFeed, drawId: number, now = Date.now()) {
  const { lottery, draw } = await resultDueDraw(app, drawId, now);
  const result = await fetchFeedResult(feed, lottery, { id: draw.id, number: draw.number, drawAt: draw.drawAt });
  if (!result) return null;
  await noneWaiting(app, drawId, now);
  const summary = `${lottery.code} draw ${draw.number}: feed result ${result.join(' ')}`;
  const asked = await requestApproval(app, actor, { kind: LOTTERY_RESULT_KIND, targetId: drawId, payload: { drawId, result, source: 'feed' }, summary }, now);
  return { approvalId: asked.id, expiresAt: asked.expiresAt };
}
