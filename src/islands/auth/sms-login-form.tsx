import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '#lib/auth-api.ts';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { smsLoginForm } from '#lib/forms/auth-forms.ts';
import { $registerRules, loadRegisterRules } from '#lib/stores/catalogue.ts';
import { loginBySms } from '#lib/stores/session.ts';
import type { SliderAnswer } from '#lib/types/auth.ts';
import { showAfterLogin } from '../chrome/reactions.ts';
import { FormError } from '../forms/form-error.tsx';
import { SendCodeButton } from '../forms/send-code-button.tsx';
import { SliderCaptcha } from '../forms/slider-captcha.tsx';
import { focusSlider, useSchemaForm } from '../forms/use-schema-form.ts';
import styles from '../forms/forms.module.css';
import { MobileField, CodeField } from '../forms/phone-code-fields.tsx';

const digits = (v: string) => v.replace(/\D/g, '');

/** Spec §4/§5 SMS login: the number per the mobile rule, the code from the code button, the slider. */
export function SmsLoginForm({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const schema = useMemo(() => smsLoginForm(rules), [rules]);
  const { form, field, check } = useSchemaForm(schema, { mobileNum: '', verificationCode: '' });
  const [country, setCountry] = useState('');
  const [remember, setRemember] = useState(false);
  const [slider, setSlider] = useState<SliderAnswer | null>(null);
  const [sliderRefresh, setSliderRefresh] = useState(0);
  const [sliderError, setSliderError] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const busy = form.formState.isSubmitting;

  useEffect(() => void loadRegisterRules(), []);

  const mobileReady = async () => (await check('mobileNum')) && country !== '';

  const submit = (e: FormEvent<HTMLFormElement>) => {
    const el = e.currentTarget;
    setSliderError(!slider);
    void form.handleSubmit(async (data) => {
      if (!slider) return focusSlider(el);
      setError(null);
    try {
        showAfterLogin(await loginBySms({ mobileNum: data.mobileNum, countryDialingCode: country, verificationCode: data.verificationCode, slider, remember }));
      } catch (err) {
        setSliderRefresh((n) => n + 1);
        setError(errorMessage(err));
      }
    })(e);
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <MobileField lang={lang} country={country} onCountry={setCountry} {...field('mobileNum', digits)} />
      <CodeField
        {...field('verificationCode', digits)}
        sendButton={<SendCodeButton ready={mobileReady} send={() => authApi.loginCode(form.getValues('mobileNum').trim(), country)} onSent={() => form.setFocus('verificationCode')} />}
      />
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
