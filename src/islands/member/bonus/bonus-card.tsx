import { useTranslation } from 'react-i18next';
import type { BonusCard as Bonus } from '#lib/contracts/bonus.ts';
import { ContributionTable } from '../../bonus/contribution-table.tsx';
import styles from '../cashier/cashier.module.css';
import { StatusChip } from '../cashier/status-chip.tsx';
import { useMoney } from '../cashier/use-money.ts';

const HOUR = 3_600_000;
const TONE = { active: 'wait', converted: 'good', forfeited: 'bad', expired: 'bad' } as const;

/** One bonus: amount, wagering progress, expiry, state, contribution table and largest bet; Forfeit while active. */
export function BonusCard({ bonus: b, now, onForfeit }: { bonus: Bonus; now: number; onForfeit: (b: Bonus) => void }) {
  const { t } = useTranslation();
  const { money, number, time } = useMoney();
  const percent = b.required > 0 ? Math.min(100, Math.floor((b.wagered / b.required) * 100)) : 100;
  const active = b.state === 'active';
  const left = b.expiresAt - now;
  const expires = !active
    ? time(b.expiresAt)
    : left >= 48 * HOUR
      ? t('bonus.page.left.days', { date: time(b.expiresAt), count: Math.floor(left / (24 * HOUR)) })
      : t('bonus.page.left.hours', { date: time(b.expiresAt), count: Math.max(0, Math.ceil(left / HOUR)) });
  const title = b.title ?? t('bonus.page.staffGrant');
  return (
    <li className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <span className={styles.choiceName}>{title}</span>
        <StatusChip tone={TONE[b.state]}>{t(`bonus.state.${b.state}`)}</StatusChip>
      </div>
      <dl className={styles.pairs}>
        <dt>{t('bonus.page.amount')}</dt>
        <dd className={styles.accent}>{money(b.amount)}</dd>
        {active && (
          <>
            <dt>{t('bonus.page.balance')}</dt>
            <dd>{money(b.balance)}</dd>
          </>
        )}
        <dt>{t('bonus.page.wagering')}</dt>
        <dd>{t('bonus.page.progress', { done: money(b.wagered), required: money(b.required) })}</dd>
        <dt>{t('bonus.page.maxBet')}</dt>
        <dd>{money(b.maxBet)}</dd>
        <dt>{t('bonus.page.issued')}</dt>
        <dd>{time(b.issuedAt)}</dd>
        <dt>{t('bonus.page.expires')}</dt>
        <dd>{expires}</dd>
        {b.closedAmount !== null && (
          <>
            <dt>{t(b.state === 'converted' ? 'bonus.page.converted' : 'bonus.page.lost')}</dt>
            <dd>{money(b.closedAmount)}</dd>
          </>
        )}
        {b.closedAt !== null && (
          <>
            <dt>{t('bonus.page.closedAt')}</dt>
            <dd>{time(b.closedAt)}</dd>
          </>
        )}
      </dl>
      <div
        className={styles.progress}
        data-done={b.state === 'converted'}
        role="progressbar"
        aria-label={t('bonus.page.wagering')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${number(percent)}%`}
      >
        <div className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
      {active && <ContributionTable contributions={b.contributions} />}
      {active && (
        <div className={styles.buttons}>
          <button type="button" className="btn" onClick={() => onForfeit(b)}>
            {t('bonus.page.forfeit')}
          </button>
        </div>
      )}
    </li>
  );
}
