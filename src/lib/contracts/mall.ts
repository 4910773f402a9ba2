/** The points mall: goods, redeeming (password-checked) and the redeem history (spec §7 MCS2_getPointReward, getRedeemPointList, passwordCheck/MCS2_redeemPointReward). */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, language, minor, pageNo, pageOf, pageSize, recordId } from './common.ts';
import { password } from './fields.ts';
import { requestId } from './cashier-shapes.ts';
import { MALL_ITEM_KINDS, MALL_REQUIREMENTS, REDEEM_STATES } from './loyalty-model.ts';

const tag = 'Points mall';

/** Hundredths of a point (100 = 1.00 point). */
const points = z.number().int().describe('hundredths of a point (100 = 1.00 point)');

/** The most of one item a single request may ask for. */
export const REDEEM_QUANTITY_MAX = 99;
export const ADDRESS_MAX = 300;

export const MallGood = z.object({
  id: z.number().int(),
  kind: z.enum(MALL_ITEM_KINDS).describe('physical: delivered to an address; voucher: cash into the wallet; bonus: a bonus credit into the bonus wallet'),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable().describe('an image address, or null: the page draws an icon for the kind'),
  price: points.describe('per unit, hundredths of a point'),
  amount: minor.describe('a voucher’s cash or a bonus credit per unit (minor units); 0 for a physical item'),
  stock: z.number().int().nullable().describe('units left; null: unlimited'),
  requirement: z.enum(MALL_REQUIREMENTS).describe('none, or deposits / valid turnover this month (merchant time zone) of at least requirementAmount'),
  requirementAmount: minor,
  met: z.boolean().nullable().describe('whether the signed-in member meets the requirement now; null for a visitor'),
});
export type MallGood = z.infer<typeof MallGood>;

export const MallGoods = z.object({
  signedIn: z.boolean(),
  balance: points.nullable().describe('the signed-in member’s points; null for a visitor'),
  monthDeposit: minor.nullable().describe('the member’s deposits credited this month; null for a visitor'),
  monthTurnover: minor.nullable().describe('the member’s valid bet this month; null for a visitor'),
  items: z.array(MallGood),
});
export type MallGoods = z.infer<typeof MallGoods>;

export const RedeemRecord = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  kind: z.enum(MALL_ITEM_KINDS),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  points: points.describe('what the whole request took'),
  amount: minor.describe('a voucher’s or bonus credit’s whole amount; 0 for a physical item'),
  status: z.enum(REDEEM_STATES),
  address: z.string().nullable(),
  mobile: z.string().nullable(),
  paidAccount: z.enum(['cash', 'bonus', 'delivery']).nullable().describe('where an approved request went: the wallet, the bonus wallet, or out for delivery'),
  reason: z.string().nullable().describe('why staff rejected it'),
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
});
export type RedeemRecord = z.infer<typeof RedeemRecord>;

export const RedeemBody = z.object({
  itemId: recordId,
  quantity: z.number().int().min(1).max(REDEEM_QUANTITY_MAX),
  paymentPassword: password,
  address: z.string().max(ADDRESS_MAX).transform((v) => v.trim()).optional().describe('a physical item’s delivery address'),
  mobile: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{6,15}$/, 'a mobile number of 6 to 15 digits'))
    .optional()
    .describe('a physical item’s contact mobile'),
  requestId: requestId.describe('one per redeem: the same id again answers the first request; with another item or quantity, REQUEST_ID_REUSED'),
});

export const Redeemed = z.object({
  redeem: RedeemRecord,
  replayed: z.boolean().describe('an earlier request with this id took the points; nothing moved now'),
  balance: points.describe('the member’s points after it'),
});
export type Redeemed = z.infer<typeof Redeemed>;

export const mall = {
  goods: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointReward',
    summary: 'The points mall’s goods on sale, with price, stock and requirement; for a signed-in member also their points and whether they meet each requirement',
    tag,
    access: 'public',
    query: z.object({ language }),
    response: MallGoods,
    errors: [],
  }),
  redeem: endpoint({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    summary: 'Redeems points for goods: checks the payment password, then takes the stock and the points in one transaction; the request waits for staff (in process)',
    tag,
    access: 'member',
    body: RedeemBody,
    response: Redeemed,
    errors: [
      'MALL_ITEM_UNAVAILABLE',
      'OUT_OF_STOCK',
      'INSUFFICIENT_POINTS',
      'DELIVERY_DETAILS_REQUIRED',
      'REQUIREMENT_NOT_MET',
      'PAYMENT_PASSWORD_NOT_SET',
      'WRONG_PAYMENT_PASSWORD',
      'PAYMENT_PASSWORD_LOCKED',
      'REQUEST_ID_REUSED',
    ],
  }),
  history: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    summary: 'The member’s redeem requests, newest first, with their state',
    tag,
    access: 'member',
    query: z.object({ language, status: z.enum(REDEEM_STATES).optional(), pageNo, pageSize: pageSize(10, 50) }),
    response: pageOf(RedeemRecord),
    errors: [],
  }),
};
