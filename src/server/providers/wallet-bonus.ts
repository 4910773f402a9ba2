/**
 * The bonus wallet in a round's money (docs/promotions.md "The bonus wallet"): a stake while a
 * bonus is active is refused above its largest bet and is taken from cash first, then from the
 * bonus wallet; a win of a bonus bet is split pro rata between the two while the bonus is active;
 * a refund returns to each wallet what it paid. Only real-money rounds on the main wallet.
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { Accounts, balanceOf, InsufficientFunds, type PostResult, post } from '#server/ledger/index.ts';
import { BonusMaxBet, stakeBonus } from '#server/promotions/index.ts';
import { houseOf, walletOf, type WalletSession } from './wallet-session.ts';

// Fixed SQL text: these run in the wallet callbacks (see ledger/post.ts).

export interface StakeSplit {
  /** The bonus the round plays, or null (no bonus: the stake is all cash). */
  bonusId: number | null;
  cash: number;
  bonus: number;
}

const CASH_ONLY = (amount: number): StakeSplit => ({ bonusId: null, cash: amount, bonus: 0 });

/**
 * How a stake is paid. With an active bonus: refused above its largest bet (BonusMaxBet, before
 * anything is written); cash first, then what the bonus may spend; InsufficientFunds when both
 * together are short. A round opened under another bonus (or none) takes a further stake from cash.
 */
export async function splitStake(sql: SqlRunner, s: WalletSession, memberId: number, amount: number, roundBonus: number | null | undefined, now: number): Promise<StakeSplit> {
  if (s.transferWallet) return CASH_ONLY(amount);
  const bonus = await stakeBonus(sql, memberId, now);
  if (!bonus) return CASH_ONLY(amount);
  if (amount > bonus.maxBet) throw new BonusMaxBet('This stake is above the largest bet allowed while your bonus is active.', { maxBet: bonus.maxBet });
  if (roundBonus !== undefined && roundBonus !== bonus.id) return CASH_ONLY(amount);
  const cash = await balanceOf(sql, walletOf(s));
  const fromCash = Math.min(cash, amount);
  if (amount - fromCash > bonus.spendable) throw new InsufficientFunds('Your balance is too low for this.', { balance: cash + bonus.spendable });
  return { bonusId: bonus.id, cash: fromCash, bonus: amount - fromCash };
}

/** The postings of a stake (toWallet < 0), a win or a refund (> 0) split between cash and the bonus wallet; the house takes the other side. */
export function splitPostings(s: WalletSession, memberId: number, cash: number, bonus: number, sign: 1 | -1) {
  const postings = [];
  if (cash > 0) postings.push({ account: walletOf(s), amount: sign * cash });
  if (bonus > 0) postings.push({ account: Accounts.bonusWallet(memberId, s.currency), amount: sign * bonus });
  postings.push({ account: houseOf(s), amount: -sign * (cash + bonus) });
  return postings;
}

/** One round entry whose member side is split between cash and the bonus wallet. */
export function splitEntry(sql: SqlRunner, s: WalletSession, memberId: number, e: { kind: string; key: string; roundId: string; cash: number; bonus: number; sign: 1 | -1; meta: Record<string, unknown> }, now: number): Promise<PostResult> {
  return post(sql, { kind: e.kind, key: e.key, knownNew: true, houseLast: true, memberId, ref: `${s.vendor}:${e.roundId}`, meta: e.meta, postings: splitPostings(s, memberId, e.cash, e.bonus, e.sign) }, now);
}

/**
 * A win of a bonus bet: the bonus's part (bonus stake ÷ stake, floored) goes to the bonus wallet
 * while the bonus is active, to cash once it converted, and is not paid when it was forfeited or
 * expired (the forfeit statement says so). The bonus row is locked first, so a conversion or
 * forfeit of it waits for this win. Answers what is paid to each wallet.
 */
export async function winSplit(sql: SqlRunner, bet: { bonus_id: number; bonus_stake: number; stake: number }, amount: number): Promise<{ cash: number; bonus: number }> {
  const row = await sql.get<{ status: string }>('update member_bonuses set wagered = wagered where id = ? returning status', [bet.bonus_id]);
  const share = bet.stake > 0 ? Math.floor((amount * Number(bet.bonus_stake)) / Number(bet.stake)) : 0;
  if (row?.status === 'active') return { cash: amount - share, bonus: share };
  if (row?.status === 'converted') return { cash: amount, bonus: 0 };
  return { cash: amount - share, bonus: 0 };
}

/**
 * After a refund paid a stake's bonus part back into the bonus wallet of a bonus no longer active:
 * a converted bonus's part moves on to cash, a forfeited or expired one's back to its promotion's
 * cost account, so a closed bonus leaves nothing in the bonus wallet.
 */
export async function settleRefundedBonus(sql: SqlRunner, s: WalletSession, memberId: number, bonusId: number, amount: number, key: string, now: number): Promise<void> {
  const row = await sql.get<{ status: string; promotion_id: number }>('update member_bonuses set wagered = wagered where id = ? returning status, promotion_id', [bonusId]);
  if (!row || row.status === 'active') return;
  const converted = row.status === 'converted';
  const to = converted ? Accounts.cash(memberId, s.currency) : Accounts.promotionCost(Number(row.promotion_id), s.currency);
  const kind = converted ? 'bonus_convert' : 'bonus_forfeit';
  await post(sql, { kind, key: `${kind.replace('_', '-')}:refund:${key}`, memberId, ref: `bonus:${bonusId}`, postings: [{ account: Accounts.bonusWallet(memberId, s.currency), amount: -amount }, { account: to, amount }] }, now);
}
