/**
 * The spans of time a VIP rank counts over: the rolling window (settings loyalty.windowDays) that
 * reaches a rank, and the calendar month (merchant time zone) whose figures keep it at the
 * monthly review. Roll-up rows are whole UTC hours, so a span runs between hour starts: the
 * window is the `days` × 24 hours up to and including the running hour.
 */
import { fromLocal, HOUR, localTime } from '#server/system/index.ts';

export interface Span {
  from: number;
  to: number;
}

const hourStart = (ms: number) => Math.floor(ms / HOUR) * HOUR;

/** The rolling window at `now`: from the hour `days` × 24 hours back to the end of the running hour. */
export function rollingWindow(now: number, days: number): Span {
  const to = hourStart(now) + HOUR;
  return { from: to - days * 24 * HOUR, to };
}

/** The local month containing `at`, [1st 00:00, next 1st 00:00) in the zone. */
export function monthOf(at: number, zone: string): Span {
  const t = localTime(at, zone);
  return { from: fromLocal(zone, t.year, t.month, 1), to: fromLocal(zone, t.year, t.month + 1, 1) };
}

/** The month before the one containing `at`. */
export function previousMonthOf(at: number, zone: string): Span {
  const t = localTime(at, zone);
  return { from: fromLocal(zone, t.year, t.month - 1, 1), to: fromLocal(zone, t.year, t.month, 1) };
}

/** 'YYYY-MM' of the local month containing `at` (the monthly keys). */
export function monthKey(at: number, zone: string): string {
  const t = localTime(at, zone);
  return `${t.year}-${String(t.month).padStart(2, '0')}`;
}

/** The hours whose roll-up rows fall in a span (an hour counts when it starts in it). */
export function hoursOf(s: Span): Span {
  return { from: Math.ceil(s.from / HOUR) * HOUR, to: Math.ceil(s.to / HOUR) * HOUR };
}
