/**
 * My bets (/sports/bets, /esports/bets): the member's bets by tab (open, settled, cashed out) with
 * their legs, live scores and results, and cash-out of open bets (in full or in part) at a quote
 * read again every few seconds while the page is visible. Visitors are asked to log in.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_LIST_TABS } from '#lib/contracts/sports-bets.ts';
import type { BetView, LegView } from '#lib/contracts/sports-shapes.ts';
import { formatDateTime, formatMoney, formatNumber, localDigits } from '#lib/format.ts';
import { amountText, parseAmount } from '#lib/money-input.ts';
import { formatOdds } from '#lib/sports/odds-format.ts';
import { $session } from '#lib/stores/session.ts';
import { $betList, $betTab, $quotes, cashOut, loadBets, newCashoutRequestId, refreshQuotes } from '#lib/stores/sports-bets.ts';
import { onSportsPush } from '#lib/stores/sports-live.ts';
import { $oddsFormat, loadSportsPrefs } from '#lib/stores/sports-prefs.ts';
import type { Currency } from '#lib/types/cashier.ts';
import type { BetListTab } from '#lib/sports-bets-api.ts';
import { IslandI18nProvider, type IslandI18n } from '../../common/i18n.tsx';
import { showRefusal } from '../../chrome/reactions.ts';
import { useBetName } from '../slip/slip-body.tsx';
import { OddsFormatSelect } from '../slip/odds-settings.tsx';
import styles from './bets.module.css';

type Props = IslandI18n & { currency: Currency; timeZone: string; signedIn: boolean; cashoutOn: boolean };

const QUOTE_EVERY_MS = 5_000;

const MARKS: Record<string, string> = { win: '✓', lose: '✗', void: '↺', half_win: '½✓', half_lose: '½✗' };

function Leg({ leg, lang }: { leg: LegView; lang: string }) {
  const { t } = useTranslation();
  const format = useStore($oddsFormat);
  const mark = leg.result ? MARKS[leg.result] : '•';
  return (
    <li className={styles.leg} data-result={leg.result ?? 'open'}>
      <span className={styles.mark} aria-label={t(`sportsSlip.result.${leg.result ?? 'open'}`)} title={t(`sportsSlip.result.${leg.result ?? 'open'}`)}>
        {mark}
      </span>
      <span className={styles.legText}>
        <strong>{leg.selection}</strong> <span className={styles.muted}>{leg.market}</span>
        <span className={styles.muted}>
          {leg.eventStatus === 'live' && <span className={styles.live}>{t('sportsSlip.live')}</span>} {leg.event}
          {leg.live && (leg.eventStatus === 'live' || leg.eventStatus === 'ended' || leg.eventStatus === 'settled') && (
            <strong className={styles.score} aria-label={t('sportsSlip.bets.score', { home: leg.live.home, away: leg.live.away })}>
              {' '}
              {localDigits(`${leg.live.home}–${leg.live.away}`, lang)}
            </strong>
          )}
        </span>
      </span>
      <span className={styles.odds}>{formatOdds(leg.odds, format, lang)}</span>
    </li>
  );
}

function CashOut({ bet, lang, currency }: { bet: BetView; lang: string; currency: Currency }) {
  const { t } = useTranslation();
  const id = useId();
  const quote = useStore($quotes)[bet.id];
  const [open, setOpen] = useState(false);
  const [partText, setPartText] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'warn' | 'refused' | 'done'; text: string } | null>(null);
  const request = useRef<{ key: string; id: string } | null>(null);
  const money = (minor: number) => formatMoney(minor, lang, currency);
  // No quote yet, or one for a running stake that a cash-out has just changed: wait for the next.
  if (!quote || quote.openStake !== bet.openStake) return null;
  if (!quote.available) return quote.reason === 'suspended' ? <p className={styles.muted}>{t('sportsSlip.cashout.suspended')}</p> : null;
  const unit = 10 ** currency.minorUnits;
  const part = Math.min(bet.openStake, parseAmount(partText, currency.minorUnits) ?? bet.openStake);
  const partValue = Math.floor((quote.value * part) / Math.max(1, quote.openStake));

  const confirm = async () => {
    const key = `${part}:${quote.value}`;
    if (request.current?.key !== key) request.current = { key, id: newCashoutRequestId() };
    setBusy(true);
    const r = await cashOut(bet, part, quote.value, request.current.id);
    setBusy(false);
    if (r.ok) {
      request.current = null;
      setOpen(false);
      setPartText('');
      setNote({ tone: 'done', text: t('sportsSlip.cashout.done', { amount: money(r.done.amount) }) });
    } else if (r.moved !== null) {
      setNote({ tone: 'warn', text: t('sportsSlip.cashout.moved', { value: money(Math.floor((r.moved * part) / Math.max(1, quote.openStake))) }) });
    } else {
      setNote({ tone: 'refused', text: t(r.message.key, r.message.values ?? {}) });
    }
  };

  return (
    <div className={styles.cashout}>
      {!open ? (
        <button type="button" className="btn btn-primary" onClick={() => (setOpen(true), setNote(null))}>
          {t('sportsSlip.cashout.button', { value: money(quote.value) })}
        </button>
      ) : (
        <div className={styles.cashoutPanel}>
          <label htmlFor={`${id}-range`}>{t('sportsSlip.cashout.part', { stake: money(bet.openStake) })}</label>
          <input
            id={`${id}-range`}
            type="range"
            min={Math.min(unit, bet.openStake)}
            max={bet.openStake}
            step={Math.min(unit, bet.openStake)}
            value={part}
            onChange={(e) => setPartText(amountText(Number(e.target.value), currency.minorUnits))}
            aria-valuetext={money(part)}
          />
          <label className={styles.partField}>
            <span>{t('sportsSlip.cashout.partAmount')}</span>
            <input className={styles.input} type="text" inputMode="decimal" value={partText || amountText(part, currency.minorUnits)} onChange={(e) => setPartText(e.target.value)} />
          </label>
          <div className={styles.cashoutActions}>
            <button type="button" className="btn btn-primary" disabled={busy || part <= 0} onClick={() => void confirm()}>
              {t(part === bet.openStake ? 'sportsSlip.cashout.confirmAll' : 'sportsSlip.cashout.confirmPart', { value: money(partValue) })}
            </button>
            <button type="button" className="btn" onClick={() => (setOpen(false), setNote(null))} disabled={busy}>
              {t('sportsSlip.cashout.cancel')}
            </button>
          </div>
        </div>
      )}
      <div aria-live="polite">{note && <p className={note.tone === 'done' ? styles.done : note.tone === 'warn' ? styles.warn : styles.refused} role={note.tone === 'refused' ? 'alert' : undefined}>{note.text}</p>}</div>
    </div>
  );
}

function BetCard({ bet, lang, currency, timeZone, cashoutOn }: { bet: BetView; lang: string; currency: Currency; timeZone: string; cashoutOn: boolean }) {
  const { t } = useTranslation();
  const betName = useBetName();
  const money = (minor: number) => formatMoney(minor, lang, currency);
  const status = bet.status === 'settled' ? (bet.result ?? 'settled') : bet.status;
  const partly = bet.cashedOut > 0 && bet.status !== 'cashed_out';
  return (
    <li className={styles.bet} aria-labelledby={`bet-${bet.id}`}>
      <div className={styles.betHead}>
        <h3 id={`bet-${bet.id}`}>
          {betName({ ...bet, legs: bet.legs.length }, lang)}
          {bet.kind === 'system' && <span className={styles.muted}> · {t('sportsSlip.bets.lines', { count: bet.lines, countText: formatNumber(bet.lines, lang) })}</span>}
        </h3>
        <span className={styles.badge} data-status={status}>
          {t(`sportsSlip.bets.status.${status}`)}
        </span>
      </div>
      <p className={styles.muted}>
        #{localDigits(String(bet.id), lang)} · {formatDateTime(bet.placedAt, lang, timeZone)}
      </p>
      <ul className={styles.legs}>
        {bet.legs.map((leg) => (
          <Leg key={leg.selectionId} leg={leg} lang={lang} />
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{t('sportsSlip.summary.stake')}</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        {partly && (
          <div>
            <dt>{t('sportsSlip.bets.running')}</dt>
            <dd>{money(bet.openStake)}</dd>
          </div>
        )}
        {bet.cashedOut > 0 && (
          <div>
            <dt>{t('sportsSlip.bets.cashedOut')}</dt>
            <dd>{money(bet.cashedOut)}</dd>
          </div>
        )}
        {bet.status === 'settled' ? (
          <div>
            <dt>{t('sportsSlip.bets.payout')}</dt>
            <dd className={styles.strong}>{money(bet.payout)}</dd>
          </div>
        ) : bet.status === 'open' || bet.status === 'pending' ? (
          <div>
            <dt>{t('sportsSlip.summary.potential')}</dt>
            <dd className={styles.strong}>{money(bet.potential)}</dd>
          </div>
        ) : null}
      </dl>
      {cashoutOn && bet.status === 'open' && <CashOut bet={bet} lang={lang} currency={currency} />}
    </li>
  );
}

function MyBets({ lang, currency, timeZone, signedIn: signedInAtLoad, cashoutOn }: Omit<Props, 'messages'>) {
  const { t } = useTranslation();
  const id = useId();
  const session = useStore($session);
  const signedIn = session.state === 'member' || (session.state === 'unknown' && signedInAtLoad);
  const tab = useStore($betTab);
  const list = useStore($betList);

  useEffect(() => loadSportsPrefs(), []);
  useEffect(() => {
    if (signedIn) void loadBets(tab);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
  const openReady = list.state === 'ready' && list.tab === 'open' ? list.bets.map((b) => b.id).join() : null;
  useEffect(() => {
    if (openReady === null || !cashoutOn) return;
    void refreshQuotes();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refreshQuotes();
    }, QUOTE_EVERY_MS);
    // Open bets change as in-play bets are accepted and events end: read the list again now and then.
    const reload = setInterval(() => {
      if (document.visibilityState === 'visible') void loadBets('open', true);
    }, QUOTE_EVERY_MS * 3);
    // A price or score pushed for an event of an open bet moves its cash-out value: ask again (at most every two seconds).
    let last = 0;
    const stop = onSportsPush((push) => {
      const l = $betList.get();
      if (l.state !== 'ready' || !l.bets.some((b) => b.legs.some((leg) => leg.eventId === push.eventId))) return;
      if (Date.now() - last < 2_000) return;
      last = Date.now();
      void refreshQuotes();
    });
    return () => {
      clearInterval(timer);
      clearInterval(reload);
      stop();
    };
  }, [openReady, cashoutOn]);

  if (!signedIn) {
    return (
      <div className={styles.login}>
        <p>{t('sportsSlip.bets.loginLead')}</p>
        <button type="button" className="btn btn-primary" onClick={() => showRefusal('login')}>
          {t('header.auth.login')}
        </button>
      </div>
    );
  }

  const select = (next: BetListTab) => void loadBets(next);
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.tabs} role="tablist" aria-label={t('sportsSlip.bets.tabs')}>
          {BET_LIST_TABS.map((x) => (
            <button
              key={x}
              type="button"
              role="tab"
              id={`${id}-${x}`}
              aria-selected={tab === x}
              aria-controls={`${id}-panel`}
              tabIndex={tab === x ? 0 : -1}
              className={styles.tab}
              onClick={() => select(x)}
              onKeyDown={(e) => {
                if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                const i = BET_LIST_TABS.indexOf(tab);
                const next = BET_LIST_TABS[(i + (e.key === 'ArrowRight' ? 1 : BET_LIST_TABS.length - 1)) % BET_LIST_TABS.length]!;
                select(next);
                document.getElementById(`${id}-${next}`)?.focus();
              }}
            >
              {t(`sportsSlip.bets.tab.${x}`)}
            </button>
          ))}
        </div>
        <div className={styles.format}>
          <OddsFormatSelect />
        </div>
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} aria-busy={list.state === 'loading'}>
        {list.state === 'loading' && <p className={styles.muted}>{t('sportsSlip.bets.loading')}</p>}
        {list.state === 'error' && (
          <p className={styles.refused} role="alert">
            {t(list.message.key, list.message.values ?? {})}
          </p>
        )}
        {list.state === 'ready' &&
          (list.bets.length === 0 ? (
            <p className={styles.empty}>{t(`sportsSlip.bets.empty.${list.tab}`)}</p>
          ) : (
            <ul className={styles.list}>
              {list.bets.map((b) => (
                <BetCard key={b.id} bet={b} lang={lang} currency={currency} timeZone={timeZone} cashoutOn={cashoutOn} />
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}

export default function MyBetsIsland({ lang, messages, ...rest }: Props) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <MyBets lang={lang} {...rest} />
    </IslandI18nProvider>
  );
}
