import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { changePasswordForm } from '#lib/forms/auth-forms.ts';
import { $registerRules, loadRegisterRules } from '#lib/stores/catalogue.ts';
import { changePassword } from '#lib/stores/session.ts';
import { closeModal } from '#lib/stores/ui.ts';
import { FormError } from '../forms/form-error.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
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
  const schema = useMemo(() => changePasswordForm(rules, knownPassword === undefined), [rules, knownPassword]);
  const { form, field } = useSchemaForm(schema, { oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [error, setError] = useState<Message | null>(null);
  // After a success the page moves on: the button stays disabled until it does.
  const [done, setDone] = useState(false);

  useEffect(() => void loadRegisterRules(), []);

  const submit = form.handleSubmit(async (data) => {
    setError(null);
    try {
      await changePassword(knownPassword ?? data.oldPassword, data.newPassword, data.confirmNewPassword);
      setDone(true);
      closeModal();
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      {knownPassword === undefined && <TextField label={t('auth.field.currentPassword')} type="password" autoComplete="current-password" {...field('oldPassword')} required />}
      <NewPasswordFields password={field('newPassword')} confirm={field('confirmNewPassword')} />
      <FormError error={error} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={form.formState.isSubmitting || done}>
        {t('auth.change.submit')}
      </button>
    </form>
  );
}
