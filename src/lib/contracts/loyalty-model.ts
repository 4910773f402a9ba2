/**
 * The loyalty model shared by the server, the contracts and the islands (browser-safe, no zod):
 * VIP ranks, points, the points mall, referrals and affiliate applications (issue 17,
 * docs/loyalty.md).
 *
 * Points are integers in hundredths of a point (100 = 1.00 point), the way money is in minor
 * units; they live in the ledger in the unit PTS and never expire (spec §9).
 */

/** The ledger unit of points. */
export const POINTS_UNIT = 'PTS';
/** Hundredths: 100 stored = 1.00 point shown. */
export const POINT_SCALE = 100;

/** Spec §3 and §9: each game category's point value, in hundredths (LIVE 0.70 …). Categories the spec gives no value for earn at 1.00 unless the operator sets one. */
export const DEFAULT_CATEGORY_POINT_VALUES: Readonly<Record<string, number>> = {
  LIVE: 70,
  SPORTS: 100,
  FISH: 120,
  RNG: 120,
  PVP: 100,
  ESPORTS: 100,
  LOTT: 100,
  ELOTT: 100,
};

/**
 * Points for a valid bet (minor units) in a category worth `value` (hundredths), when
 * `betPerPoint` minor units of valid bet at value 1.00 earn one point: hundredths of a point,
 * rounded down.
 */
export function pointsFor(validBet: number, value: number, betPerPoint: number): number {
  if (betPerPoint <= 0 || validBet <= 0 || value <= 0) return 0;
  return Math.floor((validBet * value) / betPerPoint);
}

/** Spec §3 points entry types (fish and convert added: their own lines, not hidden under another type). */
export const POINTS_ENTRY_TYPES = ['live', 'lottery', 'pvp', 'slots', 'fish', 'sports', 'redeem', 'deposit', 'convert', 'referral', 'adjust'] as const;
export type PointsEntryType = (typeof POINTS_ENTRY_TYPES)[number];

/** The points entry type a game category's bets earn under. */
export function pointsTypeOf(category: string): PointsEntryType {
  switch (category) {
    case 'LIVE':
      return 'live';
    case 'SPORTS':
    case 'ESPORTS':
      return 'sports';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    case 'PVP':
      return 'pvp';
    case 'FISH':
      return 'fish';
    default:
      return 'slots';
  }
}

/** Spec §4: a redeem request is in process, then approved or rejected. */
export const REDEEM_STATES = ['in_process', 'approved', 'rejected'] as const;
export type RedeemState = (typeof REDEEM_STATES)[number];

export const MALL_ITEM_KINDS = ['physical', 'voucher', 'bonus'] as const;
export type MallItemKind = (typeof MALL_ITEM_KINDS)[number];

/** An item's optional amount requirement, counted over the current month (merchant's zone). */
export const MALL_REQUIREMENTS = ['none', 'deposit_month', 'turnover_month'] as const;
export type MallRequirement = (typeof MALL_REQUIREMENTS)[number];

export const MALL_ITEM_STATES = ['active', 'hidden'] as const;

/**
 * A friend's state as the referrer sees it: registered → deposited → qualified → rewarded; held
 * waits for staff (a shared device, address or payment account), rejected by staff; expired when
 * the qualifying window closed first.
 */
export const REFERRAL_STATES = ['registered', 'deposited', 'qualified', 'held', 'rewarded', 'rejected', 'expired'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];
export const REFERRAL_HOLD_REASONS = ['same_device', 'same_ip', 'same_payment_account'] as const;
export type ReferralHoldReason = (typeof REFERRAL_HOLD_REASONS)[number];

export const APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export const TRAFFIC_SOURCES = ['social', 'messaging', 'website', 'video', 'search', 'offline', 'other'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];
/** Spec §9: comments are at most 140 characters. */
export const APPLICATION_COMMENT_MAX = 140;

export const RANK_CHANGE_REASONS = ['upgrade', 'relegation', 'staff', 'seed'] as const;
export type RankChangeReason = (typeof RANK_CHANGE_REASONS)[number];

/** Spec §6: VIP customer service is for rankLevel above 4. */
export const VIP_SERVICE_FROM_RANK = 5;

/** One rank of the ladder and its benefits. Amounts in minor units, rates in basis points. */
export interface VipRank {
  rank: number;
  label: string;
  /** Valid bet and deposits over the rolling window that reach the rank (both). */
  betThreshold: number;
  depositThreshold: number;
  /** The previous month's valid bet and deposits that keep it at the monthly review (either). */
  keepBet: number;
  keepDeposit: number;
  upgradeBonus: number;
  monthlyBonus: number;
  birthdayBonus: number;
  /** Turnover multiple of the rank's bonuses (0: paid as cash, no wagering). */
  bonusTurnover: number;
  cashbackBps: number;
  rebateBps: number;
  /** 0: no limit of the rank's own. */
  withdrawDailyAmount: number;
  withdrawDailyCount: number;
  vipService: boolean;
}

const K = 100; // minor units per taka
const rank = (r: number, bet: number, dep: number, up: number, monthly: number, birthday: number, cb: number, rb: number, wdAmount: number, wdCount: number): VipRank => ({
  rank: r,
  label: `VIP ${r}`,
  betThreshold: bet * K,
  depositThreshold: dep * K,
  keepBet: (bet / 10) * K,
  keepDeposit: (dep / 10) * K,
  upgradeBonus: up * K,
  monthlyBonus: monthly * K,
  birthdayBonus: birthday * K,
  bonusTurnover: 1,
  cashbackBps: cb,
  rebateBps: rb,
  withdrawDailyAmount: wdAmount * K,
  withdrawDailyCount: wdCount,
  vipService: r >= VIP_SERVICE_FROM_RANK,
});

/** The ladder a new site starts with: VIP 0–10 (the operator changes it in the back office). */
export const DEFAULT_VIP_LADDER: readonly VipRank[] = [
  rank(0, 0, 0, 0, 0, 0, 300, 30, 50_000, 3),
  rank(1, 10_000, 2_000, 88, 0, 0, 350, 35, 100_000, 5),
  rank(2, 50_000, 10_000, 188, 50, 188, 400, 40, 200_000, 5),
  rank(3, 200_000, 30_000, 588, 100, 388, 500, 50, 300_000, 8),
  rank(4, 500_000, 80_000, 1_288, 300, 588, 600, 60, 500_000, 8),
  rank(5, 1_500_000, 200_000, 2_888, 800, 1_288, 700, 70, 1_000_000, 10),
  rank(6, 4_000_000, 500_000, 6_888, 1_888, 2_888, 800, 80, 2_000_000, 10),
  rank(7, 10_000_000, 1_200_000, 16_888, 3_888, 5_888, 900, 90, 3_000_000, 15),
  rank(8, 25_000_000, 3_000_000, 38_888, 8_888, 12_888, 1_000, 100, 5_000_000, 15),
  rank(9, 60_000_000, 7_000_000, 88_888, 18_888, 28_888, 1_200, 110, 8_000_000, 20),
  rank(10, 150_000_000, 15_000_000, 188_888, 38_888, 58_888, 1_500, 120, 0, 0),
];

/** The highest rank whose thresholds both totals reach (ranks ordered from 0). */
export function rankReached(ladder: readonly VipRank[], validBet: number, deposits: number): number {
  let best = 0;
  for (const r of ladder) if (validBet >= r.betThreshold && deposits >= r.depositThreshold) best = Math.max(best, r.rank);
  return best;
}
