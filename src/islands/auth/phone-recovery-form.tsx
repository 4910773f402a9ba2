import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '#lib/auth-api.ts';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { $registerRules } from '#lib/stores/catalogue.ts';
import { resetPasswordByPhone } from '#lib/stores/session.ts';
import { closeModal } from '#lib/stores/ui.ts';
import { byRule, firstErrors, mobile, sameAs, verificationCode } from '#lib/validation/account-checks.ts';
import { FormError } from '../forms/form-error.tsx';
import { SendCodeButton } from '../forms/send-code-button.tsx';
import { useFieldErrors } from '../forms/use-field-errors.ts';
import styles from '../forms/forms.module.css';
import { NewPasswordFields } from '../forms/new-password-fields.tsx';
import { MobileField, CodeField } from '../forms/phone-code-fields.tsx';

/**
 * Spec §4/§5 forgot password by phone (whitelabel flag CHNGPASSVERIF3): number per the mobile
 * rule, the SMS code, a new password per the password rule. Success logs the member in.
 */
export function PhoneRecoveryForm({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const [country, setCountry] = useState('');
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeInput, setCodeInput] = useState<HTMLInputElement | null>(null);
  const { errors, blur, validate, touch } = useFieldErrors(() =>
    firstErrors([
      mobile(rules, 'mobileNum', mobileNum),
      verificationCode('verificationCode', code),
      byRule(rules, 'password', password, 'newPassword'),
      sameAs('confirmPassword', confirm, password),
    ]),
  );

  const mobileReady = () => touch('mobileNum') && country !== '';

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!validate(e.currentTarget) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await resetPasswordByPhone({ mobileNum: mobileNum.trim(), countryDialingCode: country, verificationCode: code.trim(), newPassword: password, confirmPassword: confirm });
      closeModal();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      <p className={styles.lead}>{t('auth.forgot.phoneLead')}</p>
      <MobileField lang={lang} country={country} onCountry={setCountry} value={mobileNum} onValue={setMobileNum} onBlur={blur('mobileNum')} error={errors['mobileNum']} />
      <CodeField value={code} onValue={setCode} onBlur={blur('verificationCode')} error={errors['verificationCode']} inputRef={setCodeInput} sendButton={<SendCodeButton ready={mobileReady} send={() => authApi.resetCode(mobileNum.trim(), country)} onSent={() => codeInput?.focus()} />} />
      <NewPasswordFields password={password} onPassword={setPassword} confirm={confirm} onConfirm={setConfirm} errors={errors} blur={blur} confirmField="confirmPassword" />
      <FormError error={error} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {t('auth.forgot.resetAndLogin')}
      </button>
    </form>
  );
}
