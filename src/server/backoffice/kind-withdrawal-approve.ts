import { z } from 'zod';
import { approveForPayout } from '#server/cashier/index.ts';
import { approvalKind } from './approval-kind.ts';

export const withdrawalApprovePayload = z.object({ withdrawalId: z.number().int().positive() });

/**
 * 'withdrawal.approve': a withdrawal above `backoffice.withdrawalApprovalAbove` approved by a
 * second staff member. Carrying it out is the desk's approve (pending → approved, the held money to
 * the payout channel). The money's key is the withdrawal's own (`withdrawal-pay:<id>`, see
 * cashier/payouts.ts) rather than the approval's: a withdrawal is paid out once however many
 * requests or paths approve it; a withdrawal no longer pending fails the request (INVALID_STATE).
 */
export const withdrawalApprove = approvalKind({
  permission: 'cashier.write',
  payload: withdrawalApprovePayload,
  async execute(app, p, run) {
    const done = await approveForPayout(app, p.withdrawalId, run.checker.staffId);
    return { withdrawalId: p.withdrawalId, status: 'approved', memberId: done.memberId, amount: done.amount, maker: run.makerId };
  },
});
