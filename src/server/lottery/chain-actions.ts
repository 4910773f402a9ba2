/**
 * Staff's work on the seed chains (the back office audits it): the desk's view, a new chain
 * committed for a house lottery, the chain in use retired. Each change runs under the lottery's
 * chain lock with guarded updates, so it never races the `lottery:chains` job or another desk.
 */
import type { ChainDesk, ChainDeskLottery } from '#lib/contracts/backoffice-lottery-chains.ts';
import type { ChainView } from '#lib/contracts/lottery-fair.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { first, rows, statements } from '#server/db/statement-builder.ts';
import { InvalidState, NotFound } from '#server/errors.ts';
import { getSetting } from '#server/system/index.ts';
import { REFILL_SHARE } from './chain-keeper.ts';
import { chainLock, insertChain, newChain, retireChainRow, seedsLeft } from './chains.ts';
import { UnknownLottery } from './errors.ts';
import { allLotteries, lotteryByCode, lotteryName } from './lotteries.ts';
import { chainView } from './proofs.ts';

const CHAIN_COLUMNS = ['id', 'lottery_id', 'length', 'commitment', 'secret', 'used', 'status', 'created_at', 'retired_at'] as const;
const RETIRED_SHOWN = 5;

/** Every house lottery with its chains. */
export async function chainDesk(db: Db, lang: string): Promise<ChainDesk> {
  const houses = (await allLotteries(db)).filter((l) => l.source === 'house');
  const chains = await db.selectFrom('lottery_chains').select(CHAIN_COLUMNS).orderBy('id', 'desc').execute();
  const lotteries = houses.map((l): ChainDeskLottery => {
    const own = chains.filter((c) => Number(c.lottery_id) === l.id);
    // Draws take from the oldest active chain with seeds left.
    const live = own.filter((c) => c.status === 'active' && c.used < c.length).reverse();
    const retired = own.filter((c) => c.status !== 'active');
    return {
      code: l.code,
      name: lotteryName(l, lang),
      status: l.status,
      inUse: live[0] ? chainView(live[0]) : null,
      queued: live.slice(1).map(chainView),
      retired: retired.slice(0, RETIRED_SHOWN).map(chainView),
      retiredCount: retired.length,
    };
  });
  const { chainLength } = await getSetting(db, 'lottery');
  return { lotteries, chainLength, refillPercent: Math.round(REFILL_SHARE * 100) };
}

/** Commits a chain for a house lottery, queued behind the one in use; refused while another is already queued. */
export async function commitChainFor(app: AppContext, code: string, length: number | undefined, now = Date.now()): Promise<ChainView> {
  const lottery = await lotteryByCode(app.db, code);
  if (lottery.source !== 'house') throw new UnknownLottery('This lottery’s results are official; it draws no seeds.');
  const chain = newChain(length ?? (await getSetting(app.db, 'lottery')).chainLength);
  const id = await app.ledger.run(async (sql) => {
    await chainLock(sql, lottery.id);
    const live = await rows(sql, statements(sql).selectFrom('lottery_chains').select('id').where('lottery_id', '=', lottery.id).where('status', '=', 'active').where((eb) => eb('used', '<', eb.ref('length'))));
    if (live.length >= 2) throw new InvalidState('A chain is already queued behind the one in use.');
    return insertChain(sql, lottery.id, chain, now);
  });
  return chainById(app.db, id);
}

/**
 * Retires an active chain: no draw takes a seed from it again, and its x0 is published. When the
 * lottery is left with no seeds, a successor is committed in the same unit, so draws never stop.
 */
export async function retireChain(app: AppContext, chainId: number, now = Date.now()): Promise<{ retired: ChainView; successor: ChainView | null }> {
  const found = await app.db.selectFrom('lottery_chains').select(['lottery_id', 'status', 'length']).where('id', '=', chainId).executeTakeFirst();
  if (!found) throw new NotFound('No such chain.');
  if (found.status !== 'active') throw new InvalidState('This chain is already retired.');
  const lotteryId = Number(found.lottery_id);
  const { chainLength } = await getSetting(app.db, 'lottery');
  const fresh = newChain(chainLength);
  const successorId = await app.ledger.run(async (sql) => {
    await chainLock(sql, lotteryId);
    if (!(await retireChainRow(sql, chainId, now))) throw new InvalidState('This chain is already retired.');
    const lottery = await first(sql, statements(sql).selectFrom('lotteries').select('source').where('id', '=', lotteryId));
    if (lottery?.source !== 'house' || (await seedsLeft(sql, lotteryId)) > 0) return null;
    return insertChain(sql, lotteryId, fresh, now);
  });
  return { retired: await chainById(app.db, chainId), successor: successorId === null ? null : await chainById(app.db, successorId) };
}

async function chainById(db: Db, id: number): Promise<ChainView> {
  return chainView(await db.selectFrom('lottery_chains').select(CHAIN_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow());
}
