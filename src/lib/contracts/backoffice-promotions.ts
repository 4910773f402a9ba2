/**
 * Back office, promotions desk (docs/promotions.md): staff with promotions.write create and edit
 * drafts, preview them as a player will see them, and ask to publish (maker-checker kind
 * promotion.publish). On a published promotion the presentation changes at once (audited) and the
 * money rules only through maker-checker kind promotion.rules. Staff with promotions.review decide
 * players' applications; promotions.read reads the promotion-cost report (from the ledger).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, pageNo, pageOf, pageSize } from './common.ts';
import { address } from './backoffice-content.ts';
import { Audience, MECHANICS, MechanicSpec, PROMOTION_STATUSES, PROMOTION_TAGS, PROMOTION_TYPES } from './promotion-model.ts';
import { PromotionCard, PromotionDetail } from './promotion-shapes.ts';

const tag = 'Back office: Promotions';

const title = z.string().trim().min(1).max(200);
const terms = z.string().max(50_000).describe('HTML; sanitized on save as notices are');
const banner = address.min(1);
const bothLanguages = <T extends z.ZodType>(t: T) => z.object({ bn: t, en: t });

export const PromotionPresentation = z.object({
  type: z.enum(PROMOTION_TYPES),
  tags: z.array(z.enum(PROMOTION_TAGS)).max(PROMOTION_TAGS.length),
  title: bothLanguages(title),
  terms: bothLanguages(terms),
  banner: bothLanguages(banner).describe('an image under /images/banners/ or an https address'),
  sort: z.number().int().min(-1000).max(1000).default(0).describe('higher first'),
});

export const PromotionRules = z.object({
  startsAt: epochMs.min(0),
  endsAt: epochMs.min(0).describe('after startsAt'),
  audience: Audience,
  spec: MechanicSpec,
});

const timesInOrder = (r: { startsAt: number; endsAt: number }, ctx: z.RefinementCtx) => {
  if (r.endsAt <= r.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'after startsAt' });
};

const RequestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'a client-generated id of 8 to 64 letters, digits, _ or -')
  .describe('one per form submission: the same id again answers the first draft; with another body, REQUEST_ID_REUSED');
const version = z.number().int().min(0).describe('the version read; a promotion changed meanwhile answers INVALID_STATE');

export const PromotionFields = PromotionPresentation.extend(PromotionRules.shape);
export const CreatePromotionBody = PromotionFields.extend({ requestId: RequestId }).superRefine(timesInOrder);
export const UpdateDraftBody = PromotionFields.extend({ version }).superRefine(timesInOrder);
export const PresentationBody = PromotionPresentation.extend({ version });
export const RulesBody = PromotionRules.extend({ version }).superRefine(timesInOrder);
const VersionBody = z.object({ version });

const PendingRequest = z.object({ approvalId: z.number().int(), kind: z.enum(['promotion.publish', 'promotion.rules']), createdAt: epochMs, expiresAt: epochMs });

export const StaffPromotion = PromotionFields.extend({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(PROMOTION_STATUSES),
  createdAt: epochMs,
  updatedAt: epochMs,
  publishedAt: epochMs.nullable(),
  endedAt: epochMs.nullable(),
  cost: z.number().int().describe('paid so far, minor units: minus the balance of its promotion-cost account'),
  pending: z.array(PendingRequest).describe('maker-checker requests waiting for a second staff member'),
});
export type StaffPromotion = z.infer<typeof StaffPromotion>;

export const PromotionPreview = z.object({ lang: z.enum(['bn', 'en']), card: PromotionCard, detail: PromotionDetail });
export type PromotionPreview = z.infer<typeof PromotionPreview>;

const AskedApproval = z.object({ status: z.literal('pending-approval'), approvalId: z.number().int(), promotion: StaffPromotion });

export const StaffApplication = z.object({
  entryId: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.object({ bn: z.string(), en: z.string() }),
  memberId: z.number().int(),
  account: z.string(),
  comment: z.string(),
  state: z.enum(['applying', 'issued', 'rejected']),
  reason: z.string().nullable(),
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
  decidedBy: z.number().int().nullable(),
});
export type StaffApplication = z.infer<typeof StaffApplication>;

const KindAmount = z.object({ kind: z.string().describe('the journal entry kind: bonus_issue, reward_cashback, bonus_forfeit …'), amount: z.number().int() });
export const CostRow = z.object({
  promotionId: z.number().int().describe('0: bonuses granted by staff'),
  title: z.object({ bn: z.string(), en: z.string() }).nullable(),
  mechanic: z.enum(MECHANICS).nullable(),
  byKind: z.array(KindAmount),
  total: z.number().int(),
});
export const CostReport = z.object({ from: epochMs, to: epochMs, currency: z.string(), rows: z.array(CostRow), byKind: z.array(KindAmount), total: z.number().int() });
export type CostReport = z.infer<typeof CostReport>;

const WRITE_ERRORS = ['NOT_FOUND', 'INVALID_STATE', 'VALIDATION_ERROR'] as const;
const write = { tag, access: 'staff', permission: 'promotions.write' } as const;
const read = { tag, access: 'staff', permission: 'promotions.read' } as const;

export const backofficePromotions = {
  list: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/promotions',
    summary: 'Promotions of every status, newest first, with what each has cost so far and the requests waiting',
    query: z.object({
      status: z.enum(PROMOTION_STATUSES).optional(),
      mechanic: z.enum(MECHANICS).optional(),
      type: z.enum(PROMOTION_TYPES).optional(),
      text: z.string().trim().max(100).optional().describe('part of a title (either language) or the id'),
      pageNo,
      pageSize: pageSize(20, 100),
    }),
    response: pageOf(StaffPromotion),
    errors: [],
  }),
  applications: endpoint({
    ...read,
    permission: 'promotions.review',
    method: 'GET',
    path: '/backoffice/api/promotions/applications',
    summary: 'Players’ applications to application promotions, newest first',
    query: z.object({ state: z.enum(['applying', 'issued', 'rejected']).optional(), promotionId: z.coerce.number().int().positive().optional(), pageNo, pageSize: pageSize(20, 100) }),
    response: z.object({ list: z.array(StaffApplication), total: z.number().int() }),
    errors: [],
  }),
  decideApplication: endpoint({
    ...read,
    permission: 'promotions.review',
    method: 'POST',
    path: '/backoffice/api/promotions/applications/:id/decide',
    summary: 'Approves (the bonus is paid at once) or rejects (a reason is required) one application; audited',
    params: idParams,
    body: z.object({ approve: z.boolean(), reason: z.string().trim().max(300).default('') }),
    response: StaffApplication,
    errors: ['NOT_FOUND', 'INVALID_STATE', 'VALIDATION_ERROR'],
  }),
  cost: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/promotions/cost',
    summary: 'What promotions cost in a time range, from the ledger’s promotion-cost accounts, per promotion and journal entry kind',
    query: z.object({ from: z.coerce.number().int().min(0), to: z.coerce.number().int().min(0) }),
    response: CostReport,
    errors: ['VALIDATION_ERROR'],
  }),
  draftPreview: endpoint({
    ...read,
    method: 'POST',
    path: '/backoffice/api/promotions/preview',
    summary: 'A promotion being edited as the member pages will show it, in both languages (nothing is stored)',
    body: PromotionFields.superRefine(timesInOrder),
    response: z.array(PromotionPreview),
    errors: ['VALIDATION_ERROR'],
  }),
  create: endpoint({
    ...write,
    method: 'POST',
    path: '/backoffice/api/promotions',
    summary: 'Writes a draft once per request id; audited',
    body: CreatePromotionBody,
    response: StaffPromotion,
    errors: ['REQUEST_ID_REUSED', 'VALIDATION_ERROR'],
  }),
  one: endpoint({ ...read, method: 'GET', path: '/backoffice/api/promotions/:id', summary: 'One promotion with every field', params: idParams, response: StaffPromotion, errors: ['NOT_FOUND'] }),
  preview: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/promotions/:id/preview',
    summary: 'A saved promotion as the member pages show it in one language: its card and its detail',
    params: idParams,
    query: z.object({ lang: z.enum(['bn', 'en']).default('bn') }),
    response: PromotionPreview,
    errors: ['NOT_FOUND'],
  }),
  update: endpoint({ ...write, method: 'PUT', path: '/backoffice/api/promotions/:id', summary: 'Replaces a draft still at the version read; audited', params: idParams, body: UpdateDraftBody, response: StaffPromotion, errors: [...WRITE_ERRORS] }),
  publish: endpoint({
    ...write,
    method: 'POST',
    path: '/backoffice/api/promotions/:id/publish',
    summary: 'Asks to publish a draft (maker-checker promotion.publish): it waits, uneditable, until a second staff member approves',
    params: idParams,
    body: VersionBody,
    response: AskedApproval,
    errors: [...WRITE_ERRORS],
  }),
  presentation: endpoint({
    ...write,
    method: 'PUT',
    path: '/backoffice/api/promotions/:id/presentation',
    summary: 'Changes a published promotion’s titles, terms, banners, type, tags and order at once; audited',
    params: idParams,
    body: PresentationBody,
    response: StaffPromotion,
    errors: [...WRITE_ERRORS],
  }),
  rules: endpoint({
    ...write,
    method: 'POST',
    path: '/backoffice/api/promotions/:id/rules',
    summary: 'Asks to change a published promotion’s money rules (times, audience, parameters; maker-checker promotion.rules): it runs on the old rules until approved',
    params: idParams,
    body: RulesBody,
    response: AskedApproval,
    errors: [...WRITE_ERRORS],
  }),
  end: endpoint({ ...write, method: 'POST', path: '/backoffice/api/promotions/:id/end', summary: 'Ends a published promotion now; audited', params: idParams, body: VersionBody, response: StaffPromotion, errors: [...WRITE_ERRORS] }),
};
