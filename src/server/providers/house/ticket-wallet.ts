/**
 * The seamless wallet for the house's own ticket products (lottery, and the sportsbook after it):
 * a member's ticket is a round of the product's house vendor, so its stake, win and refund go
 * through the same callbacks as any vendor's (bet rows, roll-ups, bonus wallet, idempotent
 * transaction ids), only in-process and without a launch token.
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { AppError } from '#server/errors.ts';
import { InsufficientFunds } from '#server/ledger/index.ts';
import { AccountExcluded, exclusionIn, stakeLock } from '#server/members/index.ts';
import { SessionExpired } from '../errors.ts';
import { type MoneyRequest, moneyCallback } from '../wallet.ts';
import { requestHash } from '../wallet-answer.ts';
import type { WalletSession } from '../wallet-session.ts';

/** Which house game a ticket plays: the member and the game row of the product's vendor. */
export interface TicketGame {
  memberId: number;
  vendor: string;
  gameId: number;
  gameCode: string;
  category: string;
  currency: string;
}

/** What a money request of a ticket changed: the member's cash balance after it, and who to tell. */
export interface TicketMoney {
  balance: number;
  changed: { memberId: number; balance: number }[];
}

export class TicketRefused extends AppError {
  readonly code = 'TICKET_REFUSED' as const;
}

/**
 * The wallet session of a ticket. Before a stake (`stake`), under the member's stake lock held to
 * the commit: the member is active and not on a time-out or self-exclusion (ACCOUNT_EXCLUDED), as
 * for every vendor's debit. Wins and refunds of tickets already placed are never blocked.
 */
export async function ticketSession(sql: SqlRunner, g: TicketGame, now: number, stake: boolean): Promise<WalletSession> {
  const member = await sql.get<{ account: string; status: number }>('select account, status from members where id = ?', [g.memberId]);
  if (!member) throw new SessionExpired('No such player.');
  if (stake) {
    await sql.lock(stakeLock(g.memberId));
    const at = Math.max(now, Date.now());
    if (await exclusionIn(sql, g.memberId, at)) throw new AccountExcluded('The player is on a time-out or self-exclusion: no new stakes.');
    if (member.status !== 0) throw new SessionExpired('The account is disabled.');
  }
  return {
    memberId: g.memberId,
    account: member.account,
    vendor: g.vendor,
    gameId: g.gameId,
    gameCode: g.gameCode,
    category: g.category,
    mode: 'real',
    playKey: null,
    transferWallet: false,
    currency: g.currency,
  };
}

/**
 * One money request of a ticket (debit at placing, credit at settlement — 0 for a loss —,
 * rollback at a void or cancel), inside the caller's unit of work. A replayed transaction id
 * answers as the first time. A refusal throws: INSUFFICIENT_FUNDS with the balance, or
 * TICKET_REFUSED with the wallet's own code in `reason` (a closed round, another request under
 * the same id).
 */
export async function ticketMoney(sql: SqlRunner, s: WalletSession, req: MoneyRequest, now: number): Promise<TicketMoney> {
  const answer = await moneyCallback(sql, s, req, requestHash(req.op, req), now);
  const body = JSON.parse(answer.body) as { success: boolean; code?: string; message?: string; balance?: number; value?: { balance?: number } };
  if (answer.status !== 200) {
    if (body.code === 'INSUFFICIENT_FUNDS') throw new InsufficientFunds(body.message ?? 'Not enough balance.', { balance: body.balance ?? 0 });
    throw new TicketRefused(body.message ?? 'The wallet refused the ticket.', { reason: body.code ?? 'UNKNOWN' });
  }
  return { balance: body.value?.balance ?? 0, changed: answer.changed };
}
