import { useTranslation } from 'react-i18next';
import styles from '../review-desk.module.css';

/** One select of a desk's filter bar: "all" or one of `choices`, each worded by `wordKey(choice)`. */
export function ChoiceFilter<T extends string>({ id, label, allLabel, value, choices, wordKey, onChange }: { id: string; label: string; allLabel: string; value: T | ''; choices: readonly T[]; wordKey: (choice: T) => string; onChange: (value: T | '') => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles['field']}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        <option value="">{allLabel}</option>
        {choices.map((c) => (
          <option key={c} value={c}>
            {t(wordKey(c))}
          </option>
        ))}
      </select>
    </div>
  );
}
