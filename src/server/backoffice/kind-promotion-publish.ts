import { z } from 'zod';
import { forgetPromotionCards, publishPending } from '#server/promotions/index.ts';
import { approvalKind } from './approval-kind.ts';

export const PROMOTION_PUBLISH_KIND = 'promotion.publish';

export const promotionPublishPayload = z.object({ promotionId: z.number().int().positive(), version: z.number().int().min(0) });

/**
 * 'promotion.publish': a draft staff sent for publication (now pending) becomes published once a
 * second staff member approves — by one guarded update pending → published at the version sent,
 * so the promotion is published once however many approvals race. A checker needs
 * approvals.decide and promotions.read (owner, finance or risk; never the maker).
 */
export const promotionPublish = approvalKind({
  permission: 'promotions.read',
  payload: promotionPublishPayload,
  async execute(app, p, run) {
    const published = await publishPending(app.db, p.promotionId, p.version);
    forgetPromotionCards(app);
    return { promotionId: published.id, status: published.status, version: published.version, publishedAt: published.publishedAt, approvalId: run.approvalId };
  },
});
