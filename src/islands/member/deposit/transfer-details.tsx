import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '#lib/types/cashier.ts';
import styles from '../cashier/cashier.module.css';

/** The channel's details the operator set (where to send the money), in a fixed order with translated labels. */
const DETAILS = ['bank', 'wallet', 'accountName', 'accountNumber', 'number', 'branch', 'processing'] as const;

export function TransferDetails({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const shown = DETAILS.filter((k) => typeof channel.details[k] === 'string' && channel.details[k] !== '');
  if (shown.length === 0) return null;
  return (
    <div className={styles.section}>
      <h5 className={styles.sectionTitle}>{t('cashier.deposit.sendTo')}</h5>
      <dl className={styles.pairs}>
        {shown.map((k) => (
          <Fragment key={k}>
            <dt>{t(`cashier.deposit.detail.${k}`)}</dt>
            <dd>{String(channel.details[k])}</dd>
          </Fragment>
        ))}
      </dl>
      <p className={styles.muted}>{t('cashier.deposit.sendToHint')}</p>
    </div>
  );
}
