import { useTranslation } from 'react-i18next';
import { TextField } from './text-field.tsx';
import type { BoundField } from './use-schema-form.ts';

/** A new password and its confirmation, as every form that sets a password asks for them. */
export function NewPasswordFields({ password, confirm }: { password: BoundField; confirm: BoundField }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('auth.field.newPassword')} type="password" autoComplete="new-password" {...password} required />
      <TextField label={t('auth.field.confirmNewPassword')} type="password" autoComplete="new-password" {...confirm} required />
    </>
  );
}
