import { useTranslation } from 'react-i18next';
import type { VipProgress } from '#lib/contracts/vip.ts';
import { formatDate } from '#lib/format.ts';
import { rankMoney } from '#lib/vip-view.ts';
import { useMoney } from '../member/cashier/use-money.ts';
import { VipBadge } from './vip-badge.tsx';
import styles from './vip.module.css';

/** One figure against its target as a bar: how far, and how much is still needed. */
function Bar({ label, current, target, money }: { label: string; current: number; target: number; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const { number } = useMoney();
  const percent = target <= 0 ? 100 : Math.min(100, Math.floor((current * 100) / target));
  const needed = Math.max(0, target - current);
  const value = t('vip.progress.value', { current: money(current), target: money(target) });
  return (
    <div className={styles.bar} data-done={needed === 0}>
      <div className={styles.barRow}>
        <span className={styles.barLabel}>{label}</span>
        <span>{value}</span>
      </div>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${number(percent)}% · ${value}`}>
        <div className={styles.fill} data-started={current > 0} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.needed}>{needed === 0 ? t('vip.progress.reached') : t('vip.progress.needed', { amount: money(needed) })}</p>
    </div>
  );
}

/**
 * The member's rank card: the badge and label, bars of valid bet and deposits towards the next
 * rank over the rolling window, and this month's figures against what keeps the rank at the review.
 */
export function RankProgress({ progress, onHistory }: { progress: VipProgress; onHistory?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const { lang, currency, zone, number } = useMoney();
  const money = (minor: number) => rankMoney(minor, lang, currency);
  const { next, keep } = progress;
  return (
    <section className={styles.card} aria-labelledby="vip-progress-title" data-testid="vip-progress">
      <div className={styles.head}>
        <VipBadge rank={progress.rank} size={56} />
        <div className={styles.headText}>
          <h2 id="vip-progress-title" className={styles.title}>
            {t('vip.progress.title')}
          </h2>
          <p className={styles.rank}>{progress.label}</p>
        </div>
        {onHistory && (
          <button type="button" className={styles.link} onClick={onHistory}>
            {t('vip.progress.history')}
          </button>
        )}
      </div>
      {next ? (
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>
            <VipBadge rank={next.rank} size={22} />
            {t('vip.progress.next', { label: next.label })}
          </h3>
          <p className={styles.muted}>{t('vip.progress.window', { days: number(progress.windowDays) })}</p>
          <div className={styles.bars}>
            <Bar label={t('vip.progress.validBet')} current={progress.validBet} target={next.betThreshold} money={money} />
            <Bar label={t('vip.progress.deposits')} current={progress.deposits} target={next.depositThreshold} money={money} />
          </div>
        </div>
      ) : (
        <p className={styles.note} data-tone="good">
          {t('vip.progress.top')}
        </p>
      )}
      {keep && (
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>{t('vip.keep.title', { label: progress.label })}</h3>
          <div className={styles.bars}>
            <Bar label={t('vip.keep.bet')} current={keep.validBet} target={keep.keepBet} money={money} />
            <Bar label={t('vip.keep.deposits')} current={keep.deposits} target={keep.keepDeposit} money={money} />
          </div>
          <p className={styles.note} data-tone={keep.kept ? 'good' : undefined}>
            {t(keep.kept ? 'vip.keep.kept' : 'vip.keep.open', { label: progress.label, date: formatDate(keep.reviewAt, lang, zone) })}
          </p>
        </div>
      )}
    </section>
  );
}
