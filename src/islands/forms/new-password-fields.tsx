import { useTranslation } from 'react-i18next';
import type { FieldError } from '#lib/validation/register-rules.ts';
import { TextField } from './text-field.tsx';

interface Props {
  password: string;
  onPassword: (value: string) => void;
  confirm: string;
  onConfirm: (value: string) => void;
  /** The field errors and blur handler of the form's useFieldErrors. */
  errors: Record<string, FieldError>;
  blur: (field: string) => () => void;
  /** The name the form's checks give the confirmation ('confirmPassword' or 'confirmNewPassword'). */
  confirmField: string;
}

/** A new password and its confirmation, as every form that sets a password asks for them. */
export function NewPasswordFields({ password, onPassword, confirm, onConfirm, errors, blur, confirmField }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('auth.field.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onValue={onPassword}
        onBlur={blur('newPassword')}
        error={errors['newPassword']}
        required
      />
      <TextField
        label={t('auth.field.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValue={onConfirm}
        onBlur={blur(confirmField)}
        error={errors[confirmField]}
        required
      />
    </>
  );
}
