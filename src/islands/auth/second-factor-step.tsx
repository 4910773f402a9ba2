import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '#lib/auth-api.ts';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { secondFactorForm } from '#lib/forms/auth-forms.ts';
import { confirmSecondFactor } from '#lib/stores/session.ts';
import type { SecondFactorChallenge, SecondFactorMethod } from '#lib/types/auth.ts';
import { showAfterLogin } from '../chrome/reactions.ts';
import { FormError } from '../forms/form-error.tsx';
import { SendCodeButton } from '../forms/send-code-button.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import styles from '../forms/forms.module.css';

const schema = secondFactorForm();

/**
 * Spec §4: a login from an address the account has not used needs a second factor. The member
 * picks one the account has, gets a code by SMS or email (or reads the authenticator app), and
 * enters the six digits.
 */
export function SecondFactorStep({ challenge, onBack }: { challenge: SecondFactorChallenge; onBack: () => void }) {
  const { t } = useTranslation();
  const name = useId();
  const [method, setMethod] = useState<SecondFactorMethod>(challenge.methods[0]?.method ?? 'sms');
  const { form, field } = useSchemaForm(schema, { code: '' });
  const [error, setError] = useState<Message | null>(null);

  const submit = form.handleSubmit(async (data) => {
    setError(null);
    try {
      showAfterLogin(await confirmSecondFactor(challenge.challengeId, method, data.code));
    } catch (err) {
      setError(errorMessage(err));
      form.setValue('code', '');
    }
  });

  const label = (m: { method: SecondFactorMethod; hint: string }) =>
    m.method === 'totp' ? t('auth.factor.method.totp') : t(`auth.factor.method.${m.method}`, { hint: m.hint });

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      <p className={styles.lead}>{t('auth.factor.lead')}</p>
      <fieldset className={styles.fieldset}>
        <legend>{t('auth.factor.choose')}</legend>
        {challenge.methods.map((m) => (
          <label key={m.method} className={styles.choice}>
            <input type="radio" name={name} value={m.method} checked={method === m.method} onChange={() => (setMethod(m.method), form.setValue('code', ''))} />
            <span>{label(m)}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={method === 'totp' ? t('auth.factor.appCode') : t('auth.field.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...field('code', (v) => v.replace(/\D/g, ''))}
        required
        action={
          method === 'totp' ? undefined : (
            <SendCodeButton key={method} send={() => authApi.sendSecondFactorCode(challenge.challengeId, method === 'email' ? 'email' : 'sms')} />
          )
        }
      />
      <FormError error={error} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={form.formState.isSubmitting}>
        {t('auth.factor.submit')}
      </button>
      <p className={styles.footerLinks}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {t('auth.factor.back')}
        </button>
      </p>
    </form>
  );
}
