import { z } from 'zod';
import { grantBonus } from '#server/cashier/index.ts';
import { NotFound } from '#server/errors.ts';
import { getMember } from '#server/members/index.ts';
import { approvalKind } from './approval-kind.ts';
import { WAGERING_CAP } from '#lib/contracts/promotion-model.ts';

export const bonusGrantPayload = z.object({
  memberId: z.number().int().positive(),
  amount: z.number().int().positive().max(1_000_000_000_00),
  /** The stakes (weighted by category) needed before the bonus converts to cash, as a multiple of it (0 to the cap). */
  wageringMultiple: z.number().int().min(0).max(WAGERING_CAP),
  reason: z.string().trim().min(1).max(140),
});

/** 'bonus.grant': a manual bonus into the member's bonus wallet, issued with the approval's key (once). */
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
