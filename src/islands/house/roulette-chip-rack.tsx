import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from './roulette-chip.tsx';
import styles from './roulette.module.css';

/** The chips a player picks from: the one chosen goes down with each tap on the board. */
export function ChipRack({
  chips,
  chip,
  onChange,
  minorUnits,
  disabled,
  format,
}: {
  chips: readonly number[];
  chip: number;
  onChange: (c: number) => void;
  minorUnits: number;
  disabled: boolean;
  format: (minor: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={styles.rack} role="radiogroup" aria-labelledby={id}>
      <span id={id} className="visually-hidden">
        {t('house.roulette.chip')}
      </span>
      {chips.map((c) => (
        <button
          key={c}
          type="button"
          role="radio"
          aria-checked={c === chip}
          className={styles.rackChip}
          onClick={() => onChange(c)}
          disabled={disabled}
          aria-label={t('house.roulette.chipValue', { value: format(c) })}
        >
          <Chip amount={c} chips={chips} lang={i18n.language} minorUnits={minorUnits} />
        </button>
      ))}
    </div>
  );
}
