/**
 * Settlement periods and report ranges, in the merchant's time zone (the whitelabel.timeZone
 * setting, read by the caller and passed in): days start at 00:00 local time, weeks on Monday,
 * semimonthly periods are the 1st–15th and the 16th–end of the month. Times are epoch
 * milliseconds; a period is [start, end). Local dates go through @date-fns/tz's TZDate, never by
 * adding a fixed offset: in a zone with daylight saving a day has 23 or 25 hours.
 */
import { TZDate, tzOffset } from '@date-fns/tz';

/** Settlement period lengths; agents' wages and promotions' cashback and races use them. */
export type PeriodType = 'realtime' | 'hourly' | 'daily' | 'weekly' | 'semimonthly' | 'monthly';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
/** Real-time wages settle every 5 minutes (spec §9). */
export const REALTIME_WINDOW = 5 * MINUTE;

export interface Period {
  type: PeriodType;
  start: number;
  end: number;
}

/** The zone's offset from UTC at an instant, in ms (+6 h in Dhaka, 0 or +1 h in London). */
export function zoneOffset(ms: number, zone: string): number {
  return tzOffset(zone, new Date(ms)) * MINUTE;
}

export interface LocalTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 1 Monday … 7 Sunday */
  weekday: number;
}

export function localTime(ms: number, zone: string): LocalTime {
  const d = new TZDate(ms, zone);
  const wd = d.getDay();
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), hour: d.getHours(), minute: d.getMinutes(), weekday: wd === 0 ? 7 : wd };
}

/**
 * The instant of a local wall-clock time (month and day may overflow: month 13 is January of the
 * next year). A time the clocks skip is moved forward; a repeated one is its later instant.
 */
export function fromLocal(zone: string, year: number, month: number, day: number, hour = 0, minute = 0): number {
  return new TZDate(year, month - 1, day, hour, minute, zone).getTime();
}

export function dayStart(ms: number, zone: string): number {
  const t = localTime(ms, zone);
  return fromLocal(zone, t.year, t.month, t.day);
}

/** The start of the local day `days` after (or before) the one that starts at `start`. */
export function addDays(start: number, days: number, zone: string): number {
  const t = localTime(start, zone);
  return fromLocal(zone, t.year, t.month, t.day + days);
}

/** One stretch of time in which the zone keeps one offset: [from, until). */
export interface OffsetSpan {
  from: number;
  until: number;
  offset: number;
}

/**
 * [from, to) cut where the zone's offset changes (a clock change), each piece with its offset.
 * Within a piece, the local wall time is the instant plus a constant, so a report can put rows
 * in local-day points with plain arithmetic (in SQL too) and one branch per piece.
 */
export function offsetSpans(from: number, to: number, zone: string): OffsetSpan[] {
  const spans: OffsetSpan[] = [];
  let start = from;
  while (start < to) {
    const offset = zoneOffset(start, zone);
    // A day at a time to the first instant with another offset (clocks change at most once a day).
    let same = start;
    let probe = Math.min(start + DAY, to - 1);
    while (probe < to - 1 && zoneOffset(probe, zone) === offset) {
      same = probe;
      probe = Math.min(probe + DAY, to - 1);
    }
    if (zoneOffset(probe, zone) === offset) {
      spans.push({ from: start, until: to, offset });
      break;
    }
    // Halve (same, probe] down to the first millisecond of the new offset.
    let changed = probe;
    while (changed - same > 1) {
      const mid = same + Math.floor((changed - same) / 2);
      if (zoneOffset(mid, zone) === offset) same = mid;
      else changed = mid;
    }
    spans.push({ from: start, until: changed, offset });
    start = changed;
  }
  return spans;
}

/**
 * The point of a report an instant falls in when points are `days` local days wide and start at
 * the wall-clock time of `from`: across a clock change a point is an hour shorter or longer.
 */
export function localDayPoint(ms: number, from: number, days: number, zone: string): number {
  return Math.floor((ms + zoneOffset(ms, zone) - (from + zoneOffset(from, zone))) / (days * DAY));
}

/** Where each such point starts, for a range [from, to). */
export function localDayPointStarts(from: number, to: number, days: number, zone: string): number[] {
  const t = localTime(from, zone);
  const starts: number[] = [];
  for (let i = 0; ; i++) {
    const start = fromLocal(zone, t.year, t.month, t.day + i * days, t.hour, t.minute);
    if (start >= to) break;
    starts.push(start);
  }
  return starts.length ? starts : [from];
}

/** How far into its UTC minute an instant is: local and UTC seconds agree in every zone the platform knows today. */
const intoMinute = (ms: number) => ((ms % MINUTE) + MINUTE) % MINUTE;

/** The period of a type that contains an instant. */
export function periodAt(type: PeriodType, ms: number, zone: string): Period {
  const t = localTime(ms, zone);
  const at = (month: number, day: number) => fromLocal(zone, t.year, month, day);
  const monday = t.day - (t.weekday - 1);
  switch (type) {
    // Minutes and hours are measured back from the instant, not rebuilt from the wall clock, so
    // the hour the clocks repeat is two hourly periods and the skipped one none.
    case 'realtime': {
      const start = ms - intoMinute(ms) - (t.minute % 5) * MINUTE;
      return { type, start, end: start + REALTIME_WINDOW };
    }
    case 'hourly': {
      const start = ms - intoMinute(ms) - t.minute * MINUTE;
      return { type, start, end: start + HOUR };
    }
    case 'daily':
      return { type, start: at(t.month, t.day), end: at(t.month, t.day + 1) };
    case 'weekly':
      return { type, start: at(t.month, monday), end: at(t.month, monday + 7) };
    case 'semimonthly':
      return t.day <= 15 ? { type, start: at(t.month, 1), end: at(t.month, 16) } : { type, start: at(t.month, 16), end: at(t.month + 1, 1) };
    case 'monthly':
      return { type, start: at(t.month, 1), end: at(t.month + 1, 1) };
  }
}

export const previousPeriod = (p: Period, zone: string): Period => periodAt(p.type, p.start - 1, zone);
export const nextPeriod = (p: Period, zone: string): Period => periodAt(p.type, p.end, zone);

/** The last period of a type that has fully ended at `now`. */
export function lastEnded(type: PeriodType, now: number, zone: string): Period {
  return previousPeriod(periodAt(type, now, zone), zone);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "+06:00": a zone offset as a reader knows it. */
export function offsetLabel(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / MINUTE);
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * "2025-03-16 00:00" in the merchant's zone: how job runs name their period. When the clocks go
 * back, a wall time happens twice; the earlier one then carries its offset ("2026-10-25 01:00 +01:00")
 * so the two hours keep two names.
 */
export function periodLabel(start: number, zone: string): string {
  const t = localTime(start, zone);
  const label = `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`;
  return fromLocal(zone, t.year, t.month, t.day, t.hour, t.minute) === start - intoMinute(start) ? label : `${label} ${offsetLabel(zoneOffset(start, zone))}`;
}

/** "2025-03-16", the local date of an instant. */
export function localDate(ms: number, zone: string): string {
  const t = localTime(ms, zone);
  return `${t.year}-${pad(t.month)}-${pad(t.day)}`;
}

/** Parses "YYYY-MM-DD" (local midnight) or "YYYY-MM-DD HH:mm" in the merchant's zone; null when malformed. */
export function parseLocal(text: string, zone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const ms = fromLocal(zone, year, month, day, hour, minute);
  const back = localTime(ms, zone);
  return back.day === day && back.month === month ? ms : null;
}

/** Spec §9 date presets (next and previous 7 and 30 days), plus today, yesterday and the calendar months. */
export const PRESETS = ['today', 'yesterday', 'prev7', 'prev30', 'next7', 'next30', 'thisMonth', 'lastMonth'] as const;
export type Preset = (typeof PRESETS)[number];

/** A preset as [from, to): the previous N days end with today, the next N days start today. */
export function presetRange(preset: Preset, now: number, zone: string): { from: number; to: number } {
  const t = localTime(now, zone);
  const day = (offset: number) => fromLocal(zone, t.year, t.month, t.day + offset);
  switch (preset) {
    case 'today':
      return { from: day(0), to: day(1) };
    case 'yesterday':
      return { from: day(-1), to: day(0) };
    case 'prev7':
      return { from: day(-6), to: day(1) };
    case 'prev30':
      return { from: day(-29), to: day(1) };
    case 'next7':
      return { from: day(0), to: day(7) };
    case 'next30':
      return { from: day(0), to: day(30) };
    case 'thisMonth':
      return { from: fromLocal(zone, t.year, t.month, 1), to: fromLocal(zone, t.year, t.month + 1, 1) };
    case 'lastMonth':
      return { from: fromLocal(zone, t.year, t.month - 1, 1), to: fromLocal(zone, t.year, t.month, 1) };
  }
}
