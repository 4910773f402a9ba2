import { z } from 'zod';
import { applyRules, forgetPromotionCards, promotionById } from '#server/promotions/index.ts';
import { PromotionRules } from '#lib/contracts/backoffice-promotions.ts';
import { approvalKind } from './approval-kind.ts';

export const PROMOTION_RULES_KIND = 'promotion.rules';

export const promotionRulesPayload = z.object({ promotionId: z.number().int().positive(), version: z.number().int().min(0), rules: PromotionRules });

/**
 * 'promotion.rules': a published promotion's money rules (times, audience, mechanic parameters),
 * applied once a second staff member approves, by a guarded update at the version they were asked
 * for: if the promotion changed meanwhile (or ended) the request fails and nothing changes. Until
 * then the promotion runs on its old rules. The audit row of the approval keeps both.
 */
export const promotionRules = approvalKind({
  permission: 'promotions.read',
  payload: promotionRulesPayload,
  async execute(app, p) {
    const before = await promotionById(app.db, p.promotionId);
    const after = await applyRules(app.db, p.promotionId, p.version, p.rules);
    forgetPromotionCards(app);
    const rulesOf = (x: typeof before) => ({ startsAt: x.startsAt, endsAt: x.endsAt, audience: x.audience, params: x.params });
    return { promotionId: after.id, version: after.version, before: rulesOf(before), after: rulesOf(after) };
  },
});
