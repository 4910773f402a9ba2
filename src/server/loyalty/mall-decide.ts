/**
 * Staff decide a redeem request. The stock and points already left when it was made; approving
 * makes it final and pays what the request was for: a voucher's cash from the mall's loyalty-cost
 * account to the wallet, a bonus credit into the bonus wallet (issued from the same account), a
 * physical item marked for delivery. Rejecting (with a reason) returns exactly what was taken:
 * the points (one journal entry, `mall-refund:<id>`) and the units to the shelf. Both are one
 * guarded update `where status = 'in_process'` in the unit that pays, so a second decision,
 * however parallel, moves nothing and answers INVALID_STATE.
 */
import type { AppContext } from '#server/app-context.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';
import { InvalidState, NotFound, ValidationFailed } from '#server/errors.ts';
import { Accounts, post } from '#server/ledger/index.ts';
import { insertMessageIn, notifyMessages } from '#server/content/index.ts';
import { issueBonus } from '#server/promotions/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { type BonusRules, DEFAULT_CONTRIBUTIONS } from '#lib/contracts/promotion-model.ts';
import { textIn } from './mall-items.ts';
import { REFUND_KIND } from './mall-redeem.ts';

/** A mall bonus credit is played through once before it turns into cash: ৳500 largest bet, 30 days. */
export const MALL_BONUS_RULES: BonusRules = { wageringMultiple: 1, contributions: DEFAULT_CONTRIBUTIONS, maxBet: 500_00, expiryDays: 30 };

export interface RedeemDecision {
  approve: boolean;
  reason: string;
}

const PAID_TO = { voucher: 'cash', bonus: 'bonus', physical: 'delivery' } as const;

export async function decideRedeem(app: AppContext, staffId: number, id: number, d: RedeemDecision, now = Date.now()): Promise<{ memberId: number; paid: 'cash' | 'bonus' | 'delivery' | null; balance: number | undefined }> {
  const reason = d.reason.trim();
  if (!d.approve && !reason) throw new ValidationFailed('A rejection needs a reason.', { fields: { reason: 'required' } });
  const currency = await merchantCurrency(app.db);
  const result = await app.ledger.run(async (sql) => {
    const q = statements(sql);
    const row = await first(
      sql,
      q
        .selectFrom('mall_redeems as r')
        .innerJoin('mall_items as i', 'i.id', 'r.item_id')
        .select(['r.id', 'r.member_id', 'r.item_id', 'r.quantity', 'r.points', 'r.amount', 'r.status', 'i.kind', 'i.names'])
        .where('r.id', '=', id),
    );
    if (!row) throw new NotFound('No such redeem request.');
    const memberId = Number(row.member_id);
    const paid = d.approve ? (PAID_TO[row.kind as keyof typeof PAID_TO] ?? 'delivery') : null;
    const moved = await changed(
      sql,
      q
        .updateTable('mall_redeems')
        .set({ status: d.approve ? 'approved' : 'rejected', paid_account: paid, reason: d.approve ? null : reason, staff_id: staffId, decided_at: now })
        .where('id', '=', id)
        .where('status', '=', 'in_process'),
    );
    if (moved !== 1) throw new InvalidState(`This request is already ${row.status}.`, { status: row.status });
    const amount = Number(row.amount);
    // The member's message, in the unit that decides: once, with the decision. The item's name in
    // each language, so the page words it in its own.
    const told = { id, points: Number(row.points), item_bn: textIn(row.names, 'bn'), item_en: textIn(row.names, 'en') };
    await insertMessageIn(sql, memberId, d.approve ? 'redeem_approved' : 'redeem_rejected', d.approve ? told : { ...told, reason: reason.slice(0, 300) }, now);
    if (!d.approve) {
      await post(
        sql,
        {
          kind: REFUND_KIND,
          key: `mall-refund:${id}`,
          memberId,
          ref: `mall:${id}`,
          meta: { itemId: Number(row.item_id), quantity: Number(row.quantity) },
          postings: [
            { account: Accounts.points(memberId), amount: Number(row.points) },
            { account: Accounts.pointsSpent('mall'), amount: -Number(row.points) },
          ],
        },
        now,
      );
      await changed(sql, q.updateTable('mall_items').set((eb) => ({ stock: eb('stock', '+', Number(row.quantity)) })).where('id', '=', Number(row.item_id)).where('stock', 'is not', null));
    } else if (paid === 'cash') {
      const paidOut = await post(
        sql,
        {
          kind: 'mall_voucher',
          key: `mall-voucher:${id}`,
          memberId,
          ref: `mall:${id}`,
          meta: { itemId: Number(row.item_id), quantity: Number(row.quantity) },
          postings: [
            { account: Accounts.cash(memberId, currency), amount },
            { account: Accounts.loyaltyCost('mall', currency), amount: -amount },
          ],
        },
        now,
      );
      return { memberId, paid, balance: paidOut.firstBalance };
    } else if (paid === 'bonus') {
      await issueBonus(sql, { memberId, promotionId: 0, amount, rules: MALL_BONUS_RULES, sourceKey: `mall:${id}`, currency, cost: Accounts.loyaltyCost('mall', currency), message: null }, now);
    }
    return { memberId, paid, balance: undefined };
  });
  await notifyMessages(app.db, app.events, [result.memberId], d.approve ? 'redeem_approved' : 'redeem_rejected');
  if (result.balance !== undefined) app.events.publish({ type: 'balance', memberId: result.memberId, data: { balance: result.balance } });
  if (result.paid === 'bonus') app.events.publish({ type: 'rewards', memberId: result.memberId, data: { redeemId: id } });
  return result;
}
