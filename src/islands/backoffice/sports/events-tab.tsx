/**
 * The events: filtered by kind, sport, state, source, a team's or competition's name and start
 * date, each with its start, state, score, markets, bets and exposure; staff with sports.trade
 * make an event by hand (event-form.tsx).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import { fromZonedInput } from '#lib/backoffice/zoned-input.ts';
import { EVENT_STATUSES, type EventStatus, SPORT_KEYS, SPORT_KINDS, type SportKey, type SportKind } from '#lib/contracts/sports-model.ts';
import { formatDateTime, formatMoney, formatNumber, localDigits } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import { type BoEventRow, sportsDesk } from './desk-api.ts';
import { EventForm } from './event-form.tsx';
import { State, useMerchant } from './shared.tsx';
import local from './sports-desk.module.css';

export default function EventsTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const id = useId();
  const merchant = useMerchant();
  const trader = can(staff.role, 'sports.trade');
  const [kind, setKind] = useState<SportKind | ''>('');
  const [sport, setSport] = useState<SportKey | ''>('');
  const [status, setStatus] = useState<EventStatus | ''>('');
  const [source, setSource] = useState('');
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: BoEventRow[]; totalPages: number; total: number } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [making, setMaking] = useState(false);

  const load = useCallback(async () => {
    try {
      const start = from ? fromZonedInput(`${from}T00:00`, merchant.timeZone) : null;
      setData(await sportsDesk.events({ pageNo: page, ...(kind ? { kind } : {}), ...(sport ? { sport } : {}), ...(status ? { status } : {}), ...(source ? { source } : {}), ...(search.trim() ? { search: search.trim() } : {}), ...(start !== null ? { from: start } : {}) }));
      setFailed(null);
    } catch (err) {
      setFailed(failureText(t, err));
    }
  }, [t, page, kind, sport, status, source, search, from, merchant.timeZone]);
  useEffect(() => {
    void load();
  }, [load]);

  const money = (v: number) => formatMoney(v, lang, merchant.currency);
  const filter = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className={local['marketHead']}>
        <h2 id={`${id}-title`}>{t('bo.sports.events.title')}</h2>
        {trader && !making && (
          <button type="button" className={styles['primary']} onClick={() => setMaking(true)}>
            {t('bo.sports.events.new')}
          </button>
        )}
      </div>
      <p className={local['intro']}>{t('bo.sports.events.intro')}</p>
      {making && (
        <EventForm
          lang={lang}
          zone={merchant.timeZone}
          onClose={() => setMaking(false)}
          onDone={(eventId) => {
            setMaking(false);
            setDone(t('bo.sports.events.made', { id: eventId }));
            void load();
          }}
        />
      )}
      <div className={styles['filters']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-kind`}>{t('bo.sports.filter.kind')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => filter(setKind)(e.target.value as SportKind | '')}>
            <option value="">{t('bo.sports.filter.all')}</option>
            {SPORT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`bo.sports.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-sport`}>{t('bo.sports.filter.sport')}</label>
          <select id={`${id}-sport`} value={sport} onChange={(e) => filter(setSport)(e.target.value as SportKey | '')}>
            <option value="">{t('bo.sports.filter.all')}</option>
            {SPORT_KEYS.map((k) => (
              <option key={k} value={k}>
                {t(`bo.sports.sport.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-status`}>{t('bo.sports.filter.state')}</label>
          <select id={`${id}-status`} value={status} onChange={(e) => filter(setStatus)(e.target.value as EventStatus | '')}>
            <option value="">{t('bo.sports.filter.all')}</option>
            {EVENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`bo.sports.event.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-source`}>{t('bo.sports.filter.source')}</label>
          <select id={`${id}-source`} value={source} onChange={(e) => filter(setSource)(e.target.value)}>
            <option value="">{t('bo.sports.filter.all')}</option>
            <option value="manual">{t('bo.sports.source.manual')}</option>
            <option value="sim">{t('bo.sports.source.sim')}</option>
          </select>
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-search`}>{t('bo.sports.filter.search')}</label>
          <input id={`${id}-search`} type="search" value={search} maxLength={60} onChange={(e) => filter(setSearch)(e.target.value)} />
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-from`}>{t('bo.sports.filter.from')}</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => filter(setFrom)(e.target.value)} />
        </div>
      </div>
      {done && (
        <p className={styles['done']} role="status">
          {done}
        </p>
      )}
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
      {data && (
        <div className={local['scroll']}>
          <table className={local['table']}>
            <caption>{t('bo.sports.events.caption', { total: formatNumber(data.total, lang) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.sports.col.event')}</th>
                <th scope="col">{t('bo.sports.col.starts')}</th>
                <th scope="col">{t('bo.sports.col.state')}</th>
                <th scope="col">{t('bo.sports.col.score')}</th>
                <th scope="col" className={local['num']}>
                  {t('bo.sports.col.markets')}
                </th>
                <th scope="col" className={local['num']}>
                  {t('bo.sports.col.bets')}
                </th>
                <th scope="col" className={local['num']}>
                  {t('bo.sports.col.exposure')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((e) => (
                <tr key={e.id}>
                  <th scope="row">
                    {t('bo.sports.versus', { home: e.home, away: e.away })}
                    <br />
                    <span className={styles['muted']}>
                      {e.competition} · {t(`bo.sports.sport.${e.sport}`)} · {t(`bo.sports.source.${e.source === 'manual' ? 'manual' : 'sim'}`)} · #{localDigits(String(e.id), lang)}
                    </span>
                  </th>
                  <td>
                    {formatDateTime(e.startsAt, lang, merchant.timeZone)}
                    {e.inPlay && <div className={styles['muted']}>{t('bo.sports.inPlay')}</div>}
                  </td>
                  <td>
                    <State group="event" value={e.status} />
                  </td>
                  <td className={local['num']}>{e.score ? localDigits(`${e.score.home} – ${e.score.away}`, lang) : '—'}</td>
                  <td className={local['num']}>{t('bo.sports.openOf', { open: formatNumber(e.openMarkets, lang), total: formatNumber(e.markets, lang) })}</td>
                  <td className={local['num']}>{formatNumber(e.bets, lang)}</td>
                  <td className={local['num']}>{money(e.exposure)}</td>
                </tr>
              ))}
              {!data.list.length && (
                <tr>
                  <td colSpan={7} className={styles['muted']}>
                    {t('bo.sports.events.none')}
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
    </section>
  );
}
