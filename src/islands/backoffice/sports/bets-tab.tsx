/**
 * Bets and liability: bets newest first, filtered by member, event, state and kind, with their
 * legs, stake, potential return and payout; below, the open markets carrying the most exposure,
 * each against its payout limit.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_KINDS, BET_STATUSES, type BetKind, type BetStatus, SPORT_KINDS, type SportKind } from '#lib/contracts/sports-model.ts';
import { formatDateTime, formatMoney, formatNumber, localDigits } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import { type BoBet, type LiabilityRow, sportsDesk } from './desk-api.ts';
import { oddsText, percent, State, useMerchant } from './shared.tsx';
import local from './sports-desk.module.css';

export default function BetsTab({ lang }: DeskProps) {
  const { t } = useTranslation();
  const id = useId();
  const merchant = useMerchant();
  const [member, setMember] = useState('');
  const [eventId, setEventId] = useState('');
  const [status, setStatus] = useState<BetStatus | ''>('');
  const [kind, setKind] = useState<BetKind | ''>('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: BoBet[]; totalPages: number; total: number; stake: number; payout: number } | null>(null);
  const [book, setBook] = useState<SportKind | ''>('');
  const [liability, setLiability] = useState<{ total: number; markets: LiabilityRow[] } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const ev = /^\d{1,15}$/.test(eventId.trim()) ? Number(eventId.trim()) : undefined;
      setData(await sportsDesk.bets({ pageNo: page, ...(member.trim() ? { member: member.trim() } : {}), ...(ev ? { eventId: ev } : {}), ...(status ? { status } : {}), ...(kind ? { kind } : {}) }));
      setFailed(null);
    } catch (err) {
      setFailed(failureText(t, err));
    }
  }, [t, page, member, eventId, status, kind]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    sportsDesk.liability(book || undefined).then(setLiability, (err: unknown) => setFailed(failureText(t, err)));
  }, [book, t, lang]);

  const money = (v: number) => formatMoney(v, lang, merchant.currency);
  const filter = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bo.sports.bets.title')}</h2>
      <p className={local['intro']}>{t('bo.sports.bets.intro')}</p>
      <div className={styles['filters']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-member`}>{t('bo.sports.bets.member')}</label>
          <input id={`${id}-member`} type="search" value={member} maxLength={40} onChange={(e) => filter(setMember)(e.target.value)} />
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-event`}>{t('bo.sports.bets.eventId')}</label>
          <input id={`${id}-event`} inputMode="numeric" value={eventId} maxLength={15} onChange={(e) => filter(setEventId)(e.target.value)} />
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-status`}>{t('bo.sports.filter.state')}</label>
          <select id={`${id}-status`} value={status} onChange={(e) => filter(setStatus)(e.target.value as BetStatus | '')}>
            <option value="">{t('bo.sports.filter.all')}</option>
            {BET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`bo.sports.bet.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-kind`}>{t('bo.sports.bets.kind')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => filter(setKind)(e.target.value as BetKind | '')}>
            <option value="">{t('bo.sports.filter.all')}</option>
            {BET_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`bo.sports.betKind.${k}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
      {data && (
        <div className={`${local['scroll']} ${local['section']}`}>
          <table className={local['table']}>
            <caption>{t('bo.sports.bets.caption', { total: formatNumber(data.total, lang), stake: money(data.stake), payout: money(data.payout) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.sports.col.bet')}</th>
                <th scope="col">{t('bo.sports.col.legs')}</th>
                <th scope="col" className={local['num']}>
                  {t('bo.sports.col.stake')}
                </th>
                <th scope="col" className={local['num']}>
                  {t('bo.sports.col.potential')}
                </th>
                <th scope="col" className={local['num']}>
                  {t('bo.sports.col.payout')}
                </th>
                <th scope="col">{t('bo.sports.col.state')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((b) => (
                <tr key={b.id}>
                  <th scope="row">
                    {b.username}
                    <br />
                    <span className={styles['muted']}>
                      #{localDigits(String(b.id), lang)} · {t(`bo.sports.betKind.${b.kind}`)}
                      {b.system ? ` (${b.system})` : ''} · {formatDateTime(b.placedAt, lang, merchant.timeZone)}
                    </span>
                  </th>
                  <td>
                    {b.legs.map((l, i) => (
                      <div key={i}>
                        {l.selection} <strong>{oddsText(l.odds, lang)}</strong>
                        <br />
                        <span className={styles['muted']}>
                          {l.event} · {l.market}
                          {l.result ? ` · ${t(`bo.sports.result.${l.result}`)}` : ''}
                        </span>
                      </div>
                    ))}
                  </td>
                  <td className={local['num']}>{money(b.stake)}</td>
                  <td className={local['num']}>{money(b.potential)}</td>
                  <td className={local['num']}>
                    {money(b.payout)}
                    {b.cashedOut > 0 && <div className={styles['muted']}>{t('bo.sports.bets.cashedOut', { amount: money(b.cashedOut) })}</div>}
                    {b.unrecovered > 0 && <div className={local['warn']}>{t('bo.sports.bets.unrecovered', { amount: money(b.unrecovered) })}</div>}
                  </td>
                  <td>
                    <State group="bet" value={b.result ?? b.status} />
                    {b.inPlay && <div className={styles['muted']}>{t('bo.sports.inPlay')}</div>}
                  </td>
                </tr>
              ))}
              {!data.list.length && (
                <tr>
                  <td colSpan={6} className={styles['muted']}>
                    {t('bo.sports.bets.none')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
          <div className={styles['bar']}>
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('bo.sports.prev')}
            </button>
            <span>{t('bo.sports.page', { page: formatNumber(page, lang), pages: formatNumber(data.totalPages, lang) })}</span>
            <button type="button" disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>
              {t('bo.sports.next')}
            </button>
          </div>
        </div>
      )}
      <h2>{t('bo.sports.liability.title')}</h2>
      <div className={styles['filters']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-book`}>{t('bo.sports.filter.kind')}</label>
          <select id={`${id}-book`} value={book} onChange={(e) => setBook(e.target.value as SportKind | '')}>
            <option value="">{t('bo.sports.filter.all')}</option>
            {SPORT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`bo.sports.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {liability && (
        <div className={local['scroll']}>
          <table className={local['table']}>
            <caption>{t('bo.sports.liability.caption', { total: money(liability.total) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.sports.col.market')}</th>
                <th scope="col">{t('bo.sports.col.starts')}</th>
                <th scope="col">{t('bo.sports.col.state')}</th>
                <th scope="col" className={local['num']}>
                  {t('bo.sports.col.bets')}
                </th>
                <th scope="col" className={local['num']}>
                  {t('bo.sports.col.exposure')}
                </th>
                <th scope="col" className={local['num']}>
                  {t('bo.sports.col.limit')}
                </th>
              </tr>
            </thead>
            <tbody>
              {liability.markets.map((m) => (
                <tr key={m.marketId}>
                  <th scope="row">
                    {m.event}
                    <br />
                    <span className={styles['muted']}>{m.market}</span>
                  </th>
                  <td>{formatDateTime(m.startsAt, lang, merchant.timeZone)}</td>
                  <td>
                    <State group="market" value={m.status} />
                  </td>
                  <td className={local['num']}>{formatNumber(m.bets, lang)}</td>
                  <td className={local['num']}>
                    {money(m.exposure)}
                    <span className={local['meter']} data-hot={m.usedBps >= 8_000 ? '' : undefined}>
                      <span style={{ width: `${Math.min(100, m.usedBps / 100)}%` }} />
                    </span>
                  </td>
                  <td className={local['num']}>
                    {money(m.limit)}
                    <div className={m.usedBps >= 8_000 ? local['warn'] : styles['muted']}>{percent(m.usedBps, lang)}</div>
                  </td>
                </tr>
              ))}
              {!liability.markets.length && (
                <tr>
                  <td colSpan={6} className={styles['muted']}>
                    {t('bo.sports.liability.none')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
