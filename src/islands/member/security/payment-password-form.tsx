import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors, type Message } from '#lib/error-message.ts';
import { paymentPasswordForm } from '#lib/forms/member-forms.ts';
import { setPaymentPassword } from '#lib/stores/profile.ts';
import { FormError } from '../../forms/form-error.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import styles from './security.module.css';

const schema = paymentPasswordForm();
const sixDigits = (v: string) => v.replace(/\D/g, '').slice(0, 6);

/**
 * Sets the payment password (proved with the login password) or changes it (proved with the
 * current payment password).
 */
export function PaymentPasswordForm({ hasPaymentPassword, onDone }: { hasPaymentPassword: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const { form, field, setServerErrors } = useSchemaForm(schema, { currentPassword: '', paymentPassword: '', confirmPaymentPassword: '' });
  const [error, setError] = useState<Message | null>(null);
  const [done, setDone] = useState(false);

  const submit = form.handleSubmit(async (data) => {
    setError(null);
    try {
      await setPaymentPassword(data.currentPassword, data.paymentPassword, data.confirmPaymentPassword);
      setDone(true);
      onDone();
    } catch (err) {
      setServerErrors(fieldErrors(err));
      setError(errorMessage(err));
    }
  });

  return (
    <form className={styles.inlineForm} noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label={hasPaymentPassword ? t('member.security.currentPayment') : t('member.security.loginPasswordProof')}
        type="password"
        autoComplete={hasPaymentPassword ? 'off' : 'current-password'}
        {...field('currentPassword')}
        required
      />
      <TextField
        label={t('member.security.newPayment')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        {...field('paymentPassword', sixDigits)}
        required
        hint={t('member.security.paymentHint')}
      />
      <TextField label={t('member.security.confirmPayment')} type="password" inputMode="numeric" autoComplete="off" {...field('confirmPaymentPassword', sixDigits)} required />
      <FormError error={error} />
      <div className={styles.formButtons}>
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting || done}>
          {t('member.profile.save')}
        </button>
      </div>
    </form>
  );
}
