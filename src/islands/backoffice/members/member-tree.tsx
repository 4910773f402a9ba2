import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { membersDesk } from '#lib/backoffice/members-api.ts';
import type { MemberProfileView } from '#lib/backoffice/members-types.ts';
import { failureText } from './parts.tsx';
import styles from './members.module.css';

/** The member's place in the agent tree (path from the top) and, for roles that may, a move under another agent. */
export default function MemberTree({ profile: p, canMove, onMoved, onOpen }: { profile: MemberProfileView; canMove: boolean; onMoved: () => void; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const fid = useId();
  const [parent, setParent] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{1,15}$/.test(parent.trim())) {
      setError(t('bo.members.tree.parentInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const r = await membersDesk.move(p.id, Number(parent.trim()), reason.trim() || undefined);
      setDone(r.moved ? t('bo.members.tree.moved', { id: r.toParentId }) : t('bo.members.tree.already'));
      onMoved();
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles['panel']}>
      <h3>{t('bo.members.tab.tree')}</h3>
      <nav aria-label={t('bo.members.tree.path')}>
        {p.uplinePath.length === 0 ? (
          <p>{t('bo.members.tree.top')}</p>
        ) : (
          <ol className={styles['path']}>
            {p.uplinePath.map((a) => (
              <li key={a.id}>
                <button type="button" className={styles['link']} onClick={() => onOpen(a.id)}>
                  {a.account}
                </button>
              </li>
            ))}
            <li aria-current="page">{p.account}</li>
          </ol>
        )}
      </nav>
      {canMove && (
        <form className={styles['form']} onSubmit={(e) => void submit(e)} noValidate>
          <h4>{t('bo.members.tree.moveTitle')}</h4>
          <p className={styles['muted']}>{t('bo.members.tree.moveHint')}</p>
          <div className={styles['field']}>
            <label htmlFor={`${fid}-parent`}>{t('bo.members.tree.parent')}</label>
            <input id={`${fid}-parent`} inputMode="numeric" value={parent} onChange={(e) => setParent(e.target.value)} required />
          </div>
          <div className={styles['field']}>
            <label htmlFor={`${fid}-reason`}>{t('bo.members.reason')}</label>
            <input id={`${fid}-reason`} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
          </div>
          <button type="submit" className={styles['primary']} disabled={busy}>
            {t('bo.members.tree.move')}
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      {done && (
        <p role="status" className={styles['ok']}>
          {done}
        </p>
      )}
    </div>
  );
}
