import { type KeyboardEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetUsername, rememberedUsername } from '#lib/remembered-account.ts';
import { $modal } from '#lib/stores/ui.ts';
import type { SliderAnswer } from '#lib/types/auth.ts';
import { Icon } from '../common/icon.tsx';
import { FormError } from '../forms/form-error.tsx';
import { ImageCaptcha } from '../forms/image-captcha.tsx';
import { SliderCaptcha } from '../forms/slider-captcha.tsx';
import type { usePasswordLogin } from '../forms/use-password-login.ts';
import styles from './header-login.module.css';

export interface HeaderLoginCheckProps {
  flow: ReturnType<typeof usePasswordLogin>;
  username: string;
  password: string;
  onClose: () => void;
  onDone: () => void;
}

/** The header form's security check: slider always, image captcha when asked, remember me. */
export default function HeaderLoginCheck({ flow, username, password, onClose, onDone }: HeaderLoginCheckProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [slider, setSlider] = useState<SliderAnswer | null>(null);
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(() => rememberedUsername() !== '');
  const [tried, setTried] = useState(false);

  const close = useEffectEvent(onClose);
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    // The slider is disabled until its puzzle arrives, so the panel itself takes focus (and is announced).
    el.focus();
    const outside = (e: PointerEvent) => {
      if (!(e.target instanceof Node && el.parentElement?.contains(e.target))) close();
    };
    document.addEventListener('pointerdown', outside);
    const stop = $modal.listen((m) => m && close());
    return () => {
      document.removeEventListener('pointerdown', outside);
      stop();
    };
  }, []);

  const confirm = async () => {
    setTried(true);
    if (!slider || (flow.captchaNeeded && captcha.trim() === '') || flow.busy) return;
    const ok = await flow.submit({ username, password, captcha: flow.captchaNeeded ? captcha.trim() : undefined, slider, remember });
    if (ok) onDone();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      void confirm();
    }
  };

  return (
    // Escape and Enter reach the dialog from the fields inside it (event delegation).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div ref={panel} id="header-login-check" className={styles.check} role="dialog" aria-modal="false" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className={styles.checkHead}>
        <h2 id={titleId} className={styles.checkTitle}>
          {t('auth.check.title')}
        </h2>
        <button type="button" className={styles.close} aria-label={t('auth.check.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {flow.captchaNeeded && (
        <ImageCaptcha
          value={captcha}
          onValue={setCaptcha}
          refresh={flow.captchaRefresh}
          error={tried && captcha.trim() === '' ? { key: 'validation.captchaRequired' } : null}
        />
      )}
      <SliderCaptcha refresh={flow.sliderRefresh} onAnswer={setSlider} error={tried && !slider ? t('auth.slider.required') : undefined} />
      <label className={styles.remember}>
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
      <FormError error={flow.error} />
      <button type="button" className="btn btn-primary" disabled={flow.busy} onClick={() => void confirm()}>
        {flow.busy ? t('auth.login.busy') : t('auth.login.submit')}
      </button>
    </div>
  );
}
