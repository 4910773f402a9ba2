import type { TFunction } from 'i18next';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api.ts';
import { formatDateTime, formatMoney } from '#lib/format.ts';
import styles from './cashier.module.css';

/** What every tab gets from the desk: how to show amounts and times, and whether the role may act. */
export interface TabProps {
  lang: string;
  zone: string;
  currency: { symbol: string; minorUnits: number };
  canWrite: boolean;
}

export const money = (p: TabProps, minor: number) => formatMoney(minor, p.lang, p.currency);
export const time = (p: TabProps, ms: number | null) => (ms === null ? '—' : formatDateTime(ms, p.lang, p.zone));

/** The words for a failed call: the code's wording when there is one, else a general one. */
export function failureText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const key = `errors.${err.code}`;
    const worded = t(key);
    if (worded !== key) return worded;
    return err.message || t('bo.cashier.failed');
  }
  return t('bo.cashier.failed');
}

const TONES: Record<string, 'wait' | 'good' | 'bad'> = {
  pending: 'wait',
  approved: 'wait',
  open: 'wait',
  credited: 'good',
  paid: 'good',
  received: 'good',
  repaid: 'good',
  refunded: 'good',
  rejected: 'bad',
  failed: 'bad',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles['status']} data-tone={TONES[status] ?? 'wait'}>
      {t(`bo.cashier.status.${status}`)}
    </span>
  );
}

/** A modal <dialog> opened as soon as it mounts; Escape or the close button ends it. */
function Modal({ labelledBy, wide = false, onClose, children }: { labelledBy: string; wide?: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog ref={ref} className={wide ? `${styles['dialog']} ${styles['wideDialog']}` : styles['dialog']} aria-labelledby={labelledBy} onClose={onClose}>
      {children}
    </dialog>
  );
}

export interface ConfirmRequest {
  title: string;
  message: string;
  confirm: string;
  danger?: boolean;
  /** Asks for a reason (required) with this label and hint. */
  reason?: { label: string; hint: string };
  run: (reason: string) => Promise<string>;
}

/** Confirms an action (with a reason when asked); shows the call's failure inside, closes on success. */
export function ConfirmDialog({ request, onDone, onClose }: { request: ConfirmRequest; onDone: (message: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (request.reason && !reason.trim()) {
      setError(t('bo.cashier.reasonNeeded'));
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
    <Modal labelledBy={`${id}-title`} onClose={onClose}>
      <form className={styles['dialogBody']} onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-title`}>{request.title}</h2>
        <p>{request.message}</p>
        {request.reason && (
          <div className={styles['field']}>
            <label htmlFor={`${id}-reason`}>{request.reason.label}</label>
            <textarea id={`${id}-reason`} value={reason} maxLength={300} required aria-describedby={`${id}-hint`} onChange={(e) => setReason(e.target.value)} />
            <small id={`${id}-hint`} className={styles['muted']}>
              {request.reason.hint}
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
            {t('bo.cashier.cancel')}
          </button>
          <button type="submit" className={request.danger ? styles['danger'] : styles['primary']} disabled={busy}>
            {request.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A proof image in a dialog, at its own size up to the window's. */
export function ProofViewer({ src, title, onClose }: { src: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [failed, setFailed] = useState(false);
  return (
    <Modal labelledBy={`${id}-title`} wide onClose={onClose}>
      <div className={styles['dialogBody']}>
        <h2 id={`${id}-title`}>{title}</h2>
        {failed ? <p className={styles['error']}>{t('bo.cashier.proof.missing')}</p> : <img className={styles['proof']} src={src} alt={title} onError={() => setFailed(true)} />}
        <div className={styles['actions']}>
          <a href={src} target="_blank" rel="noopener noreferrer">
            {t('bo.cashier.proof.open')}
          </a>
          <button type="button" className={styles['primary']} onClick={onClose}>
            {t('bo.cashier.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** A tab's list state (page and filter) kept in the address bar under its own prefix. */
export function replaceQuery(qs: string) {
  window.history.replaceState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
}

/** The member filter of a queue: an account name, applied on submit (cleared with an empty search). */
export function AccountSearch({ value, onSearch }: { value: string; onSearch: (account: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      className={styles['bar']}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className={styles['field']}>
        <label htmlFor={id}>{t('bo.cashier.filter.account')}</label>
        <input id={id} type="search" value={text} maxLength={40} autoComplete="off" onChange={(e) => setText(e.target.value)} />
      </div>
      <button type="submit">{t('bo.cashier.filter.search')}</button>
    </form>
  );
}

/** A queue's sort as the table shows it: the chosen order, or the queue's own default for its status. */
export function sortOf(state: { sort: string; order: string }, defaultOrder: 'asc' | 'desc') {
  return { sort: state.sort, order: (state.order || defaultOrder) as 'asc' | 'desc' };
}
