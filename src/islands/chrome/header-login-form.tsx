import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberedUsername } from '#lib/remembered-account.ts';
import { openModal } from '#lib/stores/ui.ts';
import { Icon } from '../common/icon.tsx';
import { useSite } from '../common/use-site.ts';
import { usePasswordLogin } from '../forms/use-password-login.ts';
import styles from './header-login.module.css';

/** The slider (and the image captcha when asked for) load only when the member presses Log in. */
const HeaderLoginCheck = lazy(() => import('./header-login-check.tsx'));

/**
 * Spec §2 logged-out header on desktop: the inline login form (username, password, log in),
 * with SMS login, register and forgot-password next to it. Pressing Log in opens a small panel
 * under the form with the slider captcha (and the image captcha when the server asks for it).
 */
export function HeaderLoginForm() {
  const { t } = useTranslation();
  const { switches } = useSite();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<'username' | 'password' | null>(null);
  const [checking, setChecking] = useState(false);
  const userRef = useRef<HTMLInputElement>(null);
  const passRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const flow = usePasswordLogin((challenge, remember) => {
    setChecking(false);
    openModal('login', { challenge, remember });
  });

  useEffect(() => {
    // Keep what was typed before the page finished loading; otherwise offer the remembered username.
    setUsername(userRef.current?.value || rememberedUsername());
    if (passRef.current?.value) setPassword(passRef.current.value);
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const empty = username.trim() === '' ? 'username' : password === '' ? 'password' : null;
    setMissing(empty);
    if (empty) {
      (empty === 'username' ? userRef : passRef).current?.focus();
      return;
    }
    flow.setError(null);
    setChecking(true);
  };

  const closeCheck = () => {
    setChecking(false);
    submitRef.current?.focus();
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={t('auth.login.title')}>
      <label className="visually-hidden" htmlFor="header-username">
        {t('auth.field.username')}
      </label>
      <input
        ref={userRef}
        id="header-username"
        className={`input ${styles.input}`}
        placeholder={t('auth.field.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        aria-invalid={missing === 'username' ? true : undefined}
        aria-describedby={missing ? 'header-login-missing' : undefined}
        onChange={(e) => setUsername(e.target.value)}
      />
      <div className={styles.password}>
        <label className="visually-hidden" htmlFor="header-password">
          {t('auth.field.password')}
        </label>
        <input
          ref={passRef}
          id="header-password"
          type="password"
          className={`input ${styles.input}`}
          placeholder={t('auth.field.password')}
          autoComplete="current-password"
          value={password}
          aria-invalid={missing === 'password' ? true : undefined}
          aria-describedby={missing ? 'header-login-missing' : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="button" className={styles.forgot} onClick={() => openModal('forgotPassword')} title={t('auth.login.forgot')}>
          <span className={styles.forgotText}>{t('auth.login.forgotShort')}</span>
          <Icon name="help" className={styles.forgotIcon ?? ''} />
        </button>
      </div>
      <button ref={submitRef} type="submit" className={`btn btn-primary ${styles.button}`} aria-expanded={checking} aria-controls="header-login-check">
        {t('auth.login.submit')}
      </button>
      <button type="button" className={`btn ${styles.button}`} onClick={() => openModal('register')}>
        {t('header.auth.register')}
      </button>
      {switches['smsLogin'] && (
        <button type="button" className={styles.link} onClick={() => openModal('login', { tab: 'sms' })}>
          {t('auth.login.smsLink')}
        </button>
      )}
      {missing && (
        <p id="header-login-missing" className={styles.missing} role="alert">
          {t(missing === 'username' ? 'auth.login.enterUsername' : 'auth.login.enterPassword')}
        </p>
      )}
      {checking && (
        <Suspense fallback={null}>
          <HeaderLoginCheck flow={flow} username={username} password={password} onClose={closeCheck} onDone={() => setPassword('')} />
        </Suspense>
      )}
    </form>
  );
}
