/** Points: balance, the earning rules, points details and converting points to cash (spec §7 MCS2_getPointBalance, getPointConfig, ODSFE2_MemTransDet, MCS2_convertPoint). */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, minor, pageNo, pageOf, pageSize } from './common.ts';
import { password } from './fields.ts';
import { periodFields, requestId, withinPeriod } from './cashier-shapes.ts';
import { POINTS_ENTRY_TYPES } from './loyalty-model.ts';

const tag = 'Points';
/** Points as the API carries them: integers in hundredths of a point (150 = 1.50 points). */
const pts = z.number().int();

export const PointsBalance = z.object({
  points: pts.describe('spendable points, hundredths'),
  owed: pts.describe('points owed after a rolled-back bet took back more than the balance held (later earnings repay them first)'),
  earnedThisMonth: pts.describe('points earned since the month began (merchant time zone), less points taken back'),
  monthStart: epochMs,
});
export type PointsBalance = z.infer<typeof PointsBalance>;

export const PointsConfig = z.object({
  categories: z.array(
    z.object({
      category: z.string().describe('a game category code (LIVE, RNG…)'),
      type: z.enum(POINTS_ENTRY_TYPES).describe('the points details type its bets earn under'),
      value: pts.describe('the category’s point value, hundredths (70 = 0.70)'),
    }),
  ),
  betPerPoint: minor.describe('the valid bet (minor units) that earns one point at value 1.00'),
  depositPerPoint: minor.describe('the deposit that earns one point (0: deposits earn none)'),
  convertRate: minor.describe('the cash (minor units) one point converts to (0: converting is off)'),
  convertMinPoints: pts.describe('the fewest points converted at once, hundredths'),
  expires: z.literal(false).describe('points never expire (spec §9)'),
});
export type PointsConfig = z.infer<typeof PointsConfig>;

export const PointsType = z.enum(POINTS_ENTRY_TYPES);

export const PointsDetail = z.object({
  id: z.number().int(),
  time: epochMs,
  type: PointsType,
  points: pts.describe('the change: positive earned or returned, negative spent or taken back'),
  balanceAfter: pts.describe('the balance right after this change'),
  validBet: minor.nullable().describe('bets: the change of valid bet that earned (or took back) these points'),
  deposit: minor.nullable().describe('deposit: the deposit that earned them'),
  cash: minor.nullable().describe('convert: the cash paid'),
  owed: pts.nullable().describe('points repaid (positive) or newly owed (negative) by the same change'),
  remark: z.string().nullable(),
});
export type PointsDetail = z.infer<typeof PointsDetail>;

export const PointsDetailsQuery = z.object({ type: PointsType.optional(), pageNo, pageSize: pageSize(20, 100), ...periodFields }).refine(...withinPeriod);
export type PointsDetailsQuery = z.infer<typeof PointsDetailsQuery>;

export const PointsDetailPage = pageOf(PointsDetail);
export type PointsDetailPage = z.infer<typeof PointsDetailPage>;

export const PointsConverted = z.object({
  points: pts,
  cash: minor,
  balance: pts.describe('the points left'),
  replayed: z.boolean().describe('the same requestId was converted before: nothing moved now'),
});
export type PointsConverted = z.infer<typeof PointsConverted>;

export const points = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointBalance',
    summary: 'The member’s points: spendable, owed and earned this month',
    tag,
    access: 'member',
    response: PointsBalance,
    errors: [],
  }),
  config: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointConfig',
    summary: 'How points are earned and converted: each category’s point value, the bet and deposit per point, the conversion rate and minimum',
    tag,
    access: 'public',
    response: PointsConfig,
    errors: [],
  }),
  details: endpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    summary: 'Points details: every change of the member’s points, newest first, by type and period (at most 92 days)',
    tag,
    access: 'member',
    query: PointsDetailsQuery,
    response: PointsDetailPage,
    errors: [],
  }),
  convert: endpoint({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    summary: 'Converts points to cash at the configured rate, confirmed by the payment password; the same requestId answers the first conversion',
    tag,
    access: 'member',
    body: z.object({ points: pts.min(1).max(1_000_000_000_00), paymentPassword: password, requestId }),
    response: PointsConverted,
    errors: ['FEATURE_DISABLED', 'CONVERT_MIN_POINTS', 'CONVERT_OVER_BALANCE', 'REQUEST_ID_REUSED', 'PAYMENT_PASSWORD_NOT_SET', 'WRONG_PAYMENT_PASSWORD', 'PAYMENT_PASSWORD_LOCKED'],
  }),
};
