import { z } from 'zod';
import { applyOfficialResult } from '#server/lottery/index.ts';
import { approvalKind } from './approval-kind.ts';

export const LOTTERY_RESULT_KIND = 'lottery.result';

export const lotteryResultPayload = z.object({
  drawId: z.number().int().positive(),
  result: z.array(z.string().regex(/^\d{1,6}$/)).min(1).max(40),
  source: z.enum(['staff', 'feed']),
});

/**
 * 'lottery.result': an official draw's result, entered by staff (or imported from a feed by a
 * staff member), carried out once a second staff member with lottery.results approves: checked
 * against the format again, the draw moves closed → drawn (guarded: a second approved result for
 * the same draw fails), the entry is recorded with who entered and who approved it, and the draw
 * settles.
 */
export const lotteryResult = approvalKind({
  permission: 'lottery.results',
  payload: lotteryResultPayload,
  async execute(app, p, run) {
    const done = await applyOfficialResult(app, { drawId: p.drawId, result: p.result, source: p.source, enteredBy: run.makerId, approvedBy: run.checker.staffId });
    return { drawId: done.drawId, revision: done.revision, settled: done.settlement.finished, tickets: done.settlement.tickets, payout: done.settlement.payout };
  },
});
