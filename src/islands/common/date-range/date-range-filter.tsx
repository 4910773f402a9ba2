import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canShiftForward, DATE_PRESETS, type DateRange, lastDayOf, matchingPreset, presetRange, shiftRange } from '#lib/date-presets.ts';
import { formatDate } from '#lib/format.ts';
import { Icon } from '../icon.tsx';
import { useTimeZone } from '../use-time-zone.ts';
import styles from './date-range-filter.module.css';

/**
 * Spec §9 date presets for the record pages: today, yesterday, 7 and 30 days, and the previous or
 * next window of the same length. Its words live in the cashier namespace (cashier.dates.*).
 */
export function DateRangeFilter({ value, onChange, now }: { value: DateRange; onChange: (range: DateRange) => void; now?: number }) {
  const { t, i18n } = useTranslation();
  const zone = useTimeZone();
  // Without a given time, the presets count from when the filter was shown.
  const [shownAt] = useState(() => Date.now());
  const at = now ?? shownAt;
  const chosen = matchingPreset(value, at, zone);
  const lang = i18n.language;
  const from = formatDate(value.from, lang, zone);
  const to = formatDate(lastDayOf(value), lang, zone);

  return (
    <div className={styles.filter} role="group" aria-label={t('cashier.dates.label')}>
      <div className={styles.presets}>
        {DATE_PRESETS.map((p) => (
          <button key={p} type="button" className={styles.preset} aria-pressed={chosen === p} onClick={() => onChange(presetRange(p, at, zone))}>
            {t(`cashier.dates.${p}`)}
          </button>
        ))}
      </div>
      <div className={styles.stepper}>
        <button type="button" className={styles.step} aria-label={t('cashier.dates.previous')} title={t('cashier.dates.previous')} onClick={() => onChange(shiftRange(value, -1, zone))}>
          <Icon name="chevron-left" />
        </button>
        <span className={styles.range} aria-live="polite">
          {from === to ? from : t('cashier.dates.range', { from, to })}
        </span>
        <button
          type="button"
          className={styles.step}
          aria-label={t('cashier.dates.next')}
          title={t('cashier.dates.next')}
          disabled={!canShiftForward(value, at, zone)}
          onClick={() => onChange(shiftRange(value, 1, zone))}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
    </div>
  );
}
