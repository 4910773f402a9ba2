import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format.ts';
import { $chat, $chatPhase, chatAgain, clearChatError, closeChat, loadChat, setChatOnScreen } from '#lib/stores/chat.ts';
import { Composer } from './composer.tsx';
import { EndedPanel } from './ended-panel.tsx';
import { MessageList } from './message-list.tsx';
import { OfflineForm, TicketSent } from './offline-form.tsx';
import { PrechatForm } from './prechat-form.tsx';
import styles from './chat-room.module.css';

export interface ChatRoomProps {
  lang: string;
  zone: string;
  /** The signed-in member's account, or null for a visitor. */
  member: string | null;
  brand: string;
  /** The page shows its own header bar; the modal's title bar stands in for it. */
  variant: 'page' | 'modal';
}

/** Minutes of an estimated wait, at least one. */
const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

function QueueBanner({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const { conversation } = useStore($chat);
  const position = conversation?.position ?? null;
  const eta = conversation?.etaSeconds ?? null;
  return (
    <div className={styles.queue} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <div>
        <strong>{position !== null ? t('chat.queue.position', { position: formatNumber(position, lang) }) : t('chat.queue.waiting')}</strong>
        <span>{eta !== null ? t('chat.queue.eta', { minutes: formatNumber(minutes(eta), lang) }) : t('chat.queue.soon')}</span>
      </div>
    </div>
  );
}

function EndButton() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className={styles.end} onClick={() => setAsking(true)}>
        {t('chat.header.end')}
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label={t('chat.header.endQuestion')}>
      <span>{t('chat.header.endQuestion')}</span>
      <button type="button" className={styles.end} onClick={() => (setAsking(false), void closeChat())}>
        {t('chat.header.endYes')}
      </button>
      <button type="button" className={styles.keep} onClick={() => setAsking(false)}>
        {t('chat.header.endNo')}
      </button>
    </div>
  );
}

function Header({ brand, variant }: { brand: string; variant: ChatRoomProps['variant'] }) {
  const { t } = useTranslation();
  const chat = useStore($chat);
  const phase = useStore($chatPhase);
  const agent = chat.conversation?.agentName || null;
  const live = phase === 'queued' || phase === 'active';
  // The modal's own title already says customer service, so both show the brand (or the answering agent).
  const title = phase === 'active' && agent ? agent : brand || t('chat.header.service');
  const status =
    phase === 'active'
      ? chat.agentTyping
        ? t('chat.header.typing')
        : t('chat.header.active')
      : phase === 'queued'
        ? t('chat.header.queued')
        : phase === 'ended'
          ? t('chat.header.ended')
          : chat.state?.online
            ? t('chat.header.online')
            : chat.state
              ? t('chat.header.offline')
              : '';
  const dot = phase === 'active' || ((phase === 'prechat' || phase === 'queued') && chat.state?.online) ? styles.on : styles.off;
  return (
    <header className={variant === 'page' ? `${styles.header} ${styles.pageHeader}` : styles.header}>
      <span className={styles.avatar} aria-hidden="true">
        {phase === 'active' && agent ? agent.slice(0, 1).toUpperCase() : <img src="/favicon.svg" alt="" width="24" height="24" />}
        <span className={`${styles.dot} ${dot}`} />
      </span>
      <div className={styles.who}>
        {variant === 'page' ? <h1 className={styles.name}>{title}</h1> : <p className={styles.name}>{title}</p>}
        <p className={styles.status}>{status}</p>
      </div>
      {live && <EndButton />}
    </header>
  );
}

/** The chat itself, the same in the /chat page (the 440×500 window) and in the chat room modal. */
export function ChatRoom({ lang, zone, member, brand, variant }: ChatRoomProps) {
  const { t } = useTranslation();
  const chat = useStore($chat);
  const phase = useStore($chatPhase);

  useEffect(() => {
    if (!$chat.get().state) void loadChat();
    setChatOnScreen(true);
    return () => setChatOnScreen(false);
  }, []);

  const c = chat.conversation;
  const talking = phase === 'queued' || phase === 'active' || phase === 'ended';
  const waiting = chat.state && chat.state.waiting > 0 ? t('chat.prechat.waiting', { people: formatNumber(chat.state.waiting, lang) }) : null;

  return (
    <div className={variant === 'page' ? `${styles.room} ${styles.page}` : styles.room}>
      <Header brand={brand} variant={variant} />
      {chat.connection === 'reconnecting' && talking && phase !== 'ended' && (
        <p className={styles.reconnecting} role="status">
          {t('chat.connection.reconnecting')}
        </p>
      )}
      {chat.error && (
        <div className={styles.error} role="alert">
          <span>{t(chat.error.key, chat.error.values ?? {})}</span>
          <button type="button" className={styles.dismiss} onClick={clearChatError} aria-label={t('chat.error.dismiss')}>
            ×
          </button>
        </div>
      )}
      {talking && c ? (
        <>
          {phase === 'queued' && <QueueBanner lang={lang} />}
          <MessageList lines={chat.lines} conversation={c} typing={chat.agentTyping && phase === 'active'} lang={lang} zone={zone} />
          {phase === 'ended' ? <EndedPanel conversation={c} lang={lang} busy={chat.busy} /> : <Composer lang={lang} />}
        </>
      ) : (
        <div className={styles.panel}>
          {phase === 'loading' && (
            <p className={styles.loading} role="status">
              {t('chat.loading')}
            </p>
          )}
          {phase === 'unavailable' && (
            <div className={styles.loading}>
              <button type="button" className="btn" onClick={() => void loadChat()}>
                {t('chat.retryLoad')}
              </button>
            </div>
          )}
          {phase === 'prechat' && <PrechatForm member={member} busy={chat.busy} waiting={waiting} />}
          {phase === 'offline' && chat.state && <OfflineForm member={member} hours={chat.state.hours} reason={chat.state.offlineReason} busy={chat.busy} lang={lang} />}
          {phase === 'ticketSent' && <TicketSent member={member !== null} onAgain={() => void chatAgain()} />}
        </div>
      )}
    </div>
  );
}
