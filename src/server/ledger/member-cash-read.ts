/**
 * Reporting read model of members' cash: the postings of chosen journal entry kinds that moved a
 * member's own cash account, and the cash balances. Query builders other domains (agent income
 * and team reports) compose into their own statements, so the ledger tables are named only here.
 * They execute nothing themselves.
 */
import type { Db } from '#server/db/connect.ts';

export interface EntryKinds {
  /** Entry kinds starting with this (e.g. "agent_"); '' for none (only the exact kinds). */
  prefix: string;
  /** And these kinds exactly. */
  exact: readonly string[];
}

/**
 * What entries of these kinds, made for `memberId` in [from, to), posted to that member's cash
 * account: the entry's time and kind and the posting's amount.
 */
export function cashPostingsOf(db: Db, memberId: number, range: { from: number; to: number }, kinds: EntryKinds) {
  return db
    .selectFrom('journal_entries as e')
    .innerJoin('postings as p', 'p.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', (j) => j.onRef('a.id', '=', 'p.account_id').on('a.kind', '=', 'member_cash').onRef('a.owner_id', '=', 'e.member_id'))
    .select(['e.created_at', 'e.kind', 'p.amount'])
    .where('e.member_id', '=', memberId)
    .where('e.created_at', '>=', range.from)
    .where('e.created_at', '<', range.to)
    .where((eb) => {
      if (!kinds.prefix) return eb('e.kind', 'in', kinds.exact.length ? kinds.exact : ['']);
      const prefixed = eb(eb.fn<string>('substr', ['e.kind', eb.lit(1), eb.lit(kinds.prefix.length)]), '=', kinds.prefix);
      return kinds.exact.length ? eb.or([prefixed, eb('e.kind', 'in', kinds.exact)]) : prefixed;
    });
}

/** Each member's cash balance (its main cash account): owner_id, balance. */
export function cashBalances(db: Db) {
  return db.selectFrom('ledger_accounts').select(['owner_id', 'balance']).where('kind', '=', 'member_cash').where('ref', '=', '');
}
