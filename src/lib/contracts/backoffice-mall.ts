/**
 * Back office, loyalty desk: points-mall goods and the redeem queue (approve: stock leaves;
 * reject: points and stock return). Goods are edited with loyalty.write (audited, optimistic
 * version); requests are decided with loyalty.review (audited).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, pageNo, pageOf, pageSize } from './common.ts';
import { address } from './backoffice-content.ts';
import { MALL_ITEM_KINDS, MALL_ITEM_STATES, MALL_REQUIREMENTS, REDEEM_STATES } from './loyalty-model.ts';
import { RedeemRecord } from './mall.ts';

const tag = 'Back office: Loyalty';
const read = { tag, access: 'staff', permission: 'loyalty.read' } as const;
const write = { tag, access: 'staff', permission: 'loyalty.write' } as const;
const review = { tag, access: 'staff', permission: 'loyalty.review' } as const;

const bothLanguages = <T extends z.ZodType>(t: T) => z.object({ bn: t, en: t });
/** The most a price may be: 100 million points (hundredths). */
export const MALL_PRICE_MAX = 100_000_000_00;
export const MALL_AMOUNT_MAX = 10_000_000_00;
export const MALL_STOCK_MAX = 1_000_000;

export const MallItemFields = z.object({
  names: bothLanguages(z.string().trim().min(1).max(80)),
  descriptions: bothLanguages(z.string().trim().max(500)),
  image: address.nullable().describe('an image under /images/ or an https address; null: an icon drawn for the kind'),
  price: z.number().int().min(1).max(MALL_PRICE_MAX).describe('per unit, hundredths of a point'),
  amount: z.number().int().min(0).max(MALL_AMOUNT_MAX).describe('a voucher’s cash or a bonus credit per unit (minor units); 0 for a physical item'),
  stock: z.number().int().min(0).max(MALL_STOCK_MAX).nullable().describe('units on the shelf; null: unlimited'),
  requirement: z.enum(MALL_REQUIREMENTS),
  requirementAmount: z.number().int().min(0).max(MALL_AMOUNT_MAX).describe('minor units this month; 0 with no requirement'),
  sort: z.number().int().min(-1000).max(1000).default(0).describe('higher first'),
});
export type MallItemFields = z.infer<typeof MallItemFields>;

/** The amounts must fit the kind and the requirement (a voucher pays something, a physical item nothing). */
const consistent = (kind: string, f: Pick<MallItemFields, 'amount' | 'requirement' | 'requirementAmount'>, ctx: z.RefinementCtx) => {
  if (kind === 'physical' && f.amount !== 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: '0 for a physical item' });
  if (kind !== 'physical' && f.amount <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'a voucher or bonus credit pays a positive amount' });
  if (f.requirement === 'none' && f.requirementAmount !== 0) ctx.addIssue({ code: 'custom', path: ['requirementAmount'], message: '0 with no requirement' });
  if (f.requirement !== 'none' && f.requirementAmount <= 0) ctx.addIssue({ code: 'custom', path: ['requirementAmount'], message: 'a positive amount for a requirement' });
};

export const CreateMallItemBody = MallItemFields.extend({ kind: z.enum(MALL_ITEM_KINDS) }).superRefine((b, ctx) => consistent(b.kind, b, ctx));
/** The kind never changes once made (requests already redeemed for it are paid by it). */
export const UpdateMallItemBody = MallItemFields.extend({ version: z.number().int().min(0).describe('the version read; an item changed meanwhile answers INVALID_STATE') });

export const StaffMallItem = MallItemFields.extend({
  id: z.number().int(),
  kind: z.enum(MALL_ITEM_KINDS),
  status: z.enum(MALL_ITEM_STATES),
  version: z.number().int(),
  createdAt: epochMs,
  updatedAt: epochMs,
  inProcess: z.number().int().describe('units in requests waiting for a decision'),
  approved: z.number().int().describe('units in approved requests'),
});
export type StaffMallItem = z.infer<typeof StaffMallItem>;

export const StaffRedeem = RedeemRecord.omit({ name: true }).extend({
  names: z.object({ bn: z.string(), en: z.string() }),
  memberId: z.number().int(),
  account: z.string(),
  decidedBy: z.number().int().nullable(),
});
export type StaffRedeem = z.infer<typeof StaffRedeem>;

export const backofficeMall = {
  items: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/loyalty/mall/items',
    summary: 'Points-mall goods of every status, in the shop’s order, with the units waiting and approved',
    query: z.object({ status: z.enum(MALL_ITEM_STATES).optional() }),
    response: z.object({ list: z.array(StaffMallItem) }),
    errors: [],
  }),
  createItem: endpoint({
    ...write,
    method: 'POST',
    path: '/backoffice/api/loyalty/mall/items',
    summary: 'Adds an item to the points mall (on sale at once); audited',
    body: CreateMallItemBody,
    response: StaffMallItem,
    errors: ['VALIDATION_ERROR'],
  }),
  updateItem: endpoint({
    ...write,
    method: 'PUT',
    path: '/backoffice/api/loyalty/mall/items/:id',
    summary: 'Changes an item’s names, price, amount, stock, requirement or order (not its kind); audited',
    params: idParams,
    body: UpdateMallItemBody,
    response: StaffMallItem,
    errors: ['NOT_FOUND', 'INVALID_STATE', 'VALIDATION_ERROR'],
  }),
  setItemStatus: endpoint({
    ...write,
    method: 'POST',
    path: '/backoffice/api/loyalty/mall/items/:id/status',
    summary: 'Hides an item from the mall or puts it back on sale (requests already made are still decided); audited',
    params: idParams,
    body: z.object({ status: z.enum(MALL_ITEM_STATES), version: z.number().int().min(0) }),
    response: StaffMallItem,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  redeems: endpoint({
    ...review,
    method: 'GET',
    path: '/backoffice/api/loyalty/mall/redeems',
    summary: 'Redeem requests, oldest waiting first (newest first for decided ones), filtered by state, item or member account',
    query: z.object({
      status: z.enum(REDEEM_STATES).optional(),
      itemId: z.coerce.number().int().positive().optional(),
      account: z.string().trim().max(40).optional(),
      pageNo,
      pageSize: pageSize(20, 100),
    }),
    response: pageOf(StaffRedeem),
    errors: [],
  }),
  decide: endpoint({
    ...review,
    method: 'POST',
    path: '/backoffice/api/loyalty/mall/redeems/:id/decide',
    summary: 'Approves a request (a voucher pays cash, a bonus credit goes to the bonus wallet, a physical item is marked for delivery) or rejects it with a reason (its points and stock return); audited',
    params: idParams,
    body: z.object({ approve: z.boolean(), reason: z.string().trim().max(300).default('') }),
    response: StaffRedeem,
    errors: ['NOT_FOUND', 'INVALID_STATE', 'VALIDATION_ERROR'],
  }),
};
