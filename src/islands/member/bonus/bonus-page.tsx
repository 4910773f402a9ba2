import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { bonuses } from '#lib/stores/cashier.ts';
import styles from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { StatusChip } from '../cashier/status-chip.tsx';
import { useCashierMessages } from '../cashier/use-cashier-messages.ts';
import { useMoney } from '../cashier/use-money.ts';
import type { MemberPageProps } from '../page-props.ts';

/** Spec §2 bonus details (bonusDetails): each bonus with its wagering progress. */
export default function BonusPage(_: MemberPageProps) {
  useCashierMessages();
  const { t } = useTranslation();
  const { money, time, number } = useMoney();
  const value = useStore(bonuses.$store);
  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t('cashier.bonus.intro')}</p>
      <RemoteView value={value} retry={() => void bonuses.load()}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.section}>{t('cashier.bonus.none')}</p>
          ) : (
            <ul className={styles.list}>
              {list.map((b) => {
                const percent = b.wageringRequired > 0 ? Math.min(100, Math.floor((b.wagered / b.wageringRequired) * 100)) : 100;
                const done = b.status === 'completed';
                return (
                  <li key={b.id} className={styles.section}>
                    <div className={styles.sectionHead}>
                      <span className={styles.choiceName}>{b.reason}</span>
                      <StatusChip tone={done ? 'good' : 'wait'}>{t(`cashier.bonus.status.${b.status}`)}</StatusChip>
                    </div>
                    <dl className={styles.pairs}>
                      <dt>{t('cashier.col.amount')}</dt>
                      <dd className={styles.accent}>{money(b.amount)}</dd>
                      <dt>{t('cashier.bonus.granted')}</dt>
                      <dd>{time(b.grantedAt)}</dd>
                      <dt>{t('cashier.bonus.wagering')}</dt>
                      <dd>{b.wageringRequired > 0 ? t('cashier.bonus.progress', { done: money(b.wagered), required: money(b.wageringRequired) }) : t('cashier.bonus.noWagering')}</dd>
                    </dl>
                    <div
                      className={styles.progress}
                      data-done={done}
                      role="progressbar"
                      aria-label={t('cashier.bonus.wagering')}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percent}
                      aria-valuetext={`${number(percent)}%`}
                    >
                      <div className={styles.progressBar} style={{ width: `${percent}%` }} />
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        }
      </RemoteView>
    </div>
  );
}
