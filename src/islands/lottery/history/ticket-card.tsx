import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryFormat } from '#lib/contracts/lottery-model.ts';
import type { TicketView } from '#lib/contracts/lottery-shapes.ts';
import { errorMessage } from '#lib/error-message.ts';
import { formatDateTime, formatMoney, formatNumber, localDigits } from '#lib/format.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { ticketOutcome } from '#lib/lottery/ticket-outcome.ts';
import { $busy, cancelTicket } from '#lib/stores/lottery-tickets.ts';
import { ResultNumbers } from './result-numbers.tsx';
import styles from './history.module.css';

export interface Money {
  symbol: string;
  minorUnits: number;
}

/** The bet type's name from the format's words, the code itself while the words are missing. */
export function useBetName() {
  const { t } = useTranslation();
  return (format: LotteryFormat | undefined, code: string) => (format ? t(`lottery.bet.${format}.${code}.name`, { defaultValue: code }) : code);
}

/** A canonical selection as the player reads it: option words (big, dragon, …) in the page's language, digits in its digits. */
export function useSelectionText() {
  const { t } = useTranslation();
  return (selection: string, lang: string) => localDigits(selection.replace(/[a-z][a-z0-9-]*/g, (word) => t(`lottery.option.${word}`, { defaultValue: word })), lang);
}

export function TicketCard({ ticket, format, lang, money, timeZone }: { ticket: TicketView; format: LotteryFormat | undefined; lang: string; money: Money; timeZone: string }) {
  const { t } = useTranslation();
  const busy = useStore($busy);
  const betName = useBetName();
  const selectionText = useSelectionText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const outcome = ticketOutcome(ticket);
  const m = (minor: number) => formatMoney(minor, lang, money);
  const cancel = async () => {
    setRefusal(null);
    try {
      await cancelTicket(ticket.id);
    } catch (err) {
      const msg = errorMessage(err);
      setRefusal(t(msg.key, msg.values ?? {}));
    }
  };
  return (
    <li className={styles.ticket} aria-labelledby={`ticket-${ticket.id}`} data-outcome={outcome}>
      <div className={styles.ticketHead}>
        <h3 id={`ticket-${ticket.id}`} className={styles.ticketTitle}>
          {ticket.lotteryName} · {betName(format, ticket.betType)}
        </h3>
        <span className={styles.pill} data-tone={outcome}>
          {t(`lotteryHistory.ticket.outcome.${outcome}`)}
        </span>
      </div>
      <dl className={styles.ticketFacts}>
        <div>
          <dt>{t('lotteryHistory.ticket.draw')}</dt>
          <dd>
            <a href={`${localizedPath(lang, '/lottery/results')}?gameCode=${encodeURIComponent(ticket.lottery)}`}>{localDigits(ticket.drawNumber, lang)}</a> · {formatDateTime(ticket.drawAt, lang, timeZone)}
          </dd>
        </div>
        <div>
          <dt>{t('lotteryHistory.ticket.selection')}</dt>
          <dd className={styles.selection}>{selectionText(ticket.selection, lang)}</dd>
        </div>
        <div>
          <dt>{t('lotteryHistory.ticket.stake')}</dt>
          <dd>
            {m(ticket.stake)}{' '}
            <span className={styles.muted}>{t('lotteryHistory.ticket.stakeParts', { count: ticket.lines, lines: formatNumber(ticket.lines, lang), unit: m(ticket.unitStake), multiplier: formatNumber(ticket.multiplier, lang) })}</span>
          </dd>
        </div>
        {(outcome === 'won' || outcome === 'returned' || outcome === 'lost') && (
          <div>
            <dt>{t('lotteryHistory.ticket.payout')}</dt>
            <dd data-tone={outcome}>{outcome === 'won' ? t('lotteryHistory.ticket.wonAmount', { amount: m(ticket.payout) }) : m(ticket.payout)}</dd>
          </div>
        )}
        {ticket.result && format && (
          <div className={styles.ticketResult}>
            <dt>{t('lotteryHistory.ticket.result')}</dt>
            <dd>
              <ResultNumbers format={format} result={ticket.result} lang={lang} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('lotteryHistory.ticket.placed')}</dt>
          <dd>
            {formatDateTime(ticket.placedAt, lang, timeZone)}
            {ticket.followId !== null && <span className={styles.muted}> · {t('lotteryHistory.ticket.fromFollow')}</span>}
          </dd>
        </div>
      </dl>
      {ticket.cancellable && (
        <div className={styles.ticketActions}>
          <button type="button" className="btn" disabled={busy === `ticket:${ticket.id}`} onClick={() => void cancel()} aria-label={t('lotteryHistory.ticket.cancelLabel', { id: formatNumber(ticket.id, lang) })}>
            {t('lotteryHistory.ticket.cancel')}
          </button>
          <span className={styles.muted}>{t('lotteryHistory.ticket.cancelUntil', { time: formatDateTime(ticket.closesAt, lang, timeZone) })}</span>
        </div>
      )}
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
    </li>
  );
}
