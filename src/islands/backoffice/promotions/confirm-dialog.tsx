/** A modal question before an action that cannot be taken back alone (publication, a rules change, the end). */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './promotions.module.css';

export function ConfirmDialog({ title, text, confirm, busy, onConfirm, onClose }: { title: string; text: string; confirm: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog ref={ref} className={styles['dialog']} aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`} onClose={onClose}>
      <h3 id={`${id}-t`}>{title}</h3>
      <p id={`${id}-d`}>{text}</p>
      <div className={styles['actions']}>
        <button type="button" className={styles['primary']} disabled={busy} onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" disabled={busy} onClick={onClose}>
          {t('bo.promotions.cancel')}
        </button>
      </div>
    </dialog>
  );
}
