/**
 * A hand-made event's life by hand: started (scheduled → live, the score 0–0), cancelled before
 * the start (scheduled → cancelled) or abandoned while live (live → abandoned). Cancelling or
 * abandoning suspends its open markets at once, so no bet is taken meanwhile; the settlement job
 * then applies the rules to them (a cancelled event's markets void; an abandoned one's stand where
 * their result was already certain, the others void) and pays back.
 */
import type { EventStatus, LiveState } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';
import { atomically } from '#server/db/connect.ts';
import { EventStateChanged, UnknownEvent } from './errors.ts';
import { pushOdds, pushScore } from './publish.ts';
import { marketPrice } from './trading-markets.ts';

export type EventAction = 'start' | 'cancel' | 'abandon';

const MOVES: Record<EventAction, { from: EventStatus; to: EventStatus }> = {
  start: { from: 'scheduled', to: 'live' },
  cancel: { from: 'scheduled', to: 'cancelled' },
  abandon: { from: 'live', to: 'abandoned' },
};

export async function setEventStatus(app: AppContext, eventId: number, action: EventAction, now = Date.now()) {
  const e = await app.db.selectFrom('sports_events').select(['id', 'status', 'source']).where('id', '=', eventId).executeTakeFirst();
  if (!e) throw new UnknownEvent('No such event.', { eventId });
  if (e.source !== 'manual') throw new EventStateChanged('Only an event made by hand is started, cancelled or abandoned by hand; the feed moves its own.', { eventId, source: e.source });
  const move = MOVES[action];
  if (e.status !== move.from) throw new EventStateChanged(`The event is ${e.status}.`, { eventId, status: e.status });
  const live: LiveState | null = action === 'start' ? { home: 0, away: 0, period: 1, clock: 0, parts: [] } : null;
  const suspended = await atomically(app.db, async (tx) => {
    const r = await tx
      .updateTable('sports_events')
      .set((eb) => ({ status: move.to, version: eb('version', '+', 1), updated_at: now, ...(live ? { live: JSON.stringify(live) } : {}), ...(action === 'start' ? {} : { ended_at: now }) }))
      .where('id', '=', eventId)
      .where('status', '=', move.from)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new EventStateChanged('The event changed meanwhile; look again.', { eventId });
    if (action === 'start') return [];
    const open = await tx.selectFrom('sports_markets').select('id').where('event_id', '=', eventId).where('status', '=', 'open').execute();
    for (const m of open) {
      await tx
        .updateTable('sports_markets')
        .set((eb) => ({ status: 'suspended', suspensions: eb('suspensions', '+', 1), updated_at: now }))
        .where('id', '=', m.id)
        .where('status', '=', 'open')
        .execute();
    }
    return open.map((m) => Number(m.id));
  });
  const ev = await app.db.selectFrom('sports_events').select(['version', 'live']).where('id', '=', eventId).executeTakeFirstOrThrow();
  pushScore(app, eventId, Number(ev.version), move.to, ev.live ? (JSON.parse(ev.live) as LiveState) : null);
  if (suspended.length) pushOdds(app, eventId, Number(ev.version), await Promise.all(suspended.map((id) => marketPrice(app.db, id))));
  return { eventId, from: move.from, status: move.to, version: Number(ev.version), suspended: suspended.length };
}
