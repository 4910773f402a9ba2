/**
 * A ranking race's periods and standings. Daily and weekly races run in the merchant's periods
 * (clipped to the promotion's window); 'whole' is the promotion's window. A race staff end early
 * stops at that moment, and its last period is paid then. A period counts every
 * signed player's settled bets placed in it, from its start, whenever they signed up: turnover is
 * their valid bet; multiplier is their best payout ÷ stake (in hundredths) of one bet whose stake
 * is at least minStake.
 */
import { sql as raw } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import { periodAt, periodLabel } from '#server/system/index.ts';
import type { Promotion } from './promotion-rows.ts';
import type { Standing } from './race-places.ts';

export interface RacePeriod {
  from: number;
  to: number;
  /** The period's name in the merchant's zone ('2026-11-23 00:00'), its rewards' period key. */
  label: string;
}

/** When the race stops: its end time, or earlier when staff ended it. */
export const raceEnd = (p: Promotion<'race'>): number => (p.endedAt !== null ? Math.max(p.startsAt + 1, Math.min(p.endsAt, p.endedAt)) : p.endsAt);

/** The race period containing `at` (clamped into the promotion's window). */
export function racePeriodAt(p: Promotion<'race'>, at: number, zone: string): RacePeriod {
  const end = raceEnd(p);
  const t = Math.min(Math.max(at, p.startsAt), end - 1);
  if (p.params.period === 'whole') return { from: p.startsAt, to: end, label: periodLabel(p.startsAt, zone) };
  const period = periodAt(p.params.period, t, zone);
  const from = Math.max(period.start, p.startsAt);
  return { from, to: Math.min(period.end, end), label: periodLabel(period.start, zone) };
}

/** Periods that ended within the last `lookbackMs` before `now`, oldest first (the payout job's work list). */
export function endedPeriods(p: Promotion<'race'>, now: number, zone: string, lookbackMs = 8 * 86_400_000): RacePeriod[] {
  const out: RacePeriod[] = [];
  let at = Math.max(p.startsAt, now - lookbackMs - 7 * 86_400_000);
  while (at < raceEnd(p)) {
    const period = racePeriodAt(p, at, zone);
    if (period.to > now) break;
    if (period.to > now - lookbackMs) out.push(period);
    at = period.to;
  }
  return out;
}

/** Signed players' values over [from, to) (players with nothing counted are left out). */
export async function raceStandings(db: Db, p: Promotion<'race'>, from: number, to: number): Promise<Standing[]> {
  let q = db
    .selectFrom('bets as b')
    .innerJoin('promotion_entries as e', (j) => j.onRef('e.member_id', '=', 'b.member_id').on('e.promotion_id', '=', p.id).on('e.period_key', '=', '').on('e.state', '=', 'signed'))
    .where('b.status', '=', 'settled')
    .where('b.created_at', '>=', from)
    .where('b.created_at', '<', to)
    .groupBy('b.member_id');
  if (p.params.categories.length) q = q.where('b.category', 'in', [...p.params.categories]);
  const rows =
    p.params.metric === 'turnover'
      ? await q.select((eb) => ['b.member_id', eb.fn.sum<number>('b.valid_bet').as('value')]).execute()
      : await q
          .where('b.stake', '>=', Math.max(1, p.params.minStake))
          .select(['b.member_id', raw<number>`max(b.payout * 100 / b.stake)`.as('value')])
          .execute();
  return rows.map((r) => ({ memberId: Number(r.member_id), value: Number(r.value) })).filter((s) => s.value > 0);
}
