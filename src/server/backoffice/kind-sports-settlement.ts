import { z } from 'zod';
import { SELECTION_RESULTS } from '#lib/contracts/sports-model.ts';
import { resultEvent, settleMarket, voidMarket } from '#server/sportsbook/index.ts';
import { approvalKind } from './approval-kind.ts';

export const SPORTS_SETTLEMENT_KIND = 'sports.settlement';

const score = z.number().int().min(0).max(999);

export const sportsSettlementPayload = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('result'),
    eventId: z.number().int().positive(),
    final: z.object({ home: score, away: score, parts: z.array(z.tuple([score, score])).max(20) }),
    correction: z.boolean(),
    reason: z.string().max(200).optional(),
  }),
  z.object({
    action: z.literal('settle'),
    eventId: z.number().int().positive(),
    marketId: z.number().int().positive(),
    results: z.array(z.object({ selectionId: z.number().int().positive(), result: z.enum(SELECTION_RESULTS), deadHeat: z.number().int().min(1).max(50) })).min(1).max(60),
    correction: z.boolean(),
    reason: z.string().max(200).optional(),
  }),
  z.object({
    action: z.literal('void'),
    eventId: z.number().int().positive(),
    marketId: z.number().int().positive(),
    correction: z.boolean(),
    reason: z.string().max(200),
  }),
]);
export type SportsSettlementPayload = z.output<typeof sportsSettlementPayload>;

/**
 * 'sports.settlement': a sportsbook result by hand, carried out once a second staff member with
 * sports.settle approves: an event's final score (its markets resulted from it), one market's
 * per-selection results with dead-heat divisors, or a market voided. The same on something already
 * settled is a resettlement (the market's revision rises); the settlement job moves the money.
 */
export const sportsSettlement = approvalKind({
  permission: 'sports.settle',
  payload: sportsSettlementPayload,
  async execute(app, p) {
    switch (p.action) {
      case 'result': {
        const done = await resultEvent(app, p.eventId, p.final);
        return { action: p.action, eventId: p.eventId, markets: done.markets };
      }
      case 'settle': {
        const done = await settleMarket(app, p.marketId, p.results);
        return { action: p.action, marketId: p.marketId, revision: done.revision };
      }
      case 'void': {
        const done = await voidMarket(app, p.marketId);
        return { action: p.action, marketId: p.marketId, revision: done.revision };
      }
    }
  },
});
