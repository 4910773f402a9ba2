/**
 * Draws made ahead from each active lottery's schedule (job lottery:schedule): enough `scheduled`
 * draws that a follow of settings.followMaxDraws draws and the next 24 hours are covered. The
 * unique (lottery, number) and (lottery, draw time) keys make concurrent runs on several
 * instances harmless: each plans the same draws from the latest one it reads.
 */
import type { AppContext } from '#server/app-context.ts';
import { getSetting, merchantTimeZone } from '#server/system/index.ts';
import { allLotteries, type Lottery } from './lotteries.ts';
import { drawTimes } from './schedule.ts';

const HORIZON_MS = 24 * 3_600_000;
const BATCH = 200;

/** Creates the missing future draws of one lottery; answers how many it created. */
export async function ensureDrawsAhead(app: AppContext, lottery: Lottery, zone: string, minDraws: number, now: number): Promise<number> {
  // The latest draw first: what is planned after it continues from it (its time, its number).
  const latest = await app.db.selectFrom('lottery_draws').select(['number', 'draw_at']).where('lottery_id', '=', lottery.id).orderBy('draw_at', 'desc').limit(1).executeTakeFirst();
  const ahead = await app.db.selectFrom('lottery_draws').select((eb) => eb.fn.countAll<number>().as('n')).where('lottery_id', '=', lottery.id).where('draw_at', '>', now).executeTakeFirstOrThrow();
  const last = latest && Number(latest.draw_at) > now ? Number(latest.draw_at) : null;
  if (Number(ahead.n) >= minDraws && last !== null && last >= now + HORIZON_MS) return 0;
  // A schedule changed during a day (say from every 5 to every 10 minutes) would number that
  // day's remaining draws from where the new schedule counts, numbers the day already used: they
  // continue after the day's last draw instead.
  const lastNumber = latest?.number ?? null;
  const counted = lastNumber === null ? null : /^(\d{8})-(\d+)$/.exec(lastNumber);
  let seq = counted ? Number(counted[2]) : 0;
  const numbered = (n: string) => {
    if (!counted || !n.startsWith(`${counted[1]}-`)) return n;
    return `${counted[1]}-${String(++seq).padStart(counted[2]!.length, '0')}`;
  };
  const rows = [];
  let seen = 0;
  for (const d of drawTimes(lottery.schedule, zone, now)) {
    seen++;
    if (last === null || d.drawAt > last) {
      rows.push({ lottery_id: lottery.id, number: numbered(d.number), opens_at: d.opensAt, closes_at: Math.max(d.opensAt, d.drawAt - lottery.closeSeconds * 1000), draw_at: d.drawAt, status: 'scheduled', created_at: now });
    }
    if (seen >= minDraws && d.drawAt >= now + HORIZON_MS) break;
  }
  let made = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const r = await app.db
      .insertInto('lottery_draws')
      .values(rows.slice(i, i + BATCH))
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    made += Number(r.numInsertedOrUpdatedRows ?? 0n);
  }
  return made;
}

/** Job lottery:schedule: every active lottery's draws ahead. */
export async function scheduleDraws(app: AppContext, now: number): Promise<number> {
  const [lotteries, zone, settings] = await Promise.all([allLotteries(app.db), merchantTimeZone(app.db), getSetting(app.db, 'lottery')]);
  let made = 0;
  for (const l of lotteries) if (l.status === 'active') made += await ensureDrawsAhead(app, l, zone, settings.followMaxDraws, now);
  return made;
}
