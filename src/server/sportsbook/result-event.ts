/**
 * An event's final score turned into its markets' results: every market settled by the score gets
 * its selections' results (outcomes.ts), the bets' legs take them, and the settlement job pays.
 */
import type { FinalScore, LiveState, MarketKind } from '#lib/contracts/sports-model.ts';
import { selectionResult } from '#lib/sports/outcomes.ts';
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { EventStateChanged, UnknownEvent } from './errors.ts';
import { pushOdds, pushScore } from './publish.ts';
import { applyResults, bumpEvent, marketForUpdate, marketPrices } from './settle-apply.ts';

export interface EventRow {
  id: number;
  status: string;
  result: string | null;
  live: string | null;
}

export const eventLock = (eventId: number) => `sports-event:${eventId}`;

export async function eventForUpdate(sql: SqlRunner, eventId: number): Promise<EventRow> {
  await sql.lock(eventLock(eventId));
  const e = await sql.get<EventRow>('select id, status, result, live from sports_events where id = ?', [eventId]);
  if (!e) throw new UnknownEvent('No such event.', { eventId });
  return e;
}

const validScore = (s: { home: number; away: number }) => Number.isInteger(s.home) && Number.isInteger(s.away) && s.home >= 0 && s.away >= 0;

/** Results every score-settled market of the event that is not void (winner markets stay for staff); answers the markets whose results changed. */
export async function resultMarketsFromScore(sql: SqlRunner, eventId: number, final: FinalScore, now: number): Promise<number[]> {
  const markets = await sql.all<{ id: number }>("select id from sports_markets where event_id = ? and kind <> 'winner' and status <> 'void' order by id", [eventId]);
  const changed: number[] = [];
  for (const { id } of markets) {
    const m = await marketForUpdate(sql, Number(id));
    const sels = await sql.all<{ id: number; key: string }>('select id, key from sports_selections where market_id = ?', [m.id]);
    const outcomes = sels.map((s) => ({ selectionId: Number(s.id), result: selectionResult(m.kind as Exclude<MarketKind, 'winner'>, m.line_q, s.key, final), deadHeat: 1 }));
    if ((await applyResults(sql, m, outcomes, 'settled', now)) !== null) changed.push(m.id);
  }
  return changed;
}

/**
 * Results an ended (or live, for a hand-made event) event from its final score; a second call with
 * another score is a correction (every market's revision raised, settled bets resettled by the job).
 */
export async function resultEvent(app: AppContext, eventId: number, final: FinalScore, now = Date.now()): Promise<{ markets: number }> {
  if (!validScore(final) || !final.parts.every(([home, away]) => validScore({ home, away }))) throw new RangeError('resultEvent: a score is whole numbers ≥ 0');
  const score: FinalScore = { home: final.home, away: final.away, parts: final.parts };
  const done = await app.ledger.run(async (sql) => {
    const e = await eventForUpdate(sql, eventId);
    const stored = JSON.stringify(score);
    if (e.status === 'scheduled' || e.status === 'live') {
      const before = e.live ? (JSON.parse(e.live) as LiveState) : null;
      const live: LiveState = { period: before?.period ?? Math.max(1, score.parts.length), clock: before?.clock ?? 0, home: score.home, away: score.away, parts: score.parts.length ? score.parts : (before?.parts ?? []) };
      const n = await sql.run("update sports_events set status = 'ended', result = ?, live = ?, ended_at = ?, updated_at = ? where id = ? and status = ?", [stored, JSON.stringify(live), now, now, eventId, e.status]);
      if (n !== 1) throw new EventStateChanged('The event changed meanwhile.', { eventId });
    } else if (e.status === 'ended' || e.status === 'settled') {
      // A correction: the event is open for settlement again until the job has resettled its bets.
      if (e.result !== stored) {
        const n = await sql.run("update sports_events set status = 'ended', result = ?, updated_at = ? where id = ? and status = ?", [stored, now, eventId, e.status]);
        if (n !== 1) throw new EventStateChanged('The event changed meanwhile.', { eventId });
      }
    } else throw new EventStateChanged('A cancelled or abandoned event takes no result.', { eventId, status: e.status });
    const changed = await resultMarketsFromScore(sql, eventId, score, now);
    const version = await bumpEvent(sql, eventId, now);
    const ev = await sql.get<{ status: string; live: string | null }>('select status, live from sports_events where id = ?', [eventId]);
    return { changed, version, status: ev!.status, live: ev!.live ? (JSON.parse(ev!.live) as LiveState) : null, prices: await marketPrices(sql, changed) };
  });
  pushScore(app, eventId, done.version, done.status as 'ended', done.live);
  pushOdds(app, eventId, done.version, done.prices);
  return { markets: done.changed.length };
}

/**
 * Part of the settlement job: ended events with a final score whose score-settled markets are still
 * unresulted (the end of the event was written but resulting it failed) are resulted from that score.
 */
export async function resultEndedEvents(app: AppContext, now: number): Promise<number> {
  const rows = await app.db
    .selectFrom('sports_events')
    .innerJoin('sports_markets', 'sports_markets.event_id', 'sports_events.id')
    .select(['sports_events.id', 'sports_events.result'])
    .distinct()
    .where('sports_events.status', '=', 'ended')
    .where('sports_events.result', 'is not', null)
    .where('sports_markets.kind', '<>', 'winner')
    .where('sports_markets.status', 'in', ['open', 'suspended'])
    .limit(50)
    .execute();
  let n = 0;
  for (const r of rows) {
    try {
      n += (await resultEvent(app, Number(r.id), JSON.parse(r.result!) as FinalScore, now)).markets;
    } catch (err) {
      app.log.error({ err, eventId: Number(r.id) }, 'resulting an ended event failed; the next run retries');
    }
  }
  return n;
}
