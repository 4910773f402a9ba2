/** Players' applications to application promotions: approve (the bonus is paid at once) or reject with a reason the player reads. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApplicationPage, promotionsDesk } from '#lib/backoffice/promotions-api.ts';
import { formatDateTime } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import styles from './promotions.module.css';

type State = 'applying' | 'issued' | 'rejected';

export function ApplicationsTab({ lang, zone }: { lang: string; zone: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('applying');
  const [page, setPage] = useState<ApplicationPage | null>(null);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(async () => {
    try {
      setPage(await promotionsDesk.applications({ state, pageNo: 1, pageSize: 100 }));
    } catch (err) {
      setMessage({ ok: false, text: failureText(t, err) });
    }
  }, [state, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const decide = async (entryId: number, approve: boolean) => {
    setBusy(entryId);
    setMessage(null);
    try {
      const r = await promotionsDesk.decide(entryId, approve, reasons[entryId] ?? '');
      setMessage({ ok: true, text: t(`bo.promotions.applications.done.${r.state}`, { account: r.account }) });
      await load();
    } catch (err) {
      setMessage({ ok: false, text: failureText(t, err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles['panel']}>
      <div role="group" aria-label={t('bo.promotions.filter.status')} className={styles['chips']}>
        {(['applying', 'issued', 'rejected'] as const).map((s) => (
          <button key={s} type="button" aria-pressed={state === s} className={styles['filterChip']} onClick={() => setState(s)}>
            {t(`bo.promotions.applications.state.${s}`)}
          </button>
        ))}
      </div>
      <div aria-live="polite">{message && <p className={message.ok ? styles['done'] : styles['error']}>{message.text}</p>}</div>
      {!page ? (
        <p role="status">{t('bo.promotions.loading')}</p>
      ) : page.list.length === 0 ? (
        <p>{t('bo.promotions.applications.none')}</p>
      ) : (
        <ul className={styles['applications']}>
          {page.list.map((a) => (
            <li key={a.entryId} className={styles['application']}>
              <p>
                <strong>{a.account}</strong> · {a.promotionTitle[lang === 'en' ? 'en' : 'bn']} · <small>{formatDateTime(a.createdAt, lang, zone)}</small>
              </p>
              <blockquote>{a.comment || t('bo.promotions.applications.noComment')}</blockquote>
              {a.state === 'applying' ? (
                <div className={styles['decide']}>
                  <label className={styles['inlineField']}>
                    {t('bo.promotions.applications.reason', { account: a.account })}
                    <input value={reasons[a.entryId] ?? ''} maxLength={300} onChange={(e) => setReasons((r) => ({ ...r, [a.entryId]: e.target.value }))} />
                  </label>
                  <button type="button" className={styles['primary']} disabled={busy !== null} onClick={() => void decide(a.entryId, true)} aria-label={t('bo.promotions.applications.approveOf', { account: a.account })}>
                    {t('bo.promotions.applications.approve')}
                  </button>
                  <button type="button" className={styles['danger']} disabled={busy !== null} onClick={() => void decide(a.entryId, false)} aria-label={t('bo.promotions.applications.rejectOf', { account: a.account })}>
                    {t('bo.promotions.applications.reject')}
                  </button>
                </div>
              ) : (
                <p className={styles['hint']}>
                  {t(`bo.promotions.applications.state.${a.state}`)}
                  {a.reason ? `: ${a.reason}` : ''}
                  {a.decidedAt ? ` · ${formatDateTime(a.decidedAt, lang, zone)}` : ''}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
