/** Invite friends: the member's code, link and QR code, the friends invited and the rewards earned (when the referral switch is on). */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, minor } from './common.ts';
import { REFERRAL_STATES } from './loyalty-model.ts';

const tag = 'Referral';

export const ReferralFriend = z.object({
  account: z.string().describe('the friend’s account name, masked (pl***1)'),
  state: z.enum(REFERRAL_STATES).describe('registered → deposited → qualified → rewarded; held while staff look at it; rejected by staff; expired when the window closed first'),
  registeredAt: epochMs,
  depositedAt: epochMs.nullable().describe('the friend’s first credited deposit'),
  qualifiedAt: epochMs.nullable(),
  reward: minor.describe('what this friend earned the member (0 until paid)'),
});
export type ReferralFriend = z.infer<typeof ReferralFriend>;

export const ReferralRules = z.object({
  minDeposit: minor.describe('credited deposits a friend must reach within `days` of registering'),
  minValidBet: minor.describe('valid bet a friend must reach within the same days'),
  days: z.number().int(),
  reward: minor.describe('paid to the member once per friend who qualifies'),
  rewardTurnover: z.number().int().describe('0: paid as cash; otherwise a bonus to wager this many times'),
});

export const ReferralPage = z.object({
  code: z.string().describe('the member’s personal referral code (8 characters, no 0/O/1/I)'),
  link: z.string().describe('the registration link carrying the code (/register?ref=…)'),
  qr: z.string().describe('an SVG image of the link’s QR code without a quiet zone: the page shows it 200 px wide with a 20 px white margin (spec: QR size 200, margin 20)'),
  currency: z.string(),
  rules: ReferralRules,
  friends: z.array(ReferralFriend).describe('newest first, at most 200'),
  totals: z.object({
    invited: z.number().int(),
    qualified: z.number().int().describe('friends who met the rules (paid, held or about to be paid)'),
    rewarded: z.number().int(),
    earned: minor.describe('the rewards paid so far'),
    pending: z.number().int().describe('qualified friends whose reward is not paid yet (held for a check, or paid within a minute)'),
  }),
});
export type ReferralPage = z.infer<typeof ReferralPage>;

export const referral = {
  page: endpoint({
    method: 'GET',
    path: '/wps/referral',
    summary: 'Invite friends: the member’s code (made on first view), link and QR code, the rules, the friends invited and the rewards earned',
    tag,
    access: 'member',
    response: ReferralPage,
    errors: ['REFERRAL_OFF'],
  }),
};
