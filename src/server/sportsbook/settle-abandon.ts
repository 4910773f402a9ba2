/**
 * Events that do not finish (the rules page, /sports/rules): a cancelled event (never played, or
 * called off before it could count) voids every market; an abandoned event keeps the markets whose
 * result was already certain at abandonment — whatever the rest of the match would have brought —
 * and voids all others (every leg on them counts at 1.00). Markets already settled or void stay as
 * they are on an abandonment; staff can still resettle any market by hand.
 */
import type { LiveState, MarketKind, SelectionResult } from '#lib/contracts/sports-model.ts';
import { selectionResult } from '#lib/sports/outcomes.ts';
import type { AppContext } from '#server/app-context.ts';
import { EventStateChanged } from './errors.ts';
import { pushOdds, pushScore } from './publish.ts';
import { eventForUpdate } from './result-event.ts';
import { applyResults, bumpEvent, marketForUpdate, marketPrices } from './settle-apply.ts';

type ScoreKind = Exclude<MarketKind, 'winner'>;

/**
 * Each selection's result when it is the same for every way the match could have gone on (scores
 * only rise: every final score from the state at abandonment up to enough more on each side to pass
 * the line), or null when any selection was still open.
 */
export function certainResults(kind: MarketKind, lineQ: number | null, keys: readonly string[], at: { home: number; away: number }): SelectionResult[] | null {
  if (kind === 'winner') return null;
  const more = 6 + Math.ceil(Math.abs(lineQ ?? 0) / 4);
  const out: SelectionResult[] = [];
  for (const key of keys) {
    const first = selectionResult(kind as ScoreKind, lineQ, key, { home: at.home, away: at.away, parts: [] });
    for (let h = 0; h <= more; h++) for (let a = 0; a <= more; a++) if (selectionResult(kind as ScoreKind, lineQ, key, { home: at.home + h, away: at.away + a, parts: [] }) !== first) return null;
    out.push(first);
  }
  return out;
}

async function closeEvent(app: AppContext, eventId: number, to: 'cancelled' | 'abandoned', state: LiveState | null, now: number): Promise<{ markets: number; stood: number }> {
  const done = await app.ledger.run(async (sql) => {
    const e = await eventForUpdate(sql, eventId);
    if (e.status === 'scheduled' || e.status === 'live') {
      const n = await sql.run('update sports_events set status = ?, live = coalesce(?, live), ended_at = ?, updated_at = ? where id = ? and status = ?', [to, state ? JSON.stringify(state) : null, now, now, eventId, e.status]);
      if (n !== 1) throw new EventStateChanged('The event changed meanwhile.', { eventId });
    } else if (e.status !== to) throw new EventStateChanged('Only an event not yet ended can be cancelled or abandoned.', { eventId, status: e.status });
    // Moved here or already moved (by the feed or a trader): its markets not yet resulted take the rule.
    const at = state ?? (e.live ? (JSON.parse(e.live) as LiveState) : null);
    const markets = await sql.all<{ id: number }>(`select id from sports_markets where event_id = ? and status ${to === 'cancelled' ? "<> 'void'" : "in ('open', 'suspended')"} order by id`, [eventId]);
    const changed: number[] = [];
    let stood = 0;
    for (const { id } of markets) {
      const m = await marketForUpdate(sql, Number(id));
      const sels = await sql.all<{ id: number; key: string }>('select id, key from sports_selections where market_id = ? order by sort, id', [m.id]);
      const certain = to === 'abandoned' && at ? certainResults(m.kind as MarketKind, m.line_q, sels.map((s) => s.key), at) : null;
      if (certain) stood++;
      const outcomes = sels.map((s, i) => ({ selectionId: Number(s.id), result: certain ? certain[i]! : ('void' as const), deadHeat: 1 }));
      if ((await applyResults(sql, m, outcomes, certain ? 'settled' : 'void', now)) !== null) changed.push(m.id);
    }
    const version = await bumpEvent(sql, eventId, now);
    const ev = await sql.get<{ live: string | null }>('select live from sports_events where id = ?', [eventId]);
    return { changed, stood, version, live: ev?.live ? (JSON.parse(ev.live) as LiveState) : null, prices: await marketPrices(sql, changed) };
  });
  pushScore(app, eventId, done.version, to, done.live);
  pushOdds(app, eventId, done.version, done.prices);
  return { markets: done.changed.length, stood: done.stood };
}

/**
 * Voids every market of a cancelled event (moving it scheduled/live → cancelled first when it is
 * not yet; the settlement job refunds each leg at 1.00).
 */
export function voidCancelledEvent(app: AppContext, eventId: number, now = Date.now()): Promise<{ markets: number }> {
  return closeEvent(app, eventId, 'cancelled', null, now);
}

/**
 * Abandons an event not yet ended (or applies the rule to one already abandoned), with the score
 * when play stopped: markets already certain stand (settled on that score), all others not yet
 * resulted are void. Answers the markets changed and how many stood.
 */
export function abandonEvent(app: AppContext, eventId: number, stateAtAbandonment: LiveState, now = Date.now()): Promise<{ markets: number; stood: number }> {
  return closeEvent(app, eventId, 'abandoned', stateAtAbandonment, now);
}

/**
 * Part of the settlement job: cancelled or abandoned events (moved by the feed or by hand) whose
 * markets still trade or stand suspended get the rule (void; or, abandoned, stand when certain).
 */
export async function closeUnfinishedEvents(app: AppContext, now: number): Promise<number> {
  const rows = await app.db
    .selectFrom('sports_events')
    .innerJoin('sports_markets', 'sports_markets.event_id', 'sports_events.id')
    .select(['sports_events.id', 'sports_events.status'])
    .distinct()
    .where('sports_events.status', 'in', ['cancelled', 'abandoned'])
    .where('sports_markets.status', 'in', ['open', 'suspended'])
    .limit(50)
    .execute();
  let n = 0;
  for (const r of rows) {
    try {
      const e = await app.db.selectFrom('sports_events').select('live').where('id', '=', r.id).executeTakeFirst();
      if (r.status === 'cancelled') n += (await voidCancelledEvent(app, Number(r.id), now)).markets;
      else n += (await abandonEvent(app, Number(r.id), e?.live ? (JSON.parse(e.live) as LiveState) : { home: 0, away: 0, period: 0, clock: 0, parts: [] }, now)).markets;
    } catch (err) {
      if (!(err instanceof EventStateChanged)) throw err;
    }
  }
  return n;
}
