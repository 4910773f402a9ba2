import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { membersDesk } from '#lib/backoffice/members-api.ts';
import type { MemberNoteRow } from '#lib/backoffice/members-types.ts';
import { failureText, when } from './parts.tsx';
import styles from './members.module.css';

/** Staff notes on the member, newest first, and a form to add one. */
export default function MemberNotes({ id, lang, canWrite }: { id: number; lang: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const fid = useId();
  const [notes, setNotes] = useState<MemberNoteRow[] | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setNotes((await membersDesk.notes(id)).list);
    } catch (err) {
      setError(failureText(t, err));
    }
  }, [id, t]);
  useEffect(() => void load(), [load]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await membersDesk.addNote(id, text.trim());
      setText('');
      await load();
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles['panel']}>
      <h3>{t('bo.members.tab.notes')}</h3>
      {canWrite && (
        <form className={styles['form']} onSubmit={(e) => void submit(e)}>
          <div className={styles['field']}>
            <label htmlFor={`${fid}-note`}>{t('bo.members.notes.new')}</label>
            <textarea id={`${fid}-note`} value={text} maxLength={2000} required onChange={(e) => setText(e.target.value)} />
          </div>
          <button type="submit" className={styles['primary']} disabled={busy || !text.trim()}>
            {t('bo.members.notes.add')}
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      {notes === null ? (
        <p role="status">{t('bo.members.loading')}</p>
      ) : notes.length === 0 ? (
        <p>{t('bo.members.notes.none')}</p>
      ) : (
        <ul className={styles['notes']}>
          {notes.map((n) => (
            <li key={n.id}>
              <p className={styles['muted']}>{t('bo.members.notes.by', { staff: n.staff, at: when(lang, n.at) })}</p>
              <p className={styles['noteText']}>{n.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
