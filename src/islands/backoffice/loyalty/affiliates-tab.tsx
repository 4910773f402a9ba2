/**
 * Affiliate applications: the queue with each applicant's facts; approve under an upline agent (or
 * at the top level) with a first contract, or reject with a reason the player reads.
 */
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AffiliateRow, affiliatesDesk, type UplineChoice } from '#lib/backoffice/affiliates-api.ts';
import { can } from '#lib/backoffice/roles.ts';
import type { ApplicationState } from '#lib/contracts/affiliate-model.ts';
import { formatDateTime, formatMoney } from '#lib/format.ts';
import { DEFAULT_TIME_ZONE } from '#lib/time-zone.ts';
import type { Kind } from '#lib/types/agent-lists.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';

type Currency = { symbol: string; minorUnits: number };
type Terms = { tiers?: Record<string, number | string>[]; profitRate?: number; lossRate?: number; minSingleBet?: number; period?: string };
const STATES: readonly ApplicationState[] = ['pending', 'approved', 'rejected'];
const TONE = { pending: 'wait', approved: 'good', rejected: 'bad' } as const;

/** The rates of a kind's terms staff may lower, each with what it applies from (basis points). */
function rateLines(kind: Kind, terms: Terms, money: (n: number) => string, t: TFunction) {
  if (kind === 'realtime_salary')
    return [
      { key: 'profitRate', label: t('bo.affiliates.rate.profit'), bps: Number(terms.profitRate ?? 0) },
      { key: 'lossRate', label: t('bo.affiliates.rate.loss'), bps: Number(terms.lossRate ?? 0) },
    ];
  return (terms.tiers ?? []).map((tier, i) => {
    const from = Number(tier['minValidBet'] ?? tier['minDailyBet'] ?? tier['minHourlyBet'] ?? 0);
    const members = tier['minActiveMembers'];
    return { key: String(i), label: t(members === undefined ? 'bo.affiliates.rate.tier' : 'bo.affiliates.rate.tierMembers', { from: money(from), members }), bps: Number(tier['rate'] ?? 0) };
  });
}

function withRate(kind: Kind, terms: Terms, key: string, bps: number): Terms {
  if (kind === 'realtime_salary') return { ...terms, [key]: bps };
  return { ...terms, tiers: (terms.tiers ?? []).map((tier, i) => (String(i) === key ? { ...tier, rate: bps } : tier)) };
}

/** Approving: the upline (looked up by account; empty for the top level), the first contract's kind and rates, and the friends. */
function ApproveForm({ row, money, onDone }: { row: AffiliateRow; money: (n: number) => string; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [account, setAccount] = useState(row.upline?.account ?? '');
  const [choice, setChoice] = useState<UplineChoice | null>(null);
  const [kind, setKind] = useState<Kind | ''>('');
  const [terms, setTerms] = useState<Terms | null>(null);
  const [friends, setFriends] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const look = useCallback(
    async (name: string) => {
      setError(null);
      try {
        const c = await affiliatesDesk.upline(name.trim());
        setChoice(c);
        const first = c.upline ? (Object.entries(c.terms).find(([, v]) => v) as [Kind, { terms: Terms }] | undefined) : undefined;
        setKind(first?.[0] ?? '');
        setTerms(first ? structuredClone(first[1].terms) : null);
      } catch (err) {
        setChoice(null);
        setError(failureText(t, err));
      }
    },
    [t],
  );
  useEffect(() => void look(row.upline?.account ?? ''), [look, row.upline?.account]);

  const pick = (k: Kind | '') => {
    setKind(k);
    const own = k && choice?.terms[k];
    setTerms(own ? structuredClone(own.terms as Terms) : null);
  };
  const approve = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await affiliatesDesk.approve(row.id, { uplineAccount: account.trim() || null, contract: choice?.upline && kind && terms ? { kind, terms } : null, attachFriends: friends });
      onDone(t('bo.affiliates.done.approved', { account: row.account, friends: r.attachedFriends }));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };
  const kinds = choice ? (Object.entries(choice.terms).filter(([, v]) => v) as [Kind, unknown][]).map(([k]) => k) : [];

  return (
    <fieldset className={styles['outcomes']} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('bo.affiliates.approveOf', { account: row.account })}</legend>
      <div className={styles['bar']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-upline`}>{t('bo.affiliates.upline')}</label>
          <input id={`${id}-upline`} value={account} maxLength={64} placeholder={t('bo.affiliates.topLevel')} onChange={(e) => setAccount(e.target.value)} onBlur={() => void look(account)} />
        </div>
        <button type="button" onClick={() => void look(account)}>
          {t('bo.affiliates.check')}
        </button>
      </div>
      {choice && !choice.upline && <p className={styles['muted']}>{t('bo.affiliates.topLevelNote')}</p>}
      {choice?.upline && (
        <>
          <div className={styles['field']}>
            <label htmlFor={`${id}-kind`}>{t('bo.affiliates.contract')}</label>
            <select id={`${id}-kind`} value={kind} onChange={(e) => pick(e.target.value as Kind | '')}>
              <option value="">{t('bo.affiliates.noContract')}</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`bo.affiliates.kind.${k}`)}
                </option>
              ))}
            </select>
          </div>
          {kind && terms && (
            <div className={styles['bar']}>
              {rateLines(kind, terms, money, t).map((line) => (
                <div key={line.key} className={styles['field']}>
                  <label htmlFor={`${id}-rate-${line.key}`}>{line.label}</label>
                  <input
                    id={`${id}-rate-${line.key}`}
                    type="number"
                    min={0}
                    max={100}
                    step={0.01}
                    value={line.bps / 100}
                    onChange={(e) => setTerms(withRate(kind, terms, line.key, Math.round(Number(e.target.value) * 100)))}
                  />
                </div>
              ))}
              <p className={styles['muted']}>{t('bo.affiliates.rateNote')}</p>
            </div>
          )}
        </>
      )}
      <label>
        <input type="checkbox" checked={friends} onChange={(e) => setFriends(e.target.checked)} /> {t('bo.affiliates.attachFriends', { count: row.facts.referredFriends })}
      </label>
      {error && (
        <p id={`${id}-error`} className={styles['error']} role="alert">
          {error}
        </p>
      )}
      <div className={styles['rowActions']}>
        <button type="button" className={styles['primary']} disabled={busy || !choice} onClick={() => void approve()}>
          {t('bo.affiliates.approve')}
        </button>
      </div>
    </fieldset>
  );
}

function RejectForm({ row, onDone }: { row: AffiliateRow; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reject = async () => {
    if (!reason.trim()) return setError(t('bo.affiliates.reasonRequired'));
    setBusy(true);
    setError(null);
    try {
      await affiliatesDesk.reject(row.id, reason.trim());
      onDone(t('bo.affiliates.done.rejected', { account: row.account }));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles['bar']}>
      <div className={styles['field']}>
        <label htmlFor={`${id}-reason`}>{t('bo.affiliates.reasonOf', { account: row.account })}</label>
        <input id={`${id}-reason`} value={reason} maxLength={300} aria-invalid={error ? true : undefined} onChange={(e) => setReason(e.target.value)} />
      </div>
      <button type="button" className={styles['danger']} disabled={busy} onClick={() => void reject()}>
        {t('bo.affiliates.reject')}
      </button>
      {error && (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export default function AffiliatesTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ApplicationState>('pending');
  const [rows, setRows] = useState<AffiliateRow[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  const [currency, setCurrency] = useState<Currency>({ symbol: '৳', minorUnits: 2 });
  const [open, setOpen] = useState<number | null>(null);
  const review = can(staff.role, 'loyalty.review');
  const money = (n: number) => formatMoney(n, lang, currency);
  const time = (n: number) => formatDateTime(n, lang, zone);

  useEffect(() => {
    affiliatesDesk.merchant().then(
      (m) => {
        setZone(m.timeZone);
        setCurrency({ symbol: m.currency.symbol, minorUnits: m.currency.minorUnits });
      },
      () => undefined,
    );
  }, []);
  const load = useCallback(async () => {
    try {
      setRows((await affiliatesDesk.list(status)).list);
    } catch (err) {
      setMessage({ ok: false, text: failureText(t, err) });
    }
  }, [status, t]);
  useEffect(() => void load(), [load]);
  const done = (text: string) => {
    setMessage({ ok: true, text });
    setOpen(null);
    void load();
  };

  return (
    <div className={styles['wrap']}>
      <h2>{t('bo.affiliates.heading')}</h2>
      <div role="group" aria-label={t('bo.affiliates.filter')} className={styles['filters']}>
        {STATES.map((s) => (
          <button key={s} type="button" aria-pressed={status === s} className={status === s ? styles['primary'] : undefined} onClick={() => (setRows(null), setStatus(s))}>
            {t(`bo.affiliates.status.${s}`)}
          </button>
        ))}
      </div>
      <div aria-live="polite">{message && <p className={message.ok ? styles['done'] : styles['error']}>{message.text}</p>}</div>
      {!rows ? (
        <p role="status">{t('bo.shell.loading')}</p>
      ) : rows.length === 0 ? (
        <p className={styles['muted']}>{t(`bo.affiliates.none.${status}`)}</p>
      ) : (
        rows.map((r) => (
          <article key={r.id} className={styles['detail']} aria-labelledby={`affiliate-${r.id}`}>
            <div className={styles['bar']}>
              <h3 id={`affiliate-${r.id}`}>{r.account}</h3>
              <span className={styles['status']} data-tone={TONE[r.status]}>
                {t(`bo.affiliates.status.${r.status}`)}
              </span>
              <span className={styles['muted']}>{t('bo.affiliates.sent', { time: time(r.createdAt) })}</span>
            </div>
            <dl className={styles['facts']}>
              <dt>{t('bo.affiliates.registered')}</dt>
              <dd>{time(r.registeredAt)}</dd>
              <dt>{t('bo.affiliates.currentUpline')}</dt>
              <dd>{r.upline?.account ?? t('bo.affiliates.none.upline')}</dd>
              <dt>{t('bo.affiliates.deposits')}</dt>
              <dd>{money(r.facts.deposits)}</dd>
              <dt>{t('bo.affiliates.validBet')}</dt>
              <dd>{money(r.facts.validBet)}</dd>
              <dt>{t('bo.affiliates.friends')}</dt>
              <dd>{r.facts.referredFriends}</dd>
              <dt>{t('bo.affiliates.mobile')}</dt>
              <dd>{r.contacts.mobile}</dd>
              <dt>{t('bo.affiliates.email')}</dt>
              <dd>{r.contacts.email ?? '—'}</dd>
              <dt>{t('bo.affiliates.messenger')}</dt>
              <dd>{r.contacts.messenger ? `${t(`bo.affiliates.app.${r.contacts.messenger.app}`)}: ${r.contacts.messenger.handle}` : '—'}</dd>
              <dt>{t('bo.affiliates.traffic')}</dt>
              <dd>{r.traffic.map((s) => t(`bo.affiliates.source.${s}`)).join(', ')}</dd>
            </dl>
            <blockquote>{r.comment || t('bo.affiliates.noComment')}</blockquote>
            {r.status !== 'pending' && (
              <p className={styles['muted']}>
                {t(`bo.affiliates.decided.${r.status}`, { staff: r.decidedBy ?? '—', time: r.decidedAt ? time(r.decidedAt) : '—', reason: r.reason ?? '' })}
              </p>
            )}
            {r.status === 'pending' && review && (
              <>
                {open === r.id ? (
                  <ApproveForm row={r} money={money} onDone={done} />
                ) : (
                  <div className={styles['rowActions']}>
                    <button type="button" className={styles['primary']} onClick={() => setOpen(r.id)}>
                      {t('bo.affiliates.approveStart', { account: r.account })}
                    </button>
                  </div>
                )}
                <RejectForm row={r} onDone={done} />
              </>
            )}
          </article>
        ))
      )}
    </div>
  );
}
