/**
 * The public read side of /sports and /esports: the menu (sports with their competitions and how
 * many events are live and upcoming), event lists by tab with each event's main markets, and one
 * event with every market, its result and its fairness data. Events of hidden competitions are
 * never shown. A list is four queries whatever its size: the count, the page of events with their
 * competition and teams, the page's markets, the main markets' selections; and lists and menus
 * are kept for a few seconds while their events are unchanged (views-cache.ts).
 */
import type { SelectQueryBuilder } from 'kysely';
import type { EVENT_TABS, EventList, EventPage, SportsMenu } from '#lib/contracts/sports.ts';
import { SPORTS, type EventStatus, type SportKey, type SportKind } from '#lib/contracts/sports-model.ts';
import type { EventCard, EventView } from '#lib/contracts/sports-shapes.ts';
import type { Db } from '#server/db/connect.ts';
import type { Database } from '#server/db/schema.ts';
import { addDays, DAY, dayStart, merchantTimeZone } from '#server/system/index.ts';
import { UnknownEvent } from './errors.ts';
import { cachedView, type ViewScope } from './views-cache.ts';
import { cardMarkets, marketsOf, marketView, selectionsOf } from './views-markets.ts';
import { competitionView, finalScore, json, liveState, sportsT, teamView } from './views-names.ts';

export type EventTab = (typeof EVENT_TABS)[number];

export interface EventQuery {
  kind: SportKind;
  tab: EventTab;
  sport?: SportKey | undefined;
  competitionId?: number | undefined;
  language: string;
  pageNo: number;
  pageSize: number;
}

/** How far back the results tab reaches. */
export const RESULTS_DAYS = 3;
const FINISHED: EventStatus[] = ['ended', 'settled', 'abandoned', 'cancelled'];
/** The fairness seed is revealed once the event has ended (never before: it decides the simulated result). */
const SEED_SHOWN: readonly string[] = ['ended', 'settled'];

const EVENT_COLUMNS = [
  'e.id',
  'e.kind',
  'e.sport',
  'e.starts_at',
  'e.status',
  'e.in_play',
  'e.source',
  'e.live',
  'e.version',
  'c.id as c_id',
  'c.sport as c_sport',
  'c.names as c_names',
  'c.region as c_region',
  'h.id as h_id',
  'h.names as h_names',
  'h.short_names as h_short',
  'h.crest as h_crest',
  'a.id as a_id',
  'a.names as a_names',
  'a.short_names as a_short',
  'a.crest as a_crest',
] as const;

type Events = SelectQueryBuilder<Database & { e: Database['sports_events']; c: Database['sports_competitions'] }, 'e' | 'c', object>;

/** Events of a kind whose competition is shown. */
const shown = (db: Db, kind: SportKind) =>
  db.selectFrom('sports_events as e').innerJoin('sports_competitions as c', 'c.id', 'e.competition_id').where('e.kind', '=', kind).where('c.status', '!=', 'hidden');

function withPeople(q: Events) {
  return q.innerJoin('sports_teams as h', 'h.id', 'e.home_team_id').innerJoin('sports_teams as a', 'a.id', 'e.away_team_id');
}

type EventRow = {
  id: number | string;
  kind: string;
  sport: string;
  starts_at: number | string;
  status: string;
  in_play: number;
  source: string;
  live: string | null;
  version: number;
  c_id: number | string;
  c_sport: string;
  c_names: string;
  c_region: string;
  h_id: number | string;
  h_names: string;
  h_short: string;
  h_crest: string;
  a_id: number | string;
  a_names: string;
  a_short: string;
  a_crest: string;
};

function cardOf(r: EventRow, lang: string): Omit<EventCard, 'markets' | 'marketCount'> {
  return {
    id: Number(r.id),
    kind: r.kind as SportKind,
    sport: r.sport as SportKey,
    competition: competitionView({ id: r.c_id, sport: r.c_sport, names: r.c_names, region: r.c_region }, lang),
    home: teamView({ id: r.h_id, names: r.h_names, short_names: r.h_short, crest: r.h_crest }, lang),
    away: teamView({ id: r.a_id, names: r.a_names, short_names: r.a_short, crest: r.a_crest }, lang),
    startsAt: Number(r.starts_at),
    status: r.status as EventStatus,
    inPlay: Number(r.in_play) === 1,
    live: liveState(r.live),
    simulated: r.source === 'sim',
    version: Number(r.version),
  };
}

/**
 * One page of a tab's events. live: in play, by start; today: not started and starting before the
 * merchant's next midnight (whitelabel.timeZone), by start; upcoming: starting after it; results:
 * ended, settled, abandoned or cancelled events that started in the last RESULTS_DAYS days, newest
 * first. A page past the end answers the last one.
 */
export async function eventList(db: Db, q: EventQuery, now = Date.now()): Promise<EventList> {
  const key = `events|${q.kind}|${q.tab}|${q.sport ?? ''}|${q.competitionId ?? ''}|${q.language}|${q.pageNo}|${q.pageSize}`;
  const scope: ViewScope =
    q.tab === 'live'
      ? { kind: q.kind, statuses: ['live'], versions: true }
      : q.tab === 'results'
        ? { kind: q.kind, statuses: FINISHED, since: now - RESULTS_DAYS * DAY, versions: true }
        : { kind: q.kind, statuses: ['scheduled'], versions: true };
  const list = await cachedView(db, scope, key, () => buildEventList(db, q, now), now);
  return { ...list, serverTime: now };
}

async function buildEventList(db: Db, q: EventQuery, now: number): Promise<EventList> {
  let base = shown(db, q.kind);
  if (q.sport) base = base.where('e.sport', '=', q.sport);
  if (q.competitionId !== undefined) base = base.where('e.competition_id', '=', q.competitionId);
  if (q.tab === 'live') base = base.where('e.status', '=', 'live');
  else if (q.tab === 'results') base = base.where('e.status', 'in', FINISHED).where('e.starts_at', '>=', now - RESULTS_DAYS * DAY);
  else {
    const zone = await merchantTimeZone(db);
    const midnight = addDays(dayStart(now, zone), 1, zone);
    base = base.where('e.status', '=', 'scheduled').where('e.starts_at', q.tab === 'today' ? '<' : '>=', midnight);
  }
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const totalPages = Math.max(1, Math.ceil(total / q.pageSize));
  const pageNum = Math.min(q.pageNo, totalPages);
  if (total === 0) return { list: [], pageNum, totalPages, total, serverTime: now };
  const dir = q.tab === 'results' ? 'desc' : 'asc';
  const rows = (await withPeople(base)
    .select(EVENT_COLUMNS)
    .orderBy('e.starts_at', dir)
    .orderBy('e.id', dir)
    .limit(q.pageSize)
    .offset((pageNum - 1) * q.pageSize)
    .execute()) as EventRow[];
  return { list: await cardsOf(db, rows, q.language), pageNum, totalPages, total, serverTime: now };
}

async function cardsOf(db: Db, rows: EventRow[], lang: string): Promise<EventCard[]> {
  const t = sportsT(lang);
  const markets = await marketsOf(db, rows.map((r) => Number(r.id)));
  const shownMarkets = new Map(rows.map((r) => [Number(r.id), cardMarkets(markets.get(Number(r.id)) ?? [])]));
  const selections = await selectionsOf(db, [...shownMarkets.values()].flat().map((m) => Number(m.id)));
  return rows.map((r) => {
    const card = cardOf(r, lang);
    const id = Number(r.id);
    return {
      ...card,
      marketCount: markets.get(id)?.length ?? 0,
      markets: (shownMarkets.get(id) ?? []).map((m) => marketView(t, lang, m, selections.get(Number(m.id)) ?? [], card.home.name, card.away.name)),
    };
  });
}

/** One event with every market in the trader's order, its result and fairness data; UNKNOWN_EVENT when there is none to show. */
export async function eventPage(db: Db, id: number, lang: string, now = Date.now()): Promise<EventPage> {
  const row = await db
    .selectFrom('sports_events as e')
    .innerJoin('sports_competitions as c', 'c.id', 'e.competition_id')
    .innerJoin('sports_teams as h', 'h.id', 'e.home_team_id')
    .innerJoin('sports_teams as a', 'a.id', 'e.away_team_id')
    .select(EVENT_COLUMNS)
    .select(['e.result', 'e.commitment', 'e.seed', 'e.sim', 'c.status as c_status'])
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!row || row.c_status === 'hidden') throw new UnknownEvent('No such event', { eventId: id });
  const t = sportsT(lang);
  const card = cardOf(row as EventRow, lang);
  const markets = (await marketsOf(db, [id])).get(id) ?? [];
  const selections = await selectionsOf(db, markets.map((m) => Number(m.id)));
  const event: EventView = {
    ...card,
    marketCount: markets.length,
    markets: markets.map((m) => marketView(t, lang, m, selections.get(Number(m.id)) ?? [], card.home.name, card.away.name)),
    result: finalScore(row.result),
    fairness: {
      commitment: row.commitment,
      seed: SEED_SHOWN.includes(row.status) ? row.seed : null,
      sim: json<Record<string, unknown>>(row.sim),
    },
  };
  return { event, serverTime: now };
}

/** The page's sports in menu order (only those with live or upcoming events), each with its shown competitions that have events. */
export async function sportsMenu(db: Db, kind: SportKind, lang: string, now = Date.now()): Promise<SportsMenu> {
  const menu = await cachedView(db, { kind, statuses: ['live', 'scheduled'], versions: false }, `menu|${kind}|${lang}`, () => buildMenu(db, kind, lang, now), now);
  return { ...menu, serverTime: now };
}

async function buildMenu(db: Db, kind: SportKind, lang: string, now: number): Promise<SportsMenu> {
  const counts = await shown(db, kind)
    .select(['e.sport', 'c.id', 'c.names', 'c.region', 'c.sort', 'e.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('e.status', 'in', ['live', 'scheduled'])
    .groupBy(['e.sport', 'c.id', 'c.names', 'c.region', 'c.sort', 'e.status'])
    .execute();
  const t = sportsT(lang);
  const sports: SportsMenu['sports'] = [];
  for (const s of SPORTS) {
    if (s.kind !== kind) continue;
    const mine = counts.filter((r) => r.sport === s.key);
    if (!mine.length) continue;
    const comps = new Map<number, { id: number; name: string; region: string; events: number; sort: number }>();
    let live = 0;
    let upcoming = 0;
    for (const r of mine) {
      const n = Number(r.n);
      if (r.status === 'live') live += n;
      else upcoming += n;
      const id = Number(r.id);
      const c = comps.get(id);
      if (c) c.events += n;
      else comps.set(id, { ...competitionView({ id, sport: s.key, names: r.names, region: r.region }, lang), events: n, sort: Number(r.sort) });
    }
    const competitions = [...comps.values()].sort((a, b) => a.sort - b.sort || a.id - b.id).map(({ id, name, region, events }) => ({ id, name, region, events }));
    sports.push({ sport: s.key, name: t(`sports.sport.${s.key}`), live, upcoming, competitions });
  }
  return { kind, sports, serverTime: now };
}
