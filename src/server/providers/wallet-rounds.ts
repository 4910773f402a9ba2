/**
 * The money of a round: a bet (debit), a win (credit) and a cancelled bet (rollback), each moving
 * money between the player's wallet and the house through the ledger and keeping the round's bet
 * row and hourly totals in step. moneyCallback (wallet.ts) runs them, once per transaction id.
 */
import { z } from 'zod';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { NotFound } from '#server/errors.ts';
import { balanceOf, post, type PostResult } from '#server/ledger/index.ts';
import { countWager } from '#server/promotions/index.ts';
import { BetSettled, UnknownBet } from './errors.ts';
import { answer, moved, notify, type WalletAnswer } from './wallet-answer.ts';
import { settleRefundedBonus, splitEntry, splitStake, winSplit } from './wallet-bonus.ts';
import { houseOf, playerKey, realMember, walletOf, type WalletSession } from './wallet-session.ts';

// Fixed SQL text, not the statement builder (db/statement-builder.ts): these statements run on every
// wallet callback, the same text each time lets the prepared-statement cache hit, and building and
// compiling them per call cost about a fifth of bet + settle throughput (measured in ledger/post.ts).

const HOUR_MS = 3_600_000;

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
  /** The bonus active when the round opened, and what of the stake its wallet paid. */
  bonus_id: number | null;
  bonus_stake: number;
}

const betOf = (sql: SqlRunner, vendor: string, roundId: string) =>
  sql.get<BetRow>('select id, member_id, stake, payout, status, created_at, bonus_id, bonus_stake from bets where vendor_code = ? and round_id = ?', [vendor, roundId]);

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
  const entry = { kind: e.kind, key: e.key, knownNew: true, houseLast: true, memberId: s.memberId, ref: `${s.vendor}:${e.roundId}`, meta: e.meta };
  return post(sql, { ...entry, postings: [{ account: walletOf(s), amount: e.toWallet }, { account: houseOf(s), amount: -e.toWallet }] }, now);
}

/**
 * A bet: the stake leaves the player's wallet for the house; the round's bet row and hourly totals
 * follow. A further stake into an open round changes the bet row first (guarded) and then moves
 * the money, in a savepoint so that a refused stake leaves the row as it was.
 */
export async function debit(sql: SqlRunner, s: WalletSession, r: DebitRequest, now: number): Promise<WalletAnswer> {
  const memberId = realMember(s);
  const bet = memberId === null ? undefined : await betOf(sql, s.vendor, r.roundId);
  if (bet && (bet.status !== 'open' || bet.member_id !== memberId)) throw new BetSettled('This round is closed.');
  // With an active bonus: its largest bet, cash first, then the bonus wallet (wallet-bonus.ts).
  const split = memberId === null ? null : await splitStake(sql, s, memberId, r.amount, bet ? bet.bonus_id : undefined, now);
  const key = `prov:${s.vendor}:${r.txnId}`;
  const stake = () =>
    split?.bonus && memberId !== null
      ? splitEntry(sql, s, memberId, { kind: 'bet', key, roundId: r.roundId, cash: split.cash, bonus: split.bonus, sign: -1, meta: { game: s.gameCode, bonusId: split.bonusId } }, now)
      : roundEntry(sql, s, { kind: 'bet', key, roundId: r.roundId, toWallet: -r.amount, meta: { game: s.gameCode } }, now);
  let result: PostResult;
  if (memberId === null) result = await stake();
  else if (bet) {
    result = await sql.attempt(async () => {
      await guarded(sql, "update bets set stake = stake + ?, valid_bet = valid_bet + ?, bonus_stake = bonus_stake + ? where id = ? and status = 'open'", [r.amount, r.amount, split?.bonus ?? 0, bet.id], 'This round is closed.');
      return stake();
    });
    await rollup(sql, memberId, s.category, Math.floor(bet.created_at / HOUR_MS) * HOUR_MS, { count: 0, stake: r.amount, valid: r.amount, payout: 0 });
  } else {
    // The stake's refusal (post() undoes itself) comes before the round's first write. A concurrent
    // first stake of the same round fails on the round's unique key, and its unit is retried.
    result = await stake();
    // The bet row's insert moves the game's hourly totals (a row per game, hour and member shard,
    // which other players' rounds move too): on PostgreSQL it waits for the unit's end, with the
    // house's side of the stake, so that row's lock is held for the commit only (SqlRunner.defer);
    // it goes before the house's side, the order a credit takes them in (it moves the row first).
    const insertBet = async () => {
      await sql.run(
        "insert into bets (member_id, vendor_code, game_id, game_code, category, round_id, stake, valid_bet, payout, status, currency, created_at, bonus_id, bonus_stake) values (?, ?, ?, ?, ?, ?, ?, ?, 0, 'open', ?, ?, ?, ?)",
        [memberId, s.vendor, s.gameId, s.gameCode, s.category, r.roundId, r.amount, r.amount, s.currency, now, split?.bonusId ?? null, split?.bonus ?? 0],
      );
    };
    if (sql.defer) sql.defer(insertBet, true);
    else await insertBet();
    await rollup(sql, memberId, s.category, Math.floor(now / HOUR_MS) * HOUR_MS, { count: 1, stake: r.amount, valid: r.amount, payout: 0 });
  }
  // The answer states the cash wallet (a stake paid wholly by the bonus wallet posts nothing to it).
  const balance = (split?.cash !== 0 ? result.firstBalance : undefined) ?? (await balanceOf(sql, walletOf(s)));
  return moved(answer(200, { txnId: r.txnId, roundId: r.roundId, balance, currency: s.currency }, notify(s, balance)), result.replayed ? undefined : key);
}

/** A win (or a losing settlement of 0): must belong to a known, open or settled round of this player. */
export async function credit(sql: SqlRunner, s: WalletSession, r: CreditRequest, now: number): Promise<WalletAnswer> {
  const memberId = realMember(s);
  let split: { cash: number; bonus: number } | undefined;
  let counted: Parameters<typeof countWager>[1] | undefined;
  if (memberId !== null) {
    const bet = await betOf(sql, s.vendor, r.roundId);
    if (!bet || bet.member_id !== memberId) throw new UnknownBet('No bet of this player has that round.');
    if (bet.status === 'rolled_back') throw new BetSettled('This round was cancelled.');
    // A bonus bet's win is split (or its bonus part not paid): the bet records what was paid.
    if (bet.bonus_id !== null && r.amount > 0) split = await winSplit(sql, { ...bet, bonus_id: bet.bonus_id }, r.amount);
    const paid = split ? split.cash + split.bonus : r.amount;
    // The round's state changes first: a rollback that got here first leaves no row to update.
    await guarded(sql, "update bets set payout = payout + ?, status = 'settled', settled_at = ? where id = ? and status in ('open', 'settled')", [paid, now, bet.id], 'This round was cancelled.');
    if (paid > 0) await rollup(sql, memberId, s.category, Math.floor(bet.created_at / HOUR_MS) * HOUR_MS, { count: 0, stake: 0, valid: 0, payout: paid });
    if (bet.bonus_id !== null) counted = { id: bet.id, bonusId: bet.bonus_id, category: s.category, stake: bet.stake };
  } else {
    const staked = await sql.get<{ id: number }>('select id from journal_entries where ref = ? and kind = ?', [`${s.vendor}:${r.roundId}`, 'bet']);
    if (!staked) throw new UnknownBet('No bet has that round.');
  }
  let entryKey: string | undefined;
  let balance: number | undefined;
  const key = `prov:${s.vendor}:${r.txnId}`;
  if (split && memberId !== null) {
    if (split.cash + split.bonus > 0) {
      const result = await splitEntry(sql, s, memberId, { kind: 'win', key, roundId: r.roundId, cash: split.cash, bonus: split.bonus, sign: 1, meta: { game: s.gameCode } }, now);
      if (!result.replayed) entryKey = key;
      if (split.cash > 0) balance = result.firstBalance;
    }
  } else if (r.amount > 0) {
    const result = await roundEntry(sql, s, { kind: 'win', key, roundId: r.roundId, toWallet: r.amount, meta: { game: s.gameCode } }, now);
    if (!result.replayed) entryKey = key;
    balance = result.firstBalance;
  }
  // Wagering counts the bet once, after its win reached the bonus wallet (a conversion takes it along).
  if (counted) {
    await countWager(sql, counted, now);
    balance = undefined;
  }
  balance ??= await balanceOf(sql, walletOf(s));
  return moved(answer(200, { txnId: r.txnId, roundId: r.roundId, balance, currency: s.currency }, notify(s, balance)), entryKey);
}

/** The part of a stored debit answer a rollback checks: the round it staked on. */
const StoredDebit = z.object({ value: z.object({ roundId: z.string() }) });

/**
 * Cancels a debit: unknown → NOT_FOUND and nothing changes; already cancelled (under any rollback
 * id) → success, no second refund; the round already settled → refused.
 */
export async function rollback(sql: SqlRunner, s: WalletSession, r: RollbackRequest, now: number): Promise<WalletAnswer> {
  const debited = await sql.get<{ status: number; response: string; kind: string; player_key: string }>(
    'select status, response, kind, player_key from provider_txns where vendor_code = ? and txn_id = ?',
    [s.vendor, r.refTxnId],
  );
  const original = debited?.kind === 'debit' && debited.status === 200 && debited.player_key === playerKey(s) ? (StoredDebit.safeParse(JSON.parse(debited.response)).data ?? null) : null;
  const entry = original ? await sql.get<{ id: number; member_id: number | null }>('select id, member_id from journal_entries where idempotency_key = ?', [`prov:${s.vendor}:${r.refTxnId}`]) : undefined;
  if (!original || !entry || original.value.roundId !== r.roundId || entry.member_id !== s.memberId) throw new NotFound('No debit with that transaction id.');
  const key = `prov:${s.vendor}:rollback-of:${r.refTxnId}`;
  const done = await sql.get<{ id: number }>('select id from journal_entries where idempotency_key = ?', [key]);
  if (!done) {
    // What each of the player's wallets paid: the refund returns it there.
    const paid = await sql.all<{ kind: string; amount: number }>("select a.kind, p.amount from postings p join ledger_accounts a on a.id = p.account_id where p.entry_id = ? and (a.kind = ? or a.kind = 'member_bonus')", [entry.id, walletOf(s).kind]);
    const fromCash = -(paid.find((p) => p.kind !== 'member_bonus')?.amount ?? 0);
    const fromBonus = -(paid.find((p) => p.kind === 'member_bonus')?.amount ?? 0);
    const stake = fromCash + fromBonus;
    if (stake <= 0) throw new Error(`debit ${r.refTxnId} has no stake posting`);
    const memberId = realMember(s);
    const bet = memberId === null ? undefined : await betOf(sql, s.vendor, r.roundId);
    if (memberId !== null) {
      if (!bet) throw new Error(`debit ${r.refTxnId} has no bet row`);
      if (bet.status !== 'open') throw new BetSettled('The round is settled; it cannot be rolled back.');
      // The round's state changes first: a credit that got here first leaves no open row to update.
      await guarded(
        sql,
        "update bets set stake = stake - ?, valid_bet = valid_bet - ?, bonus_stake = bonus_stake - ?, status = case when stake - ? <= 0 then 'rolled_back' else status end, settled_at = ? where id = ? and status = 'open'",
        [stake, stake, fromBonus, stake, now, bet.id],
        'The round is settled; it cannot be rolled back.',
      );
      await rollup(sql, memberId, s.category, Math.floor(bet.created_at / HOUR_MS) * HOUR_MS, { count: bet.stake - stake <= 0 ? -1 : 0, stake: -stake, valid: -stake, payout: 0 });
    }
    let balance: number | undefined;
    if (fromBonus > 0 && memberId !== null && bet?.bonus_id != null) {
      await splitEntry(sql, s, memberId, { kind: 'bet_rollback', key, roundId: r.roundId, cash: fromCash, bonus: fromBonus, sign: 1, meta: { rollbackTxn: r.txnId } }, now);
      await settleRefundedBonus(sql, s, memberId, bet.bonus_id, fromBonus, key, now);
    } else balance = (await roundEntry(sql, s, { kind: 'bet_rollback', key, roundId: r.roundId, toWallet: stake, meta: { rollbackTxn: r.txnId } }, now)).firstBalance;
    balance ??= await balanceOf(sql, walletOf(s));
    return moved(answer(200, { txnId: r.txnId, refTxnId: r.refTxnId, balance, currency: s.currency }, notify(s, balance)), key);
  }
  const balance = await balanceOf(sql, walletOf(s));
  return answer(200, { txnId: r.txnId, refTxnId: r.refTxnId, balance, currency: s.currency }, notify(s, balance));
}
