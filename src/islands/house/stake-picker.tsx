import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type MoneyDisplay, money } from '#lib/house/money.ts';
import styles from './stake-picker.module.css';

/** The stake of the next spin or shot: one step down or up through the game's allowed stakes. */
export function StakePicker({
  stakes,
  stake,
  onChange,
  disabled,
  display,
  label,
}: {
  stakes: readonly number[];
  stake: number;
  onChange: (stake: number) => void;
  disabled: boolean;
  display: MoneyDisplay;
  label?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const index = stakes.indexOf(stake);
  return (
    <div className={styles.picker} role="group" aria-labelledby={id}>
      <span id={id} className={styles.label}>
        {label ?? t('house.stake.label')}
      </span>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('house.stake.lower')}
          disabled={disabled || index <= 0}
          onClick={() => onChange(stakes[index - 1] ?? stake)}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 10h10" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
        </button>
        <output className={styles.value}>
          {money(stake, i18n.language, display)}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={t('house.stake.raise')}
          disabled={disabled || index >= stakes.length - 1}
          onClick={() => onChange(stakes[index + 1] ?? stake)}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 10h10M10 5v10" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
