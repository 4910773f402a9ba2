import type { Db } from '#server/db/connect.ts';

/**
 * Reporting read model of a member's main wallet: the postings that moved it, with their entry's
 * kind and reference and the running balance, newest first (the cashier's account record).
 */

export interface CashPosting {
  id: number;
  kind: string;
  amount: number;
  balance_after: number;
  ref: string | null;
  created_at: number;
}

export interface CashPostingPage {
  rows: CashPosting[];
  pageNum: number;
  totalPages: number;
  total: number;
  /** Sum of the money in, and of the money out (negative), over the whole range. */
  income: number;
  outgo: number;
}

/** One page of the postings to the member's main wallet in [from, to), of these entry kinds (all when absent); null when the member has no wallet yet. */
export async function cashPostingPage(
  db: Db,
  memberId: number,
  q: { from: number; to: number; kinds?: readonly string[] | undefined; pageNo: number; pageSize: number },
): Promise<CashPostingPage | null> {
  const account = await db.selectFrom('ledger_accounts').select('id').where('kind', '=', 'member_cash').where('owner_id', '=', memberId).where('ref', '=', '').executeTakeFirst();
  if (!account) return null;
  let base = db.selectFrom('postings as p').innerJoin('journal_entries as e', 'e.id', 'p.entry_id').where('p.account_id', '=', account.id).where('p.created_at', '>=', q.from).where('p.created_at', '<', q.to);
  if (q.kinds) base = base.where('e.kind', 'in', [...q.kinds]);
  const sums = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('p.amount', '>', 0).then(eb.ref('p.amount')).else(0).end()), eb.lit(0)).as('income'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('p.amount', '<', 0).then(eb.ref('p.amount')).else(0).end()), eb.lit(0)).as('outgo'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(sums.n);
  const totalPages = Math.max(1, Math.ceil(total / q.pageSize));
  const pageNum = Math.min(q.pageNo, totalPages);
  const rows = await base
    .select(['p.id', 'e.kind', 'p.amount', 'p.balance_after', 'e.ref', 'p.created_at'])
    .orderBy('p.id', 'desc')
    .limit(q.pageSize)
    .offset((pageNum - 1) * q.pageSize)
    .execute();
  return { rows, pageNum, totalPages, total, income: Number(sums.income), outgo: Number(sums.outgo) };
}
