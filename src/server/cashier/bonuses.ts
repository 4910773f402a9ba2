import { randomUUID } from 'node:crypto';
import type { AppContext } from '#server/app-context.ts';
import { NotFound, ValidationFailed } from '#server/errors.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { issueBonus } from '#server/promotions/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { DEFAULT_BONUS_RULES, WAGERING_CAP } from '#lib/contracts/promotion-model.ts';
import { assertNotExcluded } from './exclusions.ts';
import { notifyMessages } from '#server/content/index.ts';

/**
 * Operator: grants a bonus into the member's bonus wallet (from the staff-grants cost account,
 * promotion 0) under the default bonus rules with the given wagering multiple (0 to the cap of
 * 10; 0 converts it to cash at once). With a `key` (an approved back-office request's, or an
 * admin command's), it is issued once under that key: a repeat answers the first bonus's id.
 */
export async function grantBonus(app: AppContext, r: { account: string; amount: number; wageringMultiple: number; reason: string; key?: string }, now = Date.now()): Promise<number> {
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw new ValidationFailed('amount: a positive amount in minor units');
  if (!Number.isInteger(r.wageringMultiple) || r.wageringMultiple < 0 || r.wageringMultiple > WAGERING_CAP) throw new ValidationFailed(`wagering: 0 to ${WAGERING_CAP} times`);
  const member = await findMemberByAccount(app.db, r.account);
  if (!member || member.is_agent === 4) throw new NotFound('No such member.');
  await assertNotExcluded(app.db, member.id, now);
  const currency = await merchantCurrency(app.db);
  const rules = { ...DEFAULT_BONUS_RULES, wageringMultiple: r.wageringMultiple };
  const sourceKey = r.key ?? `staff:${randomUUID()}`;
  const { bonusId, issued } = await app.ledger.run((sql) => issueBonus(sql, { memberId: member.id, promotionId: 0, amount: r.amount, rules, sourceKey, currency }, now));
  // issueBonus stored the member's message with the bonus.
  if (issued) await notifyMessages(app.db, app.events, [member.id], 'bonus_granted');
  app.events.publish({ type: 'rewards', memberId: member.id, data: {} });
  return bonusId;
}
