import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { $registerRules, loadRegisterRules } from '#lib/stores/catalogue.ts';
import { bindMobile, sendMobileBindCode } from '#lib/stores/profile.ts';
import { firstErrors, mobile, verificationCode } from '#lib/validation/account-checks.ts';
import { FormError } from '../../forms/form-error.tsx';
import { SendCodeButton } from '../../forms/send-code-button.tsx';
import { useFieldErrors } from '../../forms/use-field-errors.ts';
import styles from './security.module.css';
import { MobileField, CodeField } from '../../forms/phone-code-fields.tsx';

/** Binds a mobile number with an SMS code; once confirmed it cannot change (spec §5). */
export function BindMobileForm({ lang, onDone }: { lang: string; onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const [country, setCountry] = useState('');
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, blur, validate, touch } = useFieldErrors(() => firstErrors([mobile(rules, 'mobileNum', mobileNum), verificationCode('code', code)]));

  useEffect(() => void loadRegisterRules(), []);

  const ready = () => touch('mobileNum') && country !== '';

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!validate(e.currentTarget) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await bindMobile(mobileNum, country, code);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className={styles.inlineForm} noValidate onSubmit={(e) => void submit(e)}>
      <p className={styles.muted}>{t('member.security.bindOnce')}</p>
      <MobileField lang={lang} country={country} onCountry={setCountry} value={mobileNum} onValue={setMobileNum} onBlur={blur('mobileNum')} error={errors['mobileNum']} />
      <CodeField value={code} onValue={setCode} onBlur={blur('code')} error={errors['code']} sendButton={<SendCodeButton ready={ready} send={() => sendMobileBindCode(mobileNum, country)} />} />
      <FormError error={error} />
      <div className={styles.formButtons}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('member.security.confirmBind')}
        </button>
      </div>
    </form>
  );
}
