import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetUsername, rememberedUsername } from '#lib/remembered-account.ts';
import { openModal } from '#lib/stores/ui.ts';
import type { SecondFactorChallenge, SliderAnswer } from '#lib/types/auth.ts';
import { firstErrors, required } from '#lib/validation/account-checks.ts';
import { FormError } from '../forms/form-error.tsx';
import { ImageCaptcha } from '../forms/image-captcha.tsx';
import { SliderCaptcha } from '../forms/slider-captcha.tsx';
import { TextField } from '../forms/text-field.tsx';
import { useFieldErrors } from '../forms/use-field-errors.ts';
import { usePasswordLogin } from '../forms/use-password-login.ts';
import styles from '../forms/forms.module.css';

/** Spec §3/§5 login by username and password: trimmed, both required, captcha when shown, slider always. */
export function PasswordLoginForm({ onSecondFactor }: { onSecondFactor: (c: SecondFactorChallenge, remember: boolean) => void }) {
  const { t } = useTranslation();
  const [remembered] = useState(rememberedUsername);
  const [username, setUsername] = useState(remembered);
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(remembered !== '');
  const [slider, setSlider] = useState<SliderAnswer | null>(null);
  const [sliderError, setSliderError] = useState(false);
  const flow = usePasswordLogin(onSecondFactor);

  const { errors, blur, validate } = useFieldErrors(() =>
    firstErrors([required('username', username), required('password', password), flow.captchaNeeded ? required('captcha', captcha) : null]),
  );

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const valid = validate(form);
    setSliderError(!slider);
    if (valid && !slider) requestAnimationFrame(() => form.querySelector<HTMLElement>('input[type="range"]')?.focus());
    if (!valid || !slider || flow.busy) return;
    await flow.submit({ username, password, captcha: flow.captchaNeeded ? captcha.trim() : undefined, slider, remember });
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label={t('auth.field.username')}
        value={username}
        onValue={setUsername}
        onBlur={blur('username')}
        error={errors['username']}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label={t('auth.field.password')}
        type="password"
        value={password}
        onValue={setPassword}
        onBlur={blur('password')}
        error={errors['password']}
        required
        autoComplete="current-password"
      />
      {flow.captchaNeeded && <ImageCaptcha value={captcha} onValue={setCaptcha} refresh={flow.captchaRefresh} error={errors['captcha']} />}
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
