/**
 * The staff side of application promotions: the queue of applications and the decision on one
 * (the back office's endpoints, audit and desk call these).
 */
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';
import { accountNamesOf } from '#server/members/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import type { Localized } from '#lib/contracts/promotion-model.ts';
import { type ApplicationState, dataOf, type EntryRow, textLength } from './applications.ts';
import { InvalidState, NotFound, ValidationFailed } from './errors.ts';
import { isMechanic, promotionById } from './promotion-rows.ts';
import { offerReward } from './rewards.ts';

/** The longest reason staff give for a decision. */
export const REASON_MAX = 300;

export interface ApplicationItem {
  entryId: number;
  promotionId: number;
  promotionTitle: Localized;
  memberId: number;
  account: string;
  comment: string;
  state: ApplicationState;
  reason: string | null;
  createdAt: number;
  decidedAt: number | null;
  decidedBy: number | null;
}

export interface ApplicationQuery {
  state?: ApplicationState;
  promotionId?: number;
  pageNo: number;
  pageSize: number;
}

/** Applications for staff, newest first, with the promotion's title and the member's account. */
export async function listApplications(db: Db, q: ApplicationQuery): Promise<{ list: ApplicationItem[]; total: number }> {
  return applicationsWhere(db, q);
}

async function applicationsWhere(db: Db, q: ApplicationQuery & { entryId?: number }): Promise<{ list: ApplicationItem[]; total: number }> {
  let base = db.selectFrom('promotion_entries as e').innerJoin('promotions as p', 'p.id', 'e.promotion_id').where('p.mechanic', '=', 'application');
  if (q.state) base = base.where('e.state', '=', q.state);
  if (q.promotionId !== undefined) base = base.where('e.promotion_id', '=', q.promotionId);
  if (q.entryId !== undefined) base = base.where('e.id', '=', q.entryId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['e.id', 'e.promotion_id', 'e.member_id', 'e.state', 'e.comment', 'e.reason', 'e.decided_by', 'e.created_at', 'e.updated_at', 'p.title_bn', 'p.title_en'])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(q.pageSize)
      .offset((Math.max(1, q.pageNo) - 1) * q.pageSize)
      .execute(),
  ]);
  const accounts = await accountNamesOf(db, rows.map((r) => Number(r.member_id)));
  const list = rows.map((r) => {
    const state = r.state as ApplicationState;
    return {
      entryId: Number(r.id),
      promotionId: Number(r.promotion_id),
      promotionTitle: { bn: r.title_bn, en: r.title_en },
      memberId: Number(r.member_id),
      account: accounts.get(Number(r.member_id)) ?? '',
      comment: r.comment ?? '',
      state,
      reason: r.reason,
      createdAt: Number(r.created_at),
      decidedAt: state === 'applying' ? null : Number(r.updated_at),
      decidedBy: r.decided_by === null ? null : Number(r.decided_by),
    };
  });
  return { list, total: Number(count.n) };
}

/**
 * Staff decide an application once: a guarded update applying → issued | rejected; on approval
 * the promotion's amount is paid (a reward issued at once, into the bonus wallet under the
 * promotion's rules or as cash) in the same unit. A second decision is INVALID_STATE; a
 * rejection without a reason is VALIDATION_ERROR.
 */
export async function decideApplication(app: AppContext, staff: { id: number; username: string }, entryId: number, decision: { approve: boolean; reason: string }, now = Date.now()): Promise<ApplicationItem> {
  const reason = decision.reason.trim();
  if (!decision.approve && !reason) throw new ValidationFailed('Give the player a reason for the rejection.');
  if (textLength(reason) > REASON_MAX) throw new ValidationFailed(`The reason must have at most ${REASON_MAX} characters.`, { max: REASON_MAX });
  const entry = (await app.db.selectFrom('promotion_entries').selectAll().where('id', '=', entryId).executeTakeFirst()) as EntryRow | undefined;
  if (!entry) throw new NotFound('No such application.');
  const p = await promotionById(app.db, Number(entry.promotion_id));
  if (!isMechanic(p, 'application')) throw new NotFound('No such application.');
  const currency = await merchantCurrency(app.db);
  const memberId = Number(entry.member_id);
  await app.ledger.run(async (sql) => {
    const q = statements(sql);
    const data = JSON.stringify({ ...dataOf(entry), decidedByName: staff.username });
    const moved = await changed(
      sql,
      q.updateTable('promotion_entries').set({ state: decision.approve ? 'issued' : 'rejected', reason: reason || null, decided_by: staff.id, data, updated_at: now }).where('id', '=', entryId).where('state', '=', 'applying'),
    );
    if (moved !== 1) {
      const row = await first(sql, q.selectFrom('promotion_entries').select('state').where('id', '=', entryId));
      throw new InvalidState('This application has already been decided.', { state: row?.state ?? null });
    }
    if (decision.approve) {
      await offerReward(sql, { memberId, promotionId: p.id, kind: 'application', periodKey: '', amount: p.params.amount, bonusRules: p.params.rules, pay: 'now', meta: { entryId } }, currency, now);
    }
  });
  app.events.publish({ type: 'rewards', memberId, data: { promotionId: p.id } });
  const [item] = (await applicationsWhere(app.db, { entryId, pageNo: 1, pageSize: 1 })).list;
  if (!item) throw new Error(`application ${entryId} vanished`);
  return item;
}
