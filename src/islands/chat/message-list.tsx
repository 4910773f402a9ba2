import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chatFileUrl } from '#lib/chat-api.ts';
import { CHAT_SYSTEM_LINES } from '#lib/contracts/chat-model.ts';
import type { ChatConversation } from '#lib/contracts/chat.ts';
import { formatDateTime } from '#lib/format.ts';
import { type ChatLine, retryLine } from '#lib/stores/chat.ts';
import { LinkedText } from '../common/linked-text.tsx';
import styles from './messages.module.css';

/** The spec's clock (merchant time), hours and minutes only, in the page's digits. */
const clock = (ms: number, lang: string, zone: string) => formatDateTime(ms, lang, zone).slice(11, 16);

function Ticks({ line, conversation }: { line: ChatLine; conversation: ChatConversation | null }) {
  const { t } = useTranslation();
  if (line.delivery === 'sending') return <span className={styles.state}>{t('chat.line.sending')}</span>;
  if (line.delivery === 'failed') return null;
  const read = conversation !== null && line.id <= conversation.staffReadId;
  const delivered = read || (conversation !== null && line.id <= conversation.staffDeliveredId);
  const label = read ? t('chat.line.read') : delivered ? t('chat.line.delivered') : t('chat.line.sent');
  return (
    <span className={read ? `${styles.ticks} ${styles.read}` : styles.ticks} title={label}>
      <span aria-hidden="true">{delivered ? '✓✓' : '✓'}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

function Bubble({ line, conversation, lang, zone }: { line: ChatLine; conversation: ChatConversation | null; lang: string; zone: string }) {
  const { t } = useTranslation();
  const own = line.author === 'player';
  const image = line.preview ?? (line.fileId !== null ? chatFileUrl(line.fileId) : null);
  return (
    <li className={own ? `${styles.row} ${styles.own}` : styles.row}>
      <div className={[styles.bubble, own ? styles.mine : styles.theirs, line.delivery === 'failed' && styles.failed].filter(Boolean).join(' ')}>
        {!own && <span className={styles.who}>{line.agentName || t('chat.agent.fallback')}</span>}
        {image && (
          <a className={styles.picture} href={image} target="_blank" rel="noopener noreferrer nofollow">
            <img src={image} alt={own ? t('chat.image.sentAlt') : t('chat.image.receivedAlt')} loading="lazy" />
          </a>
        )}
        {line.body && (
          <p className={styles.text}>
            <LinkedText text={line.body} />
          </p>
        )}
        <span className={styles.meta}>
          <time dateTime={new Date(line.time).toISOString()}>{clock(line.time, lang, zone)}</time>
          {own && <Ticks line={line} conversation={conversation} />}
        </span>
      </div>
      {line.delivery === 'failed' && (
        <div className={styles.retry} role="alert">
          <span>{t('chat.line.failed')}</span>
          {line.error && <span className={styles.why}>{t(line.error.key, line.error.values ?? {})}</span>}
          <button type="button" className={styles.retryButton} onClick={() => retryLine(line.clientId)}>
            {t('chat.line.retry')}
          </button>
        </div>
      )}
    </li>
  );
}

function SystemLine({ line, agent }: { line: ChatLine; agent: string }) {
  const { t } = useTranslation();
  const known = (CHAT_SYSTEM_LINES as readonly string[]).includes(line.body);
  return (
    <li className={styles.system}>
      <span>{known ? t(`chat.system.${line.body}`, { name: line.agentName || agent }) : t('chat.system.other')}</span>
    </li>
  );
}

/** The conversation as a messenger shows it: the player's lines right, the agent's left, the site's centred. */
export function MessageList({ lines, conversation, typing, lang, zone }: { lines: readonly ChatLine[]; conversation: ChatConversation | null; typing: boolean; lang: string; zone: string }) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const agent = conversation?.agentName || t('chat.agent.fallback');

  // Keeps the newest line in view as lines arrive, unless the player scrolled up to read.
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 160;
    const last = lines.at(-1);
    if (nearBottom || last?.author === 'player') el.scrollTop = el.scrollHeight;
  }, [lines, typing]);

  return (
    // A scrolling region must take focus so a keyboard can scroll it (the lines themselves are not controls).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={list} className={styles.scroller} tabIndex={0} role="region" aria-label={t('chat.list.label')}>
      <ol className={styles.list} role="log" aria-live="polite" aria-relevant="additions">
        {lines.length === 0 && <li className={styles.system}>{t('chat.list.empty')}</li>}
        {lines.map((line) =>
          line.author === 'system' ? (
            <SystemLine key={line.id} line={line} agent={agent} />
          ) : line.author === 'note' ? null : (
            <Bubble key={`${line.author}:${line.clientId}`} line={line} conversation={conversation} lang={lang} zone={zone} />
          ),
        )}
      </ol>
      {typing && (
        <p className={styles.typing} aria-live="polite">
          <span className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('chat.agent.typing', { name: agent })}
        </p>
      )}
    </div>
  );
}
