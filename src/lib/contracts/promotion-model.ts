/**
 * The promotion model shared by the server, the back office and the member pages: types and tags
 * (spec §3), the mechanics and their parameters, audiences, the operator's lifecycle and the
 * player's activity states (spec §4; their transitions are in docs/promotions.md). Browser-safe.
 */
import { z } from 'zod';
import { CATEGORY_CODES } from '../types/agent-lists.ts';

/** Spec §3 promotion types ('all' is the list's first tab, not a type). */
export const PROMOTION_TYPES = [
  'other',
  'sports',
  'liveCasino',
  'slots',
  'cardGames',
  'fishing',
  'lotto',
  'rebate',
  'pointsMall',
  'ranking',
  'deposit',
  'appDownload',
  'newPlayer',
  'gameOffer',
  'brandStory',
  'brandAmbassador',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** Spec §3 promotion tags. */
export const PROMOTION_TAGS = ['newbie', 'limited', 'special', 'daily', 'highRebate', 'vip'] as const;
export type PromotionTag = (typeof PROMOTION_TAGS)[number];

/** How a promotion pays. */
export const MECHANICS = ['depositBonus', 'cashback', 'rebate', 'raffle', 'application', 'mission', 'race'] as const;
export type Mechanic = (typeof MECHANICS)[number];

/** The operator's lifecycle: draft → pending (maker-checker) → published → ended. */
export const PROMOTION_STATUSES = ['draft', 'pending', 'published', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Spec §4 activity states: what one player sees on a promotion (docs/promotions.md maps them). */
export const ACTIVITY_STATES = ['join', 'claim', 'applying', 'close', 'rejected', 'issued', 'claimed', 'process', 'signed', 'joined', 'comingSoon'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

export { CATEGORY_CODES };
export type Category = (typeof CATEGORY_CODES)[number];
const category = z.enum(CATEGORY_CODES);

/** Money in minor units (৳1 = 100). */
const minor = z.number().int().min(0).max(1_000_000_000_00);
const positive = z.number().int().min(1).max(1_000_000_000_00);
/** A rate in basis points of a percent (100 = 1%). */
const bps = z.number().int().min(0).max(10_000);

/** Per language text (every language of the site). */
export const Localized = z.object({ bn: z.string().max(20_000), en: z.string().max(20_000) });
export type Localized = z.infer<typeof Localized>;

/** Who may take part. */
export const Audience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  /** Registered within the last `days` days. */
  z.object({ kind: z.literal('new'), days: z.number().int().min(1).max(365) }),
  z.object({ kind: z.literal('vip'), ranks: z.array(z.number().int().min(0).max(100)).min(1).max(100) }),
  z.object({ kind: z.literal('labels'), labels: z.array(z.string().trim().min(1).max(40)).min(1).max(50) }),
  /** The downline of one agent (the agent's account name). */
  z.object({ kind: z.literal('team'), agent: z.string().trim().min(1).max(40) }),
]);
export type Audience = z.infer<typeof Audience>;

/** The default wagering multiple, and the highest allowed: 10× the bonus (the 2026 UK cap). */
export const WAGERING_CAP = 10;

/** The share of each game category's stakes that counts towards wagering, in percent. */
export const Contributions = z.record(category, z.number().int().min(0).max(100));
export type Contributions = z.infer<typeof Contributions>;

/** The rules of money paid into the bonus wallet. */
export const BonusRules = z.object({
  wageringMultiple: z.number().int().min(0).max(WAGERING_CAP).default(WAGERING_CAP),
  contributions: Contributions,
  /** The largest stake per bet while the bonus is active. */
  maxBet: positive,
  expiryDays: z.number().int().min(1).max(90),
});
export type BonusRules = z.infer<typeof BonusRules>;

/**
 * The contribution table a bonus gets when its issuer names none (staff grants): slots and fishing
 * count in full, sports 20%, live casino, card tables and lotteries 10%. A category missing from a
 * bonus's table counts 0%.
 */
export const DEFAULT_CONTRIBUTIONS: Contributions = { RNG: 100, FISH: 100, SPORTS: 20, ESPORTS: 20, LIVE: 10, PVP: 10, LOTT: 10, ELOTT: 10 };
/** The rules of a bonus granted by staff: 10× wagering, ৳500 largest bet, 14 days. */
export const DEFAULT_BONUS_RULES: BonusRules = { wageringMultiple: WAGERING_CAP, contributions: DEFAULT_CONTRIBUTIONS, maxBet: 500_00, expiryDays: 14 };

/** A rate for members of at least `rank`, in one category or all ('ALL'); the row with the highest rank at or below the member's applies. */
export const RateRow = z.object({ rank: z.number().int().min(0).max(100), category: z.union([category, z.literal('ALL')]), rateBps: bps });
export type RateRow = z.infer<typeof RateRow>;

export const DepositBonusParams = z.object({
  /** Match percentage of the deposit (100 = 100%). */
  matchPct: z.number().int().min(1).max(500),
  cap: positive,
  minDeposit: positive,
  deposit: z.enum(['first', 'reload']),
  /** One bonus per period ('once' for the whole promotion). */
  per: z.enum(['once', 'daily', 'weekly']),
  rules: BonusRules,
});

/** Where a cashback or rebate takes its rates: its own table, or the VIP ladder (each rank's cashbackBps / rebateBps for every category). Absent: the table. */
export const RATE_SOURCES = ['table', 'ladder'] as const;
export const RatesFrom = z.enum(RATE_SOURCES);
export type RatesFrom = z.infer<typeof RatesFrom>;

export const CashbackParams = z.object({
  period: z.enum(['daily', 'weekly']),
  rates: z.array(RateRow).min(1).max(200),
  ratesFrom: RatesFrom.optional(),
  /** Net loss below this pays nothing. */
  minLoss: minor,
  /** The most one member receives per period (0: no cap). */
  maxPerPeriod: minor,
});

export const RebateParams = z.object({
  rates: z.array(RateRow).min(1).max(200),
  ratesFrom: RatesFrom.optional(),
  payout: z.enum(['auto', 'claim']),
  /** The most one member receives per day (0: no cap). */
  maxPerDay: minor,
});

export const RafflePrize = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,24}$/),
  name: Localized,
  amount: positive,
  stock: z.number().int().min(0).max(1_000_000),
  weight: z.number().int().min(1).max(1_000_000),
});
export const RaffleParams = z.object({
  /** Valid bet per ticket (e.g. ৳1,000 = 100000). */
  ticketPer: positive,
  /** Categories whose valid bet earns tickets (empty: all). */
  categories: z.array(category).max(CATEGORY_CODES.length),
  prizes: z.array(RafflePrize).min(1).max(20),
});

export const MissionTask = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,24}$/),
  kind: z.enum(['deposit', 'bet', 'rounds', 'loginDays']),
  /** For bet and rounds: one category, or any. */
  category: category.optional(),
  /** Minor units for deposit and bet; a count for rounds and loginDays. */
  target: positive,
  reward: positive,
});
export const MissionParams = z.object({
  period: z.enum(['daily', 'weekly']),
  tasks: z.array(MissionTask).min(1).max(20),
});

export const RaceParams = z.object({
  metric: z.enum(['turnover', 'multiplier']),
  /** Categories that count (empty: all). */
  categories: z.array(category).max(CATEGORY_CODES.length),
  /** For the multiplier race: the smallest stake whose multiplier counts. */
  minStake: minor,
  period: z.enum(['daily', 'weekly', 'whole']),
  /** Prize per place, first place first. */
  prizes: z.array(positive).min(1).max(100),
});

export const ApplicationParams = z.object({
  amount: positive,
  /** Paid into the bonus wallet under these rules, or as cash when null. */
  rules: BonusRules.nullable(),
});

/** Each mechanic's parameters. */
export const MECHANIC_PARAMS = {
  depositBonus: DepositBonusParams,
  cashback: CashbackParams,
  rebate: RebateParams,
  raffle: RaffleParams,
  application: ApplicationParams,
  mission: MissionParams,
  race: RaceParams,
} as const satisfies Record<Mechanic, z.ZodType>;
export type MechanicParams = { [M in Mechanic]: z.infer<(typeof MECHANIC_PARAMS)[M]> };

/** A mechanic with its parameters. */
export const MechanicSpec = z.discriminatedUnion('mechanic', [
  z.object({ mechanic: z.literal('depositBonus'), params: DepositBonusParams }),
  z.object({ mechanic: z.literal('cashback'), params: CashbackParams }),
  z.object({ mechanic: z.literal('rebate'), params: RebateParams }),
  z.object({ mechanic: z.literal('raffle'), params: RaffleParams }),
  z.object({ mechanic: z.literal('application'), params: ApplicationParams }),
  z.object({ mechanic: z.literal('mission'), params: MissionParams }),
  z.object({ mechanic: z.literal('race'), params: RaceParams }),
]);
export type MechanicSpec = z.infer<typeof MechanicSpec>;

/** The longest application comment and activity remark (spec §5). */
export const COMMENT_MAX = 140;

/** Where a reward's money goes. */
export const REWARD_WALLETS = ['cash', 'bonus'] as const;
export const REWARD_KINDS = ['depositBonus', 'cashback', 'rebate', 'raffle', 'application', 'mission', 'race', 'manual'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
/** available → claimed (by the player) · issued (paid without a claim) · expired (not claimed in time) · forfeited. */
export const REWARD_STATES = ['available', 'claimed', 'issued', 'expired', 'forfeited'] as const;
export type RewardState = (typeof REWARD_STATES)[number];

/** A bonus in the bonus wallet: active while wagering, then converted, forfeited or expired. */
export const BONUS_STATES = ['active', 'converted', 'forfeited', 'expired'] as const;
export type BonusState = (typeof BONUS_STATES)[number];
