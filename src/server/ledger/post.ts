import type { SqlRunner } from '#server/db/sql-runner.ts';
import type { AccountRef } from './accounts.ts';
import { InsufficientFunds, MixedCurrencies, UnbalancedEntry } from './errors.ts';

// Fixed SQL text, not the statement builder (db/statement-builder.ts): every stake, win and refund
// runs these, the same text each time lets the prepared-statement cache hit, and building and
// compiling per call cost measurable time. Measured 2026-11-25 on the 2-core development machine:
// building and compiling one of these statements with Kysely takes ~37 µs against ~5–30 µs for
// running it prepared (an interleaved in-process comparison made the statements ~5× slower); a
// bet + settle pair runs about 20 of them (here and in providers/wallet*.ts), ~0.8 ms of the
// ~3.9 ms a pair takes at 257 pairs/s, so about a fifth of the throughput.

export interface Posting {
  account: AccountRef;
  amount: number;
}

export interface Entry {
  kind: string;
  /** Unique: a second entry with the same key moves nothing and reports the first. */
  key: string;
  /** The caller already knows the key is new (a duplicate then fails on the unique key instead). */
  knownNew?: boolean;
  memberId: number | null;
  /**
   * Postings to accounts that may go negative (the house's side: never refused) move at the end of
   * the unit of work, when its runner can defer writes (SqlRunner.defer): many units move the same
   * house shards, and on PostgreSQL each holds a moved row's lock until it commits. Their new
   * balances are then not in the result.
   */
  houseLast?: boolean;
  ref?: string | null;
  meta?: Record<string, unknown>;
  postings: Posting[];
}

export interface PostResult {
  entryId: number;
  replayed: boolean;
  /** New balance per account id (empty on a replay). */
  balances: Map<number, number>;
  /** The new balance of the entry's first posting's account (the one a caller usually shows), when moved. */
  firstBalance: number | undefined;
}

/** The id of an account, creating it on first use; refuses an account that holds another currency. */
export async function accountId(sql: SqlRunner, a: AccountRef, now = Date.now()): Promise<number> {
  const key = `${a.kind}\u0000${a.owner}\u0000${a.ref}\u0000${a.currency}`;
  const cached = sql.ids?.get(key);
  if (cached !== undefined) return cached;
  const found = await sql.get<{ id: number; currency: string }>('select id, currency from ledger_accounts where kind = ? and owner_id = ? and ref = ?', [a.kind, a.owner, a.ref]);
  if (found) {
    sameCurrency(a, found.currency);
    sql.ids?.set(key, found.id);
    return found.id;
  }
  // Created in this unit of work: not remembered until seen committed.
  return (await account(sql, a, now)).id;
}

function sameCurrency(a: AccountRef, stored: string): void {
  if (stored !== a.currency) throw new MixedCurrencies(`account ${a.kind}/${a.owner}/${a.ref} holds ${stored}, not ${a.currency}`);
}

/** The id and balance of an account, creating it on first use. */
export async function account(sql: SqlRunner, a: AccountRef, now = Date.now()): Promise<{ id: number; balance: number }> {
  const select = 'select id, balance, currency from ledger_accounts where kind = ? and owner_id = ? and ref = ?';
  let found = await sql.get<{ id: number; balance: number; currency: string }>(select, [a.kind, a.owner, a.ref]);
  if (!found) {
    await sql.run(
      'insert into ledger_accounts (kind, owner_id, ref, currency, balance, allow_negative, created_at) values (?, ?, ?, ?, 0, ?, ?) on conflict (kind, owner_id, ref) do nothing',
      [a.kind, a.owner, a.ref, a.currency, a.allowNegative ? 1 : 0, now],
    );
    found = await sql.get<{ id: number; balance: number; currency: string }>(select, [a.kind, a.owner, a.ref]);
    if (!found) throw new Error(`could not open account ${a.kind}/${a.owner}/${a.ref}`);
  }
  sameCurrency(a, found.currency);
  return { id: found.id, balance: found.balance };
}

/**
 * Posts one journal entry: its postings must sum to zero; each balance moves by a conditional
 * update that refuses to take a no-overdraft account below zero (InsufficientFunds, and nothing of
 * the entry remains). The postings that can fail go first, the others in account-id order; only an
 * entry with several postings that can fail needs a savepoint to undo a partial one. An entry
 * whose postings are in different currencies is refused (MixedCurrencies), as is a posting to an
 * account that holds another currency.
 */
export async function post(sql: SqlRunner, e: Entry, now = Date.now()): Promise<PostResult> {
  if (e.postings.length < 2) throw new UnbalancedEntry(`entry ${e.key} needs two postings`);
  let sum = 0;
  let mayFail = 0;
  for (const p of e.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new UnbalancedEntry(`entry ${e.key}: amount ${p.amount} is not a non-zero integer`);
    sum += p.amount;
    if (p.amount < 0 && !p.account.allowNegative) mayFail++;
  }
  if (sum !== 0) throw new UnbalancedEntry(`entry ${e.key} does not balance (${sum})`);
  const currencies = new Set(e.postings.map((p) => p.account.currency));
  if (currencies.size !== 1) throw new MixedCurrencies(`entry ${e.key} mixes currencies (${[...currencies].join(', ')})`);
  if (!e.knownNew) {
    const prior = await sql.get<{ id: number }>('select id from journal_entries where idempotency_key = ?', [e.key]);
    if (prior) return { entryId: prior.id, replayed: true, balances: new Map(), firstBalance: undefined };
  }
  return mayFail > 1 ? sql.attempt(() => apply(sql, e, now)) : apply(sql, e, now);
}

async function apply(sql: SqlRunner, e: Entry, now: number): Promise<PostResult> {
  const resolved: (Posting & { id: number; risky: boolean })[] = [];
  for (const p of e.postings) resolved.push({ ...p, id: await accountId(sql, p.account, now), risky: p.amount < 0 && !p.account.allowNegative });
  const firstId = resolved[0]?.id;
  resolved.sort((a, b) => Number(b.risky) - Number(a.risky) || a.id - b.id);
  const defer = e.houseLast ? sql.defer : undefined;
  const later = defer ? resolved.filter((p) => p.account.allowNegative) : [];
  const moving = later.length ? resolved.filter((p) => !p.account.allowNegative) : resolved;
  const balances = new Map<number, number>();
  for (const p of moving) balances.set(p.id, await move(sql, p.id, p.amount));
  const meta = e.meta ? JSON.stringify(e.meta) : null;
  const rows = moving.map((p) => [p.id, p.amount, balances.get(p.id), now]);
  let entryId: number;
  if (sql.dialect === 'postgres' && rows.length) {
    // One round trip: the entry and its postings moved so far.
    const inserted = await sql.get<{ entry_id: number }>(
      `with e as (insert into journal_entries (kind, idempotency_key, member_id, ref, meta, created_at) values (?, ?, ?, ?, ?, ?) returning id) insert into postings (entry_id, account_id, amount, balance_after, created_at) select e.id, v.a, v.m, v.b, v.t from e, (values ${rows.map(() => '(?::bigint, ?::bigint, ?::bigint, ?::bigint)').join(', ')}) v(a, m, b, t) returning entry_id`,
      [e.kind, e.key, e.memberId, e.ref ?? null, meta, now, ...rows.flat()],
    );
    if (!inserted) throw new Error(`entry ${e.key} was not stored`);
    entryId = Number(inserted.entry_id);
  } else {
    const inserted = await sql.get<{ id: number }>('insert into journal_entries (kind, idempotency_key, member_id, ref, meta, created_at) values (?, ?, ?, ?, ?, ?) returning id', [e.kind, e.key, e.memberId, e.ref ?? null, meta, now]);
    if (!inserted) throw new Error(`entry ${e.key} was not stored`);
    entryId = inserted.id;
    if (rows.length) await sql.run(`insert into postings (entry_id, account_id, amount, balance_after, created_at) values ${rows.map(() => '(?, ?, ?, ?, ?)').join(', ')}`, rows.flatMap((r) => [entryId, ...r]));
  }
  if (defer) for (const p of later) defer(() => moveAndPost(sql, entryId, p.id, p.amount, now));
  return { entryId, replayed: false, balances, firstBalance: firstId === undefined ? undefined : balances.get(firstId) };
}

/**
 * A posting to an account that may go negative, with its balance move (deferred to the end of a
 * unit of work: see Entry.houseLast). On PostgreSQL one round trip.
 */
async function moveAndPost(sql: SqlRunner, entryId: number, id: number, amount: number, now: number): Promise<void> {
  if (sql.dialect === 'postgres') {
    const n = await sql.run(
      'with a as (update ledger_accounts set balance = balance + ? where id = ? and allow_negative = 1 returning balance) insert into postings (entry_id, account_id, amount, balance_after, created_at) select ?, ?, ?, a.balance, ? from a',
      [amount, id, entryId, id, amount, now],
    );
    if (n !== 1) throw new Error(`account ${id} does not exist or may not go negative`);
    return;
  }
  const balance = await move(sql, id, amount);
  await sql.run('insert into postings (entry_id, account_id, amount, balance_after, created_at) values (?, ?, ?, ?, ?)', [entryId, id, amount, balance, now]);
}

/**
 * Moves one balance by a conditional update. When it refuses, the account's row is locked (a
 * no-op update, valid on both dialects) and read: the balance then cannot change before the
 * commit, so a refusal states the balance it was refused against, and a balance that another
 * transaction raised in between is used instead of refusing.
 */
async function move(sql: SqlRunner, id: number, amount: number): Promise<number> {
  const moved = 'update ledger_accounts set balance = balance + ? where id = ? and (allow_negative = 1 or balance + ? >= 0) returning balance';
  const row = await sql.get<{ balance: number }>(moved, [amount, id, amount]);
  if (row) return row.balance;
  const held = await sql.get<{ balance: number }>('update ledger_accounts set balance = balance where id = ? returning balance', [id]);
  if (!held) throw new Error(`account ${id} does not exist`);
  if (held.balance + amount < 0) throw new InsufficientFunds('Your balance is too low for this.', { balance: held.balance });
  const retried = await sql.get<{ balance: number }>(moved, [amount, id, amount]);
  if (!retried) throw new Error(`account ${id} changed under its row lock`);
  return retried.balance;
}

/** An account's balance; an account not opened yet holds nothing. */
export async function balanceOf(sql: SqlRunner, a: AccountRef): Promise<number> {
  const row = await sql.get<{ balance: number }>('select balance from ledger_accounts where kind = ? and owner_id = ? and ref = ?', [a.kind, a.owner, a.ref]);
  return row === undefined ? 0 : row.balance;
}
