import { useTranslation } from 'react-i18next';
import type { Message } from '#lib/error-message.ts';
import { amountText } from '#lib/money-input.ts';
import { TextField } from '../../forms/text-field.tsx';
import styles from './cashier.module.css';
import { useMoney } from './use-money.ts';

/** An amount in the currency's major units, with its range as the hint and optional quick amounts. */
export function AmountField({
  label,
  value,
  onValue,
  error,
  onBlur,
  min,
  max,
  quick = [],
}: {
  label: string;
  value: string;
  onValue: (v: string) => void;
  error?: Message | null | undefined;
  onBlur?: () => void;
  min?: number | undefined;
  max?: number | undefined;
  quick?: number[];
}) {
  const { t } = useTranslation();
  const { money, currency } = useMoney();
  const hint = min !== undefined && max !== undefined ? t('cashier.amount.range', { min: money(min), max: money(max) }) : undefined;
  return (
    <div className={styles.form}>
      <TextField label={label} value={value} onValue={onValue} inputMode="decimal" autoComplete="off" error={error} onBlur={onBlur} hint={hint} required />
      {quick.length > 0 && (
        <div className={styles.chips} role="group" aria-label={t('cashier.amount.quick')}>
          {quick.map((q) => (
            <button key={q} type="button" className={styles.chip} aria-pressed={value === amountText(q, currency.minorUnits)} onClick={() => onValue(amountText(q, currency.minorUnits))}>
              {money(q)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
