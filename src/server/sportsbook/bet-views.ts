/**
 * Bets as the member's pages (and the back office) see them: each with its legs named in the
 * requested language (event, market, selection), the event's status and live score, and whether
 * a cash-out may be asked for now (the cash-out formula of src/lib/sports/cashout.ts over the
 * legs' current prices).
 */
import type { BET_LIST_TABS } from '#lib/contracts/sports-bets.ts';
import type { BetView, LegView } from '#lib/contracts/sports-shapes.ts';
import type { BetKind, BetResult, BetStatus, EventStatus, LiveState, MarketKind, OddsChangeMode, SelectionResult, SportKey, SystemType } from '#lib/contracts/sports-model.ts';
import { type CashoutLeg, type CashoutTerms, cashoutValue } from '#lib/sports/cashout.ts';
import { eventName, marketName, selectionName } from '#lib/sports/names.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { sportsT } from './views-names.ts';

type BetListTab = (typeof BET_LIST_TABS)[number];

export interface BetRow {
  id: number;
  member_id: number;
  vendor: string;
  kind: BetKind;
  system: SystemType | null;
  size: number | null;
  lines: number;
  unit_stake: number;
  stake: number;
  open_stake: number;
  cashed_out: number;
  potential: number;
  payout: number;
  status: BetStatus;
  result: BetResult | null;
  odds_change: OddsChangeMode;
  round_id: string;
  in_play: number;
  placed_at: number;
  accept_at: number;
  settled_at: number | null;
}

export const BET_COLUMNS = 'id, member_id, vendor, kind, system, size, lines, unit_stake, stake, open_stake, cashed_out, potential, payout, status, result, odds_change, round_id, in_play, placed_at, accept_at, settled_at';

/** A leg joined with its event, teams, market and selection as they are now. */
export interface BetLegRow {
  bet_id: number;
  idx: number;
  event_id: number;
  market_id: number;
  selection_id: number;
  odds: number;
  line_q: number | null;
  leg_suspensions: number;
  in_play: number;
  result: SelectionResult | null;
  dead_heat: number;
  sport: SportKey;
  starts_at: number;
  event_status: EventStatus;
  event_in_play: number;
  live: string | null;
  market_kind: MarketKind;
  market_names: string | null;
  market_status: string;
  suspensions: number;
  key: string;
  selection_names: string | null;
  current_odds: number;
  selection_status: string;
  selection_result: SelectionResult | null;
  selection_dead_heat: number;
  home_names: string;
  away_names: string;
}

const LEG_SELECT = `select l.bet_id, l.idx, l.event_id, l.market_id, l.selection_id, l.odds, l.line_q, l.suspensions as leg_suspensions, l.in_play, l.result, l.dead_heat,
  e.sport, e.starts_at, e.status as event_status, e.in_play as event_in_play, e.live, m.kind as market_kind, m.names as market_names, m.status as market_status, m.suspensions,
  s.key, s.names as selection_names, s.odds as current_odds, s.status as selection_status, s.result as selection_result, s.dead_heat as selection_dead_heat, ht.names as home_names, at.names as away_names
  from sports_bet_legs l join sports_events e on e.id = l.event_id join sports_markets m on m.id = l.market_id join sports_selections s on s.id = l.selection_id
  join sports_teams ht on ht.id = e.home_team_id join sports_teams at on at.id = e.away_team_id where l.bet_id in `;

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const marks = (n: number) => `(${Array.from({ length: n }, () => '?').join(', ')})`;

function betRow(r: BetRow): BetRow {
  return {
    ...r,
    id: num(r.id),
    member_id: num(r.member_id),
    size: numOrNull(r.size),
    lines: num(r.lines),
    unit_stake: num(r.unit_stake),
    stake: num(r.stake),
    open_stake: num(r.open_stake),
    cashed_out: num(r.cashed_out),
    potential: num(r.potential),
    payout: num(r.payout),
    in_play: num(r.in_play),
    placed_at: num(r.placed_at),
    accept_at: num(r.accept_at),
    settled_at: numOrNull(r.settled_at),
  };
}

function legRow(r: BetLegRow): BetLegRow {
  return {
    ...r,
    bet_id: num(r.bet_id),
    idx: num(r.idx),
    event_id: num(r.event_id),
    market_id: num(r.market_id),
    selection_id: num(r.selection_id),
    odds: num(r.odds),
    line_q: numOrNull(r.line_q),
    leg_suspensions: num(r.leg_suspensions),
    in_play: num(r.in_play),
    dead_heat: num(r.dead_heat),
    starts_at: num(r.starts_at),
    event_in_play: num(r.event_in_play),
    suspensions: num(r.suspensions),
    current_odds: num(r.current_odds),
    selection_dead_heat: num(r.selection_dead_heat),
  };
}

/** Bet rows by id, in the order asked. */
export async function betRowsIn(sql: SqlRunner, ids: readonly number[]): Promise<BetRow[]> {
  if (!ids.length) return [];
  const rows = (await sql.all<BetRow>(`select ${BET_COLUMNS} from sports_bets where id in ${marks(ids.length)}`, ids)).map(betRow);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is BetRow => r !== undefined);
}

/** The legs of bets, by bet id, in leg order. */
export async function betLegsIn(sql: SqlRunner, betIds: readonly number[]): Promise<Map<number, BetLegRow[]>> {
  const out = new Map<number, BetLegRow[]>();
  if (!betIds.length) return out;
  const rows = (await sql.all<BetLegRow>(`${LEG_SELECT}${marks(betIds.length)} order by l.bet_id, l.idx`, betIds)).map(legRow);
  for (const r of rows) {
    const list = out.get(r.bet_id) ?? [];
    list.push(r);
    out.set(r.bet_id, list);
  }
  return out;
}

/** A leg for the cash-out formula: its result once its market is settled (the leg's own, or its selection's before the bet is settled). */
export function cashoutLeg(l: BetLegRow): CashoutLeg {
  const settled = l.market_status === 'settled' ? l.selection_result : null;
  return {
    odds: l.odds,
    currentOdds: l.current_odds > 1000 ? l.current_odds : null,
    marketStatus: l.market_status,
    selectionStatus: l.selection_status,
    result: l.result ?? settled,
    deadHeat: l.result ? l.dead_heat : l.selection_dead_heat,
  };
}

const parse = (s: string | null): Record<string, string> | null => (s ? (JSON.parse(s) as Record<string, string>) : null);
const nameIn = (names: string, lang: string): string => {
  const n = JSON.parse(names) as Record<string, string>;
  return n[lang] ?? n['en'] ?? Object.values(n)[0] ?? '';
};

function legView(l: BetLegRow, lang: string): LegView {
  const t = sportsT(lang);
  const home = nameIn(l.home_names, lang);
  const away = nameIn(l.away_names, lang);
  return {
    eventId: l.event_id,
    event: eventName(t, home, away),
    sport: l.sport,
    startsAt: l.starts_at,
    marketId: l.market_id,
    market: marketName(t, lang, { kind: l.market_kind, lineQ: l.line_q, names: parse(l.market_names) }),
    selectionId: l.selection_id,
    selection: selectionName(t, lang, { kind: l.market_kind, lineQ: l.line_q, key: l.key, names: parse(l.selection_names), home, away }),
    odds: l.odds,
    line: l.line_q === null ? null : l.line_q / 4,
    inPlay: l.in_play === 1,
    result: l.result,
    deadHeat: l.dead_heat,
    eventStatus: l.event_status,
    live: l.live ? (JSON.parse(l.live) as LiveState) : null,
  };
}

export function betView(b: BetRow, legs: readonly BetLegRow[], lang: string, terms: CashoutTerms): BetView {
  const quote = cashoutValue({ kind: b.kind, status: b.status, openStake: b.open_stake, legs: legs.map(cashoutLeg) }, terms);
  return {
    id: b.id,
    kind: b.kind,
    system: b.system,
    size: b.size,
    lines: b.lines,
    unitStake: b.unit_stake,
    stake: b.stake,
    openStake: b.open_stake,
    cashedOut: b.cashed_out,
    potential: b.potential,
    payout: b.payout,
    status: b.status,
    result: b.result,
    oddsChange: b.odds_change,
    placedAt: b.placed_at,
    acceptAt: b.accept_at,
    settledAt: b.settled_at,
    cashout: quote.available,
    legs: legs.map((l) => legView(l, lang)),
  };
}

/** Bets by id as views, in the order asked (the back office's bet list uses this too). */
export async function betViews(sql: SqlRunner, ids: readonly number[], lang: string, terms: CashoutTerms): Promise<BetView[]> {
  const [rows, legs] = await Promise.all([betRowsIn(sql, ids), betLegsIn(sql, ids)]);
  return rows.map((r) => betView(r, legs.get(r.id) ?? [], lang, terms));
}

const TAB_WHERE: Record<BetListTab, string> = {
  open: "status in ('pending', 'open')",
  settled: "status in ('settled', 'rejected')",
  cashed_out: "(status = 'cashed_out' or cashed_out > 0)",
};

/** A page of the member's bets of a tab, newest first. */
export async function memberBetPage(sql: SqlRunner, memberId: number, tab: BetListTab, pageNo: number, pageSize: number, lang: string, terms: CashoutTerms): Promise<{ list: BetView[]; pageNum: number; totalPages: number; total: number }> {
  const where = `member_id = ? and ${TAB_WHERE[tab]}`;
  const counted = await sql.get<{ n: number }>(`select count(*) as n from sports_bets where ${where}`, [memberId]);
  const total = Number(counted?.n ?? 0);
  const ids = (await sql.all<{ id: number }>(`select id from sports_bets where ${where} order by id desc limit ? offset ?`, [memberId, pageSize, (pageNo - 1) * pageSize])).map((r) => Number(r.id));
  return { list: await betViews(sql, ids, lang, terms), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), total };
}
