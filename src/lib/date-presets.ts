/**
 * Spec §9 date presets for the record pages: today, yesterday, the last 7 and the last 30 days,
 * and stepping a chosen window to the previous or next one of the same number of days. Days start
 * at 00:00 in the merchant's time zone (the whitelabel.timeZone setting, passed in), counted on
 * that zone's calendar through TZDate: where clocks change, a day has 23 or 25 hours.
 */
import { TZDate } from '@date-fns/tz';

export type DatePreset = 'today' | 'yesterday' | 'last7' | 'last30';

export const DATE_PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'last7', 'last30'];

export interface DateRange {
  /** Start, inclusive (epoch ms). */
  from: number;
  /** End, exclusive (epoch ms). */
  to: number;
}

/** A day of 24 hours; only for counting whole days in a window, never for finding a day's start. */
export const DAY_MS = 86_400_000;

/** 00:00 in the zone of the day `days` after (or before) the one holding `ms`. */
function midnight(ms: number, zone: string, days = 0): number {
  const d = new TZDate(ms, zone);
  return new TZDate(d.getFullYear(), d.getMonth(), d.getDate() + days, zone).getTime();
}

/** 00:00 in the merchant's zone of the day holding `ms`. */
export function startOfDay(ms: number, zone: string): number {
  return midnight(ms, zone);
}

/** The window a preset stands for at `now`: whole days, ending with the end of today (yesterday ends at 00:00 today). */
export function presetRange(preset: DatePreset, now: number, zone: string): DateRange {
  const day = (offset: number) => midnight(now, zone, offset);
  switch (preset) {
    case 'today':
      return { from: day(0), to: day(1) };
    case 'yesterday':
      return { from: day(-1), to: day(0) };
    case 'last7':
      return { from: day(-6), to: day(1) };
    case 'last30':
      return { from: day(-29), to: day(1) };
  }
}

/** The window of as many days just before (-1) or after (+1) this one. */
export function shiftRange(range: DateRange, direction: -1 | 1, zone: string): DateRange {
  // A clock change moves a window's length by at most an hour, so rounding counts its days.
  const days = Math.max(1, Math.round((range.to - range.from) / DAY_MS));
  return { from: midnight(range.from, zone, direction * days), to: midnight(range.to, zone, direction * days) };
}

/** A later window would lie wholly in the future: "next" has nothing to show. */
export function canShiftForward(range: DateRange, now: number, zone: string): boolean {
  return range.to < midnight(now, zone, 1);
}

/** The preset a window matches at `now`, if any (so the matching button shows as chosen). */
export function matchingPreset(range: DateRange, now: number, zone: string): DatePreset | null {
  return DATE_PRESETS.find((p) => {
    const r = presetRange(p, now, zone);
    return r.from === range.from && r.to === range.to;
  }) ?? null;
}

/** The last day a window covers (its end is exclusive), for showing "from – to" as dates. */
export function lastDayOf(range: DateRange): number {
  return range.to - 1;
}
