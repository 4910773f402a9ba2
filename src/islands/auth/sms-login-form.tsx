import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '#lib/auth-api.ts';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { $registerRules, loadRegisterRules } from '#lib/stores/catalogue.ts';
import { loginBySms } from '#lib/stores/session.ts';
import type { SliderAnswer } from '#lib/types/auth.ts';
import { firstErrors, mobile, verificationCode } from '#lib/validation/account-checks.ts';
import { showAfterLogin } from '../chrome/reactions.ts';
import { FormError } from '../forms/form-error.tsx';
import { SendCodeButton } from '../forms/send-code-button.tsx';
import { SliderCaptcha } from '../forms/slider-captcha.tsx';
import { useFieldErrors } from '../forms/use-field-errors.ts';
import styles from '../forms/forms.module.css';
import { MobileField, CodeField } from '../forms/phone-code-fields.tsx';

/** Spec §4/§5 SMS login: the number per the mobile rule, the code from the code button, the slider. */
export function SmsLoginForm({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const [country, setCountry] = useState('');
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [slider, setSlider] = useState<SliderAnswer | null>(null);
  const [sliderRefresh, setSliderRefresh] = useState(0);
  const [sliderError, setSliderError] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeInput, setCodeInput] = useState<HTMLInputElement | null>(null);
  const { errors, blur, validate, touch } = useFieldErrors(() =>
    firstErrors([mobile(rules, 'mobileNum', mobileNum), verificationCode('verificationCode', code)]),
  );

  useEffect(() => void loadRegisterRules(), []);

  const mobileReady = () => touch('mobileNum') && country !== '';

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const valid = validate(form);
    setSliderError(!slider);
    if (valid && !slider) requestAnimationFrame(() => form.querySelector<HTMLElement>('input[type="range"]')?.focus());
    if (!valid || !slider || busy) return;
    setBusy(true);
    setError(null);
    try {
      showAfterLogin(await loginBySms({ mobileNum: mobileNum.trim(), countryDialingCode: country, verificationCode: code.trim(), slider, remember }));
    } catch (err) {
      setSliderRefresh((n) => n + 1);
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      <MobileField lang={lang} country={country} onCountry={setCountry} value={mobileNum} onValue={setMobileNum} onBlur={blur('mobileNum')} error={errors['mobileNum']} />
      <CodeField value={code} onValue={setCode} onBlur={blur('verificationCode')} error={errors['verificationCode']} inputRef={setCodeInput} sendButton={<SendCodeButton ready={mobileReady} send={() => authApi.loginCode(mobileNum.trim(), country)} onSent={() => codeInput?.focus()} />} />
      <SliderCaptcha refresh={sliderRefresh} onAnswer={setSlider} error={sliderError && !slider ? t('auth.slider.required') : undefined} />
      <label className={styles.check}>
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        <span>{t('auth.login.remember')}</span>
      </label>
      <FormError error={error} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {busy ? t('auth.login.busy') : t('auth.login.submit')}
      </button>
    </form>
  );
}
