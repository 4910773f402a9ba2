import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { withdrawalLimit } from '#lib/stores/cashier.ts';
import styles from '../cashier/cashier.module.css';
import { useMoney } from '../cashier/use-money.ts';

/**
 * Issue 17 §VIP: the member's VIP rank's daily withdrawal limits and what is left of them today
 * (nothing shown when the rank sets none, or while it loads: the server enforces them anyway).
 */
export function DailyLimit() {
  const { t } = useTranslation();
  const { money, number } = useMoney();
  const value = useStore(withdrawalLimit.$store);
  if (value.state !== 'ready') return null;
  const d = value.data;
  if (d.amountLimit === null && d.countLimit === null) return null;
  const parts = [
    ...(d.amountLimit !== null && d.amountLeft !== null ? [t('cashier.withdraw.daily.amount', { left: money(d.amountLeft), limit: money(d.amountLimit) })] : []),
    ...(d.countLimit !== null && d.countLeft !== null ? [t('cashier.withdraw.daily.count', { left: number(d.countLeft), limit: number(d.countLimit) })] : []),
  ];
  return (
    <p className={styles.muted} data-testid="withdraw-daily-limit">
      {t('cashier.withdraw.daily.title', { rank: d.label })} {parts.join(' · ')}
    </p>
  );
}
