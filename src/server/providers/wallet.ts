/**
 * The seamless wallet: what a game vendor does to a player's money — authenticate, balance,
 * debit (a bet), credit (a win), rollback (cancel a debit) — each keyed by the vendor's
 * transaction id. A transaction id moves money at most once: a replay gets the first answer back
 * byte for byte; the same id with another request is refused. Used by the signed HTTP callbacks
 * and, in-process, by the house games.
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { AppError, NotFound } from '#server/errors.ts';
import { InsufficientFunds } from '#server/ledger/index.ts';
import { CurrencyMismatch, UnknownBet } from './errors.ts';
import { answer, failure, priorAnswer, type WalletAnswer } from './wallet-answer.ts';
import { credit, type CreditRequest, debit, type DebitRequest, rollback, type RollbackRequest } from './wallet-rounds.ts';
import { playerKey, walletOf, type WalletSession } from './wallet-session.ts';

// Fixed SQL text, not the statement builder (db/statement-builder.ts): these statements run on every
// wallet callback, the same text each time lets the prepared-statement cache hit, and building and
// compiling them per call cost about a fifth of bet + settle throughput (measured in ledger/post.ts).

export type MoneyRequest = ({ op: 'debit' } & DebitRequest) | ({ op: 'credit' } & CreditRequest) | ({ op: 'rollback' } & RollbackRequest);

/**
 * Runs one money callback inside a unit of work. The first answer for a transaction id — success
 * or a final refusal (insufficient funds, a closed round, another currency) — is stored and
 * returned on every replay. Refusals that can change with time (a credit whose bet has not arrived
 * yet, a rollback of an unknown debit) are not stored, so the vendor's retry can succeed.
 *
 * Callbacks of one round are serialised: the unit first takes the round's lock (a transaction
 * lock on PostgreSQL; SQLite runs units one at a time), so a credit and a rollback of the same
 * round cannot both read it open. Every write of the bet row is also guarded by the status it
 * expects. Every refusal is decided before the operation's first write, or undoes what it wrote
 * (post() and a further stake into an open round use a savepoint), so a refusal is stored alone.
 */
export async function moneyCallback(sql: SqlRunner, s: WalletSession, req: MoneyRequest, hash: string, now: number, priorChecked = false): Promise<WalletAnswer> {
  await sql.lock(`round:${s.vendor}:${req.roundId}`);
  if (!priorChecked) {
    const prior = await priorAnswer(sql, s.vendor, playerKey(s), req.txnId, hash);
    if (prior) return prior;
  }
  const wallet = walletOf(s);
  if (wallet.currency !== s.currency) return failure(new CurrencyMismatch('Currency does not match the wallet.'));
  let result: WalletAnswer;
  try {
    result = await (req.op === 'debit' ? debit(sql, s, req, now) : req.op === 'credit' ? credit(sql, s, req, now) : rollback(sql, s, req, now));
  } catch (err) {
    if (err instanceof NotFound) return failure(err, 404);
    if (err instanceof UnknownBet) return failure(err, 404);
    if (!(err instanceof AppError)) throw err;
    // The refusal's own balance (post() holds that account's row until the commit), so the stored
    // answer states the balance the stake was refused against.
    result = err instanceof InsufficientFunds ? answer(402, { success: false, code: err.code, message: err.message, balance: err.details?.['balance'] }) : failure(err, 409);
  }
  await sql.run('insert into provider_txns (vendor_code, txn_id, player_key, kind, request_hash, status, response, entry_key, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
    s.vendor,
    req.txnId,
    playerKey(s),
    req.op,
    hash,
    result.status,
    result.body,
    result.entryKey ?? null,
    now,
  ]);
  // The writes this callback deferred to the end of its unit (the house's side, a new bet row) are
  // made now, when nothing else follows but the commit: a unit that runs a further callback (the
  // house games: a stake and its win) then finds the bet row.
  await sql.flush?.();
  return result;
}
