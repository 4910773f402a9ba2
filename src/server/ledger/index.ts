/**
 * The ledger domain: accounts, journal entries and postings, the only writer of money
 * (`post` inside `app.ledger.run`), and the ledger checks. It imports no other domain; other
 * folders import it only through this file (decision 019).
 */

export { cashPostingPage } from './account-record.ts';
export { type AccountRef, Accounts, shardOf } from './accounts.ts';
export { cashBalance } from './balances.ts';
export { checkLedger } from './check.ts';
export { createLedger, type Ledger } from './engine.ts';
export { accountKindPostingsOf } from './house-postings.ts';
export { InsufficientFunds } from './errors.ts';
export { cashBalances, cashPostingsOf, type EntryKinds } from './member-cash-read.ts';
export { balanceOf, type Entry, post, type PostResult } from './post.ts';
