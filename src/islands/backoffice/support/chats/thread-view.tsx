/**
 * The open conversation's messages, oldest first: the player's and staff's words as text (safe
 * links), images as thumbnails, system lines worded in the desk's language, internal notes marked
 * as seen by staff only, my messages still being sent (with Retry when sending failed), whether
 * the player has read them, and whether the player is typing.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#lib/format.ts';
import { type ChatMessage, type DeskConversation, fileUrl } from './desk-api.ts';
import { LinkedText } from '../../../common/linked-text.tsx';
import styles from './chats.module.css';

/** A message of mine not yet stored: being sent, or refused and waiting for Retry. */
export interface PendingMessage {
  clientId: string;
  text: string;
  fileId?: number | undefined;
  note: boolean;
  failed: string | null;
}

interface Props {
  conversation: DeskConversation;
  messages: ChatMessage[];
  pending: PendingMessage[];
  typing: boolean;
  lang: string;
  zone: string;
  onRetry: (p: PendingMessage) => void;
}

function SystemLine({ m, agent, lang, zone }: { m: ChatMessage; agent: string; lang: string; zone: string }) {
  const { t } = useTranslation();
  return (
    <li className={styles['system']}>
      {t(`bo.support.chats.system.${m.body}`, { agent: m.agentName ?? agent, defaultValue: m.body })} <time className={styles['time']}>{formatDateTime(m.time, lang, zone).slice(11, 16)}</time>
    </li>
  );
}

export function ThreadView({ conversation, messages, pending, typing, lang, zone, onRetry }: Props) {
  const { t } = useTranslation();
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length + pending.length;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count, typing]);
  return (
    <>
    <ol className={styles['messages']} aria-label={t('bo.support.chats.messages', { name: conversation.name })}>
      {messages.map((m) => {
        if (m.author === 'system') return <SystemLine key={m.id} m={m} agent={conversation.agentName ?? t('bo.support.chats.agent')} lang={lang} zone={zone} />;
        return (
          <li key={m.id} className={styles['bubble']} data-author={m.author}>
            <span className={styles['who']}>{m.author === 'note' ? t('bo.support.chats.noteLabel') : m.author === 'staff' ? (m.agentName ?? t('bo.support.chats.agent')) : conversation.name}</span>
            {m.fileId !== null && (
              <a href={fileUrl(m.fileId)} target="_blank" rel="noopener noreferrer" className={styles['thumb']}>
                <img src={fileUrl(m.fileId)} alt={t('bo.support.chats.image')} loading="lazy" />
              </a>
            )}
            {m.body && (
              <p className={styles['text']}>
                <LinkedText text={m.body} />
              </p>
            )}
            <span className={styles['foot']}>
              <time dateTime={new Date(m.time).toISOString()}>{formatDateTime(m.time, lang, zone).slice(11, 16)}</time>
              {m.author === 'staff' && <span>{t(conversation.playerReadId >= m.id ? 'bo.support.chats.read' : 'bo.support.chats.delivered')}</span>}
            </span>
          </li>
        );
      })}
      {pending.map((p) => (
        <li key={p.clientId} className={styles['bubble']} data-author={p.note ? 'note' : 'staff'} data-pending>
          <span className={styles['who']}>{p.note ? t('bo.support.chats.noteLabel') : t('bo.support.chats.you')}</span>
          {p.text && (
            <p className={styles['text']}>
              <LinkedText text={p.text} />
            </p>
          )}
          <span className={styles['foot']}>
            {p.failed ? (
              <>
                <span className={styles['failed']}>{p.failed}</span>
                <button type="button" className={styles['retry']} onClick={() => onRetry(p)}>
                  {t('bo.support.chats.retry')}
                </button>
              </>
            ) : (
              <span>{t('bo.support.chats.sending')}</span>
            )}
          </span>
        </li>
      ))}
      <li ref={end} aria-hidden="true" className={styles['end']} />
    </ol>
    <p className={styles['typing']} aria-live="polite">
      {typing ? t('bo.support.chats.typing', { name: conversation.name }) : ''}
    </p>
    </>
  );
}
