/**
 * Trading by hand: a market suspended or reopened, a selection's odds changed, a market's limits
 * set. Each is a guarded update (the row's state checked in the WHERE, the row count read), bumps
 * the event's version and, once committed, pushes the market's prices to open pages.
 */
import type { MarketPrice, MarketStatus } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { EventStateChanged, MarketClosed, MarketStateChanged, UnknownMarket, UnknownSelection } from './errors.ts';
import { pushOdds } from './publish.ts';

/** Raises an event's version (a page redraws what changed) and answers the new one. */
export async function bumpEventVersion(db: Db, eventId: number, now: number): Promise<number> {
  await db
    .updateTable('sports_events')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', eventId)
    .execute();
  const r = await db.selectFrom('sports_events').select('version').where('id', '=', eventId).executeTakeFirstOrThrow();
  return Number(r.version);
}

/** A market's prices as pushed. */
export async function marketPrice(db: Db, marketId: number): Promise<MarketPrice> {
  const m = await db.selectFrom('sports_markets').select(['id', 'status']).where('id', '=', marketId).executeTakeFirstOrThrow();
  const sel = await db.selectFrom('sports_selections').select(['id', 'odds', 'status']).where('market_id', '=', marketId).orderBy('sort').orderBy('id').execute();
  return { id: Number(m.id), status: m.status as MarketStatus, selections: sel.map((s) => ({ id: Number(s.id), odds: Number(s.odds), status: s.status === 'suspended' ? 'suspended' : 'open' })) };
}

async function marketRow(db: Db, marketId: number) {
  const m = await db.selectFrom('sports_markets').selectAll().where('id', '=', marketId).executeTakeFirst();
  if (!m) throw new UnknownMarket('No such market.', { marketId });
  return m;
}

async function publishMarket(app: AppContext, eventId: number, marketId: number, now: number): Promise<number> {
  const version = await bumpEventVersion(app.db, eventId, now);
  pushOdds(app, eventId, version, [await marketPrice(app.db, marketId)]);
  return version;
}

/**
 * Suspends (open → suspended, raising `suspensions`) or reopens (suspended → open) a market. Asking
 * for the state it already has changes nothing (changed: false); a settled or void market, or one of
 * an event that has finished, is refused.
 */
export async function setMarketStatus(app: AppContext, marketId: number, to: 'open' | 'suspended', now = Date.now()) {
  const m = await marketRow(app.db, marketId);
  const eventId = Number(m.event_id);
  if (m.status === to) {
    const e = await app.db.selectFrom('sports_events').select('version').where('id', '=', eventId).executeTakeFirstOrThrow();
    return { marketId, eventId, from: m.status as MarketStatus, status: to as MarketStatus, suspensions: Number(m.suspensions), version: Number(e.version), changed: false };
  }
  if (m.status !== 'open' && m.status !== 'suspended') throw new MarketStateChanged(`The market is ${m.status}.`, { marketId, status: m.status });
  if (to === 'open') {
    const e = await app.db.selectFrom('sports_events').select('status').where('id', '=', eventId).executeTakeFirstOrThrow();
    if (e.status !== 'scheduled' && e.status !== 'live') throw new EventStateChanged(`The event is ${e.status}.`, { eventId, status: e.status });
  }
  const from = m.status;
  const r = await app.db
    .updateTable('sports_markets')
    .set((eb) => (to === 'suspended' ? { status: 'suspended', suspensions: eb('suspensions', '+', 1), updated_at: now } : { status: 'open', updated_at: now }))
    .where('id', '=', marketId)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new MarketStateChanged('The market changed meanwhile; look again.', { marketId });
  const version = await publishMarket(app, eventId, marketId, now);
  const after = await marketRow(app.db, marketId);
  return { marketId, eventId, from: from as MarketStatus, status: to as MarketStatus, suspensions: Number(after.suspensions), version, changed: true };
}

/** Changes one selection's odds while its market is open or suspended (bets keep their accepted odds). */
export async function setSelectionOdds(app: AppContext, selectionId: number, odds: number, now = Date.now()) {
  const s = await app.db
    .selectFrom('sports_selections as s')
    .innerJoin('sports_markets as m', 'm.id', 's.market_id')
    .select(['s.id', 's.odds', 's.market_id', 'm.event_id', 'm.status'])
    .where('s.id', '=', selectionId)
    .executeTakeFirst();
  if (!s) throw new UnknownSelection('No such selection.', { selectionId });
  const marketId = Number(s.market_id);
  const eventId = Number(s.event_id);
  const r = await app.db
    .updateTable('sports_selections')
    .set({ odds, updated_at: now })
    .where('id', '=', selectionId)
    .where('market_id', 'in', (eb) => eb.selectFrom('sports_markets').select('id').where('id', '=', marketId).where('status', 'in', ['open', 'suspended']))
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new MarketClosed('The market is settled or void: its odds no longer change.', { marketId });
  const version = await publishMarket(app, eventId, marketId, now);
  return { selectionId, marketId, eventId, from: Number(s.odds), odds, version };
}

export interface MarketLimits {
  maxStake: number | null;
  maxPayoutBet: number | null;
  maxPayoutMarket: number | null;
}

/** Sets a market's limits (null: the settings' default) while it is open or suspended. */
export async function setMarketLimits(app: AppContext, marketId: number, limits: MarketLimits, now = Date.now()) {
  const m = await marketRow(app.db, marketId);
  const r = await app.db
    .updateTable('sports_markets')
    .set({ max_stake: limits.maxStake, max_payout_bet: limits.maxPayoutBet, max_payout_market: limits.maxPayoutMarket, updated_at: now })
    .where('id', '=', marketId)
    .where('status', 'in', ['open', 'suspended'])
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new MarketClosed('The market is settled or void.', { marketId });
  await bumpEventVersion(app.db, Number(m.event_id), now);
  const before: MarketLimits = { maxStake: m.max_stake === null ? null : Number(m.max_stake), maxPayoutBet: m.max_payout_bet === null ? null : Number(m.max_payout_bet), maxPayoutMarket: m.max_payout_market === null ? null : Number(m.max_payout_market) };
  return { marketId, eventId: Number(m.event_id), before, ...limits };
}
