/**
 * The seamless wallet: what a game vendor does to a player's money — authenticate, balance,
 * debit (a bet), credit (a win), rollback (cancel a debit) — each keyed by the vendor's
 * transaction id. A transaction id moves money at most once: a replay gets the first answer back
 * byte for byte; the same id with another request is refused. Used by the signed HTTP callbacks
 * and, in-process, by the house games.
 */
import { createHash } from 'node:crypto';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { AppError } from '#server/errors.ts';
import { Accounts, type AccountRef, shardOf } from '#server/ledger/accounts.ts';
import { InsufficientFunds } from '#server/ledger/errors.ts';
import { balanceOf, post, type PostResult } from '#server/ledger/post.ts';
import { NotFound } from '#server/errors.ts';
import { AccountExcluded } from '#server/members/errors.ts';
import { exclusionIn, stakeLock } from '#server/members/exclusions.ts';
import { BetSettled, CurrencyMismatch, SessionExpired, TransactionMismatch, UnknownBet } from './errors.ts';

export type WalletOp = 'authenticate' | 'balance' | 'debit' | 'credit' | 'rollback';

export interface WalletSession {
  memberId: number | null;
  /** The member's account name ('' for a visitor's trial). */
  account: string;
  vendor: string;
  gameId: number;
  gameCode: string;
  category: string;
  mode: 'real' | 'play';
  /** The play-money account key of a trial session. */
  playKey: string | null;
  /** The vendor plays from its own wallet (money transferred in by the member), not the main one. */
  transferWallet: boolean;
  currency: string;
}

/** The answer to a callback, exactly as sent (and, for money movements, as stored). */
export interface WalletAnswer {
  status: number;
  body: string;
  /** Members whose balance changed, with the new balance (to notify open pages). */
  changed: { memberId: number; balance: number }[];
  /** The journal entry the callback made, when it moved money. */
  entryKey?: string | undefined;
}

export const HOUR_MS = 3_600_000;

function answer(status: number, value: unknown, changed: WalletAnswer['changed'] = []): WalletAnswer {
  return { status, body: JSON.stringify(status === 200 ? { success: true, value } : value), changed };
}

function failure(err: AppError, status = 400): WalletAnswer {
  return answer(status, { success: false, code: err.code, message: err.message, ...err.details });
}

export function walletOf(s: WalletSession): AccountRef {
  if (s.mode === 'play') return Accounts.play(playKeyOf(s));
  const memberId = memberOf(s);
  return s.transferWallet ? Accounts.vendorWallet(memberId, s.vendor, s.currency) : Accounts.cash(memberId, s.currency);
}

function houseOf(s: WalletSession): AccountRef {
  return s.mode === 'play' ? Accounts.playBank(shardOf(playKeyOf(s))) : Accounts.house(s.vendor, s.currency, shardOf(memberOf(s)));
}

/** A real-money session always has a member; a trial always has its play key (never a fallback account). */
function memberOf(s: WalletSession): number {
  if (s.memberId === null) throw new Error('a real-money session without a member');
  return s.memberId;
}
function playKeyOf(s: WalletSession): string {
  if (!s.playKey) throw new Error('a trial session without its play key');
  return s.playKey;
}

interface SessionRow {
  member_id: number | null;
  account: string | null;
  transfer_wallet: number;
  vendor_code: string;
  game_id: number;
  mode: string;
  game_code: string;
  category: string;
  expires_at: number;
  member_status: number | null;
}

/**
 * Before a stake: under the member's stake lock (held to the commit), the member is not blocked
 * by a time-out or self-exclusion, and the game session has not been ended (by the block, a
 * password change or its expiry) nor the member disabled. Checked on every debit, cached session
 * or not: a block or a password change on any instance stops the next stake.
 */
export async function assertMayStake(sql: SqlRunner, tokenHash: string, memberId: number, now: number): Promise<void> {
  await sql.lock(stakeLock(memberId));
  // What was committed before the lock was ours counts, whenever this request arrived.
  const at = Math.max(now, Date.now());
  if (await exclusionIn(sql, memberId, at)) throw new AccountExcluded('The player is on a time-out or self-exclusion: no new stakes. Wins and rollbacks of earlier rounds are still accepted.');
  const live = await sql.get<{ expires_at: number; status: number }>('select s.expires_at, m.status from provider_sessions s join members m on m.id = s.member_id where s.token_hash = ?', [tokenHash]);
  if (!live || Number(live.expires_at) <= at || live.status !== 0) throw new SessionExpired('The game session has ended. Open the game again.');
}

/**
 * The session behind a launch token, or SESSION_EXPIRED (an ended one is accepted when
 * `allowEnded`: wins and rollbacks of rounds already placed). Without `allowEnded` (a stake, or
 * a game starting) a member's session must pass assertMayStake: ACCOUNT_EXCLUDED when blocked.
 */
export async function sessionOfToken(sql: SqlRunner, tokenHash: string, vendor: string, currency: string, now: number, allowEnded = false): Promise<WalletSession> {
  const row = await sql.get<SessionRow>(
    'select s.member_id, m.account, v.transfer_wallet, s.vendor_code, s.game_id, s.mode, g.game_code, g.category, s.expires_at, m.status as member_status from provider_sessions s join games g on g.id = s.game_id join vendors v on v.code = s.vendor_code left join members m on m.id = s.member_id where s.token_hash = ?',
    [tokenHash],
  );
  if (!row || row.vendor_code !== vendor) throw new SessionExpired('The game session has ended. Open the game again.');
  if (!allowEnded) {
    if (row.member_id !== null) await assertMayStake(sql, tokenHash, row.member_id, now);
    else if (row.expires_at <= now) throw new SessionExpired('The game session has ended. Open the game again.');
  }
  const mode = row.mode === 'play' ? 'play' : 'real';
  return {
    memberId: row.member_id,
    account: row.account ?? '',
    vendor,
    gameId: row.game_id,
    gameCode: row.game_code,
    category: row.category,
    mode,
    playKey: mode === 'play' ? tokenHash.slice(0, 32) : null,
    transferWallet: row.transfer_wallet === 1,
    currency: mode === 'play' ? 'PLAY' : currency,
  };
}

export function requestHash(op: WalletOp, body: unknown): string {
  return createHash('sha256').update(`${op}:${JSON.stringify(body)}`).digest('hex');
}

async function rollup(sql: SqlRunner, memberId: number, category: string, hour: number, d: { count: number; stake: number; valid: number; payout: number }) {
  await sql.run(
    'insert into bet_rollups (member_id, category, hour, bet_count, stake, valid_bet, payout) values (?, ?, ?, ?, ?, ?, ?) on conflict (member_id, category, hour) do update set bet_count = bet_rollups.bet_count + excluded.bet_count, stake = bet_rollups.stake + excluded.stake, valid_bet = bet_rollups.valid_bet + excluded.valid_bet, payout = bet_rollups.payout + excluded.payout',
    [memberId, category, hour, d.count, d.stake, d.valid, d.payout],
  );
}

interface BetRow {
  id: number;
  member_id: number;
  stake: number;
  payout: number;
  status: string;
  created_at: number;
}

const betOf = (sql: SqlRunner, vendor: string, roundId: string) =>
  sql.get<BetRow>('select id, member_id, stake, payout, status, created_at from bets where vendor_code = ? and round_id = ?', [vendor, roundId]);

export interface DebitRequest {
  txnId: string;
  roundId: string;
  amount: number;
}
export interface CreditRequest {
  txnId: string;
  roundId: string;
  amount: number;
}
export interface RollbackRequest {
  txnId: string;
  refTxnId: string;
  roundId: string;
}

/**
 * The only writes of a round's bet row. Each is guarded by the status it expects, and the caller
 * holds the round's lock (see moneyCallback): a guard that matches no row means another callback
 * closed the round first, and the callback is refused with nothing of it left.
 */
async function guarded(sql: SqlRunner, query: string, params: readonly unknown[], refusal: string): Promise<void> {
  if ((await sql.run(query, params)) !== 1) throw new BetSettled(refusal);
}

/** One money movement of a round between the player's wallet and the house (a new key: a duplicate fails on it). */
function roundEntry(sql: SqlRunner, s: WalletSession, e: { kind: string; key: string; roundId: string; toWallet: number; meta: Record<string, unknown> }, now: number): Promise<PostResult> {
  const entry = { kind: e.kind, key: e.key, knownNew: true, memberId: s.memberId, ref: `${s.vendor}:${e.roundId}`, meta: e.meta };
  return post(sql, { ...entry, postings: [{ account: walletOf(s), amount: e.toWallet }, { account: houseOf(s), amount: -e.toWallet }] }, now);
}

/**
 * A bet: the stake leaves the player's wallet for the house; the round's bet row and hourly totals
 * follow. A further stake into an open round changes the bet row first (guarded) and then moves
 * the money, in a savepoint so that a refused stake leaves the row as it was.
 */
async function debit(sql: SqlRunner, s: WalletSession, r: DebitRequest, now: number): Promise<WalletAnswer> {
  const memberId = realMember(s);
  const bet = memberId === null ? undefined : await betOf(sql, s.vendor, r.roundId);
  if (bet && (bet.status !== 'open' || bet.member_id !== memberId)) throw new BetSettled('This round is closed.');
  const stake = () => roundEntry(sql, s, { kind: 'bet', key: `prov:${s.vendor}:${r.txnId}`, roundId: r.roundId, toWallet: -r.amount, meta: { game: s.gameCode } }, now);
  let result: PostResult;
  if (memberId === null) result = await stake();
  else if (bet) {
    result = await sql.attempt(async () => {
      await guarded(sql, "update bets set stake = stake + ?, valid_bet = valid_bet + ? where id = ? and status = 'open'", [r.amount, r.amount, bet.id], 'This round is closed.');
      return stake();
    });
    await rollup(sql, memberId, s.category, Math.floor(bet.created_at / HOUR_MS) * HOUR_MS, { count: 0, stake: r.amount, valid: r.amount, payout: 0 });
  } else {
    // The stake's refusal (post() undoes itself) comes before the round's first write. A concurrent
    // first stake of the same round fails on the round's unique key, and its unit is retried.
    result = await stake();
    await sql.run(
      "insert into bets (member_id, vendor_code, game_id, game_code, category, round_id, stake, valid_bet, payout, status, currency, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, 0, 'open', ?, ?)",
      [memberId, s.vendor, s.gameId, s.gameCode, s.category, r.roundId, r.amount, r.amount, s.currency, now],
    );
    await rollup(sql, memberId, s.category, Math.floor(now / HOUR_MS) * HOUR_MS, { count: 1, stake: r.amount, valid: r.amount, payout: 0 });
  }
  const balance = result.firstBalance ?? (await balanceOf(sql, walletOf(s)));
  return moved(answer(200, { txnId: r.txnId, roundId: r.roundId, balance, currency: s.currency }, notify(s, balance)), result.replayed ? undefined : `prov:${s.vendor}:${r.txnId}`);
}

/** The member of a real-money session (null for play money and a visitor's trial). */
function realMember(s: WalletSession): number | null {
  return s.mode === 'real' ? s.memberId : null;
}

/** Open pages show the main wallet: tell them when it changed (not for play money or a vendor's own wallet). */
function notify(s: WalletSession, balance: number): WalletAnswer['changed'] {
  return s.mode === 'real' && !s.transferWallet && s.memberId !== null ? [{ memberId: s.memberId, balance }] : [];
}

function moved(a: WalletAnswer, entryKey: string | undefined): WalletAnswer {
  return entryKey ? { ...a, entryKey } : a;
}

/** A win (or a losing settlement of 0): must belong to a known, open or settled round of this player. */
async function credit(sql: SqlRunner, s: WalletSession, r: CreditRequest, now: number): Promise<WalletAnswer> {
  const memberId = realMember(s);
  if (memberId !== null) {
    const bet = await betOf(sql, s.vendor, r.roundId);
    if (!bet || bet.member_id !== memberId) throw new UnknownBet('No bet of this player has that round.');
    if (bet.status === 'rolled_back') throw new BetSettled('This round was cancelled.');
    // The round's state changes first: a rollback that got here first leaves no row to update.
    await guarded(sql, "update bets set payout = payout + ?, status = 'settled', settled_at = ? where id = ? and status in ('open', 'settled')", [r.amount, now, bet.id], 'This round was cancelled.');
    if (r.amount > 0) await rollup(sql, memberId, s.category, Math.floor(bet.created_at / HOUR_MS) * HOUR_MS, { count: 0, stake: 0, valid: 0, payout: r.amount });
  } else {
    const staked = await sql.get<{ id: number }>('select id from journal_entries where ref = ? and kind = ?', [`${s.vendor}:${r.roundId}`, 'bet']);
    if (!staked) throw new UnknownBet('No bet has that round.');
  }
  let entryKey: string | undefined;
  let balance: number | undefined;
  if (r.amount > 0) {
    const result = await roundEntry(sql, s, { kind: 'win', key: `prov:${s.vendor}:${r.txnId}`, roundId: r.roundId, toWallet: r.amount, meta: { game: s.gameCode } }, now);
    if (!result.replayed) entryKey = `prov:${s.vendor}:${r.txnId}`;
    balance = result.firstBalance;
  }
  balance ??= await balanceOf(sql, walletOf(s));
  return moved(answer(200, { txnId: r.txnId, roundId: r.roundId, balance, currency: s.currency }, notify(s, balance)), entryKey);
}

/**
 * Cancels a debit: unknown → NOT_FOUND and nothing changes; already cancelled (under any rollback
 * id) → success, no second refund; the round already settled → refused.
 */
async function rollback(sql: SqlRunner, s: WalletSession, r: RollbackRequest, now: number): Promise<WalletAnswer> {
  const debited = await sql.get<{ status: number; response: string; kind: string; player_key: string }>(
    'select status, response, kind, player_key from provider_txns where vendor_code = ? and txn_id = ?',
    [s.vendor, r.refTxnId],
  );
  const original = debited?.kind === 'debit' && debited.status === 200 && debited.player_key === playerKey(s) ? (JSON.parse(debited.response) as { value: { roundId: string } }) : null;
  const entry = original ? await sql.get<{ id: number; member_id: number | null }>('select id, member_id from journal_entries where idempotency_key = ?', [`prov:${s.vendor}:${r.refTxnId}`]) : undefined;
  if (!original || !entry || original.value.roundId !== r.roundId || entry.member_id !== s.memberId) throw new NotFound('No debit with that transaction id.');
  const key = `prov:${s.vendor}:rollback-of:${r.refTxnId}`;
  const done = await sql.get<{ id: number }>('select id from journal_entries where idempotency_key = ?', [key]);
  if (!done) {
    const staked = await sql.get<{ amount: number }>('select amount from postings p join ledger_accounts a on a.id = p.account_id where p.entry_id = ? and a.kind = ?', [entry.id, walletOf(s).kind]);
    if (!staked || staked.amount >= 0) throw new Error(`debit ${r.refTxnId} has no stake posting`);
    const stake = -staked.amount;
    const memberId = realMember(s);
    const bet = memberId === null ? undefined : await betOf(sql, s.vendor, r.roundId);
    if (memberId !== null) {
      if (!bet) throw new Error(`debit ${r.refTxnId} has no bet row`);
      if (bet.status !== 'open') throw new BetSettled('The round is settled; it cannot be rolled back.');
      // The round's state changes first: a credit that got here first leaves no open row to update.
      await guarded(
        sql,
        "update bets set stake = stake - ?, valid_bet = valid_bet - ?, status = case when stake - ? <= 0 then 'rolled_back' else status end, settled_at = ? where id = ? and status = 'open'",
        [stake, stake, stake, now, bet.id],
        'The round is settled; it cannot be rolled back.',
      );
      await rollup(sql, memberId, s.category, Math.floor(bet.created_at / HOUR_MS) * HOUR_MS, { count: bet.stake - stake <= 0 ? -1 : 0, stake: -stake, valid: -stake, payout: 0 });
    }
    const result = await roundEntry(sql, s, { kind: 'bet_rollback', key, roundId: r.roundId, toWallet: stake, meta: { rollbackTxn: r.txnId } }, now);
    const balance = result.firstBalance ?? (await balanceOf(sql, walletOf(s)));
    return moved(answer(200, { txnId: r.txnId, refTxnId: r.refTxnId, balance, currency: s.currency }, notify(s, balance)), key);
  }
  const balance = await balanceOf(sql, walletOf(s));
  return answer(200, { txnId: r.txnId, refTxnId: r.refTxnId, balance, currency: s.currency }, notify(s, balance));
}

export type MoneyRequest = ({ op: 'debit' } & DebitRequest) | ({ op: 'credit' } & CreditRequest) | ({ op: 'rollback' } & RollbackRequest);

/** Who a transaction id belongs to: the member, or the trial session for play money. */
export function playerKey(s: WalletSession): string {
  return s.mode === 'play' ? `play:${s.playKey}` : `member:${s.memberId}`;
}

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
  return result;
}

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
