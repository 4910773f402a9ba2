import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '#lib/auth-api.ts';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { phoneRecoveryForm } from '#lib/forms/auth-forms.ts';
import { $registerRules } from '#lib/stores/catalogue.ts';
import { resetPasswordByPhone } from '#lib/stores/session.ts';
import { closeModal } from '#lib/stores/ui.ts';
import { FormError } from '../forms/form-error.tsx';
import { SendCodeButton } from '../forms/send-code-button.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import styles from '../forms/forms.module.css';
import { NewPasswordFields } from '../forms/new-password-fields.tsx';
import { MobileField, CodeField } from '../forms/phone-code-fields.tsx';

const digits = (v: string) => v.replace(/\D/g, '');

/**
 * Spec §4/§5 forgot password by phone (whitelabel flag CHNGPASSVERIF3): number per the mobile
 * rule, the SMS code, a new password per the password rule. Success logs the member in.
 */
export function PhoneRecoveryForm({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const schema = useMemo(() => phoneRecoveryForm(rules), [rules]);
  const { form, field, check } = useSchemaForm(schema, { mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' });
  const [country, setCountry] = useState('');
  const [error, setError] = useState<Message | null>(null);
  // After a success the page moves on: the button stays disabled until it does.
  const [done, setDone] = useState(false);
  const busy = form.formState.isSubmitting || done;

  const mobileReady = async () => (await check('mobileNum')) && country !== '';

  const submit = form.handleSubmit(async (data) => {
    setError(null);
    try {
      await resetPasswordByPhone({ mobileNum: data.mobileNum, countryDialingCode: country, verificationCode: data.verificationCode, newPassword: data.newPassword, confirmPassword: data.confirmPassword });
      setDone(true);
      closeModal();
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      <p className={styles.lead}>{t('auth.forgot.phoneLead')}</p>
      <MobileField lang={lang} country={country} onCountry={setCountry} {...field('mobileNum', digits)} />
      <CodeField
        {...field('verificationCode', digits)}
        sendButton={<SendCodeButton ready={mobileReady} send={() => authApi.resetCode(form.getValues('mobileNum').trim(), country)} onSent={() => form.setFocus('verificationCode')} />}
      />
      <NewPasswordFields password={field('newPassword')} confirm={field('confirmPassword')} />
      <FormError error={error} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {t('auth.forgot.resetAndLogin')}
      </button>
    </form>
  );
}
