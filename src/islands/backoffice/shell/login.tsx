import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api.ts';
import { staffSession } from '#lib/backoffice/staff-api.ts';
import styles from './shell.module.css';

type Step = 'password' | 'enrol' | 'code' | 'password-change';

interface Props {
  lang: string;
  /** The previous session ended (idle or signed out elsewhere). */
  expired: boolean;
  onDone: () => void;
}

/** The wording of an error code (errors.<CODE>), else the server's message. */
function useErrorText() {
  const { t, i18n } = useTranslation();
  return (err: unknown): string => {
    if (err instanceof ApiError) return i18n.exists(`errors.${err.code}`) ? t(`errors.${err.code}`) : err.message;
    return String(err);
  };
}

/** Sign-in: password, then the authenticator (enrolment with a QR code at first login, else a code), then a new password when one is owed. */
export function StaffLoginFlow({ expired, onDone }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>('password');
  const [error, setError] = useState<string | null>(expired ? t('bo.shell.expired') : null);
  const [busy, setBusy] = useState(false);
  const ids = useId();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      // A session that ended between steps: start again from the password.
      if (err instanceof ApiError && err.code === 'STAFF_NOT_LOGGED_IN' && step !== 'password') setStep('password');
      if (err instanceof ApiError && err.code === 'STAFF_LOCKED') setStep('password');
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles['loginPage']}>
      <section className={styles['loginCard']} aria-labelledby={`${ids}-title`}>
        <p className={styles['brand']}>{t('bo.shell.title')}</p>
        {step === 'password' && <PasswordStep titleId={`${ids}-title`} busy={busy} onSubmit={(u, p) => run(async () => setStep((await staffSession.login(u, p)).stage))} />}
        {step === 'enrol' && <EnrolStep titleId={`${ids}-title`} busy={busy} onError={(e) => setError(errorText(e))} onSubmit={(code) => run(async () => next(await staffSession.code(code)))} />}
        {step === 'code' && <CodeStep titleId={`${ids}-title`} busy={busy} onSubmit={(code) => run(async () => next(await staffSession.code(code)))} />}
        {step === 'password-change' && (
          <NewPasswordStep titleId={`${ids}-title`} busy={busy} onMismatch={() => setError(t('bo.login.mismatch'))} onSubmit={(p) => run(async () => (await staffSession.newPassword(p), onDone()))} />
        )}
        {error && (
          <p className={styles['error']} role="alert">
            {error}
          </p>
        )}
        {step !== 'password' && (
          <button type="button" className={styles['linkButton']} onClick={() => (setStep('password'), setError(null))}>
            {t('bo.login.startOver')}
          </button>
        )}
      </section>
    </main>
  );

  function next(answer: { stage: 'full' | 'password-change' }) {
    if (answer.stage === 'full') onDone();
    else setStep('password-change');
  }
}

interface StepProps {
  titleId: string;
  busy: boolean;
}

function PasswordStep({ titleId, busy, onSubmit }: StepProps & { onSubmit: (username: string, password: string) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(username, password);
  };
  return (
    <form onSubmit={submit} className={styles['form']}>
      <h1 id={titleId}>{t('bo.login.title')}</h1>
      <label htmlFor={`${id}-u`}>{t('bo.login.username')}</label>
      <input id={`${id}-u`} name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
      <label htmlFor={`${id}-p`}>{t('bo.login.password')}</label>
      <input id={`${id}-p`} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="submit" className={styles['primary']} disabled={busy}>
        {busy ? t('bo.login.working') : t('bo.login.submit')}
      </button>
    </form>
  );
}

function CodeField({ onSubmit, busy }: { onSubmit: (code: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const id = useId();
  return (
    <form
      className={styles['form']}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(code.replace(/\s/g, ''));
        setCode('');
      }}
    >
      <label htmlFor={id}>{t('bo.login.code')}</label>
      <input id={id} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} required value={code} onChange={(e) => setCode(e.target.value)} />
      <button type="submit" className={styles['primary']} disabled={busy}>
        {busy ? t('bo.login.working') : t('bo.login.verify')}
      </button>
    </form>
  );
}

function CodeStep({ titleId, busy, onSubmit }: StepProps & { onSubmit: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 id={titleId}>{t('bo.login.codeTitle')}</h1>
      <p>{t('bo.login.codeHint')}</p>
      <CodeField busy={busy} onSubmit={onSubmit} />
    </>
  );
}

function EnrolStep({ titleId, busy, onSubmit, onError }: StepProps & { onSubmit: (code: string) => void; onError: (err: unknown) => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  useEffect(() => {
    staffSession.enrolment().then(setSetup, onError);
    // Once per enrolment screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <h1 id={titleId}>{t('bo.login.enrolTitle')}</h1>
      <p>{t('bo.login.enrolHint')}</p>
      {setup ? (
        <div className={styles['enrol']}>
          <img src={setup.qr} alt={t('bo.login.qrAlt')} width={200} height={200} className={styles['qr']} />
          <p>
            {t('bo.login.cantScan')}{' '}
            <code className={styles['secret']} data-testid="totp-secret">
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </p>
        </div>
      ) : (
        <p role="status">{t('bo.shell.loading')}</p>
      )}
      <CodeField busy={busy || !setup} onSubmit={onSubmit} />
    </>
  );
}

function NewPasswordStep({ titleId, busy, onSubmit, onMismatch }: StepProps & { onSubmit: (password: string) => void; onMismatch: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const id = useId();
  return (
    <form
      className={styles['form']}
      onSubmit={(e) => {
        e.preventDefault();
        if (password !== repeat) onMismatch();
        else onSubmit(password);
      }}
    >
      <h1 id={titleId}>{t('bo.login.passwordTitle')}</h1>
      <p>{t('bo.login.passwordHint')}</p>
      <label htmlFor={`${id}-n`}>{t('bo.login.newPassword')}</label>
      <input id={`${id}-n`} type="password" autoComplete="new-password" minLength={10} maxLength={128} required value={password} onChange={(e) => setPassword(e.target.value)} />
      <label htmlFor={`${id}-r`}>{t('bo.login.repeatPassword')}</label>
      <input id={`${id}-r`} type="password" autoComplete="new-password" minLength={10} maxLength={128} required value={repeat} onChange={(e) => setRepeat(e.target.value)} />
      <button type="submit" className={styles['primary']} disabled={busy}>
        {busy ? t('bo.login.working') : t('bo.login.savePassword')}
      </button>
    </form>
  );
}
