/**
 * Paying a race's prize table when a period ends (a job, every minute). Keyed by race and period:
 * a job_runs row `promotions:race:<id>` / `<period label>` records a period as paid, and each prize
 * is a reward offered once per (race, member, 'race', period label) and paid at once, so a rerun or
 * two instances running together pay each prize once. The winners list reads those rewards.
 */
import type { AppContext } from '#server/app-context.ts';
import { accountNamesOf } from '#server/members/index.ts';
import { merchantCurrency, merchantTimeZone } from '#server/system/index.ts';
import { offerReward } from './rewards.ts';
import { isMechanic, type Promotion, toPromotion } from './promotion-rows.ts';
import { placeStandings } from './race-places.ts';
import { maskAccount } from './race.ts';
import { endedPeriods, type RacePeriod, raceStandings } from './race-standings.ts';

const jobOf = (p: Promotion) => `promotions:race:${p.id}`;

/** Pays one ended period of one race once; answers the prizes this call paid. */
export async function payRacePeriod(app: AppContext, p: Promotion<'race'>, period: RacePeriod, now: number): Promise<number> {
  const job = jobOf(p);
  const done = await app.db.selectFrom('job_runs').select('status').where('job', '=', job).where('period', '=', period.label).executeTakeFirst();
  if (done?.status === 'done') return 0;
  await app.db.insertInto('job_runs').values({ job, period: period.label, status: 'running', started_at: now }).onConflict((oc) => oc.columns(['job', 'period']).doNothing()).execute();
  const placed = placeStandings(await raceStandings(app.db, p, period.from, period.to), p.params.prizes).filter((x) => x.prize > 0);
  const currency = await merchantCurrency(app.db);
  const paid = await app.ledger.run(async (sql) => {
    let n = 0;
    for (const x of placed) {
      const meta = { place: x.place, value: x.value, metric: p.params.metric, period: period.label, from: period.from, to: period.to };
      const r = await offerReward(sql, { memberId: x.memberId, promotionId: p.id, kind: 'race', periodKey: period.label, amount: x.prize, bonusRules: null, pay: 'now', meta }, currency, now);
      if (r.offered) n++;
    }
    return n;
  });
  await app.db.updateTable('job_runs').set({ status: 'done', finished_at: now, result: JSON.stringify({ winners: placed.length, paid }) }).where('job', '=', job).where('period', '=', period.label).execute();
  for (const x of placed) app.events.publish({ type: 'rewards', memberId: x.memberId, data: { promotionId: p.id } });
  return paid;
}

/** The job: every race's periods that ended in the last days and are not paid yet. */
export async function payEndedRaces(app: AppContext, now = Date.now()): Promise<number> {
  const zone = await merchantTimeZone(app.db);
  const rows = await app.db.selectFrom('promotions').selectAll().where('mechanic', '=', 'race').where('status', 'in', ['published', 'ended']).where('starts_at', '<', now).where('ends_at', '>', now - 8 * 86_400_000).execute();
  let paid = 0;
  for (const p of rows.map(toPromotion)) {
    if (!isMechanic(p, 'race')) continue;
    for (const period of endedPeriods(p, now, zone)) paid += await payRacePeriod(app, p, period, now);
  }
  return paid;
}

export interface RaceWinner {
  promotionId: number;
  period: string;
  place: number;
  player: string;
  value: number;
  metric: 'turnover' | 'multiplier';
  prize: number;
  at: number;
}

/** Winners of past race periods, newest first (one race, or every race). */
export async function raceWinners(app: AppContext, promotionId: number | undefined, limit = 50): Promise<RaceWinner[]> {
  let q = app.db.selectFrom('rewards').select(['promotion_id', 'member_id', 'amount', 'meta', 'created_at']).where('kind', '=', 'race');
  if (promotionId !== undefined) q = q.where('promotion_id', '=', promotionId);
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'asc').limit(limit).execute();
  const names = await accountNamesOf(app.db, rows.map((r) => Number(r.member_id)));
  return rows
    .map((r) => {
      const m = JSON.parse(r.meta ?? '{}') as { place: number; value: number; metric: 'turnover' | 'multiplier'; period: string };
      return { promotionId: Number(r.promotion_id), period: m.period, place: m.place, player: maskAccount(names.get(Number(r.member_id)) ?? '?'), value: m.value, metric: m.metric, prize: Number(r.amount), at: Number(r.created_at) };
    })
    .sort((a, b) => b.at - a.at || a.promotionId - b.promotionId || a.place - b.place);
}
