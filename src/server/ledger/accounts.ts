import { POINTS_UNIT } from '#lib/contracts/loyalty-model.ts';

/** An account is named by its kind, its owner (a member, or 0 for the house) and a reference. */
export interface AccountRef {
  kind: string;
  owner: number;
  ref: string;
  /** House-side accounts may go negative; a member's money never can. */
  allowNegative: boolean;
  currency: string;
}

export const PLAY_CURRENCY = 'PLAY';

/** How many accounts each house-side balance is split into (see Accounts.house). */
export const HOUSE_SHARDS = 16;

/** A stable shard for a key (a member id, or a play session key). */
export function shardOf(key: number | string): number {
  if (typeof key === 'number') return Math.abs(key) % HOUSE_SHARDS;
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(h) % HOUSE_SHARDS;
}

/** The accounts of the double-entry ledger. */
export const Accounts = {
  /** A member's cash wallet. */
  cash: (memberId: number, currency: string): AccountRef => ({ kind: 'member_cash', owner: memberId, ref: '', allowNegative: false, currency }),
  /** Cash a member set aside for a lottery follow's coming draws: each draw's stake returns to cash as its tickets are placed, the rest when the follow ends. */
  lotteryReserve: (memberId: number, currency: string): AccountRef => ({ kind: 'lottery_reserve', owner: memberId, ref: '', allowNegative: false, currency }),
  /** Cash held for a pending withdrawal: not spendable, not lost. */
  hold: (memberId: number, currency: string): AccountRef => ({ kind: 'withdrawal_hold', owner: memberId, ref: '', allowNegative: false, currency }),
  /** A member's wallet at a transfer-type vendor. */
  vendorWallet: (memberId: number, vendor: string, currency: string): AccountRef => ({ kind: 'vendor_wallet', owner: memberId, ref: vendor, allowNegative: false, currency }),
  /**
   * The house's result with one vendor (stakes in, wins out), split into HOUSE_SHARDS accounts so
   * that concurrent rounds of different players do not queue on one row; its result is their sum.
   */
  house: (vendor: string, currency: string, shard = 0): AccountRef => ({ kind: 'house', owner: 0, ref: `${vendor}#${shard % HOUSE_SHARDS}`, allowNegative: true, currency }),
  /** Money in transit from and to a payment channel. */
  clearing: (channel: string, currency: string): AccountRef => ({ kind: 'payment_clearing', owner: 0, ref: channel, allowNegative: true, currency }),
  /** A member's bonus wallet: bonus money under wagering, spent after cash, converted to cash once wagered. */
  bonusWallet: (memberId: number, currency: string): AccountRef => ({ kind: 'member_bonus', owner: memberId, ref: '', allowNegative: false, currency }),
  /** What one promotion has cost the house (0: bonuses granted by staff): every bonus, cashback, rebate and prize is paid from here. */
  promotionCost: (promotionId: number, currency: string): AccountRef => ({ kind: 'promotion_cost', owner: 0, ref: String(promotionId), allowNegative: true, currency }),
  bonus: (currency: string): AccountRef => ({ kind: 'bonus_expense', owner: 0, ref: '', allowNegative: true, currency }),
  commission: (currency: string): AccountRef => ({ kind: 'commission_expense', owner: 0, ref: '', allowNegative: true, currency }),
  /** The house's side of a staff member's manual balance adjustment (approved by a second staff member). */
  adjustment: (currency: string): AccountRef => ({ kind: 'manual_adjustment', owner: 0, ref: '', allowNegative: true, currency }),
  /** The rake the house takes at player-versus-player tables. */
  rake: (vendor: string, currency: string): AccountRef => ({ kind: 'house_rake', owner: 0, ref: vendor, allowNegative: true, currency }),
  /** Play money of one trial session, funded by the play bank; never mixed with cash. */
  play: (sessionKey: string): AccountRef => ({ kind: 'play', owner: 0, ref: sessionKey, allowNegative: false, currency: PLAY_CURRENCY }),
  playBank: (shard = 0): AccountRef => ({ kind: 'play_bank', owner: 0, ref: String(shard % HOUSE_SHARDS), allowNegative: true, currency: PLAY_CURRENCY }),
  /** A house bot's seat money at player-versus-player tables. */
  bot: (botId: number, currency: string): AccountRef => ({ kind: 'bot_cash', owner: botId, ref: '', allowNegative: true, currency }),
  /** A member's points (unit PTS, hundredths of a point): earned from bets and deposits, spent in the points mall; never below zero. */
  points: (memberId: number): AccountRef => ({ kind: 'member_points', owner: memberId, ref: '', allowNegative: false, currency: POINTS_UNIT }),
  /** Points a member owes after a rolled-back bet took back more than their balance held (≤ 0); later earnings repay it first. */
  pointsOwed: (memberId: number): AccountRef => ({ kind: 'member_points_owed', owner: memberId, ref: '', allowNegative: true, currency: POINTS_UNIT }),
  /** The house's side of every point earned (by source: bets, deposit, referral, adjust), sharded like the house accounts. */
  pointsIssued: (source: string, shard = 0): AccountRef => ({ kind: 'points_issued', owner: 0, ref: `${source}#${shard % HOUSE_SHARDS}`, allowNegative: true, currency: POINTS_UNIT }),
  /** Points given up for mall goods or cash (by use: mall, convert). */
  pointsSpent: (use: string): AccountRef => ({ kind: 'points_spent', owner: 0, ref: use, allowNegative: true, currency: POINTS_UNIT }),
  /** What loyalty has cost the house in money (by source: vip, mall, convert, referral). */
  loyaltyCost: (source: string, currency: string): AccountRef => ({ kind: 'loyalty_cost', owner: 0, ref: source, allowNegative: true, currency }),
} as const;
