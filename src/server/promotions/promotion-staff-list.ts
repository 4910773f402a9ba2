/**
 * Promotions as the back office lists them: every status, filtered by status, mechanic, type and
 * a text (a title in either language, or the id), newest first, with what each has cost so far
 * (minus the balance of its promotion-cost account in the ledger).
 */
import type { Db } from '#server/db/connect.ts';
import type { Mechanic, PromotionStatus, PromotionType } from '#lib/contracts/promotion-model.ts';
import { type Promotion, toPromotion } from './promotion-rows.ts';

export interface StaffPromotionQuery {
  status?: PromotionStatus | undefined;
  mechanic?: Mechanic | undefined;
  type?: PromotionType | undefined;
  text?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** LIKE on a text without wildcards of its own (both databases escape differently). */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, '')}%`;

/** What each promotion has cost so far, by id (0: bonuses granted by staff), from the ledger. */
export async function promotionCosts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const costs = new Map<number, number>();
  if (ids.length === 0) return costs;
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['ref', 'balance'])
    .where('kind', '=', 'promotion_cost')
    .where('ref', 'in', ids.map(String))
    .execute();
  for (const r of rows) costs.set(Number(r.ref), (costs.get(Number(r.ref)) ?? 0) - Number(r.balance));
  return costs;
}

export async function listStaffPromotions(db: Db, q: StaffPromotionQuery): Promise<{ list: (Promotion & { cost: number })[]; total: number }> {
  let base = db.selectFrom('promotions');
  if (q.status) base = base.where('status', '=', q.status);
  if (q.mechanic) base = base.where('mechanic', '=', q.mechanic);
  if (q.type) base = base.where('type', '=', q.type);
  const text = q.text?.trim();
  if (text) {
    const id = /^\d{1,12}$/.test(text) ? Number(text) : -1;
    base = base.where((eb) =>
      eb.or([eb('id', '=', id), eb(eb.fn('lower', ['title_en']), 'like', likeOf(text.toLowerCase())), eb('title_bn', 'like', likeOf(text))]),
    );
  }
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  const list = rows.map(toPromotion);
  const costs = await promotionCosts(db, list.map((p) => p.id));
  return { list: list.map((p) => ({ ...p, cost: costs.get(p.id) ?? 0 })), total: Number(count.n) };
}
