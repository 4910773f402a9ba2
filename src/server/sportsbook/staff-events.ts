/**
 * Staff reads of events (the back office's events, trading and settlement tabs): events with
 * their market and bet counts and exposure, one event with every market's limits, exposure and
 * bets, and a sport's competitions and teams. Names in the reader's language.
 */
import { sql } from 'kysely';
import type { BoEvent, BoEventRow, BoMarket } from '#lib/contracts/backoffice-sports.ts';
import type { EventStatus, MarketKind, MarketStatus, SelectionResult, SportKey, SportKind } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { getSetting } from '#server/system/index.ts';
import { UnknownEvent } from './errors.ts';
import { ownName, staffEventName, staffMarketName, staffSelectionName } from './staff-names.ts';

const PAGE = 30;

export interface StaffEventQuery {
  kind?: SportKind | undefined;
  sport?: SportKey | undefined;
  status?: EventStatus | undefined;
  source?: string | undefined;
  search?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  pageNo?: number | undefined;
  language?: string | undefined;
}

function eventsQuery(db: Db) {
  return db
    .selectFrom('sports_events as e')
    .innerJoin('sports_competitions as c', 'c.id', 'e.competition_id')
    .innerJoin('sports_teams as h', 'h.id', 'e.home_team_id')
    .innerJoin('sports_teams as a', 'a.id', 'e.away_team_id')
    .select(['e.id', 'e.kind', 'e.sport', 'e.starts_at', 'e.status', 'e.in_play', 'e.source', 'e.live', 'e.result', 'e.version', 'e.competition_id', 'e.home_team_id', 'e.away_team_id', 'c.names as c_names', 'h.names as h_names', 'a.names as a_names']);
}
type EventJoin = Awaited<ReturnType<ReturnType<typeof eventsQuery>['execute']>>[number];

/** Bets (not rejected) with a leg on each of the events. */
async function betCounts(db: Db, column: 'event_id' | 'market_id' | 'selection_id', ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
    .select((eb) => [`l.${column} as id`, eb.fn.count<number>('l.bet_id').distinct().as('n')])
    .where(`l.${column}`, 'in', ids)
    .where('b.status', '<>', 'rejected')
    .groupBy(`l.${column}`)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

function scoreOf(r: { live: string | null; result: string | null }): { home: number; away: number } | null {
  const s = r.result ?? r.live;
  if (!s) return null;
  const v = JSON.parse(s) as { home: number; away: number };
  return { home: v.home, away: v.away };
}

async function rowsOf(db: Db, rows: EventJoin[], lang: string): Promise<BoEventRow[]> {
  const ids = rows.map((r) => Number(r.id));
  const [bets, markets] = await Promise.all([
    betCounts(db, 'event_id', ids),
    ids.length
      ? db
          .selectFrom('sports_markets')
          .select((eb) => ['event_id', 'status', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('exposure').as('exposure')])
          .where('event_id', 'in', ids)
          .groupBy(['event_id', 'status'])
          .execute()
      : [],
  ]);
  return rows.map((r) => {
    const id = Number(r.id);
    const mine = markets.filter((m) => Number(m.event_id) === id);
    return {
      id,
      kind: r.kind as SportKind,
      sport: r.sport as SportKey,
      competition: ownName(r.c_names, lang),
      home: ownName(r.h_names, lang),
      away: ownName(r.a_names, lang),
      startsAt: Number(r.starts_at),
      status: r.status as EventStatus,
      inPlay: Number(r.in_play) === 1,
      source: r.source,
      score: scoreOf(r),
      markets: mine.reduce((s, m) => s + Number(m.n), 0),
      openMarkets: mine.filter((m) => m.status === 'open').reduce((s, m) => s + Number(m.n), 0),
      bets: bets.get(id) ?? 0,
      exposure: mine.reduce((s, m) => s + Number(m.exposure ?? 0), 0),
      version: Number(r.version),
    };
  });
}

/** Events newest start first, filtered. */
export async function staffEvents(app: AppContext, q: StaffEventQuery) {
  let base = eventsQuery(app.db);
  if (q.kind) base = base.where('e.kind', '=', q.kind);
  if (q.sport) base = base.where('e.sport', '=', q.sport);
  if (q.status) base = base.where('e.status', '=', q.status);
  if (q.source) base = base.where('e.source', '=', q.source);
  if (q.from !== undefined) base = base.where('e.starts_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('e.starts_at', '<', q.to);
  if (q.search) {
    // Names are JSON per language: a plain substring match over the JSON text finds any language's name.
    const like = `%${q.search.toLowerCase().replace(/[%_]/g, '')}%`;
    base = base.where((eb) => eb.or([eb(eb.fn('lower', ['c.names']), 'like', like), eb(eb.fn('lower', ['h.names']), 'like', like), eb(eb.fn('lower', ['a.names']), 'like', like)]));
  }
  const total = Number((await base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const page = q.pageNo ?? 1;
  const rows = await base.orderBy('e.starts_at', 'desc').orderBy('e.id', 'desc').limit(PAGE).offset((page - 1) * PAGE).execute();
  return { list: await rowsOf(app.db, rows, q.language ?? 'bn'), pageNum: page, totalPages: Math.max(1, Math.ceil(total / PAGE)), total };
}

/**
 * Events in these states, by start time (the settlement tab's lists): hand-made ones first (staff
 * result those; the feed results its own), and with `unsettled` only those with a market still
 * open or suspended.
 */
export async function staffEventsIn(app: AppContext, statuses: EventStatus[], o: { unsettled?: boolean; newestFirst?: boolean; limit: number; lang: string }): Promise<BoEventRow[]> {
  let q = eventsQuery(app.db).where('e.status', 'in', statuses);
  if (o.unsettled) q = q.where((eb) => eb.exists(eb.selectFrom('sports_markets as k').select('k.id').whereRef('k.event_id', '=', 'e.id').where('k.status', 'in', ['open', 'suspended'])));
  const rows = await q
    .orderBy(sql`case when e.source = 'manual' then 0 else 1 end`)
    .orderBy('e.starts_at', o.newestFirst ? 'desc' : 'asc')
    .orderBy('e.id')
    .limit(o.limit)
    .execute();
  return rowsOf(app.db, rows, o.lang);
}

/** One event with every market and selection, each market's limits in force, exposure and bets. */
export async function staffEvent(app: AppContext, eventId: number, lang = 'bn'): Promise<BoEvent> {
  const r = await eventsQuery(app.db).where('e.id', '=', eventId).executeTakeFirst();
  if (!r) throw new UnknownEvent('No such event.', { eventId });
  const settings = await getSetting(app.db, 'sports');
  const [row] = await rowsOf(app.db, [r], lang);
  const markets = await app.db.selectFrom('sports_markets').selectAll().where('event_id', '=', eventId).orderBy('sort').orderBy('id').execute();
  const marketIds = markets.map((m) => Number(m.id));
  const selections = marketIds.length ? await app.db.selectFrom('sports_selections').selectAll().where('market_id', 'in', marketIds).orderBy('sort').orderBy('id').execute() : [];
  const [marketBets, selectionBets] = await Promise.all([betCounts(app.db, 'market_id', marketIds), betCounts(app.db, 'selection_id', selections.map((s) => Number(s.id)))]);
  const home = row!.home;
  const away = row!.away;
  const marketList: BoMarket[] = markets.map((m) => {
    const naming = { kind: m.kind, line_q: m.line_q, names: m.names };
    return {
      id: Number(m.id),
      kind: m.kind as MarketKind,
      line: m.line_q === null ? null : Number(m.line_q) / 4,
      name: staffMarketName(lang, naming),
      main: Number(m.main) === 1,
      status: m.status as MarketStatus,
      suspensions: Number(m.suspensions),
      revision: Number(m.revision),
      exposure: Number(m.exposure),
      maxStake: m.max_stake === null ? null : Number(m.max_stake),
      maxPayoutBet: m.max_payout_bet === null ? null : Number(m.max_payout_bet),
      maxPayoutMarket: m.max_payout_market === null ? null : Number(m.max_payout_market),
      limit: m.max_payout_market === null ? settings.maxPayoutMarket : Number(m.max_payout_market),
      bets: marketBets.get(Number(m.id)) ?? 0,
      selections: selections
        .filter((s) => Number(s.market_id) === Number(m.id))
        .map((s) => ({
          id: Number(s.id),
          key: s.key,
          name: staffSelectionName(lang, naming, s, home, away),
          odds: Number(s.odds),
          status: s.status === 'suspended' ? 'suspended' : 'open',
          result: (s.result as SelectionResult | null) ?? null,
          deadHeat: Number(s.dead_heat),
          bets: selectionBets.get(Number(s.id)) ?? 0,
        })),
    };
  });
  return {
    ...row!,
    competitionId: Number(r.competition_id),
    homeId: Number(r.home_team_id),
    awayId: Number(r.away_team_id),
    result: r.result ? (JSON.parse(r.result) as BoEvent['result']) : null,
    marketList,
  };
}

/** A sport's competitions and teams, by name (to make an event with existing ones). */
export async function staffCatalogue(app: AppContext, sport: SportKey, lang = 'bn') {
  const [competitions, teams] = await Promise.all([
    app.db.selectFrom('sports_competitions').select(['id', 'names']).where('sport', '=', sport).where('status', '=', 'active').execute(),
    app.db.selectFrom('sports_teams').select(['id', 'names']).where('sport', '=', sport).execute(),
  ]);
  const named = (rows: { id: number; names: string }[]) => rows.map((x) => ({ id: Number(x.id), name: ownName(x.names, lang) })).sort((a, b) => a.name.localeCompare(b.name));
  return { competitions: named(competitions), teams: named(teams).slice(0, 500) };
}

/** An event's and its names' short description for approvals and audits ("Home v Away"). */
export async function eventTitle(db: Db, eventId: number, lang = 'en'): Promise<string> {
  const r = await eventsQuery(db).where('e.id', '=', eventId).executeTakeFirst();
  return r ? staffEventName(lang, ownName(r.h_names, lang), ownName(r.a_names, lang)) : `#${eventId}`;
}

/** A market's event id, name and its selections' names (for approvals and audits). */
export async function marketTitle(db: Db, marketId: number, lang = 'en') {
  const m = await db.selectFrom('sports_markets').selectAll().where('id', '=', marketId).executeTakeFirst();
  if (!m) return null;
  const r = await eventsQuery(db).where('e.id', '=', m.event_id).executeTakeFirst();
  const home = r ? ownName(r.h_names, lang) : '';
  const away = r ? ownName(r.a_names, lang) : '';
  const selections = await db.selectFrom('sports_selections').select(['id', 'key', 'names']).where('market_id', '=', marketId).orderBy('sort').orderBy('id').execute();
  const naming = { kind: m.kind, line_q: m.line_q, names: m.names };
  return {
    eventId: Number(m.event_id),
    event: staffEventName(lang, home, away),
    market: staffMarketName(lang, naming),
    status: m.status as MarketStatus,
    revision: Number(m.revision),
    selections: selections.map((s) => ({ id: Number(s.id), name: staffSelectionName(lang, naming, s, home, away) })),
  };
}
