import type { Generated } from 'kysely';

/**
 * One account per (kind, owner, ref): a member's cash wallet (owner = member), the house per
 * vendor (ref = vendor), payment clearing, bonus, commission expense, holds… Only accounts that
 * allow it may go below zero (a CHECK constraint, so no code path can make a wallet negative).
 */
export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: string;
  owner_id: number;
  ref: string;
  currency: string;
  balance: Generated<number>;
  allow_negative: number;
  created_at: number;
}

/** One movement of money; its postings sum to zero. The idempotency key is unique. */
export interface JournalEntriesTable {
  id: Generated<number>;
  kind: string;
  idempotency_key: string;
  member_id: number | null;
  ref: string | null;
  meta: string | null;
  created_at: number;
}

/** Append-only (triggers refuse UPDATE and DELETE); balance_after is the account's running balance. */
export interface PostingsTable {
  id: Generated<number>;
  entry_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
  created_at: number;
}
