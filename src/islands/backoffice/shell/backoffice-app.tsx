import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, onApiResult, setApiLanguage } from '#lib/api.ts';
import { staffSession } from '#lib/backoffice/staff-api.ts';
import type { Messages } from '#lib/i18n/messages.ts';
import { IslandI18nProvider } from '../../common/i18n.tsx';
import { BackofficeLayout, type StaffMe } from './layout.tsx';
import { StaffLoginFlow } from './login.tsx';
import styles from './shell.module.css';

export interface BackofficeAppProps {
  lang: string;
  /** The desk of the page ('' on the index: the first desk the role may open). */
  desk: string;
  messages: Messages;
}

/** The server ends a staff session after 15 minutes without a request; a little later the shell checks. */
const IDLE_CHECK_MS = 15 * 60_000 + 5_000;

type State = { kind: 'loading' } | { kind: 'login'; expired: boolean } | { kind: 'in'; me: StaffMe };

function App({ lang, desk }: Omit<BackofficeAppProps, 'messages'>) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const lastCall = useRef(0);
  const signedIn = state.kind === 'in';

  const load = useCallback(async (expired = false) => {
    try {
      const me = await staffSession.me();
      lastCall.current = Date.now();
      setState({ kind: 'in', me });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.code === 'STAFF_NOT_LOGGED_IN')) setState({ kind: 'login', expired });
      else setState({ kind: 'login', expired: false });
    }
  }, []);

  useEffect(() => {
    setApiLanguage(lang);
    void load();
  }, [lang, load]);

  // Any call answered "not signed in" (the session ended or timed out) brings the login back.
  useEffect(
    () =>
      onApiResult((error) => {
        lastCall.current = Date.now();
        if (error?.code === 'STAFF_NOT_LOGGED_IN' && signedIn) setState({ kind: 'login', expired: true });
      }),
    [signedIn],
  );

  // Idle: without calls for the idle time, ask the server (which then answers 401).
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => {
      if (Date.now() - lastCall.current > IDLE_CHECK_MS) void load(true);
    }, 30_000);
    return () => clearInterval(timer);
  }, [signedIn, load]);

  const signOut = useCallback(async () => {
    try {
      await staffSession.logout();
    } finally {
      setState({ kind: 'login', expired: false });
    }
  }, []);

  if (state.kind === 'loading') {
    return (
      <p className={styles['loading']} role="status">
        {t('bo.shell.loading')}
      </p>
    );
  }
  if (state.kind === 'login') return <StaffLoginFlow lang={lang} expired={state.expired} onDone={() => void load()} />;
  return <BackofficeLayout lang={lang} desk={desk} me={state.me} onSignOut={() => void signOut()} />;
}

/** The back office's one island: the sign-in steps, then the layout with the page's desk. */
export default function BackofficeApp({ lang, desk, messages }: BackofficeAppProps) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <App lang={lang} desk={desk} />
    </IslandI18nProvider>
  );
}
