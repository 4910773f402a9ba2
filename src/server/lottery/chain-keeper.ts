/**
 * Job `lottery:chains`: keeps every house lottery drawing. A chain whose seeds are all taken is
 * retired (so its x0 may be shown), and when fewer than a tenth of a chain's seeds are left across
 * the lottery's active chains, the next chain is committed and published, queued behind the one in
 * use. Any number of instances may run it: each lottery's change runs under its chain lock and
 * re-reads what is left, so at most one chain is added per need.
 */
import type { AppContext } from '#server/app-context.ts';
import { getSetting } from '#server/system/index.ts';
import { chainLock, insertChain, newChain, retireUsedUp, seedsLeft } from './chains.ts';

/** A new chain is committed when fewer seeds than this share of a chain are left. */
export const REFILL_SHARE = 0.1;

interface Need {
  lotteryId: number;
  left: number;
  usedUp: boolean;
}

async function needs(app: AppContext, threshold: number): Promise<Need[]> {
  const rows = await app.db
    .selectFrom('lotteries as l')
    .leftJoin('lottery_chains as c', (j) => j.onRef('c.lottery_id', '=', 'l.id').on('c.status', '=', 'active'))
    .select(['l.id', 'c.length', 'c.used'])
    .where('l.source', '=', 'house')
    .execute();
  const by = new Map<number, Need>();
  for (const r of rows) {
    const id = Number(r.id);
    const need = by.get(id) ?? { lotteryId: id, left: 0, usedUp: false };
    if (r.length !== null && r.used !== null) {
      need.left += r.length - r.used;
      if (r.used >= r.length) need.usedUp = true;
    }
    by.set(id, need);
  }
  return [...by.values()].filter((n) => n.usedUp || n.left < threshold);
}

/** Retires used-up chains and commits the next ones where due; how many chains it changed. */
export async function keepChains(app: AppContext, now: number): Promise<number> {
  const { chainLength } = await getSetting(app.db, 'lottery');
  const threshold = Math.ceil(chainLength * REFILL_SHARE);
  let moved = 0;
  for (const need of await needs(app, threshold)) {
    // Hashed before the unit of work, which must not wait on anything long.
    const fresh = need.left < threshold ? newChain(chainLength) : null;
    moved += await app.ledger.run(async (sql) => {
      await chainLock(sql, need.lotteryId);
      let n = await retireUsedUp(sql, need.lotteryId, now);
      if (fresh && (await seedsLeft(sql, need.lotteryId)) < threshold) {
        await insertChain(sql, need.lotteryId, fresh, now);
        n++;
      }
      return n;
    });
  }
  return moved;
}

/** The job's entry in LOTTERY_JOBS (jobs.ts; typed there, so this file does not import it back). */
export const CHAINS_JOB = { name: 'lottery:chains', run: keepChains } as const;
