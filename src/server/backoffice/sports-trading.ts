/** Back office, sportsbook desk: the trading tab (a market suspended or reopened, odds, limits), each change audited. */
import type { AppContext } from '#server/app-context.ts';
import { type MarketLimits, setMarketLimits, setMarketStatus, setSelectionOdds } from '#server/sportsbook/index.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

/** Suspends or reopens a market; asking for the state it has is answered without a change (and not audited). */
export async function setSportsMarketStatusAs(app: AppContext, actor: StaffActor, marketId: number, to: 'open' | 'suspended', now = Date.now()) {
  const done = await setMarketStatus(app, marketId, to, now);
  if (done.changed) await audit(app.db, actor, { action: to === 'suspended' ? 'sports.market.suspend' : 'sports.market.open', targetType: 'sports_market', targetId: marketId, before: { status: done.from }, after: { status: done.status, suspensions: done.suspensions } }, now);
  return { marketId, eventId: done.eventId, status: done.status, suspensions: done.suspensions, version: done.version, changed: done.changed };
}

export async function setSportsOddsAs(app: AppContext, actor: StaffActor, selectionId: number, odds: number, now = Date.now()) {
  const done = await setSelectionOdds(app, selectionId, odds, now);
  await audit(app.db, actor, { action: 'sports.selection.odds', targetType: 'sports_selection', targetId: selectionId, before: { odds: done.from }, after: { odds, marketId: done.marketId } }, now);
  return { selectionId, marketId: done.marketId, eventId: done.eventId, odds, version: done.version };
}

export async function setSportsLimitsAs(app: AppContext, actor: StaffActor, marketId: number, limits: MarketLimits, now = Date.now()) {
  const done = await setMarketLimits(app, marketId, limits, now);
  await audit(app.db, actor, { action: 'sports.market.limits', targetType: 'sports_market', targetId: marketId, before: done.before, after: limits }, now);
  return { marketId, ...limits };
}
