/**
 * The demo's past draws: every house lottery gets its latest draws before the start (120 for the
 * fast games, 30 for the daily ones), each drawn from the lottery's published chain in order
 * (seeds taken back one by one, as the draw job takes them) and settled with no tickets, so
 * results, trends and verification have data from the first page view. One multi-row insert per
 * lottery; the chain's count moves by the draws taken.
 */
import { drawResult } from '#lib/lottery/fair-draw.ts';
import type { AppContext } from '#server/app-context.ts';
import { atomically } from '#server/db/connect.ts';
import { allLotteries, drawTimes, type Lottery, type PlannedDraw, seedAt } from '#server/lottery/index.ts';
import { merchantTimeZone } from '#server/system/index.ts';

const FAST_DRAWS = 120;
const DAILY_DRAWS = 30;
const DAY_MS = 86_400_000;

/** The lottery's last `n` draws at or before `now`, oldest first, each with when it opened. */
function pastDraws(l: Lottery, zone: string, now: number, n: number): (PlannedDraw & { opensAt: number })[] {
  const span = l.schedule.kind === 'interval' ? (n + 2) * l.schedule.minutes * 60_000 : l.schedule.kind === 'daily' ? (n * 3 + 14) * DAY_MS : (n * 16 + 62) * DAY_MS;
  const out: (PlannedDraw & { opensAt: number })[] = [];
  for (const d of drawTimes(l.schedule, zone, now - span)) {
    if (d.drawAt > now) break;
    out.push(d);
  }
  return out.slice(-n);
}

export async function seedPastDraws(app: AppContext, now: number): Promise<void> {
  const zone = await merchantTimeZone(app.db);
  for (const l of await allLotteries(app.db)) {
    if (l.source !== 'house') continue;
    const chain = await app.db.selectFrom('lottery_chains').select(['id', 'length', 'used', 'secret']).where('lottery_id', '=', l.id).where('status', '=', 'active').orderBy('id').executeTakeFirst();
    if (!chain) continue;
    const draws = pastDraws(l, zone, now, l.type === 'ELOTT' ? FAST_DRAWS : DAILY_DRAWS).slice(0, chain.length - chain.used);
    if (!draws.length) continue;
    const rows = draws.map((d, i) => {
      const index = chain.length - 1 - (chain.used + i);
      const seed = seedAt(chain.secret, index);
      return {
        lottery_id: l.id,
        number: d.number,
        opens_at: d.opensAt,
        closes_at: Math.max(d.opensAt, d.drawAt - l.closeSeconds * 1000),
        draw_at: d.drawAt,
        status: 'settled',
        result: JSON.stringify(drawResult(l.format, seed, `${l.code}:${d.number}`)),
        result_source: 'house',
        chain_id: Number(chain.id),
        chain_index: index,
        seed,
        drawn_at: d.drawAt,
        settled_at: d.drawAt,
        created_at: now,
      };
    });
    await atomically(app.db, async (tx) => {
      const taken = await tx.updateTable('lottery_chains').set({ used: chain.used + rows.length }).where('id', '=', chain.id).where('used', '=', chain.used).executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return;
      for (let i = 0; i < rows.length; i += 100) await tx.insertInto('lottery_draws').values(rows.slice(i, i + 100)).execute();
    });
  }
}
