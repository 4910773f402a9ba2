import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api.ts';
import { errorMessage } from '#lib/error-message.ts';
import { useMessage } from '../../forms/use-message.ts';
import { useMoney } from './use-money.ts';

const PLAIN = new Set(['VALIDATION_ERROR', 'TOO_MANY_REQUESTS', 'WRONG_PAYMENT_PASSWORD', 'PAYMENT_PASSWORD_LOCKED']);

function num(details: Record<string, unknown>, name: string): number | undefined {
  const v = details[name];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/**
 * Words for a failed money call: the cashier's own codes (limits, ranges, the payment password)
 * with the figures the server sent; anything else as every form says it.
 */
export function useCashierError(): (err: unknown) => string {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const { money } = useMoney();
  return (err) => {
    // The payment password's answers carry the tries left or the time the lock opens: said as every form says them.
    if (!(err instanceof ApiError) || !i18n.exists(`errors.${err.code}`) || PLAIN.has(err.code)) {
      return message(errorMessage(err));
    }
    const base = t(`errors.${err.code}`);
    const d = err.details;
    if (err.code === 'AMOUNT_OUT_OF_RANGE') {
      const min = num(d, 'min');
      const max = num(d, 'max');
      if (min !== undefined && max !== undefined) return `${base} ${t('cashier.amount.range', { min: money(min), max: money(max) })}`;
    }
    if (err.code === 'DEPOSIT_LIMIT_REACHED' && Array.isArray(d['limits'])) {
      const parts = (d['limits'] as { period?: unknown; remaining?: unknown }[])
        .filter((l) => typeof l.period === 'string' && typeof l.remaining === 'number')
        .map((l) => t('cashier.limits.leftIn', { period: t(`cashier.limits.period.${String(l.period)}`), amount: money(l.remaining as number) }));
      if (parts.length) return `${base} ${parts.join(' ')}`;
    }
    if (err.code === 'WAGERING_INCOMPLETE') {
      const left = num(d, 'left');
      if (left !== undefined) return `${base} ${t('cashier.withdraw.wageringLeft', { amount: money(left) })}`;
    }
    return base;
  };
}
