/** Charts draw at most this many points; longer series are merged into wider buckets. */
export const MAX_CHART_POINTS = 1_000;

/**
 * Merges neighbouring points so at most `max` remain: each group of `ceil(n / max)` points becomes
 * one point that starts where the group starts and carries the group's sums, so totals stay exact.
 */
export function downsample<T extends { t: number }>(points: readonly T[], keys: readonly (keyof T)[], max = MAX_CHART_POINTS): T[] {
  if (points.length <= max || max < 1) return [...points];
  const size = Math.ceil(points.length / max);
  const out: T[] = [];
  for (let i = 0; i < points.length; i += size) {
    const group = points.slice(i, i + size);
    const first = group[0] as T;
    const merged = { ...first };
    for (const key of keys) {
      let sum = 0;
      for (const p of group) sum += Number(p[key]);
      (merged as Record<keyof T, unknown>)[key] = sum;
    }
    out.push(merged);
  }
  return out;
}
