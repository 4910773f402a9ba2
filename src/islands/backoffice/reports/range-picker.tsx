import { TZDate } from '@date-fns/tz';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RangeQuery } from '#lib/backoffice/reports-api.ts';
import styles from './reports.module.css';

export const RANGE_PRESETS = ['today', 'yesterday', 'prev7', 'prev30', 'thisMonth', 'lastMonth'] as const;
type Preset = (typeof RANGE_PRESETS)[number];

/** The range as the address bar keeps it: a preset, or custom local days (YYYY-MM-DD, both inclusive). */
export type RangeChoice = { preset: Preset } | { preset: 'custom'; from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The desk's query parameters, read from and written to the address (defaults left out). */
export function readParams(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}

export function writeParams(values: Record<string, string | number | undefined>, defaults: Record<string, string | number> = {}): void {
  const params = readParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === '' || defaults[k] === v) params.delete(k);
    else params.set(k, String(v));
  }
  const qs = params.toString();
  window.history.replaceState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
}

export function readRange(params: URLSearchParams, fallback: Preset = 'prev7'): RangeChoice {
  const preset = params.get('range');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (preset === 'custom' && DAY.test(from) && DAY.test(to) && from <= to) return { preset: 'custom', from, to };
  return { preset: RANGE_PRESETS.find((p) => p === preset) ?? fallback };
}

export function rangeParams(r: RangeChoice): Record<string, string | undefined> {
  return r.preset === 'custom' ? { range: 'custom', from: r.from, to: r.to } : { range: r.preset, from: undefined, to: undefined };
}

/** Local midnight of a YYYY-MM-DD day in the zone, `plus` days on. */
function midnight(day: string, zone: string, plus = 0): number {
  const [y, m, d] = day.split('-').map(Number);
  return new TZDate(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + plus, 0, 0, zone).getTime();
}

/** What the API takes: the preset, or [from's midnight, the day after to's midnight) on the merchant's calendar. */
export function rangeQuery(r: RangeChoice, zone: string): RangeQuery {
  return r.preset === 'custom' ? { from: midnight(r.from, zone), to: midnight(r.to, zone, 1) } : { preset: r.preset };
}

/** The range picker: a preset, or custom days (from and to, inclusive) shown on "Show". */
export function RangePicker({ value, onChange }: { value: RangeChoice; onChange: (next: RangeChoice) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [custom, setCustom] = useState(value.preset === 'custom');
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(value.preset === 'custom' ? value.from : today);
  const [to, setTo] = useState(value.preset === 'custom' ? value.to : today);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (DAY.test(from) && DAY.test(to) && from <= to) onChange({ preset: 'custom', from, to });
  };
  return (
    <form className={styles['range']} onSubmit={submit}>
      <div className={styles['field']}>
        <label htmlFor={`${id}-preset`}>{t('bo.range.label')}</label>
        <select
          id={`${id}-preset`}
          value={custom ? 'custom' : value.preset}
          onChange={(e) => {
            const next = RANGE_PRESETS.find((p) => p === e.target.value);
            setCustom(!next);
            if (next) onChange({ preset: next });
          }}
        >
          {RANGE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`bo.range.${p}`)}
            </option>
          ))}
          <option value="custom">{t('bo.range.custom')}</option>
        </select>
      </div>
      {custom && (
        <>
          <div className={styles['field']}>
            <label htmlFor={`${id}-from`}>{t('bo.range.from')}</label>
            <input id={`${id}-from`} type="date" value={from} max={to} required onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className={styles['field']}>
            <label htmlFor={`${id}-to`}>{t('bo.range.to')}</label>
            <input id={`${id}-to`} type="date" value={to} min={from} required onChange={(e) => setTo(e.target.value)} />
          </div>
          <button type="submit" className={styles['button']}>
            {t('bo.range.apply')}
          </button>
        </>
      )}
    </form>
  );
}
