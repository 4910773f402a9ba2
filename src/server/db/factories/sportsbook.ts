/**
 * Test and demo factory: a sports event with its competition, teams, markets and selections, written
 * straight into the sportsbook's tables (the feed and the back office make theirs through the domain).
 */
import type { Crest, MarketKind, SportKind, SportKey } from '#lib/contracts/sports-model.ts';
import type { Db } from '#server/db/connect.ts';

export interface MarketSpec {
  kind: MarketKind;
  lineQ?: number | null;
  main?: boolean;
  status?: 'open' | 'suspended' | 'settled' | 'void';
  names?: Record<string, string> | null;
  maxStake?: number | null;
  maxPayoutBet?: number | null;
  maxPayoutMarket?: number | null;
  selections: { key: string; odds: number; names?: Record<string, string> | null }[];
}

export interface EventSpec {
  kind?: SportKind;
  sport?: SportKey;
  competition?: string;
  home?: string;
  away?: string;
  startsAt: number;
  status?: 'scheduled' | 'live' | 'ended' | 'settled' | 'cancelled' | 'abandoned';
  inPlay?: boolean;
  source?: string;
  externalId?: string;
  markets?: MarketSpec[];
}

export interface MadeEvent {
  eventId: number;
  /** Per market in order: its id and its selections' ids by key. */
  markets: { id: number; kind: MarketKind; selections: Record<string, number> }[];
}

const CREST: Crest = { shape: 'shield', pattern: 'plain', primary: '#1f6feb', secondary: '#ffffff', initials: 'T' };
let made = 0;

async function teamId(db: Db, sport: string, source: string, name: string, now: number): Promise<number> {
  const code = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const found = await db.selectFrom('sports_teams').select('id').where('source', '=', source).where('sport', '=', sport).where('code', '=', code).executeTakeFirst();
  if (found) return Number(found.id);
  const row = await db
    .insertInto('sports_teams')
    .values({ sport, code, names: JSON.stringify({ en: name, bn: name }), short_names: JSON.stringify({ en: name.slice(0, 3).toUpperCase(), bn: name.slice(0, 3).toUpperCase() }), crest: JSON.stringify({ ...CREST, initials: name.slice(0, 2).toUpperCase() }), rating: 1000, source, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The default markets of a football event: 1X2, Asian handicap −0.25, total 2.5, both teams to score. */
export const FOOTBALL_MARKETS: MarketSpec[] = [
  { kind: '1x2', main: true, selections: [{ key: 'home', odds: 2100 }, { key: 'draw', odds: 3300 }, { key: 'away', odds: 3500 }] },
  { kind: 'ah', lineQ: -1, main: true, selections: [{ key: 'home', odds: 1950 }, { key: 'away', odds: 1900 }] },
  { kind: 'ou', lineQ: 10, main: true, selections: [{ key: 'over', odds: 1900 }, { key: 'under', odds: 1950 }] },
  { kind: 'btts', selections: [{ key: 'yes', odds: 1800 }, { key: 'no', odds: 2000 }] },
];

export async function insertSportsEvent(db: Db, spec: EventSpec, now = Date.now()): Promise<MadeEvent> {
  const n = ++made;
  const sport = spec.sport ?? 'football';
  const source = spec.source ?? 'manual';
  const compCode = (spec.competition ?? 'Test League').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  let comp = await db.selectFrom('sports_competitions').select('id').where('source', '=', source).where('code', '=', compCode).executeTakeFirst();
  comp ??= await db
    .insertInto('sports_competitions')
    .values({ sport, code: compCode, names: JSON.stringify({ en: spec.competition ?? 'Test League', bn: spec.competition ?? 'Test League' }), region: '{}', source, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const home = await teamId(db, sport, source, spec.home ?? `Home ${n}`, now);
  const away = await teamId(db, sport, source, spec.away ?? `Away ${n}`, now);
  const event = await db
    .insertInto('sports_events')
    .values({
      kind: spec.kind ?? (sport === 'moba' || sport === 'shooter' ? 'esports' : 'sports'),
      sport,
      competition_id: Number(comp.id),
      home_team_id: home,
      away_team_id: away,
      starts_at: spec.startsAt,
      status: spec.status ?? 'scheduled',
      in_play: spec.inPlay === false ? 0 : 1,
      source,
      external_id: spec.externalId ?? `factory-${now}-${n}-${Math.random().toString(36).slice(2, 8)}`,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const eventId = Number(event.id);
  const markets: MadeEvent['markets'] = [];
  for (const [i, m] of (spec.markets ?? FOOTBALL_MARKETS).entries()) {
    const row = await db
      .insertInto('sports_markets')
      .values({ event_id: eventId, kind: m.kind, line_q: m.lineQ ?? null, names: m.names ? JSON.stringify(m.names) : null, main: m.main ? 1 : 0, status: m.status ?? 'open', max_stake: m.maxStake ?? null, max_payout_bet: m.maxPayoutBet ?? null, max_payout_market: m.maxPayoutMarket ?? null, sort: i, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const selections: Record<string, number> = {};
    for (const [j, s] of m.selections.entries()) {
      const sel = await db
        .insertInto('sports_selections')
        .values({ market_id: Number(row.id), key: s.key, names: s.names ? JSON.stringify(s.names) : null, odds: s.odds, sort: j, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      selections[s.key] = Number(sel.id);
    }
    markets.push({ id: Number(row.id), kind: m.kind, selections });
  }
  return { eventId, markets };
}
