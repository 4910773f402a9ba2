import { z } from 'zod';
import { DEFAULT_CATEGORY_POINT_VALUES } from '#lib/contracts/loyalty-model.ts';
import { SiteConfig } from '#lib/contracts/system.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from '#lib/time-zone.ts';
import { AGENT_SETTINGS } from './agent-settings.ts';

/** The server feature switches of spec §6, each its own setting so one can change without touching the rest. */
export const SWITCHES = [
  'mobileRegistration',
  'smsVerification',
  'mobilePasswordOnRegistration',
  'usernameRegistration',
  'freePlay',
  'forcePasswordChangeOnExpiry',
  'smsLogin',
  'directRegister',
  'manualCashback',
  'referral',
  'dividend',
  'dailyWages',
  'hourlySalary',
  'realTimeSalary',
] as const;
export type SwitchName = (typeof SWITCHES)[number];

/** Every setting the operator can change, with its validation and seeded default. */
export const SETTINGS = {
  /** Spec §3 "Site config". */
  siteConfig: SiteConfig
    .default({
      platform: 'web',
      merchantCode: 'meridian',
      lotteryType: 'SEA',
      device: 'WEB',
      loginedToHomePage: false,
      defaultLanguage: 'BN',
      supportedLanguages: ['BN', 'EN'],
      chatHeaderColor: '#0f766e',
      prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
      announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
      defaultAnnouncementType: 'B',
      esportsVendors: [],
    }),
  whitelabel: z
    .object({
      name: z.string(),
      merchantCode: z.string(),
      currency: z.object({ code: z.string(), symbol: z.string(), minorUnits: z.number().int().min(0).max(4) }),
      flags: z.array(z.string()),
      email: z.string(),
      licence: z.string(),
      /** The merchant's IANA time zone: day, week and month boundaries, reports, CSV and shown times (decision 018). */
      timeZone: z.string().refine(isTimeZone, 'an IANA time zone name such as Asia/Dhaka or Europe/London').default(DEFAULT_TIME_ZONE),
    })
    .default({
      name: 'Meridian',
      merchantCode: 'meridian',
      currency: { code: 'BDT', symbol: '৳', minorUnits: 2 },
      flags: ['CHNGPASSVERIF3'],
      email: 'support@meridian.example',
      licence: 'Licensed and regulated gaming operator, licence no. MRD-2025-0417',
      timeZone: DEFAULT_TIME_ZONE,
    }),
  maintenance: z
    .object({ enabled: z.boolean(), endsAt: z.number().int().nullable() })
    .default({ enabled: false, endsAt: null }),
  regionRestriction: z
    .object({ enabled: z.boolean(), blockedCountries: z.array(z.string()), blockedIps: z.array(z.string()) })
    .default({ enabled: false, blockedCountries: [], blockedIps: [] }),
  analytics: z.object({ gtagId: z.string() }).default({ gtagId: '' }),
  /** Image and game-launch hosts; an empty string means this site's own origin. */
  imageCDNs: z.array(z.string()).min(1).default(['']),
  launchGameCDNs: z.array(z.string()).min(1).default(['']),
  customerService: z
    .object({ chatUrl: z.string(), vipChatUrl: z.string(), socialUrl: z.string(), email: z.string() })
    .default({
      chatUrl: '/chat',
      vipChatUrl: '/chat',
      socialUrl: 'https://t.me/meridian_support',
      email: 'support@meridian.example',
    }),
  /** Sign-in rules. passwordExpiryDays 0 means passwords do not expire. */
  auth: z
    .object({
      defaultInitialPassword: z.string().min(6),
      passwordExpiryDays: z.number().int().min(0).max(3650),
      idleMinutes: z.number().int().min(5).max(1440),
      rememberDays: z.number().int().min(1).max(30),
      absoluteHours: z.number().int().min(1).max(720),
      smsExpiredMinutes: z.number().int().min(1).max(30),
    })
    .default({
      defaultInitialPassword: 'Meridian2025',
      passwordExpiryDays: 90,
      idleMinutes: 30,
      rememberDays: 1,
      absoluteHours: 24,
      smsExpiredMinutes: 2,
    }),
  /** Cashier rules. Amounts in minor units. */
  cashier: z
    .object({
      minWithdrawal: z.number().int().min(1),
      maxWithdrawal: z.number().int().min(1),
      withdrawalFeeBp: z.number().int().min(0).max(10_000),
      autoReceiptMinutes: z.number().int().min(5).max(43_200),
      newAccountStepUpHours: z.number().int().min(0).max(720),
    })
    .default({ minWithdrawal: 20_000, maxWithdrawal: 50_000_000, withdrawalFeeBp: 0, autoReceiptMinutes: 1_440, newAccountStepUpHours: 24 }),
  switches: z.record(z.enum(SWITCHES), z.boolean()).default({
    mobileRegistration: true,
    smsVerification: true,
    mobilePasswordOnRegistration: true,
    usernameRegistration: true,
    freePlay: true,
    forcePasswordChangeOnExpiry: true,
    smsLogin: true,
    directRegister: true,
    manualCashback: true,
    referral: true,
    dividend: true,
    dailyWages: true,
    hourlySalary: true,
    realTimeSalary: true,
  }),
  /** Agent programme: the house's terms for top agents (the highest rates) and contract rules. */
  agents: AGENT_SETTINGS,
  /**
   * Responsible gambling: independent helplines the RG page lists, those of the merchant's country
   * (ISO 3166 code) first. Facts about real organisations: a phone number only where it is sure.
   */
  helplines: z
    .object({
      country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 country code such as BD'),
      lines: z
        .array(
          z.object({
            country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 country code such as GB'),
            name: z.string().min(1).max(100),
            phone: z.string().regex(/^\+?[\d ]{3,20}$/, 'digits and spaces').nullable(),
            url: z.url({ protocol: /^https$/ }).max(300),
            hours: z.string().max(40).nullable(),
          }),
        )
        .max(20),
    })
    .default({
      country: 'BD',
      lines: [
        { country: 'BD', name: 'Kaan Pete Roi', phone: null, url: 'https://kaanpeteroi.org', hours: null },
        { country: 'GB', name: 'GamCare — National Gambling Helpline', phone: '0808 8020 133', url: 'https://www.gamcare.org.uk', hours: '24/7' },
      ],
    }),
  /**
   * Loyalty (docs/loyalty.md). Points are hundredths of a point, amounts minor units.
   * - windowDays: the rolling window over which valid bet and deposits reach a VIP rank.
   * - categoryValues: each game category's point value (spec §3: LIVE 0.70 …), in hundredths.
   * - betPerPoint: the valid bet that earns one point at value 1.00; depositPerPoint: the deposit
   *   that earns one point (0: deposits earn none).
   * - convertRate: the cash one point converts to; convertMinPoints: the least converted at once.
   * - referral: what a friend must deposit and bet within `days` of registering, and the reward.
   * - winnersMinPrize: the least win shown on the winners list.
   */
  loyalty: z
    .object({
      windowDays: z.number().int().min(1).max(365),
      categoryValues: z.record(z.string().regex(/^[A-Z]{2,10}$/), z.number().int().min(0).max(10_000)),
      betPerPoint: z.number().int().min(1),
      depositPerPoint: z.number().int().min(0),
      convertRate: z.number().int().min(0),
      convertMinPoints: z.number().int().min(1),
      referral: z.object({
        minDeposit: z.number().int().min(0),
        minValidBet: z.number().int().min(0),
        days: z.number().int().min(1).max(365),
        reward: z.number().int().min(0),
        rewardTurnover: z.number().int().min(0).max(50),
      }),
      winnersMinPrize: z.number().int().min(0),
    })
    .default({
      windowDays: 90,
      categoryValues: { ...DEFAULT_CATEGORY_POINT_VALUES },
      betPerPoint: 100_00,
      depositPerPoint: 100_00,
      convertRate: 50,
      convertMinPoints: 100_00,
      referral: { minDeposit: 500_00, minValidBet: 2_000_00, days: 30, reward: 100_00, rewardTurnover: 1 },
      winnersMinPrize: 1_000_00,
    }),
  /**
   * Lottery (docs/lottery.md). Amounts are minor units.
   * - unitStakes: the unit stakes a ticket may use (the game page offers them).
   * - maxMultiplier: the largest multiplier of a ticket.
   * - slipMaxItems: the most selections placed at once from one bet slip.
   * - followMaxDraws: the most draws one follow may cover.
   * - chainLength: how many draws one published seed chain serves before the next is committed.
   * - historyDays: how far back results and trends are kept on the player's pages.
   */
  lottery: z
    .object({
      unitStakes: z.array(z.number().int().min(1)).min(1).max(12),
      maxMultiplier: z.number().int().min(1).max(10_000),
      slipMaxItems: z.number().int().min(1).max(50),
      followMaxDraws: z.number().int().min(1).max(500),
      chainLength: z.number().int().min(10).max(1_000_000),
      historyDays: z.number().int().min(1).max(366),
    })
    .default({ unitStakes: [100, 200, 500, 1_000, 2_000, 5_000, 10_000], maxMultiplier: 1_000, slipMaxItems: 20, followMaxDraws: 120, chainLength: 20_000, historyDays: 60 }),
  /**
   * Sportsbook (docs/sportsbook.md). Amounts are minor units, margins and factors basis points.
   * - margin / inPlayMargin: the bookmaker's margin the simulated feed prices with, before and in play.
   * - cashoutMargin: taken off the fair value of a cash-out; cashout switches cash-out on.
   * - betDelaySeconds: the in-play delay (a suspension meanwhile voids the request).
   * - minStake, maxStake: per bet line; maxPayoutBet, maxPayoutMarket: defaults of a market's limits.
   * - maxLegs: the most legs of an accumulator or system bet; slipMaxBets: bets placed at once.
   * - feed: the simulated feed on or off and how many days of fixtures it keeps ahead.
   */
  sports: z
    .object({
      margin: z.number().int().min(0).max(3_000),
      inPlayMargin: z.number().int().min(0).max(3_000),
      cashout: z.boolean(),
      cashoutMargin: z.number().int().min(0).max(3_000),
      betDelaySeconds: z.number().int().min(0).max(30),
      minStake: z.number().int().min(1),
      maxStake: z.number().int().min(1),
      maxPayoutBet: z.number().int().min(1),
      maxPayoutMarket: z.number().int().min(1),
      maxLegs: z.number().int().min(2).max(20),
      slipMaxBets: z.number().int().min(1).max(30),
      feed: z.object({ simulated: z.boolean(), daysAhead: z.number().int().min(1).max(14) }),
    })
    .refine((v) => v.minStake <= v.maxStake, { message: 'minStake must not be above maxStake', path: ['minStake'] })
    .refine((v) => v.maxPayoutBet <= v.maxPayoutMarket, { message: 'maxPayoutBet must not be above maxPayoutMarket', path: ['maxPayoutBet'] })
    .default({
      margin: 500,
      inPlayMargin: 700,
      cashout: true,
      cashoutMargin: 500,
      betDelaySeconds: 5,
      minStake: 1_000,
      maxStake: 5_000_000,
      maxPayoutBet: 50_000_000,
      maxPayoutMarket: 500_000_000,
      maxLegs: 20,
      slipMaxBets: 30,
      feed: { simulated: true, daysAhead: 3 },
    }),
  /**
   * Customer service (docs/support.md).
   * - hours: when the live chat is staffed, in the merchant's time zone (days 0 = Sunday); outside
   *   them, or with no agent on duty, the chat takes a message that opens a ticket.
   * - maxChatsPerAgent: the default cap of chats auto-assigned to one agent at once.
   * - idleCloseMinutes: a conversation with no message for this long is closed by the system.
   * - feedbackMinWords / feedbackMaxWords: spec §5's feedback content limits.
   */
  support: z
    .object({
      hours: z.object({
        open: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM'),
        close: z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'HH:MM'),
        days: z.array(z.number().int().min(0).max(6)).max(7),
      }),
      maxChatsPerAgent: z.number().int().min(1).max(20),
      idleCloseMinutes: z.number().int().min(1).max(24 * 60),
      feedbackMinWords: z.number().int().min(1).max(100),
      feedbackMaxWords: z.number().int().min(10).max(2_000),
    })
    .refine((v) => v.feedbackMinWords < v.feedbackMaxWords, { message: 'feedbackMinWords must be below feedbackMaxWords', path: ['feedbackMinWords'] })
    .default({ hours: { open: '00:00', close: '24:00', days: [0, 1, 2, 3, 4, 5, 6] }, maxChatsPerAgent: 4, idleCloseMinutes: 30, feedbackMinWords: 5, feedbackMaxWords: 500 }),
  /**
   * Back office: addresses staff may sign in from (empty: any; entries are exact IPs or IPv4
   * CIDR ranges), and the withdrawal amount (minor units) above which paying out needs a second
   * staff member's approval.
   */
  backoffice: z
    .object({
      ipAllowList: z.array(z.string().regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'an IP address or range such as 203.0.113.0/24')).max(100),
      withdrawalApprovalAbove: z.number().int().min(0),
    })
    .default({ ipAllowList: [], withdrawalApprovalAbove: 5_000_000 }),
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type Settings = { [K in SettingKey]: z.output<(typeof SETTINGS)[K]> };
