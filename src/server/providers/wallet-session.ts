/**
 * Whose money a wallet callback moves: the game session behind a launch token, the wallet and the
 * house account it plays between, and the checks before a stake (exclusions, an ended session).
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { type AccountRef, Accounts, shardOf } from '#server/ledger/index.ts';
import { AccountExcluded, stakeLock } from '#server/members/index.ts';
import { SessionExpired } from './errors.ts';

// Fixed SQL text, not the statement builder (db/statement-builder.ts): these statements run on every
// wallet callback, the same text each time lets the prepared-statement cache hit, and building and
// compiling them per call cost about a fifth of bet + settle throughput (measured in ledger/post.ts).

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

export function walletOf(s: WalletSession): AccountRef {
  if (s.mode === 'play') return Accounts.play(playKeyOf(s));
  const memberId = memberOf(s);
  return s.transferWallet ? Accounts.vendorWallet(memberId, s.vendor, s.currency) : Accounts.cash(memberId, s.currency);
}

export function houseOf(s: WalletSession): AccountRef {
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
  // What was committed before the lock was ours counts, whenever this request arrived. One
  // statement for the block (the blocks exclusionIn counts: one without an end, or ending later)
  // and the session, on every stake.
  const at = Math.max(now, Date.now());
  const row = await sql.get<{ excluded: number; expires_at: number | null; status: number | null }>(
    'select case when exists (select 1 from exclusions x where x.member_id = ? and (x."until" is null or x."until" > ?)) then 1 else 0 end as excluded, s.expires_at, m.status from (select 1 as one) one left join provider_sessions s on s.token_hash = ? left join members m on m.id = s.member_id',
    [memberId, at, tokenHash],
  );
  if (Number(row?.excluded) === 1) throw new AccountExcluded('The player is on a time-out or self-exclusion: no new stakes. Wins and rollbacks of earlier rounds are still accepted.');
  if (!row || row.expires_at === null || Number(row.expires_at) <= at || row.status !== 0) throw new SessionExpired('The game session has ended. Open the game again.');
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

/** The member of a real-money session (null for play money and a visitor's trial). */
export function realMember(s: WalletSession): number | null {
  return s.mode === 'real' ? s.memberId : null;
}

/** Who a transaction id belongs to: the member, or the trial session for play money. */
export function playerKey(s: WalletSession): string {
  return s.mode === 'play' ? `play:${s.playKey}` : `member:${s.memberId}`;
}
