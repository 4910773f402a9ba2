/**
 * The lottery desk's confirmation with a reason (void a draw, retire a seed chain): a modal that
 * asks why, refuses a reason shorter than three characters, sends it and closes with the answer's
 * message, or shows the refusal in place.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../content/failure.ts';
import styles from '../review-desk.module.css';

export interface ReasonDialogText {
  title: string;
  text: string;
  reason: string;
  reasonRequired: string;
  cancel: string;
  confirm: string;
}

export function ReasonDialog({ words, maxLength, send, onClose, onDone }: { words: ReasonDialogText; maxLength: number; send: (reason: string) => Promise<string>; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const submit = async () => {
    if (reason.trim().length < 3) return setError(words.reasonRequired);
    setBusy(true);
    setError(null);
    try {
      onDone(await send(reason.trim()));
    } catch (err) {
      setError(failureText(t, err));
      setBusy(false);
    }
  };
  return (
    <dialog ref={ref} className={styles['dialog']} aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className={styles['dialogBody']}>
        <h2 id={`${id}-title`}>{words.title}</h2>
        <p>{words.text}</p>
        <div className={styles['field']}>
          <label htmlFor={`${id}-reason`}>{words.reason}</label>
          <textarea id={`${id}-reason`} value={reason} maxLength={maxLength} onChange={(e) => setReason(e.target.value)} aria-invalid={error ? true : undefined} />
        </div>
        {error && (
          <p className={styles['error']} role="alert">
            {error}
          </p>
        )}
        <div className={styles['actions']}>
          <button type="button" onClick={() => ref.current?.close()}>
            {words.cancel}
          </button>
          <button type="button" className={styles['danger']} disabled={busy} onClick={() => void submit()}>
            {words.confirm}
          </button>
        </div>
      </div>
    </dialog>
  );
}
