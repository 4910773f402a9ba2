/**
 * A member's bet settled through the ledger like a provider round: the stake leaves the cash wallet
 * for the vendor's house account, the win (if any) comes back, and the bet row records both. Tests
 * and the demo seed use it to give players turnover (raffle tickets, race standings).
 */
import { atomically, type Db } from '#server/db/connect.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { Accounts, post } from '#server/ledger/index.ts';
import { fundMember } from './members.ts';
import { next } from './sequence.ts';

export interface BetOverrides {
  category?: string;
  vendor?: string;
  game?: string;
  payout?: number;
  /** When the bet was placed (and settled). */
  at?: number;
  /** Funds the stake first as a deposit (default true). */
  fund?: boolean;
}

export async function insertSettledBet(db: Db, memberId: number, stake: number, o: BetOverrides = {}): Promise<number> {
  const vendor = o.vendor ?? 'MRD_SLOT';
  const payout = o.payout ?? 0;
  const at = o.at ?? Date.now();
  const round = `fixture-${memberId}-${next()}-${at}`;
  if (o.fund ?? true) await fundMember(db, memberId, stake);
  return atomically(db, async (tx) => {
    const sql = kyselyRunner(tx);
    const ref = `${vendor}:${round}`;
    await post(sql, { kind: 'bet', key: `fixture:bet:${ref}`, memberId, ref, postings: [{ account: Accounts.cash(memberId, 'BDT'), amount: -stake }, { account: Accounts.house(vendor, 'BDT'), amount: stake }] }, at);
    if (payout > 0) await post(sql, { kind: 'win', key: `fixture:win:${ref}`, memberId, ref, postings: [{ account: Accounts.cash(memberId, 'BDT'), amount: payout }, { account: Accounts.house(vendor, 'BDT'), amount: -payout }] }, at);
    const row = await tx
      .insertInto('bets')
      .values({ member_id: memberId, vendor_code: vendor, game_id: null, game_code: o.game ?? 'fixture', category: o.category ?? 'RNG', round_id: round, stake, valid_bet: stake, payout, status: 'settled', currency: 'BDT', created_at: at, settled_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
}
