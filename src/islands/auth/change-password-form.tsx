import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { $registerRules, loadRegisterRules } from '#lib/stores/catalogue.ts';
import { changePassword } from '#lib/stores/session.ts';
import { closeModal } from '#lib/stores/ui.ts';
import { byRule, firstErrors, required, sameAs } from '#lib/validation/account-checks.ts';
import { FormError } from '../forms/form-error.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useFieldErrors } from '../forms/use-field-errors.ts';
import styles from '../forms/forms.module.css';
import { NewPasswordFields } from '../forms/new-password-fields.tsx';

/**
 * Spec §4/§5 change password: the current password (not asked again when it was just typed at
 * login), a new one per the password rule, and its confirmation. Success replaces the session
 * and goes to the home page.
 */
export function ChangePasswordForm({ knownPassword }: { knownPassword?: string | undefined }) {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, blur, validate } = useFieldErrors(() =>
    firstErrors([
      knownPassword === undefined ? required('oldPassword', old) : null,
      byRule(rules, 'password', password, 'newPassword'),
      sameAs('confirmNewPassword', confirm, password),
    ]),
  );

  useEffect(() => void loadRegisterRules(), []);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!validate(e.currentTarget) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await changePassword(knownPassword ?? old, password, confirm);
      closeModal();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      {knownPassword === undefined && (
        <TextField
          label={t('auth.field.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={old}
          onValue={setOld}
          onBlur={blur('oldPassword')}
          error={errors['oldPassword']}
          required
        />
      )}
      <NewPasswordFields password={password} onPassword={setPassword} confirm={confirm} onConfirm={setConfirm} errors={errors} blur={blur} confirmField="confirmNewPassword" />
      <FormError error={error} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {t('auth.change.submit')}
      </button>
    </form>
  );
}
