/**
 * Job sports:live (every second): each live feed event's state now from its feed; when the score
 * or clock moved, the event's `live` and version (guarded by the state it had, so of several
 * instances one applies each move), the in-play prices at settings.inPlayMargin into the changed
 * selections, and the bet stop: around a scoring moment the event's markets go open → suspended
 * (suspensions + 1, held by the feed: feed_hold 1) and reopen when it passes; a market whose outcome
 * is decided (fewer than two prices now: feed_hold 2) stays suspended until a price comes back. Pushes follow the commit. Only events that moved cost
 * queries; the rest cost one in-memory lookup each.
 */
import type { MarketPrice } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { sql } from 'kysely';
import { getSetting } from '#server/system/index.ts';
import { feedEventOf, feedNamed, type FollowedRow, liveFeedEvents } from './event-jobs.ts';
import type { FeedPrice, FeedUpdate } from './feed.ts';
import type { SportsJob } from './job-type.ts';
import { pushOdds, pushScore } from './publish.ts';

/** Events moved in one transaction (a tick with hundreds of moves commits a few times, not hundreds). */
const CHUNK = 10;

interface Move {
  row: FollowedRow;
  upd: FeedUpdate;
  changed: boolean;
}

interface Pushed {
  eventId: number;
  version: number;
  scored: boolean;
  upd: FeedUpdate;
  markets: MarketPrice[];
}

const priceKey = (kind: string, lineQ: number | null) => `${kind}:${lineQ ?? ''}`;

/** One event's move inside the tick's transaction; null when another instance applied it first. */
async function applyMove(tx: Db, m: Move, now: number): Promise<Pushed | null> {
  const { row, upd } = m;
  if (m.changed) {
    const guard = tx
      .updateTable('sports_events')
      .set((eb) => ({ live: JSON.stringify(upd.state), version: eb('version', '+', 1), updated_at: now }))
      .where('id', '=', row.id)
      .where('status', '=', 'live');
    const r = await (row.live === null ? guard.where('live', 'is', null) : guard.where('live', '=', row.live)).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return null;
  }
  const prices = new Map<string, FeedPrice>();
  for (const p of upd.prices() ?? []) prices.set(priceKey(p.kind, p.lineQ), p);
  const markets = await tx.selectFrom('sports_markets').select(['id', 'kind', 'line_q', 'status', 'feed_hold']).where('event_id', '=', row.id).where('status', 'in', ['open', 'suspended']).orderBy('sort').execute();
  const sels = markets.length
    ? await tx
        .selectFrom('sports_selections')
        .select(['id', 'market_id', 'key', 'odds', 'status'])
        .where(
          'market_id',
          'in',
          markets.map((mk) => mk.id),
        )
        .orderBy('sort')
        .execute()
    : [];
  const byMarket = new Map<number, typeof sels>();
  for (const s of sels) byMarket.set(Number(s.market_id), [...(byMarket.get(Number(s.market_id)) ?? []), s]);
  const selUpdates: { id: number; odds: number; status: string }[] = [];
  const hold: number[] = [];
  const holdDecided: number[] = [];
  const release: number[] = [];
  const out: MarketPrice[] = [];
  for (const mk of markets) {
    const price = prices.get(priceKey(mk.kind, mk.line_q === null ? null : Number(mk.line_q)));
    if (!price) continue;
    const odds = new Map(price.selections.map((s) => [s.key, s.odds]));
    let touched = false;
    const shown: MarketPrice['selections'] = [];
    for (const s of byMarket.get(Number(mk.id)) ?? []) {
      const quoted = odds.get(s.key);
      const nextOdds = quoted ?? Number(s.odds);
      const nextStatus = quoted === undefined ? s.status : quoted === null ? 'suspended' : 'open';
      if (nextOdds !== Number(s.odds) || nextStatus !== s.status) {
        selUpdates.push({ id: Number(s.id), odds: nextOdds, status: nextStatus });
        touched = true;
      }
      shown.push({ id: Number(s.id), odds: nextOdds, status: nextStatus === 'suspended' ? 'suspended' : 'open' });
    }
    // 2: held because fewer than two selections can be priced now; 1: a bet stop; 0: open.
    const priced = price.selections.filter((s) => s.odds !== null).length;
    const want = priced < 2 ? 2 : upd.betStop ? 1 : 0;
    const heldBy = Number(mk.feed_hold);
    let status = mk.status as MarketPrice['status'];
    if (want > 0 && mk.status === 'open') {
      (want === 2 ? holdDecided : hold).push(Number(mk.id));
      status = 'suspended';
      touched = true;
    } else if (want === 0 && mk.status === 'suspended' && heldBy > 0) {
      release.push(Number(mk.id));
      status = 'open';
      touched = true;
    } else if (want === 2 && mk.status === 'suspended' && heldBy === 1) holdDecided.push(Number(mk.id));
    if (touched) out.push({ id: Number(mk.id), status, selections: shown });
  }
  for (const [ids, mark] of [
    [hold, 1],
    [holdDecided, 2],
  ] as const) {
    if (!ids.length) continue;
    await tx
      .updateTable('sports_markets')
      .set((eb) => ({ status: 'suspended', suspensions: eb('suspensions', '+', 1), feed_hold: mark, updated_at: now }))
      .where('id', 'in', ids)
      .where('status', '=', 'open')
      .execute();
    // A bet stop's market that can no longer be priced stays held (no suspension to count: it is one already).
    await tx.updateTable('sports_markets').set({ feed_hold: mark }).where('id', 'in', ids).where('status', '=', 'suspended').where('feed_hold', '>', 0).execute();
  }
  if (release.length) {
    await tx.updateTable('sports_markets').set({ status: 'open', feed_hold: 0, updated_at: now }).where('id', 'in', release).where('status', '=', 'suspended').where('feed_hold', '>', 0).execute();
  }
  if (selUpdates.length) {
    // One statement for the event's changed selections (a goal moves dozens of prices at once).
    const ids = selUpdates.map((u) => u.id);
    const oddsCase = sql.join(selUpdates.map((u) => sql`when ${u.id} then cast(${u.odds} as integer)`), sql` `);
    const statusCase = sql.join(selUpdates.map((u) => sql`when ${u.id} then ${u.status}`), sql` `);
    await sql`update sports_selections set odds = case id ${oddsCase} end, status = case id ${statusCase} end, updated_at = ${now} where id in (${sql.join(ids)})`.execute(tx);
  }
  let version = row.version + (m.changed ? 1 : 0);
  if (!m.changed && out.length) {
    const r = await tx
      .updateTable('sports_events')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
      .where('id', '=', row.id)
      .where('status', '=', 'live')
      .returning('version')
      .executeTakeFirst();
    if (!r) return null;
    version = Number(r.version);
  }
  if (!m.changed && !out.length) return null;
  return { eventId: row.id, version, scored: m.changed, upd, markets: out };
}

/** Job sports:live — see the file's comment; answers how many events moved. */
export async function runLive(app: AppContext, now: number): Promise<number> {
  const rows = await liveFeedEvents(app.db);
  if (!rows.length) return 0;
  const settings = await getSetting(app.db, 'sports');
  const ctx = { margin: settings.margin, inPlayMargin: settings.inPlayMargin };
  const held = new Set(
    (
      await app.db
        .selectFrom('sports_markets')
        .select('event_id')
        .where('feed_hold', '=', 1)
        .where('status', '=', 'suspended')
        .where(
          'event_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    ).map((r) => Number(r.event_id)),
  );
  const moves: Move[] = [];
  for (const row of rows) {
    const upd = feedNamed(row.source)?.follow(feedEventOf(row), now, ctx);
    if (!upd || upd.status !== 'live') continue;
    const changed = JSON.stringify(upd.state) !== row.live;
    // Unchanged: only a bet stop that has passed (or a decided market to hold) needs a look.
    if (!changed && !(held.has(row.id) && !upd.betStop)) continue;
    moves.push({ row, upd, changed });
  }
  let moved = 0;
  for (let i = 0; i < moves.length; i += CHUNK) {
    const chunk = moves.slice(i, i + CHUNK);
    const pushed = await app.db.transaction().execute(async (tx) => {
      const done: Pushed[] = [];
      for (const m of chunk) {
        const p = await applyMove(tx, m, now);
        if (p) done.push(p);
      }
      return done;
    });
    for (const p of pushed) {
      moved++;
      if (p.scored) pushScore(app, p.eventId, p.version, 'live', p.upd.state);
      pushOdds(app, p.eventId, p.version, p.markets);
    }
    // Let the streams write these pushes before the next chunk: on SQLite the queries never yield
    // to I/O, so without this every push of the tick would wait for its last chunk.
    if (pushed.length) await new Promise((r) => setTimeout(r, 0));
  }
  return moved;
}

export const LIVE_JOB: SportsJob = { name: 'sports:live', run: runLive };
