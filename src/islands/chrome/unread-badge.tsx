import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format.ts';
import { $unread } from '#lib/stores/wallet.ts';
import styles from './unread-badge.module.css';

/** The unread internal messages (CSP_unreadCount), updated live; nothing when there are none. */
export function UnreadBadge({ className }: { className?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const unread = useStore($unread);
  if (!unread) return null;
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge}>
      <span aria-hidden="true">{unread > 99 ? `${formatNumber(99, i18n.language)}+` : formatNumber(unread, i18n.language)}</span>
      <span className="visually-hidden">{t('header.wallet.unread', { count: unread })}</span>
    </span>
  );
}
