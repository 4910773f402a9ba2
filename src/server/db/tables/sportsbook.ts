import type { Generated } from 'kysely';

/** Sportsbook tables (migration 0037). Amounts are minor units, odds thousandths, lines quarters, times epoch ms. */

export interface SportsCompetitionsTable {
  id: Generated<number>;
  sport: string;
  code: string;
  names: string;
  region: string;
  source: string;
  status: Generated<string>;
  sort: Generated<number>;
  created_at: number;
}

export interface SportsTeamsTable {
  id: Generated<number>;
  sport: string;
  code: string;
  names: string;
  short_names: string;
  crest: string;
  rating: number;
  source: string;
  created_at: number;
}

export interface SportsEventsTable {
  id: Generated<number>;
  kind: string;
  sport: string;
  competition_id: number;
  home_team_id: number;
  away_team_id: number;
  starts_at: number;
  status: string;
  in_play: Generated<number>;
  source: string;
  external_id: string;
  live: string | null;
  result: string | null;
  commitment: string | null;
  seed: string | null;
  sim: string | null;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
  ended_at: number | null;
}

export interface SportsMarketsTable {
  id: Generated<number>;
  event_id: number;
  kind: string;
  line_q: number | null;
  names: string | null;
  main: Generated<number>;
  status: string;
  suspensions: Generated<number>;
  /** Why the feed holds the market suspended: 0 not the feed, 1 a bet stop, 2 no price now (decided in play); the feed reopens only these (migration 0038). */
  feed_hold: Generated<number>;
  max_stake: number | null;
  max_payout_bet: number | null;
  max_payout_market: number | null;
  exposure: Generated<number>;
  revision: Generated<number>;
  settle_cursor: Generated<number>;
  settled_at: number | null;
  sort: Generated<number>;
  updated_at: number;
}

export interface SportsSelectionsTable {
  id: Generated<number>;
  market_id: number;
  key: string;
  names: string | null;
  odds: number;
  status: Generated<string>;
  result: string | null;
  dead_heat: Generated<number>;
  sort: Generated<number>;
  updated_at: number;
}

export interface SportsBetsTable {
  id: Generated<number>;
  member_id: number;
  vendor: string;
  kind: string;
  system: string | null;
  size: number | null;
  lines: number;
  unit_stake: number;
  stake: number;
  open_stake: number;
  cashed_out: Generated<number>;
  potential: number;
  payout: Generated<number>;
  status: string;
  result: string | null;
  odds_change: string;
  round_id: string;
  idem_key: string;
  language: string;
  in_play: Generated<number>;
  settlements: Generated<number>;
  unrecovered: Generated<number>;
  placed_at: number;
  accept_at: number;
  settled_at: number | null;
}

export interface SportsBetLegsTable {
  id: Generated<number>;
  bet_id: number;
  idx: number;
  event_id: number;
  market_id: number;
  selection_id: number;
  odds: number;
  line_q: number | null;
  suspensions: Generated<number>;
  in_play: Generated<number>;
  result: string | null;
  dead_heat: Generated<number>;
}

export interface SportsCashoutsTable {
  id: Generated<number>;
  bet_id: number;
  member_id: number;
  stake_part: number;
  amount: number;
  idem_key: string;
  txn_id: string;
  created_at: number;
}

export interface SportsPlayerLimitsTable {
  member_id: number;
  stake_factor_bps: number;
  note: Generated<string>;
  updated_by: number | null;
  updated_at: number;
}
