/**
 * Settlement of many ticket rounds of one house vendor in one unit of work (a lottery draw's
 * batch): the same result as a `credit` callback per round (ticket-wallet.ts ticketMoney) with
 * the reads and writes that can be shared done once for the batch. What each round keeps:
 * - its bet row moves to settled by a guarded update (open or settled, as a credit's), the whole
 *   batch's row count checked, so a round cancelled meanwhile fails the unit;
 * - a win is one journal entry of its own (wallet ← house) keyed `prov:<vendor>:<txn>`, the bet
 *   row's payout and its hour's roll-up raised by it;
 * - every round gets its provider_txns row, with the request hash and answer a credit of the same
 *   transaction id would have stored (the balance after it), so a replayed credit answers the same.
 * Rounds this path does not take — a bonus bet (its win is split with the bonus wallet and counts
 * toward wagering), a round with an answer already stored, or any round not open or settled — go
 * through ticketMoney one by one, with its own checks and refusals.
 *
 * The caller holds the lock that keeps the rounds still (the draw's lock: no cancel or void of its
 * tickets runs meanwhile), so the rounds' own locks are not taken one by one.
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { post } from '#server/ledger/index.ts';
import { BetSettled } from '../errors.ts';
import { requestHash } from '../wallet-answer.ts';
import { houseOf, playerKey, walletOf, type WalletSession } from '../wallet-session.ts';
import { type TicketGame, ticketMoney, ticketSession } from './ticket-wallet.ts';

const HOUR_MS = 3_600_000;
/** Rows per `in (…)` list: a few fixed statement texts for the prepared-statement cache. */
const LIST = 100;

export interface RoundCredit {
  memberId: number;
  roundId: string;
  txnId: string;
  amount: number;
}

interface BetRow {
  id: number;
  member_id: number;
  round_id: string;
  status: string;
  created_at: number;
  bonus_id: number | null;
}

const chunks = <T>(xs: readonly T[], n = LIST): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
};
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** Credits every round (0 for a loss), inside the caller's unit of work; answers the members whose cash changed. */
export async function settleTicketRounds(sql: SqlRunner, game: Omit<TicketGame, 'memberId'>, credits: readonly RoundCredit[], now: number): Promise<Map<number, number>> {
  const changed = new Map<number, number>();
  if (!credits.length) return changed;
  const bets = new Map<string, BetRow>();
  const answered = new Set<string>();
  for (const part of chunks(credits)) {
    for (const b of await sql.all<BetRow>(`select id, member_id, round_id, status, created_at, bonus_id from bets where vendor_code = ? and round_id in (${marks(part.length)})`, [game.vendor, ...part.map((c) => c.roundId)])) bets.set(b.round_id, b);
    for (const t of await sql.all<{ txn_id: string }>(`select txn_id from provider_txns where vendor_code = ? and txn_id in (${marks(part.length)})`, [game.vendor, ...part.map((c) => c.txnId)])) answered.add(t.txn_id);
  }
  const fast: { c: RoundCredit; bet: BetRow }[] = [];
  const slow: RoundCredit[] = [];
  for (const c of credits) {
    const bet = bets.get(c.roundId);
    if (bet && Number(bet.member_id) === c.memberId && bet.bonus_id === null && (bet.status === 'open' || bet.status === 'settled') && !answered.has(c.txnId)) fast.push({ c, bet });
    else slow.push(c);
  }

  // Each member's cash as each credit leaves it, for the stored answers.
  const members = [...new Set(fast.map((f) => f.c.memberId))];
  const sessions = new Map<number, WalletSession>();
  const balance = new Map<number, number>();
  for (const part of chunks(members)) {
    const accounts = await sql.all<{ id: number; account: string }>(`select id, account from members where id in (${marks(part.length)})`, part);
    for (const m of accounts) sessions.set(Number(m.id), { memberId: Number(m.id), account: m.account, vendor: game.vendor, gameId: game.gameId, gameCode: game.gameCode, category: game.category, mode: 'real', playKey: null, transferWallet: false, currency: game.currency });
    const cash = await sql.all<{ owner_id: number; balance: number }>(`select owner_id, balance from ledger_accounts where kind = 'member_cash' and ref = '' and currency = ? and owner_id in (${marks(part.length)})`, [game.currency, ...part]);
    for (const c of cash) balance.set(Number(c.owner_id), Number(c.balance));
  }
  for (const id of members) if (!sessions.has(id)) throw new BetSettled(`No member ${id} for a round of the batch.`);

  const losers = fast.filter((f) => f.c.amount === 0).map((f) => Number(f.bet.id));
  for (const part of chunks(losers)) {
    const n = await sql.run(`update bets set status = 'settled', settled_at = ? where id in (${marks(part.length)}) and status in ('open', 'settled')`, [now, ...part]);
    if (n !== part.length) throw new BetSettled('A round of the batch was cancelled meanwhile.');
  }
  const rollups = new Map<string, { memberId: number; hour: number; payout: number }>();
  const txns: unknown[][] = [];
  for (const { c, bet } of fast) {
    const s = sessions.get(c.memberId)!;
    let entryKey: string | null = null;
    if (c.amount > 0) {
      if ((await sql.run("update bets set payout = payout + ?, status = 'settled', settled_at = ? where id = ? and status in ('open', 'settled')", [c.amount, now, bet.id])) !== 1) throw new BetSettled('A round of the batch was cancelled meanwhile.');
      entryKey = `prov:${game.vendor}:${c.txnId}`;
      const posted = await post(sql, { kind: 'win', key: entryKey, knownNew: true, memberId: c.memberId, ref: `${game.vendor}:${c.roundId}`, meta: { game: game.gameCode }, postings: [{ account: walletOf(s), amount: c.amount }, { account: houseOf(s), amount: -c.amount }] }, now);
      balance.set(c.memberId, posted.firstBalance ?? (balance.get(c.memberId) ?? 0) + c.amount);
      changed.set(c.memberId, balance.get(c.memberId)!);
      const hour = Math.floor(Number(bet.created_at) / HOUR_MS) * HOUR_MS;
      const key = `${c.memberId}|${hour}`;
      const r = rollups.get(key) ?? { memberId: c.memberId, hour, payout: 0 };
      r.payout += c.amount;
      rollups.set(key, r);
    }
    const req = { op: 'credit' as const, txnId: c.txnId, roundId: c.roundId, amount: c.amount };
    const body = JSON.stringify({ success: true, value: { txnId: c.txnId, roundId: c.roundId, balance: balance.get(c.memberId), currency: game.currency } });
    txns.push([game.vendor, c.txnId, playerKey(s), 'credit', requestHash('credit', req), 200, body, entryKey, now]);
  }
  for (const r of rollups.values())
    await sql.run(
      'insert into bet_rollups (member_id, category, hour, bet_count, stake, valid_bet, payout) values (?, ?, ?, 0, 0, 0, ?) on conflict (member_id, category, hour) do update set payout = bet_rollups.payout + excluded.payout',
      [r.memberId, game.category, r.hour, r.payout],
    );
  for (const part of chunks(txns))
    await sql.run(`insert into provider_txns (vendor_code, txn_id, player_key, kind, request_hash, status, response, entry_key, created_at) values ${part.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`, part.flat());

  for (const c of slow) {
    const s = await ticketSession(sql, { ...game, memberId: c.memberId }, now, false);
    const m = await ticketMoney(sql, s, { op: 'credit', txnId: c.txnId, roundId: c.roundId, amount: c.amount }, now);
    if (c.amount > 0) for (const x of m.changed) changed.set(x.memberId, x.balance);
  }
  return changed;
}
