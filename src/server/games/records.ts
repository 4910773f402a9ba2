import type { BetRecord } from '#lib/types/games.ts';
import type { Category } from '#lib/types/shell.ts';
import type { Db } from '#server/db/connect.ts';

export interface BetQuery {
  memberId: number;
  from: number;
  to: number;
  category?: Category | undefined;
  vendor?: string | undefined;
  status?: 'open' | 'settled' | 'rolled_back' | undefined;
  pageNo: number;
  pageSize: number;
  lang: string;
}

export interface BetPage {
  list: BetRecord[];
  pageNum: number;
  totalPages: number;
  total: number;
  totals: { stake: number; validBet: number; payout: number; net: number };
}

/** The member's betting record (personalHistoryCopy): filtered, totalled, paged, newest first. */
export async function betRecords(db: Db, q: BetQuery): Promise<BetPage> {
  let query = db.selectFrom('bets as b').where('b.member_id', '=', q.memberId).where('b.created_at', '>=', q.from).where('b.created_at', '<', q.to);
  if (q.category) query = query.where('b.category', '=', q.category);
  if (q.vendor) query = query.where('b.vendor_code', '=', q.vendor);
  if (q.status) query = query.where('b.status', '=', q.status);
  const sums = await query
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('b.stake'), eb.lit(0)).as('stake'), eb.fn.coalesce(eb.fn.sum<number>('b.valid_bet'), eb.lit(0)).as('valid'), eb.fn.coalesce(eb.fn.sum<number>('b.payout'), eb.lit(0)).as('payout')])
    .executeTakeFirstOrThrow();
  const total = Number(sums.n);
  const totalPages = Math.max(1, Math.ceil(total / q.pageSize));
  const pageNum = Math.min(q.pageNo, totalPages);
  const rows = await query
    .leftJoin('games as g', 'g.id', 'b.game_id')
    .select(['b.id', 'b.round_id', 'b.game_code', 'b.vendor_code', 'b.category', 'b.stake', 'b.valid_bet', 'b.payout', 'b.status', 'b.created_at', 'b.settled_at', 'g.name', 'g.names'])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(q.pageSize)
    .offset((pageNum - 1) * q.pageSize)
    .execute();
  const stake = Number(sums.stake);
  const payout = Number(sums.payout);
  return {
    list: rows.map((r) => {
      let name = r.name ?? r.game_code;
      try {
        name = (JSON.parse(r.names ?? '{}') as Record<string, string>)[q.lang] ?? name;
      } catch {
        // the default name stays
      }
      return {
        id: r.id,
        roundId: r.round_id,
        gameName: name,
        vendor: r.vendor_code,
        category: r.category as Category,
        stake: r.stake,
        validBet: r.valid_bet,
        payout: r.payout,
        net: r.payout - r.stake,
        status: r.status as BetRecord['status'],
        createdAt: r.created_at,
        settledAt: r.settled_at,
      };
    }),
    pageNum,
    totalPages,
    total,
    totals: { stake, validBet: Number(sums.valid), payout, net: payout - stake },
  };
}
