/**
 * A settled ticket settled again (a corrected official result, or a void after part of the draw
 * was paid): the round's payout moves to a new total by one new journal entry of the difference
 * between the player's wallet and the house (append-only: the first settlement's entry stays,
 * this one reverses what it should not have paid or adds what it should have). The entry is a
 * `win` of the round (negative when it takes money back), so the bet row's payout and its hourly
 * roll-up change by exactly what moved, and the ledger check's round rules keep holding.
 *
 * Money taken back never takes the cash wallet below zero (DESIGN invariant 3): what the balance
 * covers is taken, the rest is answered as `unrecovered` for the caller to record for staff.
 * Idempotent by the transaction id (`L<id>:win:r<revision>`): a replay answers as the first time.
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { balanceOf, post } from '#server/ledger/index.ts';
import { BetSettled, UnknownBet } from '../errors.ts';
import { requestHash } from '../wallet-answer.ts';
import { houseOf, playerKey, walletOf, type WalletSession } from '../wallet-session.ts';

const HOUR_MS = 3_600_000;

export interface ResettleRequest {
  txnId: string;
  roundId: string;
  /** The round's corrected total payout (minor units, ≥ 0). */
  payout: number;
}

export interface Resettled {
  /** What moved to the player (negative: taken back). */
  moved: number;
  /** What should have been taken back but the balance did not cover. */
  unrecovered: number;
  balance: number;
  changed: { memberId: number; balance: number }[];
}

/** Resettles a settled round of a real-money member to a new total payout, once per transaction id. */
export async function ticketResettle(sql: SqlRunner, s: WalletSession, req: ResettleRequest, now: number): Promise<Resettled> {
  if (s.memberId === null) throw new UnknownBet('A resettlement needs a member’s round.');
  const memberId = s.memberId;
  await sql.lock(`round:${s.vendor}:${req.roundId}`);
  const hash = requestHash('credit', { resettle: req });
  const prior = await sql.get<{ response: string; request_hash: string }>('select response, request_hash from provider_txns where vendor_code = ? and txn_id = ?', [s.vendor, req.txnId]);
  if (prior) {
    if (prior.request_hash !== hash) throw new BetSettled('This resettlement id was used for another payout.');
    const stored = JSON.parse(prior.response) as { value: Omit<Resettled, 'changed' | 'balance'> };
    return { ...stored.value, balance: await balanceOf(sql, walletOf(s)), changed: [] };
  }
  const bet = await sql.get<{ id: number; member_id: number; payout: number; status: string; created_at: number; category: string }>(
    'select id, member_id, payout, status, created_at, category from bets where vendor_code = ? and round_id = ?',
    [s.vendor, req.roundId],
  );
  if (!bet || Number(bet.member_id) !== memberId) throw new UnknownBet('No bet of this player has that round.');
  if (bet.status !== 'settled') throw new BetSettled('Only a settled round can be resettled.');
  const diff = req.payout - Number(bet.payout);
  let moved = diff;
  if (diff < 0) moved = -Math.min(-diff, Math.max(0, await balanceOf(sql, walletOf(s))));
  const unrecovered = moved - diff;
  if (moved !== 0) {
    await post(
      sql,
      {
        kind: 'win',
        key: `prov:${s.vendor}:${req.txnId}`,
        knownNew: true,
        memberId,
        ref: `${s.vendor}:${req.roundId}`,
        meta: { game: s.gameCode, resettle: req.txnId, unrecovered },
        postings: [
          { account: walletOf(s), amount: moved },
          { account: houseOf(s), amount: -moved },
        ],
      },
      now,
    );
    if ((await sql.run("update bets set payout = payout + ?, settled_at = ? where id = ? and status = 'settled'", [moved, now, bet.id])) !== 1) throw new BetSettled('The round changed.');
    await sql.run('update bet_rollups set payout = payout + ? where member_id = ? and category = ? and hour = ?', [moved, memberId, bet.category, Math.floor(Number(bet.created_at) / HOUR_MS) * HOUR_MS]);
  }
  const value = { moved, unrecovered };
  await sql.run('insert into provider_txns (vendor_code, txn_id, player_key, kind, request_hash, status, response, entry_key, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
    s.vendor,
    req.txnId,
    playerKey(s),
    'credit',
    hash,
    200,
    JSON.stringify({ success: true, value }),
    moved !== 0 ? `prov:${s.vendor}:${req.txnId}` : null,
    now,
  ]);
  const balance = await balanceOf(sql, walletOf(s));
  return { ...value, balance, changed: moved !== 0 ? [{ memberId, balance }] : [] };
}
