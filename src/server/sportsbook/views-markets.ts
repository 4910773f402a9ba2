/**
 * Markets and their selections as the public pages show them: named in the page's language
 * (names.ts, the same words as the browser's), lines as decimals, in the trader's order. An event
 * card takes its main markets (at most one result or winner market, one handicap, one total); the
 * event page takes every market, void and settled ones with their results.
 */
import type { TFunction } from 'i18next';
import type { MarketKind, MarketStatus, SelectionResult } from '#lib/contracts/sports-model.ts';
import type { MarketView } from '#lib/contracts/sports-shapes.ts';
import { marketName, selectionName } from '#lib/sports/names.ts';
import type { Db } from '#server/db/connect.ts';
import { json } from './views-names.ts';

type Names = Record<string, string>;

export interface MarketRow {
  id: number | string;
  event_id: number | string;
  kind: string;
  line_q: number | null;
  names: string | null;
  main: number;
  status: string;
  sort: number;
}

export interface SelectionRow {
  id: number | string;
  market_id: number | string;
  key: string;
  names: string | null;
  odds: number;
  status: string;
  result: string | null;
  dead_heat: number;
}

const MARKET_COLUMNS = ['id', 'event_id', 'kind', 'line_q', 'names', 'main', 'status', 'sort'] as const;
const SELECTION_COLUMNS = ['id', 'market_id', 'key', 'names', 'odds', 'status', 'result', 'dead_heat'] as const;
/** Ids per `in (…)` list: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

function chunks<T>(xs: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += CHUNK) out.push(xs.slice(i, i + CHUNK));
  return out;
}

/** Every market of the events, by event id, each event's in the trader's order. */
export async function marketsOf(db: Db, eventIds: number[]): Promise<Map<number, MarketRow[]>> {
  const byEvent = new Map<number, MarketRow[]>();
  for (const ids of chunks(eventIds)) {
    const rows = await db.selectFrom('sports_markets').select(MARKET_COLUMNS).where('event_id', 'in', ids).orderBy('event_id').orderBy('sort').orderBy('id').execute();
    for (const r of rows) {
      const id = Number(r.event_id);
      const list = byEvent.get(id);
      if (list) list.push(r);
      else byEvent.set(id, [r]);
    }
  }
  return byEvent;
}

/** The selections of the markets, by market id, in the trader's order. */
export async function selectionsOf(db: Db, marketIds: number[]): Promise<Map<number, SelectionRow[]>> {
  const byMarket = new Map<number, SelectionRow[]>();
  for (const ids of chunks(marketIds)) {
    const rows = await db.selectFrom('sports_selections').select(SELECTION_COLUMNS).where('market_id', 'in', ids).orderBy('market_id').orderBy('sort').orderBy('id').execute();
    for (const r of rows) {
      const id = Number(r.market_id);
      const list = byMarket.get(id);
      if (list) list.push(r);
      else byMarket.set(id, [r]);
    }
  }
  return byMarket;
}

/** Which slot of a card a main market fills: the result (1X2, match winner or a winner market), the handicap, the total. */
const SLOT: Partial<Record<MarketKind, number>> = { '1x2': 0, mw: 0, winner: 0, ah: 1, mh: 1, ou: 2 };

/** An event card's markets: of the markets marked main, the first of each slot in the trader's order (at most three). */
export function cardMarkets(markets: MarketRow[]): MarketRow[] {
  const slots: (MarketRow | undefined)[] = [];
  for (const m of markets) {
    const slot = SLOT[m.kind as MarketKind];
    if (Number(m.main) === 1 && slot !== undefined && !slots[slot]) slots[slot] = m;
  }
  return slots.filter((m): m is MarketRow => m !== undefined);
}

export function marketView(t: TFunction, lang: string, m: MarketRow, selections: SelectionRow[], home: string, away: string): MarketView {
  const kind = m.kind as MarketKind;
  const names = json<Names>(m.names);
  return {
    id: Number(m.id),
    kind,
    line: m.line_q === null ? null : m.line_q / 4,
    name: marketName(t, lang, { kind, lineQ: m.line_q, names }),
    main: Number(m.main) === 1,
    status: m.status as MarketStatus,
    selections: selections.map((s) => ({
      id: Number(s.id),
      key: s.key,
      name: selectionName(t, lang, { kind, lineQ: m.line_q, key: s.key, names: json<Names>(s.names), home, away }),
      odds: s.odds,
      status: s.status === 'suspended' ? 'suspended' : 'open',
      result: s.result as SelectionResult | null,
      deadHeat: s.dead_heat,
    })),
  };
}
