import type { Generated } from 'kysely';

/** Promotions (migration 0019): see docs/promotions.md. JSON columns are text. */
export interface PromotionsTable {
  id: Generated<number>;
  type: string;
  tags: string;
  title_bn: string;
  title_en: string;
  terms_bn: string;
  terms_en: string;
  banner_bn: string;
  banner_en: string;
  starts_at: number;
  ends_at: number;
  audience: string;
  mechanic: string;
  params: string;
  status: string;
  version: Generated<number>;
  sort: Generated<number>;
  created_by: number | null;
  created_at: number;
  updated_at: number;
  published_at: number | null;
  ended_at: number | null;
}

/** One player's entry into a promotion (per period when the mechanic repeats). */
export interface PromotionEntriesTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  period_key: string;
  state: string;
  comment: string | null;
  reason: string | null;
  decided_by: number | null;
  data: string | null;
  created_at: number;
  updated_at: number;
}

/** A bonus in a member's bonus wallet. */
export interface MemberBonusesTable {
  id: Generated<number>;
  member_id: number;
  promotion_id: Generated<number>;
  source_key: string;
  amount: number;
  wagering_required: number;
  wagered: Generated<number>;
  max_bet: number;
  contributions: string;
  expires_at: number;
  status: string;
  closed_amount: number | null;
  closed_at: number | null;
  created_at: number;
  /** Migration 0045: when the member was told the bonus expires within a day. */
  expiry_warned_at: number | null;
}

/** A settled bet counted towards a bonus's wagering (once: the bet is the key). */
export interface BonusWagersTable {
  bet_id: number;
  bonus_id: number;
  amount: number;
  created_at: number;
}

/** A reward: claimable, claimed, paid without a claim, expired or forfeited. */
export interface RewardsTable {
  id: Generated<number>;
  member_id: number;
  promotion_id: Generated<number>;
  kind: string;
  period_key: string;
  amount: number;
  wallet: string;
  state: string;
  meta: string | null;
  created_at: number;
  expires_at: number | null;
  claimed_at: number | null;
}
