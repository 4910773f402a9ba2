import { z } from 'zod';
import { applyCorrection } from '#server/lottery/index.ts';
import { approvalKind } from './approval-kind.ts';
import { lotteryResultPayload } from './kind-lottery-result.ts';

export const LOTTERY_CORRECTION_KIND = 'lottery.correction';

export const lotteryCorrectionPayload = lotteryResultPayload.extend({
  /** The result revision the correction was asked against. */
  revision: z.number().int().min(0),
  reason: z.string().trim().min(1).max(200),
});

/**
 * 'lottery.correction': a corrected official result with its reason, carried out once a second
 * staff member with lottery.results approves, and only if the draw's result is still the revision
 * it was asked against: revision + 1, the previous result kept, every ticket resettled by
 * reversing entries (docs/decisions/025-lottery-resettlement.md).
 */
export const lotteryCorrection = approvalKind({
  permission: 'lottery.results',
  payload: lotteryCorrectionPayload,
  async execute(app, p, run) {
    const done = await applyCorrection(app, { drawId: p.drawId, result: p.result, source: p.source, enteredBy: run.makerId, approvedBy: run.checker.staffId, revision: p.revision, reason: p.reason });
    return { drawId: done.drawId, revision: done.revision, settled: done.settlement.finished, tickets: done.settlement.tickets, payout: done.settlement.payout };
  },
});
