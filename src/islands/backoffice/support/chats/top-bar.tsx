/**
 * The desk's top bar: my availability (taking new chats, or away), my cap and languages, and how
 * many wait in each queue (general and VIP, per language) and how many tickets.
 */
import { useTranslation } from 'react-i18next';
import { CHAT_LANGUAGES, CHAT_QUEUES } from '#lib/contracts/chat-model.ts';
import { formatNumber } from '#lib/format.ts';
import type { DeskOverview } from './desk-api.ts';
import styles from './chats.module.css';

interface Props {
  overview: DeskOverview;
  lang: string;
  canReply: boolean;
  busy: boolean;
  onAvailability: (available: boolean) => void;
}

export function TopBar({ overview, lang, canReply, busy, onAvailability }: Props) {
  const { t } = useTranslation();
  const { me, queues } = overview;
  const waiting = (queue: string, language: string) => queues.filter((q) => q.kind === 'chat' && q.queue === queue && q.language === language).reduce((n, q) => n + q.waiting, 0);
  const tickets = queues.filter((q) => q.kind === 'ticket').reduce((n, q) => n + q.waiting, 0);
  return (
    <div className={styles['topBar']}>
      <div className={styles['me']}>
        {canReply && (
          <button type="button" role="switch" aria-checked={me.available} className={styles['switch']} data-on={me.available || undefined} disabled={busy} onClick={() => onAvailability(!me.available)}>
            <span className={styles['dot']} aria-hidden="true" />
            {t('bo.support.chats.available')}
          </button>
        )}
        <span className={styles['state']}>
          {t(me.available ? 'bo.support.chats.stateAvailable' : 'bo.support.chats.stateAway')}
        </span>
        <span className={styles['muted']}>{t('bo.support.chats.cap', { active: formatNumber(me.active, lang), max: formatNumber(me.maxChats, lang) })}</span>
        <span className={styles['muted']}>{t('bo.support.chats.myLanguages', { languages: me.languages.map((l) => t(`bo.support.chats.language.${l}`)).join(', ') })}</span>
      </div>
      <ul className={styles['queueCounts']} aria-label={t('bo.support.chats.queueCounts')}>
        {CHAT_QUEUES.flatMap((queue) =>
          CHAT_LANGUAGES.map((language) => (
            <li key={`${queue}-${language}`} data-vip={queue === 'vip' || undefined}>
              <span>{t('bo.support.chats.queueOf', { queue: t(`bo.support.chats.queue.${queue}`), language: t(`bo.support.chats.language.${language}`) })}</span>
              <strong>{formatNumber(waiting(queue, language), lang)}</strong>
            </li>
          )),
        )}
        <li>
          <span>{t('bo.support.chats.tickets')}</span>
          <strong>{formatNumber(tickets, lang)}</strong>
        </li>
      </ul>
    </div>
  );
}
