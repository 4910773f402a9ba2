import { z } from 'zod';
import { grantBonus } from '#server/cashier/index.ts';
import { NotFound } from '#server/errors.ts';
import { getMember } from '#server/members/index.ts';
import { approvalKind } from './approval-kind.ts';

export const bonusGrantPayload = z.object({
  memberId: z.number().int().positive(),
  amount: z.number().int().positive().max(1_000_000_000_00),
  /** The valid bet needed before withdrawing, as a multiple of the bonus (0 to 100). */
  wageringMultiple: z.number().int().min(0).max(100),
  reason: z.string().trim().min(1).max(140),
});

/** 'bonus.grant': a manual bonus, granted by the cashier with the approval's key (moves once). */
export const bonusGrant = approvalKind({
  permission: 'members.adjust',
  payload: bonusGrantPayload,
  async execute(app, p, run) {
    const member = await getMember(app.db, p.memberId).catch(() => null);
    if (!member) throw new NotFound('No such member.');
    const bonusId = await grantBonus(app, { account: member.account, amount: p.amount, wageringMultiple: p.wageringMultiple, reason: p.reason, key: run.idempotencyKey });
    return { bonusId };
  },
});
