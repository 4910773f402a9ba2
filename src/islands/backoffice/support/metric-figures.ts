/** How the support metrics read: durations in minutes and seconds, ratings out of five, and the period presets. */
import type { TFunction } from 'i18next';
import { type DatePreset, type DateRange, presetRange } from '#lib/date-presets.ts';
import { formatNumber } from '#lib/format.ts';

export const METRIC_PRESETS = ['today', 'last7', 'last30'] as const satisfies readonly DatePreset[];
export type MetricPreset = (typeof METRIC_PRESETS)[number];

export function metricPeriod(preset: MetricPreset, zone: string, now = Date.now()): DateRange {
  return presetRange(preset, now, zone);
}

/** Seconds as "42 s", "3 min 05 s" or "2 h 10 min"; a dash when there is nothing to measure. */
export function durationText(t: TFunction, seconds: number | null, lang: string): string {
  if (seconds === null) return '—';
  const n = (v: number) => formatNumber(v, lang);
  // Minutes and seconds after a larger unit keep two digits, in the page's own digits.
  const two = (v: number) => n(v).padStart(2, n(0));
  if (seconds < 60) return t('bo.support.records.duration.s', { s: n(seconds) });
  if (seconds < 3_600) return t('bo.support.records.duration.ms', { m: n(Math.floor(seconds / 60)), s: two(seconds % 60) });
  return t('bo.support.records.duration.hm', { h: n(Math.floor(seconds / 3_600)), m: two(Math.floor((seconds % 3_600) / 60)) });
}

export function ratingText(t: TFunction, average: number | null, lang: string): string {
  return average === null ? '—' : t('bo.support.records.ratingOf', { rating: formatNumber(average, lang) });
}
