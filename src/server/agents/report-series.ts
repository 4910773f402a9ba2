/** The points of a report's series: buckets of a day or an hour, widened to at most 1,000 points. */
import { expressionBuilder, type Expression } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { Range } from '#lib/types/agents.ts';
import { DAY, localDate, localDayPointStarts, type OffsetSpan, offsetSpans } from '#server/system/index.ts';

export const MAX_POINTS = 1_000;

/** The bucket length for a range: the base (day or hour), widened so there are at most 1,000 points. */
export function bucketFor(range: Range, base: number): number {
  const n = Math.ceil((range.to - range.from) / base);
  return n > MAX_POINTS ? base * Math.ceil(n / MAX_POINTS) : base;
}

/**
 * Where the points of a range start and the stretches of one zone offset in it. Points of whole
 * days start at the same local time each day (23 or 25 hours apart across a clock change); points
 * of hours are real hours.
 */
export function seriesPoints(range: Range, bucket: number, zone: string): { starts: number[]; spans: OffsetSpan[] } {
  if (bucket % DAY === 0) return { starts: localDayPointStarts(range.from, range.to, bucket / DAY, zone), spans: offsetSpans(range.from, range.to, zone) };
  const count = Math.max(1, Math.ceil((range.to - range.from) / bucket));
  return { starts: Array.from({ length: count }, (_, i) => range.from + i * bucket), spans: [] };
}

/** A series' points, each with its start and local date, and the rest of its fields from `blank`. */
export function seriesOf<P>(starts: readonly number[], zone: string, blank: () => P): (P & { t: number; date: string })[] {
  return starts.map((t) => ({ t, date: localDate(t, zone), ...blank() }));
}

/**
 * The point a time falls in: whole buckets since `from`. Where the zone's offset changes inside
 * the range (`spans`, from seriesPoints), day points count local time: one branch per stretch adds
 * that stretch's offset, so a row in the 25th hour of a day stays in that day's point.
 */
export function bucketOf(time: Expression<number | null>, from: number, bucket: number, spans: readonly OffsetSpan[] = []) {
  const eb = expressionBuilder<Database>();
  const [first, ...rest] = spans;
  if (!first || rest.length === 0) return eb.cast<number>(eb(eb.parens(eb(time, '-', from)), '/', bucket), 'integer');
  // Local wall time is the instant plus its stretch's offset, so the point is
  // (time + offset − (from + offset at from)) / bucket, with the constants folded.
  const point = (s: OffsetSpan) => eb.cast<number>(eb(eb.parens(eb(time, '-', from + first.offset - s.offset)), '/', bucket), 'integer');
  const last = rest[rest.length - 1] ?? first;
  let cases = eb.case().when(time, '<', first.until).then(point(first));
  for (const s of rest.slice(0, -1)) cases = cases.when(time, '<', s.until).then(point(s));
  return cases.else(point(last)).end();
}
