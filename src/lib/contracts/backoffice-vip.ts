/**
 * Back office, loyalty desk, VIP tab (docs/loyalty.md "VIP ranks"): the ladder as an editable
 * table (a change waits for a second staff member: approval kind vip.ladder), how many members hold
 * each rank, a member's rank set by hand with a reason (audited, kept in the member's rank
 * history) and the loyalty settings (money parts wait for approval kind settings.money). Reading
 * needs loyalty.read, changing loyalty.write.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs } from './common.ts';
import { RANK_CHANGE_REASONS } from './loyalty-model.ts';
import { VipRankView } from './vip.ts';

const tag = 'Back office: Loyalty';
const read = { tag, access: 'staff', permission: 'loyalty.read' } as const;
const write = { tag, access: 'staff', permission: 'loyalty.write' } as const;

/** The most ranks a ladder may have. */
export const VIP_LADDER_MAX = 30;
/** Rates are basis points of 0 … 100%. */
export const VIP_BPS_MAX = 10_000;
/** A reason given for a rank set by hand, at most. */
export const VIP_REASON_MAX = 200;

const int = z.number().int();
/** A rank as the desk sends it: the server checks order, thresholds and ranges (VIP_LADDER_INVALID names the rank and field). */
export const VipRankInput = z.object({
  rank: int,
  label: z.string().trim().min(1).max(24),
  betThreshold: int,
  depositThreshold: int,
  keepBet: int,
  keepDeposit: int,
  upgradeBonus: int,
  monthlyBonus: int,
  birthdayBonus: int,
  bonusTurnover: int,
  cashbackBps: int,
  rebateBps: int,
  withdrawDailyAmount: int,
  withdrawDailyCount: int,
  vipService: z.boolean(),
});
export type VipRankInput = z.infer<typeof VipRankInput>;

export const PendingLadder = z.object({ approvalId: int, makerId: int, createdAt: epochMs, expiresAt: epochMs, ladder: z.array(VipRankView) });
export type PendingLadder = z.infer<typeof PendingLadder>;

export const StaffRankChange = z.object({
  id: int,
  memberId: int,
  account: z.string(),
  fromRank: int,
  toRank: int,
  reason: z.enum(RANK_CHANGE_REASONS),
  note: z.string().nullable(),
  staff: z.string().nullable().describe('who set it, for a rank set by hand'),
  at: epochMs,
});
export type StaffRankChange = z.infer<typeof StaffRankChange>;

export const VipDesk = z.object({
  ladder: z.array(VipRankView).describe('lowest rank first'),
  version: int.describe('the ladder’s version (its last change, epoch ms; 0 for the default ladder); a request made on an older one answers INVALID_STATE'),
  counts: z.array(z.object({ rank: int, members: int })).describe('members holding each rank (ranks no longer on the ladder included)'),
  pending: z.array(PendingLadder).describe('ladder changes waiting for a second staff member'),
  recent: z.array(StaffRankChange).describe('the latest ranks set by hand'),
  currency: z.object({ code: z.string(), symbol: z.string(), minorUnits: int }).describe('the merchant’s currency, which the ladder’s amounts are in'),
  timeZone: z.string().describe('the merchant’s time zone, which times are shown in'),
});
export type VipDesk = z.infer<typeof VipDesk>;

/** The loyalty settings (src/server/system/settings-schema.ts, section loyalty); validated again on save (INVALID_SETTING). */
export const LoyaltySettings = z.object({
  windowDays: int.min(1).max(365),
  categoryValues: z.record(z.string().regex(/^[A-Z]{2,10}$/), int.min(0).max(10_000)).describe('each game category’s point value, hundredths'),
  betPerPoint: int.min(1).describe('minor units of valid bet that earn one point at value 1.00'),
  depositPerPoint: int.min(0).describe('minor units of deposit that earn one point (0: none)'),
  convertRate: int.min(0).describe('minor units of cash one point converts to'),
  convertMinPoints: int.min(1).describe('the least converted at once, hundredths of a point'),
  referral: z.object({ minDeposit: int.min(0), minValidBet: int.min(0), days: int.min(1).max(365), reward: int.min(0), rewardTurnover: int.min(0).max(50) }),
  winnersMinPrize: int.min(0),
});
export type LoyaltySettings = z.infer<typeof LoyaltySettings>;

export const LoyaltySettingsView = z.object({
  value: LoyaltySettings,
  pending: z.array(z.object({ approvalId: int, value: LoyaltySettings, makerId: int, createdAt: epochMs, expiresAt: epochMs })).describe('money changes waiting for a second staff member'),
});
export type LoyaltySettingsView = z.infer<typeof LoyaltySettingsView>;

export const LoyaltySettingsOutcome = z.object({
  applied: z.boolean().describe('the parts that move no money changed at once (audited)'),
  approvalId: int.nullable().describe('the money parts (convert rate, referral reward) wait for this approval'),
});

export const backofficeVip = {
  desk: endpoint({ ...read, method: 'GET', path: '/backoffice/api/loyalty/vip', summary: 'The VIP ladder, members per rank, ladder changes waiting for approval and the latest ranks set by hand', response: VipDesk, errors: [] }),
  askLadder: endpoint({
    ...write,
    method: 'PUT',
    path: '/backoffice/api/loyalty/vip/ladder',
    summary: 'Asks for a new ladder (every rank, 0 … n-1); a second staff member approves it (approval kind vip.ladder)',
    body: z.object({ ladder: z.array(VipRankInput).min(1).max(VIP_LADDER_MAX), version: int.min(0) }),
    response: z.object({ approvalId: int, expiresAt: epochMs }),
    errors: ['VIP_LADDER_INVALID', 'INVALID_STATE'],
  }),
  setRank: endpoint({
    ...write,
    method: 'POST',
    path: '/backoffice/api/loyalty/vip/rank',
    summary: 'Sets one member’s rank by hand, with a reason (audited; kept in the member’s rank history as reason staff)',
    body: z.object({ account: z.string().trim().min(1).max(40), rank: int.min(0).max(VIP_LADDER_MAX - 1), reason: z.string().trim().min(1).max(VIP_REASON_MAX) }),
    response: StaffRankChange,
    errors: ['NOT_FOUND', 'VIP_RANK_UNKNOWN', 'VIP_RANK_UNCHANGED', 'INVALID_STATE'],
  }),
  settings: endpoint({ ...read, method: 'GET', path: '/backoffice/api/loyalty/settings', summary: 'The loyalty settings and their money changes waiting for approval', response: LoyaltySettingsView, errors: [] }),
  saveSettings: endpoint({
    ...write,
    method: 'PUT',
    path: '/backoffice/api/loyalty/settings',
    summary: 'Saves the loyalty settings: parts that move no money at once (audited), the convert rate and referral reward through approval kind settings.money',
    body: LoyaltySettings,
    response: LoyaltySettingsOutcome,
    errors: ['INVALID_SETTING'],
  }),
} as const;
