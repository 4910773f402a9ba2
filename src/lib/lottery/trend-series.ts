/**
 * Which trend series each format has and how a result is read for them, and the counting of
 * frequency, hot and cold values and gaps over a window of draws. Browser-safe: the server counts
 * with it and the results page names the series from the same keys.
 *
 * - VN north and south (lô): one series "lo" over 00–99, the last two digits of every prize
 *   (27 or 18 a draw, each occurrence counted: the way lô is paid).
 * - Thai: "top2" (the first prize's last two digits) and "bottom2" (the bottom two digits), 00–99.
 * - 4D: "d1"–"d4", each digit position 0–9 over all 23 prize numbers.
 * - K3: "dice" (1–6 over the three dice) and "sum" (3–18).
 * - 11x5: "any" (01–11 over the five numbers) and "p1"–"p5", the number drawn at each position.
 * - SSC: "p1"–"p5", the digit 0–9 at each position.
 * - PK10: "p1"–"p10", the car 01–10 at each place.
 * - Keno: "any", 01–80 over the twenty numbers.
 */
import type { DrawResult, LotteryFormat } from '../contracts/lottery-model.ts';

export interface SeriesSpec {
  key: string;
  /** Every value the series can take, in value order, as printed in results. */
  values: string[];
  /** The series' values found in one result (repeats kept: each counts). */
  read: (result: DrawResult) => string[];
}

const padded = (from: number, to: number, pad: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(pad, '0'));
const at = (i: number) => (r: DrawResult) => (r[i] === undefined ? [] : [r[i]]);
const positions = (n: number, values: string[]): SeriesSpec[] => Array.from({ length: n }, (_, i) => ({ key: `p${i + 1}`, values, read: at(i) }));

const LO: SeriesSpec[] = [{ key: 'lo', values: padded(0, 99, 2), read: (r) => r.map((v) => v.slice(-2)) }];

export const TREND_SERIES: Record<LotteryFormat, SeriesSpec[]> = {
  'vn-north': LO,
  'vn-south': LO,
  thai: [
    { key: 'top2', values: padded(0, 99, 2), read: (r) => (r[0] ? [r[0].slice(-2)] : []) },
    { key: 'bottom2', values: padded(0, 99, 2), read: at(5) },
  ],
  my4d: [0, 1, 2, 3].map((d) => ({ key: `d${d + 1}`, values: padded(0, 9, 1), read: (r: DrawResult) => r.map((v) => v.charAt(d)) })),
  k3: [
    { key: 'dice', values: padded(1, 6, 1), read: (r) => r },
    { key: 'sum', values: padded(3, 18, 1), read: (r) => [String(r.reduce((s, v) => s + Number(v), 0))] },
  ],
  '11x5': [{ key: 'any', values: padded(1, 11, 2), read: (r) => r }, ...positions(5, padded(1, 11, 2))],
  ssc: positions(5, padded(0, 9, 1)),
  pk10: positions(10, padded(1, 10, 2)),
  keno: [{ key: 'any', values: padded(1, 80, 2), read: (r) => r }],
};

export interface ValueFigures {
  value: string;
  count: number;
  gap: number;
  maxGap: number;
}

export interface SeriesFigures {
  key: string;
  values: ValueFigures[];
  hot: string[];
  cold: string[];
}

/** How many hot and cold values a series lists: a third of its values, at most five. */
export function hotColdSize(values: number): number {
  return Math.min(5, Math.max(1, Math.floor(values / 3)));
}

/**
 * Counts one series over results given newest first: each value's occurrences, its current gap
 * (draws since it last appeared; the number of draws when it did not appear) and its longest gap
 * (the longest run of draws without it, counting the runs before its first and after its last
 * appearance). Hot: most frequent first (ties: the lower value); cold: least frequent first (ties:
 * the longer current gap, then the lower value).
 */
export function countSeries(spec: SeriesSpec, newestFirst: readonly DrawResult[]): SeriesFigures {
  const n = newestFirst.length;
  const index = new Map(spec.values.map((v, i) => [v, i]));
  const count = new Array<number>(spec.values.length).fill(0);
  const last = new Array<number>(spec.values.length).fill(-1);
  const first = new Array<number>(spec.values.length).fill(-1);
  const maxGap = new Array<number>(spec.values.length).fill(0);
  newestFirst.forEach((result, d) => {
    for (const v of spec.read(result)) {
      const i = index.get(v);
      if (i === undefined) continue;
      count[i]!++;
      if (first[i] === -1) first[i] = d;
      if (last[i] !== d) {
        maxGap[i] = Math.max(maxGap[i]!, d - last[i]! - 1);
        last[i] = d;
      }
    }
  });
  const values = spec.values.map((value, i) => ({
    value,
    count: count[i]!,
    gap: first[i] === -1 ? n : first[i]!,
    maxGap: Math.max(maxGap[i]!, n - last[i]! - 1),
  }));
  if (n === 0) return { key: spec.key, values, hot: [], cold: [] };
  const k = hotColdSize(values.length);
  const hot = [...values].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, k);
  const cold = [...values].sort((a, b) => a.count - b.count || b.gap - a.gap || a.value.localeCompare(b.value)).slice(0, k);
  return { key: spec.key, values, hot: hot.map((v) => v.value), cold: cold.map((v) => v.value) };
}

/** Every series of a format over results given newest first. */
export function countTrends(format: LotteryFormat, newestFirst: readonly DrawResult[]): SeriesFigures[] {
  return TREND_SERIES[format].map((s) => countSeries(s, newestFirst));
}
