import type { Generated } from 'kysely';

/** Loyalty tables (migration 0027). Points are hundredths of a point; amounts are minor units. */

/** One rank of the VIP ladder (owned by members). */
export interface VipRanksTable {
  rank: number;
  label: string;
  bet_threshold: Generated<number>;
  deposit_threshold: Generated<number>;
  keep_bet: Generated<number>;
  keep_deposit: Generated<number>;
  upgrade_bonus: Generated<number>;
  monthly_bonus: Generated<number>;
  birthday_bonus: Generated<number>;
  bonus_turnover: Generated<number>;
  cashback_bps: Generated<number>;
  rebate_bps: Generated<number>;
  withdraw_daily_amount: Generated<number>;
  withdraw_daily_count: Generated<number>;
  vip_service: Generated<number>;
  updated_at: number;
}

export interface VipRankChangesTable {
  id: Generated<number>;
  member_id: number;
  from_rank: number;
  to_rank: number;
  reason: string;
  note: string | null;
  staff_id: number | null;
  created_at: number;
}

export interface LoyaltyCursorsTable {
  name: string;
  position: Generated<number>;
  updated_at: number;
}

export interface PointsAccrualsTable {
  member_id: number;
  category: string;
  hour: number;
  valid_bet: Generated<number>;
  points: Generated<number>;
  updated_at: number;
}

export interface MallItemsTable {
  id: Generated<number>;
  kind: string;
  names: string;
  descriptions: Generated<string>;
  image: string | null;
  price: number;
  amount: Generated<number>;
  stock: number | null;
  requirement: Generated<string>;
  requirement_amount: Generated<number>;
  status: Generated<string>;
  sort: Generated<number>;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface MallRedeemsTable {
  id: Generated<number>;
  member_id: number;
  item_id: number;
  quantity: number;
  points: number;
  /** Migration 0030: a voucher's or bonus credit's whole amount (minor units); 0 for a physical item. */
  amount: Generated<number>;
  status: string;
  address: string | null;
  mobile: string | null;
  paid_account: string | null;
  reason: string | null;
  staff_id: number | null;
  request_key: string;
  created_at: number;
  decided_at: number | null;
}

export interface ReferralCodesTable {
  member_id: number;
  code: string;
  created_at: number;
}

export interface ReferralsTable {
  friend_id: number;
  referrer_id: number;
  state: string;
  deposited_at: number | null;
  qualified_at: number | null;
  reward: Generated<number>;
  hold_reason: string | null;
  /** Why staff rejected a held reward (migration 0031). */
  reason: string | null;
  staff_id: number | null;
  decided_at: number | null;
  created_at: number;
}

export interface AffiliateApplicationsTable {
  id: Generated<number>;
  member_id: number;
  contacts: string;
  traffic: string;
  comment: string | null;
  status: string;
  upline_id: number | null;
  reason: string | null;
  staff_id: number | null;
  created_at: number;
  decided_at: number | null;
}
