/**
 * Settlement periods and report ranges, in the merchant's time zone (Asia/Dhaka): days start at
 * 00:00 local time, weeks on Monday, semimonthly periods are the 1st–15th and the 16th–end of the
 * month. Times are epoch milliseconds; a period is [start, end).
 */
import { SITE_TIME_ZONE } from '#lib/format.ts';
import type { PeriodType } from './terms.ts';

/** The merchant's zone: one setting for the whole site (src/lib/format.ts). */
export const MERCHANT_ZONE = SITE_TIME_ZONE;
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

const formats = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/** The zone's offset from UTC at an instant, in ms (cached per zone and hour). */
export function zoneOffset(ms: number, zone = MERCHANT_ZONE): number {
  const key = `${zone}|${Math.floor(ms / HOUR)}`;
  const hit = offsets.get(key);
  if (hit !== undefined) return hit;
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formats.set(zone, f);
  }
  const name = f.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const offset = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * HOUR + Number(m[3]) * MINUTE) : 0;
  if (offsets.size > 10_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
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

export function localTime(ms: number, zone = MERCHANT_ZONE): LocalTime {
  const d = new Date(ms + zoneOffset(ms, zone));
  const wd = d.getUTCDay();
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), weekday: wd === 0 ? 7 : wd };
}

/** The instant of a local wall-clock time (month may overflow: 13 is January of the next year). */
export function fromLocal(year: number, month: number, day: number, hour = 0, minute = 0, zone = MERCHANT_ZONE): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffset(wall, zone);
  return wall - zoneOffset(first, zone);
}

export function dayStart(ms: number, zone = MERCHANT_ZONE): number {
  const t = localTime(ms, zone);
  return fromLocal(t.year, t.month, t.day, 0, 0, zone);
}

/** The period of a type that contains an instant. */
export function periodAt(type: PeriodType, ms: number, zone = MERCHANT_ZONE): Period {
  const t = localTime(ms, zone);
  let start: number;
  let end: number;
  switch (type) {
    case 'realtime': {
      const m = Math.floor(t.minute / 5) * 5;
      start = fromLocal(t.year, t.month, t.day, t.hour, m, zone);
      end = start + REALTIME_WINDOW;
      break;
    }
    case 'hourly':
      start = fromLocal(t.year, t.month, t.day, t.hour, 0, zone);
      end = fromLocal(t.year, t.month, t.day, t.hour + 1, 0, zone);
      break;
    case 'daily':
      start = fromLocal(t.year, t.month, t.day, 0, 0, zone);
      end = fromLocal(t.year, t.month, t.day + 1, 0, 0, zone);
      break;
    case 'weekly':
      start = fromLocal(t.year, t.month, t.day - (t.weekday - 1), 0, 0, zone);
      end = fromLocal(t.year, t.month, t.day - (t.weekday - 1) + 7, 0, 0, zone);
      break;
    case 'semimonthly':
      start = fromLocal(t.year, t.month, t.day <= 15 ? 1 : 16, 0, 0, zone);
      end = t.day <= 15 ? fromLocal(t.year, t.month, 16, 0, 0, zone) : fromLocal(t.year, t.month + 1, 1, 0, 0, zone);
      break;
    case 'monthly':
      start = fromLocal(t.year, t.month, 1, 0, 0, zone);
      end = fromLocal(t.year, t.month + 1, 1, 0, 0, zone);
      break;
  }
  return { type, start, end };
}

export const previousPeriod = (p: Period, zone = MERCHANT_ZONE): Period => periodAt(p.type, p.start - 1, zone);
export const nextPeriod = (p: Period, zone = MERCHANT_ZONE): Period => periodAt(p.type, p.end, zone);

/** The last period of a type that has fully ended at `now`. */
export function lastEnded(type: PeriodType, now: number, zone = MERCHANT_ZONE): Period {
  return previousPeriod(periodAt(type, now, zone), zone);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2025-03-16 00:00" in the merchant's zone: how job runs name their period. */
export function periodLabel(start: number, zone = MERCHANT_ZONE): string {
  const t = localTime(start, zone);
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`;
}

/** "2025-03-16", the local date of an instant. */
export function localDate(ms: number, zone = MERCHANT_ZONE): string {
  const t = localTime(ms, zone);
  return `${t.year}-${pad(t.month)}-${pad(t.day)}`;
}

/** Parses "YYYY-MM-DD" (local midnight) or "YYYY-MM-DD HH:mm" in the merchant's zone; null when malformed. */
export function parseLocal(text: string, zone = MERCHANT_ZONE): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const ms = fromLocal(year, month, day, hour, minute, zone);
  const back = localTime(ms, zone);
  return back.day === day && back.month === month ? ms : null;
}

/** Spec §9 date presets (next and previous 7 and 30 days), plus today, yesterday and the calendar months. */
export const PRESETS = ['today', 'yesterday', 'prev7', 'prev30', 'next7', 'next30', 'thisMonth', 'lastMonth'] as const;
export type Preset = (typeof PRESETS)[number];

/** A preset as [from, to): the previous N days end with today, the next N days start today. */
export function presetRange(preset: Preset, now: number, zone = MERCHANT_ZONE): { from: number; to: number } {
  const t = localTime(now, zone);
  const day = (offset: number) => fromLocal(t.year, t.month, t.day + offset, 0, 0, zone);
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
      return { from: fromLocal(t.year, t.month, 1, 0, 0, zone), to: fromLocal(t.year, t.month + 1, 1, 0, 0, zone) };
    case 'lastMonth':
      return { from: fromLocal(t.year, t.month - 1, 1, 0, 0, zone), to: fromLocal(t.year, t.month, 1, 0, 0, zone) };
  }
}
