/** The member's open tickets on this lottery, each with Cancel while its draw still takes tickets. */
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { LotteryFormat } from '#lib/contracts/lottery-model.ts';
import { formatMoney, localDigits } from '#lib/format.ts';
import { $cancelError, $cancelling, $openTickets, cancelTicket } from '#lib/stores/lottery-play.ts';
import { $serverNow } from '#lib/stores/lottery-live.ts';
import type { Currency } from '#lib/types/cashier.ts';
import styles from './game.module.css';

export function OpenTickets({ format, lang, currency, ticketsHref }: { format: LotteryFormat; lang: string; currency: Currency; ticketsHref: string }) {
  const { t } = useTranslation();
  const tickets = useStore($openTickets);
  const cancelling = useStore($cancelling);
  const cancelError = useStore($cancelError);
  const now = useStore($serverNow);
  if (tickets.state === 'idle') return null;
  return (
    <section className={styles.panel} aria-labelledby="lottery-open-tickets">
      <div className={styles.panelHead}>
        <h2 id="lottery-open-tickets">{t('lottery.play.openTickets')}</h2>
        <a href={ticketsHref}>{t('lottery.play.allTickets')}</a>
      </div>
      {tickets.state === 'loading' && <p className={styles.muted}>{t('lottery.play.loading')}</p>}
      {tickets.state === 'error' && <p className={styles.refused}>{t('lottery.play.ticketsFailed')}</p>}
      {tickets.state === 'ready' &&
        (tickets.data.length === 0 ? (
          <p className={styles.muted}>{t('lottery.play.noOpenTickets')}</p>
        ) : (
          <ul className={styles.tickets}>
            {tickets.data.map((tk) => (
              <li key={tk.id}>
                <div>
                  <strong>{t(`lottery.bet.${format}.${tk.betType}.name`)}</strong>
                  <span className={styles.numbers}>{localDigits(tk.selection, lang)}</span>
                  <small className={styles.muted}>{t('lottery.play.ticketDraw', { number: tk.drawNumber, id: tk.id })}</small>
                </div>
                <span className={styles.itemStake}>{formatMoney(tk.stake, lang, currency)}</span>
                {tk.cancellable && tk.closesAt > now && (
                  <button type="button" className="btn" disabled={cancelling !== null} onClick={() => void cancelTicket(tk.id)} aria-label={t('lottery.play.cancelTicket', { id: tk.id })}>
                    {cancelling === tk.id ? t('lottery.play.cancelling') : t('lottery.play.cancel')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ))}
      {cancelError && (
        <p className={styles.refused} role="alert">
          {t(cancelError.key, cancelError.values ?? {})}
        </p>
      )}
    </section>
  );
}
