import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { $registerRules } from '#lib/stores/catalogue.ts';
import { bindEmail, sendEmailBindCode } from '#lib/stores/profile.ts';
import { email, firstErrors, verificationCode } from '#lib/validation/account-checks.ts';
import { FormError } from '../../forms/form-error.tsx';
import { SendCodeButton } from '../../forms/send-code-button.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { useFieldErrors } from '../../forms/use-field-errors.ts';
import styles from './security.module.css';
import { CodeField } from '../../forms/phone-code-fields.tsx';

/** Binds an email address with a code sent to it; once confirmed it cannot change (spec §5). */
export function BindEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, blur, validate, touch } = useFieldErrors(() => firstErrors([email(rules, 'email', address), verificationCode('code', code)]));

  const ready = () => touch('email');

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!validate(e.currentTarget) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await bindEmail(address, code);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className={styles.inlineForm} noValidate onSubmit={(e) => void submit(e)}>
      <p className={styles.muted}>{t('member.security.bindOnce')}</p>
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={address}
        onValue={setAddress}
        onBlur={blur('email')}
        error={errors['email']}
        required
      />
      <CodeField value={code} onValue={setCode} onBlur={blur('code')} error={errors['code']} sendButton={<SendCodeButton ready={ready} send={() => sendEmailBindCode(address)} />} />
      <FormError error={error} />
      <div className={styles.formButtons}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('member.security.confirmBind')}
        </button>
      </div>
    </form>
  );
}
