/**
 * Spec §9 date presets for the record pages: today, yesterday, the last 7 and the last 30 days,
 * and stepping a chosen window to the previous or next one of the same length. Days start at
 * 00:00 in the site's zone (Asia/Dhaka, UTC+6, no daylight saving).
 */
export type DatePreset = 'today' | 'yesterday' | 'last7' | 'last30';

export const DATE_PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'last7', 'last30'];

export interface DateRange {
  /** Start, inclusive (epoch ms). */
  from: number;
  /** End, exclusive (epoch ms). */
  to: number;
}

export const DAY_MS = 86_400_000;
const ZONE_OFFSET_MS = 6 * 3_600_000;

/** 00:00 in the site's zone of the day holding `ms`. */
export function startOfDay(ms: number): number {
  return Math.floor((ms + ZONE_OFFSET_MS) / DAY_MS) * DAY_MS - ZONE_OFFSET_MS;
}

/** The window a preset stands for at `now`: whole days, ending with the end of today (yesterday ends at 00:00 today). */
export function presetRange(preset: DatePreset, now: number): DateRange {
  const today = startOfDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today + DAY_MS };
    case 'yesterday':
      return { from: today - DAY_MS, to: today };
    case 'last7':
      return { from: today - 6 * DAY_MS, to: today + DAY_MS };
    case 'last30':
      return { from: today - 29 * DAY_MS, to: today + DAY_MS };
  }
}

/** The window of the same length just before (-1) or after (+1) this one. */
export function shiftRange(range: DateRange, direction: -1 | 1): DateRange {
  const length = range.to - range.from;
  return { from: range.from + direction * length, to: range.to + direction * length };
}

/** A later window would lie wholly in the future: "next" has nothing to show. */
export function canShiftForward(range: DateRange, now: number): boolean {
  return range.to < startOfDay(now) + DAY_MS;
}

/** The preset a window matches at `now`, if any (so the matching button shows as chosen). */
export function matchingPreset(range: DateRange, now: number): DatePreset | null {
  return DATE_PRESETS.find((p) => {
    const r = presetRange(p, now);
    return r.from === range.from && r.to === range.to;
  }) ?? null;
}

/** The last day a window covers (its end is exclusive), for showing "from – to" as dates. */
export function lastDayOf(range: DateRange): number {
  return range.to - 1;
}
