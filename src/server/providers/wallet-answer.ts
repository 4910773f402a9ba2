/**
 * What a wallet callback answers: the body exactly as sent (and stored, for money movements), the
 * members whose balance changed, and a replayed transaction id's stored answer.
 */
import { createHash } from 'node:crypto';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import type { AppError } from '#server/errors.ts';
import { balanceOf } from '#server/ledger/index.ts';
import { TransactionMismatch } from './errors.ts';
import { walletOf, type WalletOp, type WalletSession } from './wallet-session.ts';

/** The answer to a callback, exactly as sent (and, for money movements, as stored). */
export interface WalletAnswer {
  status: number;
  body: string;
  /** Members whose balance changed, with the new balance (to notify open pages). */
  changed: { memberId: number; balance: number }[];
  /** The journal entry the callback made, when it moved money. */
  entryKey?: string | undefined;
}

export function answer(status: number, value: unknown, changed: WalletAnswer['changed'] = []): WalletAnswer {
  return { status, body: JSON.stringify(status === 200 ? { success: true, value } : value), changed };
}

export function failure(err: AppError, status = 400): WalletAnswer {
  return answer(status, { success: false, code: err.code, message: err.message, ...err.details });
}

/** Open pages show the main wallet: tell them when it changed (not for play money or a vendor's own wallet). */
export function notify(s: WalletSession, balance: number): WalletAnswer['changed'] {
  return s.mode === 'real' && !s.transferWallet && s.memberId !== null ? [{ memberId: s.memberId, balance }] : [];
}

export function moved(a: WalletAnswer, entryKey: string | undefined): WalletAnswer {
  return entryKey ? { ...a, entryKey } : a;
}

export function requestHash(op: WalletOp, body: unknown): string {
  return createHash('sha256').update(`${op}:${JSON.stringify(body)}`).digest('hex');
}

// Fixed SQL text, not the statement builder (db/statement-builder.ts): these statements run on every
// wallet callback, the same text each time lets the prepared-statement cache hit, and building and
// compiling them per call cost about a fifth of bet + settle throughput (measured in ledger/post.ts).
/**
 * The stored answer of a transaction id, or a conflict when the id came from another player or
 * with another request; undefined for a new id. Two concurrent callbacks with one new id both get
 * here; the second then fails on the unique keys and its unit of work is retried, finding the
 * first one's answer (or the conflict).
 */
export async function priorAnswer(sql: SqlRunner, vendor: string, player: string, txnId: string, hash: string): Promise<WalletAnswer | undefined> {
  const prior = await sql.get<{ request_hash: string; status: number; response: string; player_key: string }>(
    'select request_hash, status, response, player_key from provider_txns where vendor_code = ? and txn_id = ?',
    [vendor, txnId],
  );
  if (!prior) return undefined;
  if (prior.player_key !== player) return failure(new TransactionMismatch('This transaction id was used by another player.'), 409);
  if (prior.request_hash !== hash) return failure(new TransactionMismatch('This transaction id was used for a different request.'), 409);
  return { status: prior.status, body: prior.response, changed: [] };
}

/** Authenticate / balance: who the session is and what it holds. */
export async function sessionBalance(sql: SqlRunner, s: WalletSession): Promise<WalletAnswer> {
  return answer(200, { player: s.account || null, mode: s.mode, currency: s.currency, balance: await balanceOf(sql, walletOf(s)) });
}
