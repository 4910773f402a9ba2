import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESETS, type Preset } from '#lib/types/agents.ts';
import { oneOf } from './one-of.ts';
import styles from './date-preset-filter.module.css';

/** Spec §9 date presets (previous and next 7 and 30 days, and the usual days and months) as a choice. */
export function DatePresetFilter({ value, onChange, presets = PRESETS }: { value: Preset; onChange: (preset: Preset) => void; presets?: readonly Preset[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{t('agent.range.label')}</label>
      <select id={id} value={value} onChange={(e) => {
          const next = oneOf(presets, e.target.value);
          if (next) onChange(next);
        }}
      >
        {presets.map((p) => (
          <option key={p} value={p}>
            {t(`agent.range.${p}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
