import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format.ts';
import { $chat } from '#lib/stores/chat.ts';
import styles from './chat-unread-badge.module.css';

/** The agent's replies that came while the chat room modal was closed (minimised); nothing when there are none. */
export function ChatUnreadBadge() {
  const { t, i18n } = useTranslation();
  const { unread } = useStore($chat);
  if (!unread) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{formatNumber(Math.min(unread, 99), i18n.language)}</span>
      <span className="visually-hidden">{t('header.service.unread', { replies: formatNumber(unread, i18n.language) })}</span>
    </span>
  );
}
