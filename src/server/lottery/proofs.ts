/**
 * What a player needs to check a house draw (docs/lottery.md "Fair draws"): the published chain,
 * the draw's revealed seed and the link it must hash to, and the result to recompute. Nothing
 * secret leaves here: a seed only once its draw is drawn, a chain's x0 only once it is retired.
 */
import type { ChainView, DrawProof, ProofGap, PublishedChains } from '#lib/contracts/lottery-fair.ts';
import type { Db } from '#server/db/connect.ts';
import { DRAW_VIEW_COLUMNS, drawResultViewOf } from './draw-views.ts';
import { UnknownDraw, UnknownLottery } from './errors.ts';
import { lotteryByCode, lotteryName, lotteryOf } from './lotteries.ts';

type ChainRow = { id: number; length: number; commitment: string; secret: string; used: number; status: string; created_at: number; retired_at: number | null };

export function chainView(r: ChainRow): ChainView {
  const retired = r.status === 'retired';
  return {
    id: Number(r.id),
    commitment: r.commitment,
    length: r.length,
    used: r.used,
    status: retired ? 'retired' : 'active',
    createdAt: Number(r.created_at),
    retiredAt: r.retired_at === null ? null : Number(r.retired_at),
    secret: retired ? r.secret : null,
  };
}

const CHAIN_COLUMNS = ['id', 'length', 'commitment', 'secret', 'used', 'status', 'created_at', 'retired_at'] as const;
/** Draws whose result stands and whose seed, for a house draw, is revealed. */
const REVEALED = new Set(['drawn', 'settled']);

/** A draw's proof (UNKNOWN_DRAW when there is no such draw). */
export async function drawProof(db: Db, drawId: number, lang: string): Promise<DrawProof> {
  const d = await db
    .selectFrom('lottery_draws')
    .select([...DRAW_VIEW_COLUMNS, 'chain_id', 'chain_index'])
    .where('id', '=', drawId)
    .executeTakeFirst();
  if (!d) throw new UnknownDraw('No such draw.');
  const lotteryRow = await db.selectFrom('lotteries').selectAll().where('id', '=', d.lottery_id).executeTakeFirstOrThrow();
  const lottery = lotteryOf(lotteryRow);
  const house = lottery.source === 'house';
  const base = { draw: drawResultViewOf(d), lottery: lottery.code, lotteryName: lotteryName(lottery, lang), format: lottery.format };
  const none = { chain: null, seedIndex: null, seed: null, previousLink: null, previousDraw: null, drawKey: null };
  let gap: ProofGap | null = null;
  if (!house || (d.result_source !== null && d.result_source !== 'house')) gap = 'official';
  else if (d.status === 'void') gap = 'void';
  else if (!REVEALED.has(d.status)) gap = 'not-drawn';
  else if (d.seed === null || d.chain_id === null || d.chain_index === null) gap = 'no-seed';
  if (gap !== null) return { ...base, gap, ...none };

  const chainRow = await db.selectFrom('lottery_chains').select(CHAIN_COLUMNS).where('id', '=', d.chain_id!).executeTakeFirstOrThrow();
  const chain = chainView(chainRow);
  const index = d.chain_index!;
  let previousLink: string | null = chain.commitment;
  let previousDraw: DrawProof['previousDraw'] = null;
  if (index + 1 < chain.length) {
    // The seed x(i+1) as the draw before published it (whatever became of that draw since); when no
    // stored draw holds it, the walk from the seed to the commitment is the check that remains.
    const prev = await db.selectFrom('lottery_draws').select(['id', 'number', 'seed']).where('chain_id', '=', chain.id).where('chain_index', '=', index + 1).executeTakeFirst();
    previousLink = prev?.seed ?? null;
    previousDraw = prev?.seed ? { id: Number(prev.id), number: prev.number } : null;
  }
  return { ...base, gap: null, chain, seedIndex: index, seed: d.seed!, previousLink, previousDraw, drawKey: `${lottery.code}:${d.number}` };
}

/** A lottery's chains, newest first (UNKNOWN_LOTTERY for an unknown code or a lottery with official results). */
export async function publishedChains(db: Db, code: string, lang: string): Promise<PublishedChains> {
  const lottery = await lotteryByCode(db, code);
  if (lottery.source !== 'house') throw new UnknownLottery('This lottery’s results are official; it has no seed chain.');
  const rows = await db.selectFrom('lottery_chains').select(CHAIN_COLUMNS).where('lottery_id', '=', lottery.id).orderBy('id', 'desc').limit(50).execute();
  return { lottery: lottery.code, lotteryName: lotteryName(lottery, lang), chains: rows.map(chainView) };
}
