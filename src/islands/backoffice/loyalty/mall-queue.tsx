/**
 * The redeem queue: requests filtered by state, item and member account (waiting ones oldest
 * first); each shows what was redeemed, for how many points, where it goes; staff with
 * loyalty.review approve it or reject it with a reason the player reads.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mallDesk, type RedeemQueue, type StaffMallItem, type StaffRedeem } from '#lib/backoffice/mall-api.ts';
import { REDEEM_STATES } from '#lib/contracts/loyalty-model.ts';
import { formatPoints } from '#lib/mall-view.ts';
import { failureText } from '../content/failure.ts';
import styles from '../review-desk.module.css';
import own from './mall.module.css';

type State = (typeof REDEEM_STATES)[number];
const TONE = { in_process: 'wait', approved: 'good', rejected: 'bad' } as const;

function Decision({ row, onDone }: { row: StaffRedeem; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decide = async (approve: boolean) => {
    if (!approve && !reason.trim()) return setError(t('bo.mall.queue.reasonRequired'));
    setBusy(true);
    setError(null);
    try {
      await mallDesk.decide(row.id, approve, approve ? '' : reason.trim());
      onDone(t(approve ? 'bo.mall.queue.approved' : 'bo.mall.queue.rejected', { id: row.id, account: row.account }));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles['bar']}>
      <button type="button" className={styles['primary']} disabled={busy} onClick={() => void decide(true)}>
        {t('bo.mall.queue.approve', { id: row.id })}
      </button>
      <div className={styles['field']}>
        <label htmlFor={`${id}-reason`}>{t('bo.mall.queue.reason')}</label>
        <input id={`${id}-reason`} value={reason} maxLength={300} aria-invalid={error ? true : undefined} onChange={(e) => setReason(e.target.value)} />
      </div>
      <button type="button" className={styles['danger']} disabled={busy} onClick={() => void decide(false)}>
        {t('bo.mall.queue.reject', { id: row.id })}
      </button>
      {error && (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function MallQueue({ lang, items, review, money, time }: { lang: string; items: StaffMallItem[]; review: boolean; money: (n: number) => string; time: (n: number) => string }) {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<State>('in_process');
  const [itemId, setItemId] = useState<number | null>(null);
  const [account, setAccount] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState<RedeemQueue | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const load = useCallback(async () => {
    try {
      setPage(await mallDesk.redeems({ status, pageNo: 1, pageSize: 50, ...(itemId ? { itemId } : {}), ...(query ? { account: query } : {}) }));
    } catch (err) {
      setMessage({ ok: false, text: failureText(t, err) });
    }
  }, [status, itemId, query, t]);
  useEffect(() => void load(), [load]);
  const name = (r: StaffRedeem) => (lang === 'bn' ? r.names.bn : r.names.en) || r.names.bn;

  return (
    <section aria-labelledby={`${id}-title`} className={own['section']}>
      <h2 id={`${id}-title`}>{t('bo.mall.queue.heading')}</h2>
      <div role="group" aria-label={t('bo.mall.queue.filter')} className={styles['filters']}>
        {REDEEM_STATES.map((s) => (
          <button key={s} type="button" aria-pressed={status === s} className={status === s ? styles['primary'] : undefined} onClick={() => (setPage(null), setStatus(s))}>
            {t(`bo.mall.state.${s}`)}
          </button>
        ))}
      </div>
      <form
        className={styles['bar']}
        onSubmit={(e) => {
          e.preventDefault();
          setPage(null);
          setQuery(account.trim());
        }}
      >
        <div className={styles['field']}>
          <label htmlFor={`${id}-item`}>{t('bo.mall.queue.item')}</label>
          <select id={`${id}-item`} value={itemId ?? ''} onChange={(e) => (setPage(null), setItemId(e.target.value ? Number(e.target.value) : null))}>
            <option value="">{t('bo.mall.queue.anyItem')}</option>
            {items.map((i) => (
              <option key={i.id} value={i.id}>
                {(lang === 'bn' ? i.names.bn : i.names.en) || i.names.bn}
              </option>
            ))}
          </select>
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-account`}>{t('bo.mall.queue.account')}</label>
          <input id={`${id}-account`} value={account} maxLength={40} onChange={(e) => setAccount(e.target.value)} />
        </div>
        <button type="submit">{t('bo.mall.queue.search')}</button>
      </form>
      <div aria-live="polite">{message && <p className={message.ok ? styles['done'] : styles['error']}>{message.text}</p>}</div>
      {!page ? (
        <p role="status">{t('bo.shell.loading')}</p>
      ) : page.list.length === 0 ? (
        <p className={styles['muted']}>{t(`bo.mall.queue.none.${status}`)}</p>
      ) : (
        <>
          <p className={styles['muted']}>{t('bo.mall.queue.count', { count: page.total })}</p>
          {page.list.map((r) => (
            <article key={r.id} className={styles['detail']} aria-labelledby={`redeem-${r.id}`}>
              <div className={styles['bar']}>
                <h3 id={`redeem-${r.id}`}>{t('bo.mall.queue.title', { id: r.id, name: name(r), quantity: r.quantity })}</h3>
                <span className={styles['status']} data-tone={TONE[r.status]}>
                  {t(`bo.mall.state.${r.status}`)}
                </span>
              </div>
              <dl className={styles['facts']}>
                <dt>{t('bo.mall.queue.member')}</dt>
                <dd>{r.account}</dd>
                <dt>{t('bo.mall.queue.points')}</dt>
                <dd>{formatPoints(r.points, lang)}</dd>
                {r.kind !== 'physical' && (
                  <>
                    <dt>{t(`bo.mall.queue.pays.${r.kind}`)}</dt>
                    <dd>{money(r.amount)}</dd>
                  </>
                )}
                {r.address && (
                  <>
                    <dt>{t('bo.mall.queue.address')}</dt>
                    <dd>{r.address}</dd>
                    <dt>{t('bo.mall.queue.mobile')}</dt>
                    <dd>{r.mobile}</dd>
                  </>
                )}
                <dt>{t('bo.mall.queue.asked')}</dt>
                <dd>{time(r.createdAt)}</dd>
                {r.decidedAt !== null && (
                  <>
                    <dt>{t('bo.mall.queue.decided')}</dt>
                    <dd>{time(r.decidedAt)}</dd>
                  </>
                )}
                {r.reason && (
                  <>
                    <dt>{t('bo.mall.queue.reason')}</dt>
                    <dd>{r.reason}</dd>
                  </>
                )}
              </dl>
              {r.status === 'in_process' && review && (
                <Decision
                  row={r}
                  onDone={(text) => {
                    setMessage({ ok: true, text });
                    void load();
                  }}
                />
              )}
            </article>
          ))}
        </>
      )}
    </section>
  );
}
