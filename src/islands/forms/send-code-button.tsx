import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#lib/error-message.ts';
import { showDialog } from '#lib/stores/ui.ts';
import type { CodeSent } from '#lib/types/auth.ts';
import styles from './forms.module.css';

/** Spec §4/§9: requests at most once a second; the countdown is 60 s per minute of validity. */
const THROTTLE_MS = 1000;
const SECONDS_PER_MINUTE = 60;

export interface SendCodeButtonProps {
  /** Asks the server for a code. */
  send: () => Promise<CodeSent>;
  /** Checks the number or address first; false stops the request (the form shows why). */
  ready?: () => boolean | Promise<boolean>;
  onSent?: () => void;
}

/**
 * Spec §4 SMS code button: idle, then a countdown with the seconds shown (disabled), then idle.
 * A failure shows the warning dialog with the server's reason (spec §8), in the page's language.
 */
export function SendCodeButton({ send, ready, onSent }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');
  const last = useRef(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const click = async () => {
    const now = Date.now();
    if (busy || left > 0 || now - last.current < THROTTLE_MS) return;
    if (ready && !(await ready())) return;
    last.current = now;
    setBusy(true);
    try {
      const sent = await send();
      setLeft(SECONDS_PER_MINUTE * (sent.expiredMinutes > 0 ? sent.expiredMinutes : 1));
      setAnnounce(t('auth.code.sent'));
      onSent?.();
    } catch (err) {
      const m = errorMessage(err);
      showDialog({ tone: 'warning', body: m.key, ...(m.values ? { values: m.values } : {}), confirm: 'in_increase_submit' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={`btn ${styles.codeButton}`} disabled={busy || left > 0} onClick={() => void click()}>
        {left > 0 ? t('auth.code.resendIn', { seconds: left }) : t('auth.code.send')}
      </button>
      <span className="visually-hidden" role="status">
        {announce}
      </span>
    </>
  );
}
