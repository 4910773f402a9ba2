/**
 * Back office, sportsbook desk: the settlement tab. Staff enter an event's final score, settle a
 * market with each selection's result and dead-heat divisor, or void a market; nothing changes
 * until a second staff member approves (approval kind sports.settlement). The same on a result
 * already in force is a correction and needs a reason; one request per event or market waits at a
 * time.
 */
import type { PendingSettlement, SettlementDesk } from '#lib/contracts/backoffice-sports.ts';
import type { FinalScore, SelectionResult } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';
import { ValidationFailed } from '#server/errors.ts';
import { eventTitle, EventStateChanged, marketTitle, MarketStateChanged, staffEventsIn, UnknownEvent, UnknownMarket, UnknownSelection } from '#server/sportsbook/index.ts';
import { requestApproval } from './approvals.ts';
import { SPORTS_SETTLEMENT_KIND, type SportsSettlementPayload } from './kind-sports-settlement.ts';
import type { StaffActor } from './staff.ts';

const targetOf = (p: { action: string; eventId: number; marketId?: number }): string => (p.action === 'result' ? `event:${p.eventId}` : `market:${p.marketId}`);

async function pendingRows(app: AppContext, now: number) {
  const rows = await app.db
    .selectFrom('approvals as a')
    .leftJoin('staff as s', 's.id', 'a.maker_id')
    .select(['a.id', 'a.target_id', 'a.payload', 'a.maker_id', 'a.created_at', 'a.expires_at', 's.display_name'])
    .where('a.kind', '=', SPORTS_SETTLEMENT_KIND)
    .where('a.status', '=', 'pending')
    .where('a.expires_at', '>', now)
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({ ...r, p: JSON.parse(r.payload) as SportsSettlementPayload }));
}

/** Refuses a second request for the same event or market while one waits (a checker would see two results for one thing). */
async function noneWaiting(app: AppContext, target: string, now: number): Promise<void> {
  const same = (await pendingRows(app, now)).find((r) => r.target_id === target);
  if (same) {
    const Err = target.startsWith('event:') ? EventStateChanged : MarketStateChanged;
    throw new Err('A request for this already waits for approval.', { approvalId: Number(same.id) });
  }
}

async function ask(app: AppContext, actor: StaffActor, payload: SportsSettlementPayload, summary: string, now: number) {
  const target = targetOf(payload);
  await noneWaiting(app, target, now);
  const asked = await requestApproval(app, actor, { kind: SPORTS_SETTLEMENT_KIND, targetId: target, payload, summary }, now);
  return { approvalId: asked.id, expiresAt: asked.expiresAt };
}

/** An event's final score (or a corrected one, with a reason), sent for approval. */
export async function askSportsResultAs(app: AppContext, actor: StaffActor, eventId: number, final: FinalScore, reason: string | undefined, now = Date.now()) {
  const e = await app.db.selectFrom('sports_events').select(['status', 'source', 'result']).where('id', '=', eventId).executeTakeFirst();
  if (!e) throw new UnknownEvent('No such event.', { eventId });
  const correction = e.result !== null;
  // A hand-made event is resulted from live on; a feed's once it has ended (or to correct it).
  const allowed = correction ? ['ended', 'settled'] : e.source === 'manual' ? ['live', 'ended'] : ['ended'];
  if (!allowed.includes(e.status)) throw new EventStateChanged(`The event is ${e.status}: no result can be entered.`, { eventId, status: e.status });
  if (correction && !reason) throw new ValidationFailed('A correction needs a reason.');
  const title = await eventTitle(app.db, eventId);
  const summary = `${title}: ${correction ? 'correct the score to' : 'final score'} ${final.home}-${final.away}${reason ? ` (${reason})` : ''}`;
  return ask(app, actor, { action: 'result', eventId, final, correction, ...(reason ? { reason } : {}) }, summary, now);
}

/** A market's results by hand (or corrected ones, with a reason), every selection's, sent for approval. */
export async function askSportsSettleAs(app: AppContext, actor: StaffActor, marketId: number, results: { selectionId: number; result: SelectionResult; deadHeat: number }[], reason: string | undefined, now = Date.now()) {
  const m = await marketTitle(app.db, marketId);
  if (!m) throw new UnknownMarket('No such market.', { marketId });
  if (m.status === 'void') throw new MarketStateChanged('The market is void.', { marketId });
  const correction = m.status === 'settled';
  if (correction && !reason) throw new ValidationFailed('A correction needs a reason.');
  const ids = new Set(m.selections.map((s) => s.id));
  const unknown = results.find((r) => !ids.has(r.selectionId));
  if (unknown) throw new UnknownSelection('That selection is not of this market.', { selectionId: unknown.selectionId });
  const given = new Set(results.map((r) => r.selectionId));
  if (given.size !== results.length || given.size !== ids.size) throw new ValidationFailed('Give every selection of the market one result.');
  if (!results.some((r) => r.result !== 'void') && results.length) {
    // All void is a void: asked for as such, so the checker reads what it is.
    throw new ValidationFailed('Every selection void: void the market instead.');
  }
  const names = new Map(m.selections.map((s) => [s.id, s.name]));
  const summary = `${m.event} · ${m.market}: ${results.map((r) => `${names.get(r.selectionId)} ${r.result}${r.deadHeat > 1 ? ` ÷${r.deadHeat}` : ''}`).join(', ')}${reason ? ` (${reason})` : ''}`;
  return ask(app, actor, { action: 'settle', eventId: m.eventId, marketId, results, correction, ...(reason ? { reason } : {}) }, summary, now);
}

/** A market voided, with a reason, sent for approval. */
export async function askSportsVoidAs(app: AppContext, actor: StaffActor, marketId: number, reason: string, now = Date.now()) {
  const m = await marketTitle(app.db, marketId);
  if (!m) throw new UnknownMarket('No such market.', { marketId });
  if (m.status === 'void') throw new MarketStateChanged('The market is void already.', { marketId });
  const summary = `${m.event} · ${m.market}: void (${reason})`;
  return ask(app, actor, { action: 'void', eventId: m.eventId, marketId, correction: m.status === 'settled', reason }, summary, now);
}

async function pending(app: AppContext, lang: string, now: number): Promise<PendingSettlement[]> {
  const rows = await pendingRows(app, now);
  const out: PendingSettlement[] = [];
  for (const r of rows) {
    const p = r.p;
    const market = p.action === 'result' ? null : await marketTitle(app.db, p.marketId, lang);
    const names = new Map((market?.selections ?? []).map((s) => [s.id, s.name]));
    out.push({
      approvalId: Number(r.id),
      action: p.action,
      eventId: p.eventId,
      event: market?.event ?? (await eventTitle(app.db, p.eventId, lang)),
      marketId: p.action === 'result' ? null : p.marketId,
      market: market?.market ?? null,
      score: p.action === 'result' ? { home: p.final.home, away: p.final.away } : null,
      results: p.action === 'settle' ? p.results.map((x) => ({ selection: names.get(x.selectionId) ?? `#${x.selectionId}`, result: x.result, deadHeat: x.deadHeat })) : [],
      correction: p.correction,
      reason: p.reason ?? null,
      makerId: Number(r.maker_id),
      maker: r.display_name ?? `#${r.maker_id}`,
      createdAt: Number(r.created_at),
      expiresAt: Number(r.expires_at),
    });
  }
  return out;
}

/** The settlement tab: events whose results are due, what waits for approval, the latest resulted events. */
export async function boSportsSettlement(app: AppContext, lang = 'bn', now = Date.now()): Promise<SettlementDesk> {
  const [waiting, recent, waitingApproval] = await Promise.all([
    // Live or ended is past its start whatever the planned time said (a hand-made event starts when a trader starts it).
    staffEventsIn(app, ['live', 'ended'], { unsettled: true, limit: 100, lang }),
    staffEventsIn(app, ['settled'], { newestFirst: true, limit: 20, lang }),
    pending(app, lang, now),
  ]);
  return { waiting, pending: waitingApproval, recent };
}
