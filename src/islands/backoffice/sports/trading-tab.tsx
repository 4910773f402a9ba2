/**
 * Trading one event: its markets with each selection's odds (changed one at a time, pushed to open
 * pages), suspend and resume, the market's limits; a hand-made event is started, cancelled or
 * abandoned here. Staff without sports.trade see the same read-only.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import { formatDateTime, formatMoney, formatNumber, localDigits } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import { type BoEvent, type BoEventRow, type BoMarket, type BoSelection, sportsDesk } from './desk-api.ts';
import { type Merchant, minorFrom, oddsFrom, oddsText, percent, State, useMerchant } from './shared.tsx';
import local from './sports-desk.module.css';

function OddsCell({ s, market, lang, trader, onSaved, onFailed }: { s: BoSelection; market: BoMarket; lang: string; trader: boolean; onSaved: (text: string) => void; onFailed: (text: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState((s.odds / 1000).toFixed(3));
  const [busy, setBusy] = useState(false);
  const closed = market.status === 'settled' || market.status === 'void';
  if (!trader || closed) return <span className={local['num']}>{oddsText(s.odds, lang)}</span>;
  const save = async () => {
    const odds = oddsFrom(value);
    if (odds === null) {
      onFailed(t('bo.sports.trading.badOdds'));
      return;
    }
    setBusy(true);
    try {
      await sportsDesk.odds(s.id, odds);
      onSaved(t('bo.sports.trading.oddsSaved', { selection: s.name, odds: oddsText(odds, lang) }));
    } catch (err) {
      onFailed(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={local['inline']}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <input className={local['oddsInput']} inputMode="decimal" aria-label={t('bo.sports.trading.oddsFor', { selection: s.name, market: market.name })} value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="submit" disabled={busy || oddsFrom(value) === s.odds} aria-label={t('bo.sports.trading.saveOddsFor', { selection: s.name, market: market.name })}>
        {t('bo.sports.save')}
      </button>
    </form>
  );
}

function LimitsForm({ m, merchant, lang, onSaved, onFailed }: { m: BoMarket; merchant: Merchant; lang: string; onSaved: (text: string) => void; onFailed: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const units = merchant.currency.minorUnits;
  const show = (v: number | null) => (v === null ? '' : String(v / 10 ** units));
  const [stake, setStake] = useState(show(m.maxStake));
  const [bet, setBet] = useState(show(m.maxPayoutBet));
  const [total, setTotal] = useState(show(m.maxPayoutMarket));
  const save = async () => {
    const values = [stake, bet, total].map((v) => minorFrom(v, units));
    if (values.includes('bad')) {
      onFailed(t('bo.sports.trading.badLimit'));
      return;
    }
    const [maxStake, maxPayoutBet, maxPayoutMarket] = values as (number | null)[];
    try {
      await sportsDesk.limits(m.id, { maxStake: maxStake ?? null, maxPayoutBet: maxPayoutBet ?? null, maxPayoutMarket: maxPayoutMarket ?? null });
      onSaved(t('bo.sports.trading.limitsSaved', { market: m.name }));
    } catch (err) {
      onFailed(failureText(t, err));
    }
  };
  return (
    <form
      className={local['inline']}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      aria-label={t('bo.sports.trading.limitsOf', { market: m.name })}
    >
      <div className={styles['field']}>
        <label htmlFor={`${id}-stake`}>{t('bo.sports.trading.maxStake')}</label>
        <input id={`${id}-stake`} className={local['moneyInput']} inputMode="decimal" placeholder={t('bo.sports.trading.default')} value={stake} onChange={(e) => setStake(e.target.value)} />
      </div>
      <div className={styles['field']}>
        <label htmlFor={`${id}-bet`}>{t('bo.sports.trading.maxPayoutBet')}</label>
        <input id={`${id}-bet`} className={local['moneyInput']} inputMode="decimal" placeholder={t('bo.sports.trading.default')} value={bet} onChange={(e) => setBet(e.target.value)} />
      </div>
      <div className={styles['field']}>
        <label htmlFor={`${id}-total`}>{t('bo.sports.trading.maxPayoutMarket')}</label>
        <input id={`${id}-total`} className={local['moneyInput']} inputMode="decimal" placeholder={t('bo.sports.trading.default')} value={total} onChange={(e) => setTotal(e.target.value)} />
      </div>
      <button type="submit">{t('bo.sports.trading.saveLimits')}</button>
      <span className={styles['muted']}>{t('bo.sports.trading.limitInForce', { amount: formatMoney(m.limit, lang, merchant.currency) })}</span>
    </form>
  );
}

function MarketBlock({ m, lang, merchant, trader, onChanged, onFailed }: { m: BoMarket; lang: string; merchant: Merchant; trader: boolean; onChanged: (text: string) => void; onFailed: (text: string) => void }) {
  const { t } = useTranslation();
  const [showLimits, setShowLimits] = useState(false);
  const tradable = m.status === 'open' || m.status === 'suspended';
  const used = m.limit > 0 ? Math.min(10_000, Math.floor((m.exposure * 10_000) / m.limit)) : 0;
  const flip = async () => {
    try {
      const to = m.status === 'open' ? 'suspended' : 'open';
      await sportsDesk.marketStatus(m.id, to);
      onChanged(t(to === 'open' ? 'bo.sports.trading.resumed' : 'bo.sports.trading.suspended', { market: m.name }));
    } catch (err) {
      onFailed(failureText(t, err));
    }
  };
  return (
    <section className={local['box']} aria-label={m.name}>
      <div className={local['marketHead']}>
        <h3>{m.name}</h3>
        <div className={local['inline']}>
          <State group="market" value={m.status} />
          {m.suspensions > 0 && <span className={styles['muted']}>{t('bo.sports.trading.suspensions', { n: formatNumber(m.suspensions, lang) })}</span>}
          {m.revision > 1 && <span className={styles['muted']}>{t('bo.sports.revision', { n: formatNumber(m.revision, lang) })}</span>}
          <span className={styles['muted']}>
            {t('bo.sports.trading.exposure', { amount: formatMoney(m.exposure, lang, merchant.currency), used: percent(used, lang), bets: formatNumber(m.bets, lang) })}
            <span className={local['meter']} data-hot={used >= 8_000 ? '' : undefined}>
              <span style={{ width: `${used / 100}%` }} />
            </span>
          </span>
          {trader && tradable && (
            <button type="button" className={m.status === 'open' ? styles['danger'] : styles['primary']} onClick={() => void flip()} aria-label={t(m.status === 'open' ? 'bo.sports.trading.suspendFor' : 'bo.sports.trading.resumeFor', { market: m.name })}>
              {t(m.status === 'open' ? 'bo.sports.trading.suspend' : 'bo.sports.trading.resume')}
            </button>
          )}
          {trader && tradable && (
            <button type="button" aria-expanded={showLimits} onClick={() => setShowLimits(!showLimits)}>
              {t('bo.sports.trading.limits')}
            </button>
          )}
        </div>
      </div>
      {showLimits && <LimitsForm m={m} merchant={merchant} lang={lang} onSaved={onChanged} onFailed={onFailed} />}
      <table className={`${local['table']} ${local['fixed']}`}>
        <thead>
          <tr>
            <th scope="col">{t('bo.sports.col.selection')}</th>
            <th scope="col">{t('bo.sports.col.odds')}</th>
            <th scope="col">{t('bo.sports.col.result')}</th>
            <th scope="col" className={local['num']}>
              {t('bo.sports.col.bets')}
            </th>
          </tr>
        </thead>
        <tbody>
          {m.selections.map((s) => (
            <tr key={`${s.id}-${s.odds}`}>
              <th scope="row">{s.name}</th>
              <td>
                <OddsCell s={s} market={m} lang={lang} trader={trader} onSaved={onChanged} onFailed={onFailed} />
              </td>
              <td>
                {s.result ? <State group="result" value={s.result} /> : '—'}
                {s.deadHeat > 1 && <span className={styles['muted']}> {t('bo.sports.deadHeat', { n: formatNumber(s.deadHeat, lang) })}</span>}
              </td>
              <td className={local['num']}>{formatNumber(s.bets, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default function TradingTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const id = useId();
  const merchant = useMerchant();
  const trader = can(staff.role, 'sports.trade');
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<BoEventRow[]>([]);
  const [eventId, setEventId] = useState(0);
  const [event, setEvent] = useState<BoEvent | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    const q = search.trim() ? { search: search.trim() } : {};
    Promise.all([sportsDesk.events({ status: 'live', ...q }), sportsDesk.events({ status: 'scheduled', ...q })]).then(
      ([live, soon]) => {
        const list = [...live.list, ...[...soon.list].reverse()];
        setChoices(list);
        setEventId((cur) => (cur && list.some((e) => e.id === cur) ? cur : (list[0]?.id ?? 0)));
      },
      (err: unknown) => setFailed(failureText(t, err)),
    );
  }, [search, t, lang]);

  const load = useCallback(async () => {
    if (!eventId) {
      setEvent(null);
      return;
    }
    try {
      setEvent(await sportsDesk.event(eventId));
    } catch (err) {
      setFailed(failureText(t, err));
    }
  }, [eventId, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const changed = (text: string) => {
    setDone(text);
    setFailed(null);
    void load();
  };
  const failedWith = (text: string) => {
    setFailed(text);
    setDone(null);
  };
  const move = async (action: 'start' | 'cancel' | 'abandon') => {
    if (!event) return;
    if (action !== 'start' && !window.confirm(t(`bo.sports.trading.confirm.${action}`))) return;
    try {
      await sportsDesk.eventStatus(event.id, action);
      changed(t(`bo.sports.trading.moved.${action}`));
    } catch (err) {
      failedWith(failureText(t, err));
    }
  };
  const title = (e: BoEventRow) => `${t('bo.sports.versus', { home: e.home, away: e.away })} · ${formatDateTime(e.startsAt, lang, merchant.timeZone)}`;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bo.sports.trading.title')}</h2>
      <p className={local['intro']}>{t('bo.sports.trading.intro')}</p>
      <div className={styles['filters']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-search`}>{t('bo.sports.filter.search')}</label>
          <input id={`${id}-search`} type="search" value={search} maxLength={60} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className={`${styles['field']} ${local['pick']}`}>
          <label htmlFor={`${id}-event`}>{t('bo.sports.trading.event')}</label>
          <select id={`${id}-event`} value={eventId} onChange={(e) => setEventId(Number(e.target.value))}>
            {!choices.length && <option value={0}>{t('bo.sports.trading.noEvents')}</option>}
            {choices.map((e) => (
              <option key={e.id} value={e.id}>
                {title(e)}
              </option>
            ))}
          </select>
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
      {event && (
        <>
          <div className={local['marketHead']}>
            <div>
              <h3>{t('bo.sports.versus', { home: event.home, away: event.away })}</h3>
              <span className={styles['muted']}>
                {event.competition} · {t(`bo.sports.sport.${event.sport}`)} · {formatDateTime(event.startsAt, lang, merchant.timeZone)} · #{localDigits(String(event.id), lang)}
              </span>
            </div>
            <div className={local['inline']}>
              <State group="event" value={event.status} />
              {event.score && <strong>{localDigits(`${event.score.home} – ${event.score.away}`, lang)}</strong>}
              {trader && event.source === 'manual' && event.status === 'scheduled' && (
                <>
                  <button type="button" className={styles['primary']} onClick={() => void move('start')}>
                    {t('bo.sports.trading.start')}
                  </button>
                  <button type="button" className={styles['danger']} onClick={() => void move('cancel')}>
                    {t('bo.sports.trading.cancelEvent')}
                  </button>
                </>
              )}
              {trader && event.source === 'manual' && event.status === 'live' && (
                <button type="button" className={styles['danger']} onClick={() => void move('abandon')}>
                  {t('bo.sports.trading.abandon')}
                </button>
              )}
            </div>
          </div>
          {event.marketList.map((m) => (
            <MarketBlock key={`${m.id}-${m.status}-${m.suspensions}-${m.maxStake}-${m.maxPayoutBet}-${m.maxPayoutMarket}`} m={m} lang={lang} merchant={merchant} trader={trader} onChanged={changed} onFailed={failedWith} />
          ))}
        </>
      )}
    </section>
  );
}
