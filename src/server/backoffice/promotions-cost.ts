/**
 * The promotion-cost report: what promotions cost in a time range, read from the ledger itself —
 * the postings to the promotion_cost accounts (one per promotion; 0 for bonuses granted by staff),
 * per promotion and journal entry kind (bonus issued, bonus forfeited or expired and returned,
 * cashback, rebate, raffle, mission, race, application …). A cost is minus what was posted to the
 * account, so money paid out counts positive and money returned negative; the totals are the sums.
 */
import type { Db } from '#server/db/connect.ts';
import { ValidationFailed } from '#server/errors.ts';
import { toPromotion } from '#server/promotions/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import type { CostReport } from '#lib/contracts/backoffice-promotions.ts';

/** The longest range one report reads. */
const MAX_RANGE_MS = 400 * 86_400_000;

type KindAmount = { kind: string; amount: number };

function add(into: Map<string, number>, kind: string, amount: number) {
  into.set(kind, (into.get(kind) ?? 0) + amount);
}
const sorted = (m: Map<string, number>): KindAmount[] => [...m].map(([kind, amount]) => ({ kind, amount })).sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));

export async function promotionCostReport(db: Db, from: number, to: number): Promise<CostReport> {
  if (!(to > from)) throw new ValidationFailed('The end of the range must be after its start.', { field: 'to' });
  if (to - from > MAX_RANGE_MS) throw new ValidationFailed('A report covers at most 400 days.', { field: 'to' });
  const currency = await merchantCurrency(db);
  const rows = await db
    .selectFrom('postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('journal_entries as j', 'j.id', 'p.entry_id')
    .select((eb) => ['a.ref as ref', 'j.kind as kind', eb.fn.sum<number | string>('p.amount').as('posted')])
    .where('a.kind', '=', 'promotion_cost')
    .where('a.currency', '=', currency)
    .where('p.created_at', '>=', from)
    .where('p.created_at', '<', to)
    .groupBy(['a.ref', 'j.kind'])
    .execute();
  const perPromotion = new Map<number, Map<string, number>>();
  const byKind = new Map<string, number>();
  for (const r of rows) {
    const id = Number(r.ref);
    const cost = -Number(r.posted);
    const kinds = perPromotion.get(id) ?? new Map<string, number>();
    add(kinds, r.kind, cost);
    perPromotion.set(id, kinds);
    add(byKind, r.kind, cost);
  }
  const ids = [...perPromotion.keys()].filter((id) => id > 0);
  const promotions = ids.length ? (await db.selectFrom('promotions').selectAll().where('id', 'in', ids).execute()).map(toPromotion) : [];
  const byId = new Map(promotions.map((p) => [p.id, p]));
  const list = [...perPromotion]
    .map(([promotionId, kinds]) => {
      const p = byId.get(promotionId);
      const parts = sorted(kinds);
      return { promotionId, title: p ? p.title : null, mechanic: p ? p.mechanic : null, byKind: parts, total: parts.reduce((s, k) => s + k.amount, 0) };
    })
    .sort((a, b) => b.total - a.total || a.promotionId - b.promotionId);
  const totals = sorted(byKind);
  return { from, to, currency, rows: list, byKind: totals, total: totals.reduce((s, k) => s + k.amount, 0) };
}
