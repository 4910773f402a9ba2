/**
 * Mission task progress from the server's own records, never from the client: valid bet and
 * rounds from the hourly bet roll-ups, credited deposits from the ledger, login days from the
 * members' login days. A period is a local day or week in the merchant's zone.
 */
import type { Db } from '#server/db/connect.ts';
import { memberRollups } from '#server/games/index.ts';
import { cashPostingsOf } from '#server/ledger/index.ts';
import { loginDaysOf } from '#server/members/index.ts';
import { localDate, type Period } from '#server/system/index.ts';
import type { MechanicParams } from '#lib/contracts/promotion-model.ts';

export type MissionTask = MechanicParams['mission']['tasks'][number];

export interface TaskProgress {
  current: number;
  target: number;
  unit: 'minor' | 'count';
  done: boolean;
}

/** The calendar day before a "YYYY-MM-DD" date. */
export function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * Consecutive login days ending today (or yesterday, before today's first sign-in), at most
 * `target`, never before `firstDay`. Days are sorted newest first.
 */
export function loginStreak(days: readonly string[], today: string, firstDay: string | null, target: number): number {
  const set = new Set(days);
  let day = set.has(today) ? today : dayBefore(today);
  let n = 0;
  while (n < target && set.has(day) && (firstDay === null || day >= firstDay)) {
    n++;
    day = dayBefore(day);
  }
  return n;
}

/** What the member's records say about each task in the period (up to `now`). */
export async function missionProgress(db: Db, memberId: number, tasks: readonly MissionTask[], period: Period, zone: string, now: number): Promise<Map<string, TaskProgress>> {
  const range = { from: period.start, to: Math.min(period.end, now + 1) };
  const needs = new Set(tasks.map((t) => t.kind));
  const rollups = needs.has('bet') || needs.has('rounds') ? await memberRollups(db, memberId, range) : [];
  let deposited = 0;
  if (needs.has('deposit')) {
    const rows = await db.selectFrom(cashPostingsOf(db, memberId, range, { prefix: '', exact: ['deposit'] }).as('d')).select((eb) => eb.fn.coalesce(eb.fn.sum<number>('d.amount'), eb.lit(0)).as('s')).executeTakeFirstOrThrow();
    deposited = Number(rows.s);
  }
  const today = localDate(now, zone);
  const longest = Math.max(0, ...tasks.filter((t) => t.kind === 'loginDays').map((t) => t.target));
  // A daily period holds one day: its streak looks back before it; a weekly streak stays within its week.
  const firstDay = period.type === 'daily' ? null : localDate(period.start, zone);
  let from = today;
  for (let i = 1; i < longest; i++) from = dayBefore(from);
  const days = longest ? await loginDaysOf(db, memberId, from, today) : [];
  const out = new Map<string, TaskProgress>();
  for (const t of tasks) {
    let current = 0;
    if (t.kind === 'deposit') current = deposited;
    else if (t.kind === 'bet') current = rollups.filter((r) => !t.category || r.category === t.category).reduce((s, r) => s + Number(r.valid_bet), 0);
    else if (t.kind === 'rounds') current = rollups.filter((r) => !t.category || r.category === t.category).reduce((s, r) => s + Number(r.bet_count), 0);
    else current = loginStreak(days, today, firstDay, t.target);
    const unit = t.kind === 'deposit' || t.kind === 'bet' ? 'minor' : 'count';
    out.set(t.id, { current, target: t.target, unit, done: current >= t.target });
  }
  return out;
}
