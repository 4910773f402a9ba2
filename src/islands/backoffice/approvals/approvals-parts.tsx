import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api.ts';
import styles from '../review-desk.module.css';

/** The words for a failed call: the code's wording when there is one, else a general one. */
export function failureText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const key = `errors.${err.code}`;
    const worded = t(key);
    if (worded !== key) return worded;
    return err.message || t('bo.approvals.failed');
  }
  return t('bo.approvals.failed');
}

/** "3 hours ago", "in 21 hours": the largest whole unit, in the page's language. */
export function relative(ms: number, now: number, lang: string): string {
  const diff = ms - now;
  const abs = Math.abs(diff);
  const f = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (abs < 60_000) return f.format(Math.round(diff / 1_000), 'second');
  if (abs < 3_600_000) return f.format(Math.round(diff / 60_000), 'minute');
  if (abs < 48 * 3_600_000) return f.format(Math.round(diff / 3_600_000), 'hour');
  return f.format(Math.round(diff / 86_400_000), 'day');
}

const TONES: Record<string, 'wait' | 'good' | 'bad'> = { pending: 'wait', approved: 'good', rejected: 'bad', expired: 'bad', failed: 'bad' };

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles['status']} data-tone={TONES[status] ?? 'wait'}>
      {t(`bo.approvals.status.${status}`)}
    </span>
  );
}

export interface DecideRequest {
  title: string;
  message: string;
  confirm: string;
  danger?: boolean;
  /** Asks for a reason (required). */
  reason?: boolean;
  run: (reason: string) => Promise<string>;
}

/** A modal asking to confirm a decision (with a reason when rejecting); shows the failure inside, closes on success. */
export function DecideDialog({ request, onDone, onClose }: { request: DecideRequest; onDone: (message: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (request.reason && !reason.trim()) {
      setError(t('bo.approvals.reasonNeeded'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onDone(await request.run(reason.trim()));
    } catch (err) {
      setError(failureText(t, err));
      setBusy(false);
    }
  };
  return (
    <dialog ref={ref} className={styles['dialog']} aria-labelledby={`${id}-title`} onClose={onClose}>
      <form className={styles['dialogBody']} onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-title`}>{request.title}</h2>
        <p>{request.message}</p>
        {request.reason && (
          <div className={styles['field']}>
            <label htmlFor={`${id}-reason`}>{t('bo.approvals.reason')}</label>
            <textarea id={`${id}-reason`} value={reason} maxLength={300} required aria-describedby={`${id}-hint`} onChange={(e) => setReason(e.target.value)} />
            <small id={`${id}-hint`} className={styles['muted']}>
              {t('bo.approvals.reasonHint')}
            </small>
          </div>
        )}
        {error && (
          <p role="alert" className={styles['error']}>
            {error}
          </p>
        )}
        <div className={styles['actions']}>
          <button type="button" onClick={onClose}>
            {t('bo.approvals.cancel')}
          </button>
          <button type="submit" className={request.danger ? styles['danger'] : styles['primary']} disabled={busy}>
            {request.confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
