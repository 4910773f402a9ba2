/**
 * Reporting read model of the house-side accounts for the back office: the postings made in a
 * time range to every account of one kind (bonus expense, commission expense, house…), with the
 * kind of their journal entry. A query builder; it executes nothing itself.
 */
import type { Db } from '#server/db/connect.ts';

/** Postings to accounts of `accountKind` made in [from, to): entry_kind, amount, created_at. */
export function accountKindPostingsOf(db: Db, accountKind: string, range: { from: number; to: number }) {
  return db
    .selectFrom('postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('journal_entries as e', 'e.id', 'p.entry_id')
    .select(['e.kind as entry_kind', 'p.amount', 'p.created_at'])
    .where('a.kind', '=', accountKind)
    .where('p.created_at', '>=', range.from)
    .where('p.created_at', '<', range.to);
}
