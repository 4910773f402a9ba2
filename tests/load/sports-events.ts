/**
 * Sportsbook event list benchmark (DESIGN.md: the event list p99 ≤ 20 ms). A fresh database with
 * 2,000 events over six days (three back, three ahead) in 48 competitions of the six sports, about
 * 14 markets and 40 selections each: the past ones settled, the last two hours' live, the rest
 * scheduled; a few competitions hidden. Then, in process through the API (route, validation,
 * queries, JSON): each tab's first page, a deep page, the sport and competition filters, the menu
 * and an event page, timed call by call, and the same mix with 20 calls in flight.
 *
 *   node tests/load/sports-events.ts [sqlite|postgres] [events]
 */
import '../../scripts/require-node.mjs';
import { sql } from 'kysely';
import { SPORTS } from '#lib/contracts/sports-model.ts';
import { insertRows } from '#server/agents/bulk.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { testApp } from '../fixtures/app.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export interface SportsBenchRow {
  name: string;
  p50: number;
  p99: number;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;
const ms = (x: number) => Math.round(x * 100) / 100;

/** An event's markets as the simulated feed offers a football match: result, double chance, both to score, main and alternative handicaps and totals, correct score. */
function marketsOf(sport: string): { kind: string; lineQ: number | null; main: boolean; keys: string[] }[] {
  const two = sport !== 'football';
  const lines = (kind: string, main: number, alts: number[], keys: string[]) => [main, ...alts].map((q, i) => ({ kind, lineQ: q, main: i === 0, keys }));
  if (two) return [{ kind: 'mw', lineQ: null, main: true, keys: ['home', 'away'] }, ...lines(sport === 'moba' || sport === 'shooter' ? 'mh' : 'ah', -6, [-2, 2, 6], ['home', 'away']), ...lines('ou', 10, [6, 14, 18], ['over', 'under'])];
  const cs: string[] = [];
  for (let h = 0; h <= 3; h++) for (let a = 0; a <= 3; a++) cs.push(`${h}-${a}`);
  return [
    { kind: '1x2', lineQ: null, main: true, keys: ['home', 'draw', 'away'] },
    ...lines('ah', -1, [-5, -3, 1, 3], ['home', 'away']),
    ...lines('ou', 10, [6, 8, 12, 14], ['over', 'under']),
    { kind: 'dc', lineQ: null, main: false, keys: ['home_draw', 'home_away', 'draw_away'] },
    { kind: 'btts', lineQ: null, main: false, keys: ['yes', 'no'] },
    { kind: 'cs', lineQ: null, main: false, keys: [...cs, 'other_home', 'other_draw', 'other_away'] },
  ];
}

/** Fills the sportsbook's tables straight (bulk inserts): what the benchmark reads. */
export async function fillSportsEvents(db: Db, dialect: 'sqlite' | 'postgres', eventCount: number, now: number) {
    const ids = async (table: 'sports_competitions' | 'sports_teams' | 'sports_events' | 'sports_markets' | 'sports_selections') => Number((await db.selectFrom(table).select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 0);
    let compId = await ids('sports_competitions');
    let teamId = await ids('sports_teams');
    let eventId = await ids('sports_events');
    let marketId = await ids('sports_markets');
    let selectionId = await ids('sports_selections');
    const comps: unknown[][] = [];
    const teams: unknown[][] = [];
    const bySport = new Map<string, { comps: number[]; teams: number[]; kind: string }>();
    let hiddenComps = 0;
    for (const s of SPORTS) {
      const mine = { comps: [] as number[], teams: [] as number[], kind: s.kind };
      for (let c = 0; c < 8; c++) {
        const id = ++compId;
        const hidden = c === 7;
        if (hidden) hiddenComps++;
        comps.push([id, s.key, `bench-${s.key}-${c}`, JSON.stringify({ en: `Bench ${s.key} league ${c}`, bn: `বেঞ্চ ${s.key} লিগ ${c}` }), JSON.stringify({ en: 'Benchland', bn: 'বেঞ্চল্যান্ড' }), 'bench', hidden ? 'hidden' : 'active', c, now]);
        mine.comps.push(id);
      }
      for (let k = 0; k < 60; k++) {
        const id = ++teamId;
        teams.push([id, s.key, `bench-${s.key}-${k}`, JSON.stringify({ en: `Bench ${s.key} ${k} FC`, bn: `বেঞ্চ ${s.key} ${k} এফসি` }), JSON.stringify({ en: `B${k}`, bn: `ব${k}` }), JSON.stringify({ shape: 'shield', pattern: 'stripes', primary: '#1f6feb', secondary: '#ffffff', initials: `B${k}` }), 1000, 'bench', now]);
        mine.teams.push(id);
      }
      bySport.set(s.key, mine);
    }
    const events: unknown[][] = [];
    const markets: unknown[][] = [];
    const selections: unknown[][] = [];
    const span = 6 * DAY;
    for (let i = 0; i < eventCount; i++) {
      const sport = SPORTS[i % SPORTS.length]!;
      const mine = bySport.get(sport.key)!;
      const startsAt = now - 3 * DAY + Math.floor((i * span) / eventCount);
      const status = startsAt > now ? 'scheduled' : startsAt > now - 2 * HOUR ? 'live' : 'settled';
      const id = ++eventId;
      const home = mine.teams[(i * 7) % mine.teams.length]!;
      const away = mine.teams[(i * 7 + 1) % mine.teams.length]!;
      const live = status === 'scheduled' ? null : JSON.stringify({ home: i % 3, away: i % 2, period: 1, clock: 30, parts: [[i % 3, i % 2]] });
      const result = status === 'settled' ? JSON.stringify({ home: i % 3, away: i % 2, parts: [[i % 3, i % 2]] }) : null;
      events.push([id, sport.kind, sport.key, mine.comps[i % mine.comps.length]!, home, away, startsAt, status, 1, 'sim', `bench-${i}`, live, result, 'c'.repeat(64), status === 'settled' ? 'ab'.repeat(32) : null, '{"model":1}', 1, now, now, status === 'settled' ? startsAt + 2 * HOUR : null]);
      for (const [j, m] of marketsOf(sport.key).entries()) {
        const mid = ++marketId;
        markets.push([mid, id, m.kind, m.lineQ, m.main ? 1 : 0, status === 'settled' ? 'settled' : 'open', j, now]);
        for (const [k, key] of m.keys.entries()) selections.push([++selectionId, mid, key, 1500 + ((i + j * 13 + k * 97) % 3000), status === 'settled' ? (k === 0 ? 'win' : 'lose') : null, k, now]);
      }
    }
    await atomically(db, async (tx) => {
      const run = kyselyRunner(tx);
      await insertRows(run, 'sports_competitions', ['id', 'sport', 'code', 'names', 'region', 'source', 'status', 'sort', 'created_at'], comps);
      await insertRows(run, 'sports_teams', ['id', 'sport', 'code', 'names', 'short_names', 'crest', 'rating', 'source', 'created_at'], teams);
      await insertRows(run, 'sports_events', ['id', 'kind', 'sport', 'competition_id', 'home_team_id', 'away_team_id', 'starts_at', 'status', 'in_play', 'source', 'external_id', 'live', 'result', 'commitment', 'seed', 'sim', 'version', 'created_at', 'updated_at', 'ended_at'], events, 400);
      await insertRows(run, 'sports_markets', ['id', 'event_id', 'kind', 'line_q', 'main', 'status', 'sort', 'updated_at'], markets, 1000);
      await insertRows(run, 'sports_selections', ['id', 'market_id', 'key', 'odds', 'result', 'sort', 'updated_at'], selections, 1000);
    });
    if (dialect === 'postgres') {
      for (const table of ['sports_competitions', 'sports_teams', 'sports_events', 'sports_markets', 'sports_selections']) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
        await sql`analyze ${sql.table(table)}`.execute(db);
      }
    }
    return { events, markets, selections, comps, hiddenComps, bySport };
}

export async function benchSportsEvents(dialect: 'sqlite' | 'postgres', eventCount = 2_000, calls = 400) {
  const t = await testApp(dialect, { seed: true });
  try {
    const db = t.app.db;
    const now = Date.now();
    const { events, markets, selections, comps, hiddenComps, bySport } = await fillSportsEvents(db, dialect, eventCount, now);
    const anyComp = bySport.get('football')!.comps[0]!;
    const liveEvent = events.find((e) => e[7] === 'live')![0] as number;
    const cases = [
      { name: 'live, page 1', path: '/wps/sports/events?kind=sports&tab=live&language=bn&pageSize=20' },
      { name: 'today, page 1', path: '/wps/sports/events?kind=sports&tab=today&language=bn&pageSize=20' },
      { name: 'upcoming, page 1', path: '/wps/sports/events?kind=sports&tab=upcoming&language=en&pageSize=20' },
      { name: 'upcoming, page 10', path: '/wps/sports/events?kind=sports&tab=upcoming&language=en&pageNo=10&pageSize=20' },
      { name: 'results, page 1', path: '/wps/sports/events?kind=sports&tab=results&language=bn&pageSize=20' },
      { name: 'upcoming, football', path: '/wps/sports/events?kind=sports&tab=upcoming&sport=football&language=bn&pageSize=20' },
      { name: 'upcoming, one competition', path: `/wps/sports/events?kind=sports&tab=upcoming&competitionId=${anyComp}&language=bn&pageSize=20` },
      { name: 'e-sports upcoming, page 1', path: '/wps/sports/events?kind=esports&tab=upcoming&language=bn&pageSize=20' },
      { name: 'menu', path: '/wps/sports/menu?kind=sports&language=bn' },
      { name: 'event page (all markets)', path: `/wps/sports/events/${liveEvent}?language=bn` },
    ];
    const call = async (path: string) => {
      const res = await t.request(path);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    for (const c of cases) for (let i = 0; i < 20; i++) await call(c.path);
    const rows: SportsBenchRow[] = [];
    for (const c of cases) {
      const times: number[] = [];
      for (let i = 0; i < calls; i++) {
        const s = performance.now();
        await call(c.path);
        times.push(performance.now() - s);
      }
      rows.push({ name: c.name, p50: ms(pct(times, 50)), p99: ms(pct(times, 99)) });
    }
    // The same mix with 20 calls in flight: throughput and each call's time from start to answer.
    const inFlight = 20;
    const total = cases.length * calls;
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < total) {
          const c = cases[next++ % cases.length];
          if (!c) break;
          const s = performance.now();
          await call(c.path);
          times.push(performance.now() - s);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return {
      rows,
      data: { events: events.length, markets: markets.length, selections: selections.length, competitions: comps.length, hidden: hiddenComps },
      concurrent: { inFlight, perSecond: Math.round(total / seconds), p50: ms(pct(times, 50)), p99: ms(pct(times, 99)) },
    };
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  const out = await benchSportsEvents(dialect, Number(process.argv[3] ?? 2_000) || 2_000);
  console.table(out.rows);
  console.log(out.data, out.concurrent);
}
