import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '#lib/auth-api.ts';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { $registerRules } from '#lib/stores/catalogue.ts';
import { closeModal, showDialog } from '#lib/stores/ui.ts';
import { byRule, email, firstErrors } from '#lib/validation/account-checks.ts';
import { FormError } from '../forms/form-error.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useFieldErrors } from '../forms/use-field-errors.ts';
import styles from '../forms/forms.module.css';

/** Spec §4/§5 forgot password by email: username (per the username rule) and email; a link is emailed. */
export function EmailRecoveryForm() {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const [username, setUsername] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, blur, validate } = useFieldErrors(() => firstErrors([byRule(rules, 'username', username), email(rules, 'email', address)]));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!validate(e.currentTarget) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await authApi.requestResetEmail(username.trim(), address.trim());
      closeModal();
      showDialog({ tone: 'info', body: 'in_been_out', confirm: 'in_increase_submit' });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      <p className={styles.lead}>{t('auth.forgot.emailLead')}</p>
      <TextField
        label={t('auth.field.username')}
        value={username}
        onValue={setUsername}
        onBlur={blur('username')}
        error={errors['username']}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label={t('auth.field.email')}
        type="email"
        value={address}
        onValue={setAddress}
        onBlur={blur('email')}
        error={errors['email']}
        required
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormError error={error} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {t('auth.forgot.sendLink')}
      </button>
    </form>
  );
}
