import { useTranslation } from 'react-i18next';
import type { RankChange } from '#lib/contracts/vip.ts';
import { useMoney } from '../cashier/use-money.ts';
import { VipBadge } from '../../vip/vip-badge.tsx';
import styles from '../../vip/vip.module.css';

/** The member's rank changes, newest first: from and to, why (upgrade, review, staff, opening rank) and when. */
export function RankHistory({ changes }: { changes: RankChange[] }) {
  const { t } = useTranslation();
  const { time } = useMoney();
  if (changes.length === 0) return <p className={styles.note}>{t('vip.history.empty')}</p>;
  return (
    <ol className={styles.history} aria-label={t('vip.history.title')}>
      {changes.map((c) => (
        <li key={c.id} className={styles.change}>
          <VipBadge rank={c.toRank} size={32} />
          <span className={styles.changeText}>
            <span className={styles.changeRanks}>{t('vip.history.change', { from: c.fromLabel, to: c.toLabel })}</span>
            <time className={styles.muted} dateTime={new Date(c.at).toISOString()}>
              {time(c.at)}
            </time>
          </span>
          <span className={styles.reason} data-reason={c.reason}>
            {t(`vip.history.reason.${c.reason}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}
