/**
 * Referrals: the rewards held because a friend shares a device, address or bank account with the
 * member who invited them, each with that evidence (approve pays the reward once, reject needs a
 * reason), and every referral with filters by state and account.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HeldReferral, referralsDesk, type StaffReferral } from '#lib/backoffice/referrals-api.ts';
import { can } from '#lib/backoffice/roles.ts';
import { REFERRAL_STATES, type ReferralState } from '#lib/contracts/loyalty-model.ts';
import { formatDateTime, formatMoney } from '#lib/format.ts';
import { DEFAULT_TIME_ZONE } from '#lib/time-zone.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';

type View = 'held' | 'all';
type Show = { money: (n: number) => string; time: (n: number) => string };
const TONE: Partial<Record<ReferralState, string>> = { rewarded: 'good', held: 'wait', qualified: 'wait', rejected: 'bad', expired: 'bad' };

/** What the friend shares with the referrer, read when the queue was loaded. */
function Evidence({ row }: { row: HeldReferral }) {
  const { t } = useTranslation();
  const { devices, ips, bankAccounts } = row.evidence;
  return (
    <dl className={styles['facts']}>
      <dt>{t('bo.referrals.evidence.devices')}</dt>
      <dd>
        {devices.length === 0
          ? '—'
          : devices.map((d) => (
              <span key={`${d.ip}-${d.userAgent}`} className={styles['mono']}>
                {d.ip} · {d.userAgent}
                <br />
              </span>
            ))}
      </dd>
      <dt>{t('bo.referrals.evidence.ips')}</dt>
      <dd className={styles['mono']}>{ips.length === 0 ? '—' : ips.join(', ')}</dd>
      <dt>{t('bo.referrals.evidence.bankAccounts')}</dt>
      <dd className={styles['mono']}>{bankAccounts.length === 0 ? '—' : bankAccounts.join(', ')}</dd>
    </dl>
  );
}

function HeldCard({ row, show, onDone }: { row: HeldReferral; show: Show; onDone: (ok: boolean, text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decide = async (approve: boolean) => {
    if (!approve && !reason.trim()) return setError(t('bo.referrals.reasonRequired'));
    setBusy(true);
    setError(null);
    try {
      await referralsDesk.decide(row.friendId, approve, reason.trim());
      onDone(true, t(approve ? 'bo.referrals.done.approved' : 'bo.referrals.done.rejected', { referrer: row.referrerAccount, friend: row.friendAccount, amount: show.money(row.reward) }));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className={styles['detail']} aria-labelledby={`${id}-title`}>
      <div className={styles['bar']}>
        <h3 id={`${id}-title`}>{t('bo.referrals.pair', { referrer: row.referrerAccount, friend: row.friendAccount })}</h3>
        <span className={styles['status']} data-tone="wait">
          {row.holdReasons.map((r) => t(`bo.referrals.reason.${r}`)).join(' · ')}
        </span>
      </div>
      <dl className={styles['facts']}>
        <dt>{t('bo.referrals.reward')}</dt>
        <dd>{show.money(row.reward)}</dd>
        <dt>{t('bo.referrals.registered')}</dt>
        <dd>{show.time(row.registeredAt)}</dd>
        <dt>{t('bo.referrals.qualified')}</dt>
        <dd>{row.qualifiedAt ? show.time(row.qualifiedAt) : '—'}</dd>
      </dl>
      <Evidence row={row} />
      <div className={styles['bar']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-reason`}>{t('bo.referrals.reasonOf', { friend: row.friendAccount })}</label>
          <input id={`${id}-reason`} value={reason} maxLength={300} aria-invalid={error ? true : undefined} onChange={(e) => setReason(e.target.value)} />
        </div>
      </div>
      {error && (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      )}
      <div className={styles['rowActions']}>
        <button type="button" className={styles['primary']} disabled={busy} onClick={() => void decide(true)}>
          {t('bo.referrals.approve', { amount: show.money(row.reward) })}
        </button>
        <button type="button" className={styles['danger']} disabled={busy} onClick={() => void decide(false)}>
          {t('bo.referrals.reject')}
        </button>
      </div>
    </article>
  );
}

function HeldQueue({ show }: { show: Show }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<HeldReferral[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const load = useCallback(async () => {
    try {
      setRows((await referralsDesk.held()).list);
    } catch (err) {
      setMessage({ ok: false, text: failureText(t, err) });
    }
  }, [t]);
  useEffect(() => void load(), [load]);
  const done = (ok: boolean, text: string) => {
    setMessage({ ok, text });
    void load();
  };
  return (
    <>
      <p className={styles['muted']}>{t('bo.referrals.heldIntro')}</p>
      <div aria-live="polite">{message && <p className={message.ok ? styles['done'] : styles['error']}>{message.text}</p>}</div>
      {!rows ? <p role="status">{t('bo.shell.loading')}</p> : rows.length === 0 ? <p className={styles['muted']}>{t('bo.referrals.noneHeld')}</p> : rows.map((r) => <HeldCard key={r.friendId} row={r} show={show} onDone={done} />)}
    </>
  );
}

function AllReferrals({ show }: { show: Show }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<ReferralState | ''>('');
  const [account, setAccount] = useState('');
  const [query, setQuery] = useState<{ state: ReferralState | ''; account: string }>({ state: '', account: '' });
  const [data, setData] = useState<{ list: StaffReferral[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setData(null);
    referralsDesk.list({ pageNo: 1, state: query.state || undefined, account: query.account || undefined }).then(
      (d) => live && setData(d),
      (err: unknown) => live && setError(failureText(t, err)),
    );
    return () => {
      live = false;
    };
  }, [query, t]);
  return (
    <>
      <form
        className={styles['filters']}
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          setQuery({ state, account: account.trim() });
        }}
      >
        <div className={styles['field']}>
          <label htmlFor={`${id}-state`}>{t('bo.referrals.filter.state')}</label>
          <select id={`${id}-state`} value={state} onChange={(e) => setState(e.target.value as ReferralState | '')}>
            <option value="">{t('bo.referrals.filter.anyState')}</option>
            {REFERRAL_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`bo.referrals.state.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-account`}>{t('bo.referrals.filter.account')}</label>
          <input id={`${id}-account`} value={account} maxLength={40} onChange={(e) => setAccount(e.target.value)} />
        </div>
        <button type="submit">{t('bo.referrals.filter.apply')}</button>
      </form>
      {error && (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      )}
      {!data ? (
        !error && <p role="status">{t('bo.shell.loading')}</p>
      ) : data.list.length === 0 ? (
        <p className={styles['muted']}>{t('bo.referrals.none')}</p>
      ) : (
        <div className={styles['wrap']}>
          <table>
            <caption className={styles['muted']}>{t('bo.referrals.total', { count: data.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.referrals.col.referrer')}</th>
                <th scope="col">{t('bo.referrals.col.friend')}</th>
                <th scope="col">{t('bo.referrals.col.state')}</th>
                <th scope="col">{t('bo.referrals.col.registered')}</th>
                <th scope="col">{t('bo.referrals.col.reward')}</th>
                <th scope="col">{t('bo.referrals.col.note')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.friendId}>
                  <td>{r.referrerAccount}</td>
                  <td>{r.friendAccount}</td>
                  <td>
                    <span className={styles['status']} data-tone={TONE[r.state]}>
                      {t(`bo.referrals.state.${r.state}`)}
                    </span>
                  </td>
                  <td>{show.time(r.registeredAt)}</td>
                  <td>{r.state === 'rewarded' || r.state === 'held' || r.state === 'qualified' ? show.money(r.reward) : '—'}</td>
                  <td>{r.reason ?? (r.holdReasons.length ? r.holdReasons.map((h) => t(`bo.referrals.reason.${h}`)).join(' · ') : '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export default function ReferralsTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const review = can(staff.role, 'loyalty.review');
  const [view, setView] = useState<View>(review ? 'held' : 'all');
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  const [currency, setCurrency] = useState({ symbol: '৳', minorUnits: 2 });
  useEffect(() => {
    referralsDesk.merchant().then(
      (m) => {
        setZone(m.timeZone);
        setCurrency({ symbol: m.currency.symbol, minorUnits: m.currency.minorUnits });
      },
      () => undefined,
    );
  }, []);
  const show: Show = { money: (n) => formatMoney(n, lang, currency), time: (n) => formatDateTime(n, lang, zone) };
  return (
    <div className={styles['panel']}>
      <h2>{t('bo.referrals.heading')}</h2>
      <div role="group" aria-label={t('bo.referrals.views')} className={styles['filters']}>
        {review && (
          <button type="button" aria-pressed={view === 'held'} className={view === 'held' ? styles['primary'] : undefined} onClick={() => setView('held')}>
            {t('bo.referrals.view.held')}
          </button>
        )}
        <button type="button" aria-pressed={view === 'all'} className={view === 'all' ? styles['primary'] : undefined} onClick={() => setView('all')}>
          {t('bo.referrals.view.all')}
        </button>
      </div>
      {view === 'held' && review ? <HeldQueue show={show} /> : <AllReferrals show={show} />}
    </div>
  );
}
