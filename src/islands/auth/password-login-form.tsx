import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordLoginForm } from '#lib/forms/auth-forms.ts';
import { forgetUsername, rememberedUsername } from '#lib/remembered-account.ts';
import { openModal } from '#lib/stores/ui.ts';
import type { SecondFactorChallenge, SliderAnswer } from '#lib/types/auth.ts';
import { FormError } from '../forms/form-error.tsx';
import { ImageCaptcha } from '../forms/image-captcha.tsx';
import { SliderCaptcha } from '../forms/slider-captcha.tsx';
import { TextField } from '../forms/text-field.tsx';
import { focusSlider, useSchemaForm } from '../forms/use-schema-form.ts';
import { usePasswordLogin } from '../forms/use-password-login.ts';
import styles from '../forms/forms.module.css';

/** Spec §3/§5 login by username and password: trimmed, both required, captcha when shown, slider always. */
export function PasswordLoginForm({ onSecondFactor }: { onSecondFactor: (c: SecondFactorChallenge, remember: boolean) => void }) {
  const { t } = useTranslation();
  const [remembered] = useState(rememberedUsername);
  const [remember, setRemember] = useState(remembered !== '');
  const [slider, setSlider] = useState<SliderAnswer | null>(null);
  const [sliderError, setSliderError] = useState(false);
  const flow = usePasswordLogin(onSecondFactor);
  const schema = useMemo(() => passwordLoginForm(flow.captchaNeeded), [flow.captchaNeeded]);
  const { form, field } = useSchemaForm(schema, { username: remembered, password: '', captcha: '' });
  const captcha = field('captcha');

  const submit = (e: FormEvent<HTMLFormElement>) => {
    const el = e.currentTarget;
    setSliderError(!slider);
    void form.handleSubmit(async ({ username, password, captcha: typed }) => {
      if (!slider) return focusSlider(el);
      if (flow.busy) return;
      await flow.submit({ username, password, captcha: flow.captchaNeeded ? typed.trim() : undefined, slider, remember });
    })(e);
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField
        label={t('auth.field.username')}
        {...field('username')}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label={t('auth.field.password')}
        type="password"
        {...field('password')}
        required
        autoComplete="current-password"
      />
      {flow.captchaNeeded && <ImageCaptcha value={captcha.value} onValue={captcha.onValue} refresh={flow.captchaRefresh} error={captcha.error} />}
      <SliderCaptcha refresh={flow.sliderRefresh} onAnswer={setSlider} error={sliderError && !slider ? t('auth.slider.required') : undefined} />
      <div className={styles.inlineRow}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => {
              setRemember(e.target.checked);
              if (!e.target.checked) forgetUsername();
            }}
          />
          <span>{t('auth.login.remember')}</span>
        </label>
        <button type="button" className={styles.linkButton} onClick={() => openModal('forgotPassword')}>
          {t('auth.login.forgot')}
        </button>
      </div>
      <FormError error={flow.error} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={flow.busy}>
        {flow.busy ? t('auth.login.busy') : t('auth.login.submit')}
      </button>
    </form>
  );
}
