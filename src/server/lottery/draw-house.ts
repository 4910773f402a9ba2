/**
 * The house's draws (job lottery:draw): at draw_at a closed draw of a house lottery takes the next
 * seed back of the lottery's published chain (takeSeed, chains.ts) and maps HMAC(seed,
 * `${code}:${number}`) onto its format (lib/lottery/fair-draw.ts). Taking the seed and storing the
 * result (closed → drawn, guarded) are one unit of work: two instances never draw one draw twice,
 * nor spend a seed on nothing. A lottery without a seed left waits for job lottery:chains.
 */
import type { DrawResult } from '#lib/contracts/lottery-model.ts';
import { drawResult } from '#lib/lottery/fair-draw.ts';
import type { AppContext } from '#server/app-context.ts';
import { takeSeed } from './chains.ts';
import { announceDraw, lotteriesById } from './draw-transitions.ts';
import { DrawStateChanged } from './errors.ts';
import type { Lottery } from './lotteries.ts';

const PER_RUN = 200;

/** Draws one closed house draw; its result, or null when another run drew it first or no seed is left. */
export async function drawHouse(app: AppContext, lottery: Lottery, draw: { id: number; number: string }, now: number): Promise<DrawResult | null> {
  try {
    return await app.ledger.run(async (sql) => {
      const taken = await takeSeed(sql, lottery.id);
      if (!taken) return null;
      const result = drawResult(lottery.format, taken.seed, `${lottery.code}:${draw.number}`);
      const moved = await sql.run("update lottery_draws set status = 'drawn', result = ?, result_source = 'house', chain_id = ?, chain_index = ?, seed = ?, drawn_at = ? where id = ? and status = 'closed'", [
        JSON.stringify(result),
        taken.chainId,
        taken.index,
        taken.seed,
        now,
        draw.id,
      ]);
      // Undoes the seed's taking with the rest of the unit.
      if (moved !== 1) throw new DrawStateChanged('Another run drew this draw.');
      return result;
    });
  } catch (err) {
    if (err instanceof DrawStateChanged) return null;
    throw err;
  }
}

/** Job lottery:draw — every closed house draw whose time has come, drawn in time order. */
export async function drawDueHouseDraws(app: AppContext, now: number): Promise<number> {
  const due = await app.db
    .selectFrom('lottery_draws')
    .innerJoin('lotteries', 'lotteries.id', 'lottery_draws.lottery_id')
    .select(['lottery_draws.id', 'lottery_draws.lottery_id', 'lottery_draws.number'])
    .where('lottery_draws.status', '=', 'closed')
    .where('lottery_draws.draw_at', '<=', now)
    .where('lotteries.source', '=', 'house')
    .orderBy('lottery_draws.draw_at')
    .orderBy('lottery_draws.id')
    .limit(PER_RUN)
    .execute();
  if (!due.length) return 0;
  const lotteries = await lotteriesById(app);
  let drawn = 0;
  for (const d of due) {
    const lottery = lotteries.get(Number(d.lottery_id));
    if (!lottery || !(await drawHouse(app, lottery, { id: Number(d.id), number: d.number }, now))) continue;
    drawn++;
    await announceDraw(app, lottery, Number(d.id));
  }
  return drawn;
}
