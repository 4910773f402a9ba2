import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format.ts';
import { $rewardCount } from '#lib/stores/rewards.ts';
import styles from './unread-badge.module.css';

/** Spec §7 available-promotions count on the rewards entries (members only), updated on every 'rewards' event; nothing at zero. */
export function RewardsBadge({ className }: { className?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const count = useStore($rewardCount);
  if (!count) return null;
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} data-testid="rewards-badge">
      <span aria-hidden="true">{count > 99 ? `${formatNumber(99, i18n.language)}+` : formatNumber(count, i18n.language)}</span>
      <span className="visually-hidden">{t('header.nav.rewardsCount', { count })}</span>
    </span>
  );
}
