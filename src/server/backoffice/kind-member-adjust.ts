import { z } from 'zod';
import { NotFound } from '#server/errors.ts';
import { Accounts, cashBalance, post } from '#server/ledger/index.ts';
import { getMember } from '#server/members/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { approvalKind } from './approval-kind.ts';

/** The largest adjustment one request may carry (minor units, either sign). */
export const MAX_ADJUSTMENT = 1_000_000_000_00;

export const memberAdjustPayload = z.object({
  memberId: z.number().int().positive(),
  /** Minor units: positive credits the member, negative debits them. */
  amount: z
    .number()
    .int()
    .min(-MAX_ADJUSTMENT)
    .max(MAX_ADJUSTMENT)
    .refine((v) => v !== 0, 'amount: not zero'),
  reason: z.string().trim().min(1).max(200),
});

/**
 * 'member.adjust': a manual change of a member's cash balance, one journal entry between their
 * cash account and the house's adjustment account, keyed by the approval so it moves once. A
 * debit larger than the balance is refused by the ledger (INSUFFICIENT_FUNDS: the request fails).
 */
export const memberAdjust = approvalKind({
  permission: 'members.adjust',
  payload: memberAdjustPayload,
  async execute(app, p, run) {
    const member = await getMember(app.db, p.memberId).catch(() => null);
    if (!member || member.is_agent === 4) throw new NotFound('No such member.');
    const currency = await merchantCurrency(app.db);
    const posted = await app.ledger.run((sql) =>
      post(sql, {
        kind: 'adjustment',
        key: run.idempotencyKey,
        memberId: member.id,
        ref: `approval:${run.approvalId}`,
        meta: { reason: p.reason, maker: run.makerId, checker: run.checker.staffId },
        postings: [
          { account: Accounts.cash(member.id, currency), amount: p.amount },
          { account: Accounts.adjustment(currency), amount: -p.amount },
        ],
      }),
    );
    const balance = await cashBalance(app.reader, member.id);
    if (!posted.replayed) app.events.publish({ type: 'balance', memberId: member.id, data: { balance } });
    return { entryId: posted.entryId, replayed: posted.replayed, balance };
  },
});
