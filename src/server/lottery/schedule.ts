/**
 * When a lottery draws: its LotterySchedule read in the merchant's time zone (local wall-clock
 * times through @date-fns/tz, never a fixed offset), each draw with the issue number players see.
 * Daily and monthly draws are numbered "YYYYMMDD" (with "-N" when a day has several times); fast
 * draws "YYYYMMDD-NNNN", counting the local day's draws from 1 (the first at midnight + N minutes).
 */
import { TZDate } from '@date-fns/tz';
import type { LotterySchedule } from '#lib/contracts/lottery-model.ts';

export interface PlannedDraw {
  number: string;
  drawAt: number;
}

const DAY_MS = 86_400_000;
const pad = (n: number, w: number) => String(n).padStart(w, '0');

interface LocalDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

function localDay(ms: number, zone: string): LocalDay {
  const d = new TZDate(ms, zone);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), weekday: d.getDay() };
}

/** The instant of a local wall-clock time; `day` may overflow into the next month. */
function at(zone: string, year: number, month: number, day: number, hour = 0, minute = 0): number {
  return new TZDate(year, month - 1, day, hour, minute, zone).getTime();
}

const hm = (time: string): [number, number] => {
  const [h, m] = time.split(':').map(Number);
  return [h ?? 0, m ?? 0];
};

/** The draws of one local day, in time order. */
function drawsOfDay(s: LotterySchedule, zone: string, d: LocalDay): PlannedDraw[] {
  const ymd = `${d.year}${pad(d.month, 2)}${pad(d.day, 2)}`;
  switch (s.kind) {
    case 'daily': {
      if (s.weekdays && !s.weekdays.includes(d.weekday)) return [];
      const times = [...s.times].sort();
      return times.map((t, i) => ({ number: times.length > 1 ? `${ymd}-${i + 1}` : ymd, drawAt: at(zone, d.year, d.month, d.day, ...hm(t)) }));
    }
    case 'monthly':
      return s.days.includes(d.day) ? [{ number: ymd, drawAt: at(zone, d.year, d.month, d.day, ...hm(s.time)) }] : [];
    case 'interval': {
      const start = at(zone, d.year, d.month, d.day);
      const end = at(zone, d.year, d.month, d.day + 1);
      const out: PlannedDraw[] = [];
      const step = s.minutes * 60_000;
      for (let k = 1; start + k * step <= end; k++) out.push({ number: `${ymd}-${pad(k, 4)}`, drawAt: start + k * step });
      return out;
    }
  }
}

/** How far back the draw before any instant can lie (a monthly schedule's longest gap, with room). */
function lookbackMs(s: LotterySchedule): number {
  return s.kind === 'interval' ? DAY_MS : s.kind === 'daily' ? 8 * DAY_MS : 62 * DAY_MS;
}

/**
 * The schedule's draws in time order, starting with the last one at or before `from` (so the
 * first draw after `from` knows when it opens) and going on without end.
 */
export function* drawTimes(s: LotterySchedule, zone: string, from: number): Generator<PlannedDraw & { opensAt: number }> {
  let day = localDay(from - lookbackMs(s), zone);
  let prev: PlannedDraw | null = null;
  // A schedule that names no real day (e.g. only the 31st of a short month) still ends: 400 empty days.
  for (let empty = 0; empty < 400; ) {
    const draws = drawsOfDay(s, zone, day);
    if (!draws.length) empty++;
    else empty = 0;
    for (const d of draws) {
      if (prev && d.drawAt > from) yield { ...d, opensAt: prev.drawAt };
      prev = d;
    }
    day = localDay(at(zone, day.year, day.month, day.day + 1, 12), zone);
  }
}
