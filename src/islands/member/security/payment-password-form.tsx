import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors, type Message } from '#lib/error-message.ts';
import { setPaymentPassword } from '#lib/stores/profile.ts';
import { firstErrors, required, sameAs } from '#lib/validation/account-checks.ts';
import type { FieldError } from '#lib/validation/register-rules.ts';
import { FormError } from '../../forms/form-error.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { useFieldErrors } from '../../forms/use-field-errors.ts';
import styles from './security.module.css';

/** The payment password is six digits (the server's rule). */
const SIX_DIGITS = /^\d{6}$/;

function sixDigits(value: string): FieldError | null {
  return required('paymentPassword', value) ?? (SIX_DIGITS.test(value) ? null : { field: 'paymentPassword', key: 'validation.pattern.DIGITS', values: { min: 6, max: 6 } });
}

/**
 * Sets the payment password (proved with the login password) or changes it (proved with the
 * current payment password).
 */
export function PaymentPasswordForm({ hasPaymentPassword, onDone }: { hasPaymentPassword: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, blur, validate, setExternal } = useFieldErrors(() =>
    firstErrors([required('currentPassword', current), sixDigits(next), sameAs('confirmPaymentPassword', confirm, next)]),
  );

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!validate(e.currentTarget) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await setPaymentPassword(current, next, confirm);
      onDone();
    } catch (err) {
      const byField = fieldErrors(err);
      if (byField.length) setExternal(firstErrors(byField.map((f) => ({ field: f.field, key: f.key, values: f.values ?? {} }))));
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  const digits = (set: (v: string) => void) => (v: string) => set(v.replace(/\D/g, '').slice(0, 6));

  return (
    <form className={styles.inlineForm} noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label={hasPaymentPassword ? t('member.security.currentPayment') : t('member.security.loginPasswordProof')}
        type="password"
        autoComplete={hasPaymentPassword ? 'off' : 'current-password'}
        value={current}
        onValue={setCurrent}
        onBlur={blur('currentPassword')}
        error={errors['currentPassword']}
        required
      />
      <TextField
        label={t('member.security.newPayment')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={next}
        onValue={digits(setNext)}
        onBlur={blur('paymentPassword')}
        error={errors['paymentPassword']}
        required
        hint={t('member.security.paymentHint')}
      />
      <TextField
        label={t('member.security.confirmPayment')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={confirm}
        onValue={digits(setConfirm)}
        onBlur={blur('confirmPaymentPassword')}
        error={errors['confirmPaymentPassword']}
        required
      />
      <FormError error={error} />
      <div className={styles.formButtons}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('member.profile.save')}
        </button>
      </div>
    </form>
  );
}
