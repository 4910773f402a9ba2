import { useTranslation } from 'react-i18next';
import type { Message } from '#lib/error-message.ts';
import { TextField } from '../../forms/text-field.tsx';

/** The six-digit payment password that money leaving the wallet asks for; only digits go in. */
export function PaymentPasswordField({ value, onValue, error }: { value: string; onValue: (v: string) => void; error: Message | null | undefined }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('cashier.common.paymentPassword')}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onValue={(v) => onValue(v.replace(/\D/g, '').slice(0, 6))}
      error={error}
      required
    />
  );
}
