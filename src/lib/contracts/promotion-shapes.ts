/**
 * What the member pages receive about promotions: a card for the list, the whole promotion for
 * its detail page, and one player's view of it. Shared by the promotions, bonus, rebates,
 * raffles and missions groups and the back office's preview.
 */
import { z } from 'zod';
import { epochMs } from './common.ts';
import { ACTIVITY_STATES, Audience, Localized, MECHANICS, MechanicSpec, PROMOTION_STATUSES, PROMOTION_TAGS, PROMOTION_TYPES } from './promotion-model.ts';

export const Progress = z.object({ current: z.number().int(), target: z.number().int(), unit: z.enum(['minor', 'count']) });

/** One player's state in one promotion (docs/promotions.md). */
export const PlayerView = z.object({
  promotionId: z.number().int(),
  state: z.enum(ACTIVITY_STATES),
  actionable: z.boolean().describe('the player can join, claim, apply or draw now (counted by the rewards badge)'),
  progress: Progress.nullable(),
});
export type PlayerView = z.infer<typeof PlayerView>;

/** A promotion as the list shows it, in the page's language. */
export const PromotionCard = z.object({
  id: z.number().int(),
  type: z.enum(PROMOTION_TYPES),
  tags: z.array(z.enum(PROMOTION_TAGS)),
  title: z.string(),
  banner: z.string(),
  startsAt: epochMs,
  endsAt: epochMs,
  mechanic: z.enum(MECHANICS),
  status: z.enum(PROMOTION_STATUSES),
});
export type PromotionCard = z.infer<typeof PromotionCard>;

/** The whole promotion for its detail page: the card, its terms (sanitized HTML), its audience and its mechanic with every number. */
export const PromotionDetail = PromotionCard.omit({ mechanic: true }).extend({
  terms: z.string(),
  audience: Audience,
  spec: MechanicSpec,
});
export type PromotionDetail = z.infer<typeof PromotionDetail>;

export { Localized };
