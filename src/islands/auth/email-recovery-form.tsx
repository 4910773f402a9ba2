import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '#lib/auth-api.ts';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { emailRecoveryForm } from '#lib/forms/auth-forms.ts';
import { $registerRules } from '#lib/stores/catalogue.ts';
import { closeModal, showDialog } from '#lib/stores/ui.ts';
import { FormError } from '../forms/form-error.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import styles from '../forms/forms.module.css';

/** Spec §4/§5 forgot password by email: username (per the username rule) and email; a link is emailed. */
export function EmailRecoveryForm() {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const schema = useMemo(() => emailRecoveryForm(rules), [rules]);
  const { form, field } = useSchemaForm(schema, { username: '', email: '' });
  const [error, setError] = useState<Message | null>(null);

  const submit = form.handleSubmit(async (data) => {
    setError(null);
    try {
      await authApi.requestResetEmail(data.username.trim(), data.email.trim());
      closeModal();
      showDialog({ tone: 'info', body: 'in_been_out', confirm: 'in_increase_submit' });
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      <p className={styles.lead}>{t('auth.forgot.emailLead')}</p>
      <TextField label={t('auth.field.username')} {...field('username')} required autoComplete="username" autoCapitalize="none" spellCheck={false} />
      <TextField label={t('auth.field.email')} type="email" {...field('email')} required autoComplete="email" autoCapitalize="none" spellCheck={false} />
      <FormError error={error} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={form.formState.isSubmitting}>
        {t('auth.forgot.sendLink')}
      </button>
    </form>
  );
}
