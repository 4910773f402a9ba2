/**
 * A promotion's countdown: how long until it starts or ends, in whole units ("3 d 4 h",
 * "5 h 12 min", "8 min"), and which clock applies at `now`. Shared by the list, the detail page
 * and the reward centre (browser-safe, no formatting of its own: the caller words the parts).
 */
export type Phase = 'coming' | 'running' | 'ended';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function phaseOf(p: { startsAt: number; endsAt: number; status?: string }, now: number): Phase {
  if (p.status === 'ended' || now >= p.endsAt) return 'ended';
  return now < p.startsAt ? 'coming' : 'running';
}

/** The time from `now` to `at`, rounded up to the minute (never below one minute before `at`). */
export function timeLeft(at: number, now: number): TimeLeft {
  const ms = Math.max(0, at - now);
  const minutes = Math.max(ms > 0 ? 1 : 0, Math.ceil(ms / MINUTE));
  return { days: Math.floor(minutes / (DAY / MINUTE)), hours: Math.floor((minutes % (DAY / MINUTE)) / 60), minutes: minutes % 60 };
}

/** The message key and values of a time left: days and hours, hours and minutes, or minutes. */
export function timeLeftKey(left: TimeLeft): { key: 'promotions.left.days' | 'promotions.left.hours' | 'promotions.left.minutes'; values: Record<string, number> } {
  if (left.days > 0) return { key: 'promotions.left.days', values: { d: left.days, h: left.hours } };
  if (left.hours > 0) return { key: 'promotions.left.hours', values: { h: left.hours, m: left.minutes } };
  return { key: 'promotions.left.minutes', values: { m: left.minutes } };
}

/** The countdown of a promotion at `now`: which sentence and the time it counts to (null once ended). */
export function countdown(p: { startsAt: number; endsAt: number; status?: string }, now: number): { phase: Phase; left: TimeLeft | null } {
  const phase = phaseOf(p, now);
  if (phase === 'ended') return { phase, left: null };
  return { phase, left: timeLeft(phase === 'coming' ? p.startsAt : p.endsAt, now) };
}
