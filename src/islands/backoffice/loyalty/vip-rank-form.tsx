import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIP_REASON_MAX } from '#lib/contracts/backoffice-vip.ts';
import { formatDateTime } from '#lib/format.ts';
import { type VipDesk, vipDesk } from '#lib/backoffice/vip-api.ts';
import styles from './vip.module.css';
import { failureText } from './vip-parts.ts';

/** One member's rank set by hand: the account, the rank and a reason (kept in their rank history and the audit log). */
export function SetRankForm({ desk, canWrite, lang, zone, reload }: { desk: VipDesk; canWrite: boolean; lang: string; zone: string; reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [rank, setRank] = useState(0);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const labelOf = (r: number) => desk.ladder.find((x) => x.rank === r)?.label ?? `VIP ${r}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!account.trim() || !reason.trim()) return setError(t('bo.vip.rank.required'));
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const r = await vipDesk.setRank(account.trim(), rank, reason.trim());
      setDone(t('bo.vip.rank.done', { account: r.account, from: labelOf(r.fromRank), to: labelOf(r.toRank) }));
      setAccount('');
      setReason('');
      await reload();
    } catch (err) {
      setError(failureText(t, err));
    }
    setBusy(false);
  };

  return (
    <section className={styles['section']} aria-labelledby="vip-rank-title">
      <h2 id="vip-rank-title">{t('bo.vip.rank.title')}</h2>
      <p className={styles['muted']}>{t('bo.vip.rank.intro')}</p>
      {canWrite && (
        <form className={styles['grid']} onSubmit={(e) => void submit(e)} noValidate>
          <div className={styles['field']}>
            <label htmlFor="vip-rank-account">{t('bo.vip.rank.account')}</label>
            <input id="vip-rank-account" value={account} maxLength={40} autoComplete="off" required onChange={(e) => setAccount(e.target.value)} />
          </div>
          <div className={styles['field']}>
            <label htmlFor="vip-rank-rank">{t('bo.vip.rank.rank')}</label>
            <select id="vip-rank-rank" value={rank} onChange={(e) => setRank(Number(e.target.value))}>
              {desk.ladder.map((r) => (
                <option key={r.rank} value={r.rank}>
                  {r.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles['field']}>
            <label htmlFor="vip-rank-reason">{t('bo.vip.rank.reason')}</label>
            <input id="vip-rank-reason" value={reason} maxLength={VIP_REASON_MAX} required aria-describedby="vip-rank-reason-hint" onChange={(e) => setReason(e.target.value)} />
            <small id="vip-rank-reason-hint" className={styles['muted']}>
              {t('bo.vip.rank.reasonHint', { count: VIP_REASON_MAX - reason.length })}
            </small>
          </div>
          <div>
            <button type="submit" className={styles['primary']} disabled={busy}>
              {t('bo.vip.rank.submit')}
            </button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      {done && (
        <p role="status" className={styles['done']}>
          {done}
        </p>
      )}
      {desk.recent.length > 0 && (
        <div className={styles['scroller']}>
          <table className={styles['table']}>
            <caption>{t('bo.vip.rank.recent')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.vip.rank.when')}</th>
                <th scope="col">{t('bo.vip.rank.account')}</th>
                <th scope="col">{t('bo.vip.rank.change')}</th>
                <th scope="col">{t('bo.vip.rank.reason')}</th>
                <th scope="col">{t('bo.vip.rank.staff')}</th>
              </tr>
            </thead>
            <tbody>
              {desk.recent.map((r) => (
                <tr key={r.id}>
                  <td>{formatDateTime(r.at, lang, zone)}</td>
                  <th scope="row">{r.account}</th>
                  <td>
                    {labelOf(r.fromRank)} → {labelOf(r.toRank)}
                  </td>
                  <td>{r.note}</td>
                  <td>{r.staff ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
