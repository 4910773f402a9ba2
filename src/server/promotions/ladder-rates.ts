/**
 * Cashback and rebate rates from the VIP ladder (issue 17 §VIP "benefits take effect everywhere"):
 * a promotion whose params say ratesFrom 'ladder' pays each rank its cashbackBps or rebateBps for
 * every category, instead of its own table. Players and the settlement jobs read promotions through
 * here, so both use the same rates; staff edit the table as it is stored.
 */
import type { RateRow } from '#lib/contracts/promotion-model.ts';
import type { VipRank } from '#lib/contracts/loyalty-model.ts';
import type { Db } from '#server/db/connect.ts';
import { vipLadder } from '#server/members/index.ts';

/** The ladder as rate rows: one 'ALL' row per rank. */
export function ladderRates(ladder: readonly VipRank[], kind: 'cashback' | 'rebate'): RateRow[] {
  return ladder.map((r) => ({ rank: r.rank, category: 'ALL' as const, rateBps: kind === 'cashback' ? r.cashbackBps : r.rebateBps }));
}

/** A promotion as read (promotion-rows.ts), seen only as far as this needs. */
interface Readable {
  mechanic: string;
  params: object;
}

const fromLadder = (p: Readable): p is Readable & { mechanic: 'cashback' | 'rebate' } => (p.mechanic === 'cashback' || p.mechanic === 'rebate') && (p.params as { ratesFrom?: string }).ratesFrom === 'ladder';

/** The promotions with the ladder's rates in place of their tables where they take them from the ladder (the ladder read once). */
export async function withLadderRates<P extends Readable>(db: Db, list: P[]): Promise<P[]> {
  if (!list.some(fromLadder)) return list;
  const ladder = await vipLadder(db);
  return list.map((p) => (fromLadder(p) ? ({ ...p, params: { ...p.params, rates: ladderRates(ladder, p.mechanic) } } as P) : p));
}
