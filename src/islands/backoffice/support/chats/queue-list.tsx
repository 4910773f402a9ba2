/**
 * The desk's left column: my conversations (unread count, VIP mark, how long since the player's
 * last word), the waiting queue oldest first with Take, other agents' chats (Take over, with
 * support.manage), and tickets apart. Each list is a list of buttons that open the conversation.
 */
import { useTranslation } from 'react-i18next';
import { CHAT_SYSTEM_LINES } from '#lib/contracts/chat-model.ts';
import { formatNumber } from '#lib/format.ts';
import type { DeskConversation } from './desk-api.ts';
import styles from './chats.module.css';
import { minutesBetween } from './use-now.ts';

/** A system line's body is its key: the last message of a list row is worded when it is one. */
const isSystemLine = (text: string): boolean => (CHAT_SYSTEM_LINES as readonly string[]).includes(text);

export type ListKind = 'mine' | 'waiting' | 'others' | 'tickets';

interface Props {
  kind: ListKind;
  items: DeskConversation[];
  selectedId: number | null;
  now: number;
  lang: string;
  /** Shown on waiting rows (Take) or others' rows (Take over); absent when the role cannot. */
  onTake?: ((c: DeskConversation) => void) | undefined;
  busyId: number | null;
  onOpen: (c: DeskConversation) => void;
}

export function QueueList({ kind, items, selectedId, now, lang, onTake, busyId, onOpen }: Props) {
  const { t } = useTranslation();
  const headingId = `chats-list-${kind}`;
  return (
    <section className={styles['listBlock']} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles['listHeading']}>
        {t(`bo.support.chats.list.${kind}`)} <span className={styles['count']}>{formatNumber(items.length, lang)}</span>
      </h2>
      {items.length === 0 ? (
        <p className={styles['empty']}>{t(`bo.support.chats.list.${kind}Empty`)}</p>
      ) : (
        <ul className={styles['list']}>
          {items.map((c) => {
            const since = c.status === 'queued' ? c.createdAt : c.lastMessageAt;
            const waited = minutesBetween(since, now);
            const minutes = formatNumber(waited, lang);
            return (
              <li key={c.id} className={styles['row']} data-selected={c.id === selectedId || undefined}>
                <button type="button" className={styles['open']} aria-current={c.id === selectedId ? 'true' : undefined} onClick={() => onOpen(c)}>
                  <span className={styles['rowTop']}>
                    <span className={styles['name']}>{c.name}</span>
                    {c.queue === 'vip' && <span className={styles['vip']}>{t('bo.support.chats.vip')}</span>}
                    <span className={styles['lang']}>{t(`bo.support.chats.language.${c.language}`)}</span>
                    {c.unread > 0 && (
                      <span className={styles['unread']} aria-label={t('bo.support.chats.unread', { count: c.unread, n: formatNumber(c.unread, lang) })}>
                        {formatNumber(c.unread, lang)}
                      </span>
                    )}
                  </span>
                  <span className={styles['last']}>{isSystemLine(c.lastText) ? t(`bo.support.chats.system.${c.lastText}`, { agent: c.agentName ?? t('bo.support.chats.agent') }) : c.lastText}</span>
                  <span className={styles['meta']}>
                    {c.status === 'queued' ? t('bo.support.chats.waitingFor', { minutes }) : c.status === 'closed' ? t('bo.support.chats.status.closed') : waited === 0 ? t('bo.support.chats.lastNow') : t('bo.support.chats.lastFor', { minutes })}
                    {kind === 'others' && c.agentName ? ` · ${c.agentName}` : ''}
                  </span>
                </button>
                {onTake && (
                  <button type="button" className={styles['take']} disabled={busyId === c.id} onClick={() => onTake(c)} aria-label={t(kind === 'others' ? 'bo.support.chats.takeOverOf' : 'bo.support.chats.takeOf', { name: c.name })}>
                    {t(kind === 'others' ? 'bo.support.chats.takeOver' : 'bo.support.chats.take')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
