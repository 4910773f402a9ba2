/** Back office: the promotions desk. Contracts: src/lib/contracts/backoffice-promotions.ts. */
import { Hono } from 'hono';
import { backofficePromotions as api } from '#lib/contracts/backoffice-promotions.ts';
import {
  applicationQueue,
  askRulesChange,
  askToPublish,
  changePresentationAs,
  createPromotionAs,
  decideApplicationAs,
  endPromotionAs,
  promotionCostReport,
  staffPromotion,
  staffPromotionPage,
  updateDraftAs,
} from '#server/backoffice/index.ts';
import { type Promotion, promotionById, toCard, toDetail, unsavedPromotion } from '#server/promotions/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficePromotionRoutes = new Hono<ApiEnv>();

const previewOf = (p: Promotion, lang: 'bn' | 'en') => ({ lang, card: toCard(p, lang), detail: toDetail(p, lang) });

// Paths without an id first, so that 'applications', 'cost' and 'preview' are never read as one.
serve(backofficePromotionRoutes, api.list, (c, { query }) => staffPromotionPage(c.get('app'), query));

serve(backofficePromotionRoutes, api.applications, (c, { query: { state, promotionId, pageNo, pageSize } }) =>
  applicationQueue(c.get('app'), { pageNo, pageSize, ...(state ? { state } : {}), ...(promotionId ? { promotionId } : {}) }),
);

serve(backofficePromotionRoutes, api.decideApplication, (c, { params, body }) => decideApplicationAs(c.get('app'), staffOf(c), params.id, body));

serve(backofficePromotionRoutes, api.cost, (c, { query }) => promotionCostReport(c.get('app').db, query.from, query.to));

serve(backofficePromotionRoutes, api.draftPreview, (_c, { body }) => {
  const draft = unsavedPromotion(body);
  return (['bn', 'en'] as const).map((lang) => previewOf(draft, lang));
});

serve(backofficePromotionRoutes, api.create, (c, { body: { requestId, ...input } }) => createPromotionAs(c.get('app'), staffOf(c), requestId, input));

serve(backofficePromotionRoutes, api.one, (c, { params }) => staffPromotion(c.get('app'), params.id));

serve(backofficePromotionRoutes, api.preview, async (c, { params, query }) => previewOf(await promotionById(c.get('app').db, params.id), query.lang));

serve(backofficePromotionRoutes, api.update, (c, { params, body: { version, ...input } }) => updateDraftAs(c.get('app'), staffOf(c), params.id, version, input));

serve(backofficePromotionRoutes, api.publish, (c, { params, body }) => askToPublish(c.get('app'), staffOf(c), params.id, body.version));

serve(backofficePromotionRoutes, api.presentation, (c, { params, body: { version, ...p } }) => changePresentationAs(c.get('app'), staffOf(c), params.id, version, p));

serve(backofficePromotionRoutes, api.rules, (c, { params, body: { version, ...rules } }) => askRulesChange(c.get('app'), staffOf(c), params.id, version, rules));

serve(backofficePromotionRoutes, api.end, (c, { params, body }) => endPromotionAs(c.get('app'), staffOf(c), params.id, body.version));
