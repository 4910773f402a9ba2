import type { Generated } from 'kysely';

/** Lottery tables (migration 0034). Amounts are minor units, odds thousandths, times epoch ms. */

export interface LotteriesTable {
  id: Generated<number>;
  code: string;
  game_id: number;
  type: string;
  format: string;
  region: string | null;
  names: string;
  schedule: string;
  close_seconds: number;
  source: string;
  status: Generated<string>;
  sort: Generated<number>;
  version: Generated<number>;
  updated_at: number;
}

export interface LotteryChainsTable {
  id: Generated<number>;
  lottery_id: number;
  length: number;
  commitment: string;
  secret: string;
  used: Generated<number>;
  status: Generated<string>;
  created_at: number;
  retired_at: number | null;
}

export interface LotteryDrawsTable {
  id: Generated<number>;
  lottery_id: number;
  number: string;
  opens_at: number;
  closes_at: number;
  draw_at: number;
  status: string;
  result: string | null;
  result_source: string | null;
  chain_id: number | null;
  chain_index: number | null;
  seed: string | null;
  entered_by: number | null;
  approved_by: number | null;
  revision: Generated<number>;
  settle_cursor: Generated<number>;
  drawn_at: number | null;
  settled_at: number | null;
  void_reason: string | null;
  tickets: Generated<number>;
  stake: Generated<number>;
  payout: Generated<number>;
  created_at: number;
}

export interface LotteryOddsTable {
  lottery_id: number;
  bet_type: string;
  odds_milli: number | null;
  return_bps: number;
  cost_units: number;
  max_stake: number;
  max_payout: number;
  enabled: Generated<number>;
  updated_by: number | null;
  updated_at: number;
}

export interface LotteryFollowsTable {
  id: Generated<number>;
  member_id: number;
  lottery_id: number;
  items: string;
  draw_stake: number;
  draws_total: number;
  draws_placed: Generated<number>;
  first_draw_id: number;
  last_draw_id: number | null;
  stop_on_win: Generated<number>;
  reserved: Generated<number>;
  status: string;
  stop_reason: string | null;
  idem_key: string;
  created_at: number;
  ended_at: number | null;
}

export interface LotteryTicketsTable {
  id: Generated<number>;
  draw_id: number;
  lottery_id: number;
  member_id: number;
  follow_id: number | null;
  bet_type: string;
  selection: string;
  lines: number;
  unit_stake: number;
  multiplier: number;
  stake: number;
  terms: string;
  status: string;
  payout: Generated<number>;
  settled_revision: number | null;
  /** What a resettlement should have taken back but the cash balance did not cover (migration 0036). */
  unrecovered: Generated<number>;
  round_id: string;
  idem_key: string;
  placed_at: number;
  settled_at: number | null;
}

export interface LotteryResultChangesTable {
  id: Generated<number>;
  draw_id: number;
  revision: number;
  result: string;
  previous: string | null;
  kind: string;
  reason: string | null;
  staff_id: number | null;
  created_at: number;
}
