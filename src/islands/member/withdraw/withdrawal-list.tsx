import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawals } from '#lib/stores/cashier.ts';
import type { Withdrawal } from '#lib/types/cashier.ts';
import styles from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { StatusChip, type Tone } from '../cashier/status-chip.tsx';
import { useMoney } from '../cashier/use-money.ts';
import { ReceiptForm } from './receipt-form.tsx';
import list from './withdrawals.module.css';

/** Spec §4 withdrawal states as the member sees them. */
export function withdrawalState(w: Withdrawal): { key: string; tone: Tone } {
  if (w.status === 'pending') return { key: 'pending', tone: 'wait' };
  if (w.status === 'rejected') return { key: 'rejected', tone: 'bad' };
  if (w.receipt === null) return { key: 'paid', tone: 'wait' };
  if (w.receipt === 'not_received') return { key: 'not_received', tone: 'bad' };
  return { key: w.receipt, tone: 'good' };
}

/** The member's withdrawals, newest first; a payout waiting for confirmation offers the receipt form. */
export function WithdrawalList() {
  const { t } = useTranslation();
  const value = useStore(withdrawals.$store);
  return (
    <section className={styles.section} aria-labelledby="withdrawals-title">
      <h4 id="withdrawals-title" className={styles.sectionTitle}>
        {t('cashier.withdraw.list')}
      </h4>
      <RemoteView value={value} retry={() => void withdrawals.load()}>
        {(rows) =>
          rows.length === 0 ? (
            <p className={styles.muted}>{t('cashier.withdraw.none')}</p>
          ) : (
            <ul className={styles.list}>
              {rows.slice(0, 20).map((w) => (
                <WithdrawalItem key={w.id} withdrawal={w} />
              ))}
            </ul>
          )
        }
      </RemoteView>
    </section>
  );
}

function WithdrawalItem({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const { money, time } = useMoney();
  const [confirming, setConfirming] = useState(false);
  const state = withdrawalState(w);
  const label = t('cashier.withdraw.item', { id: w.id });
  return (
    <li className={list.item} aria-label={label}>
      <div className={list.head}>
        <span className={list.amount}>{money(w.amount)}</span>
        <StatusChip tone={state.tone}>{t(`cashier.withdraw.state.${state.key}`)}</StatusChip>
      </div>
      <dl className={styles.pairs}>
        <dt>{t('cashier.withdraw.toAccount')}</dt>
        <dd>{w.account}</dd>
        <dt>{t('cashier.col.time')}</dt>
        <dd>{time(w.time)}</dd>
        {w.fee > 0 && (
          <>
            <dt>{t('cashier.deposit.feeLabel')}</dt>
            <dd>{money(w.fee)}</dd>
          </>
        )}
        {w.receivedAmount !== null && (
          <>
            <dt>{t('cashier.receipt.received')}</dt>
            <dd>{money(w.receivedAmount)}</dd>
          </>
        )}
        {w.remaining !== null && w.remaining > 0 && (
          <>
            <dt>{t('cashier.receipt.remaining')}</dt>
            <dd>{money(w.remaining)}</dd>
          </>
        )}
        {w.note && (
          <>
            <dt>{t('cashier.withdraw.reason')}</dt>
            <dd>{w.note}</dd>
          </>
        )}
      </dl>
      {w.status === 'pending' && <p className={styles.muted}>{t('cashier.withdraw.heldNote', { amount: money(w.amount) })}</p>}
      {w.status === 'paid' && w.receipt === null && (
        <>
          {w.autoReceiptAt !== null && <p className={styles.muted}>{t('cashier.receipt.autoAt', { time: time(w.autoReceiptAt) })}</p>}
          {confirming ? (
            <ReceiptForm withdrawal={w} onCancel={() => setConfirming(false)} />
          ) : (
            <div className={styles.buttons}>
              <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
                {t('cashier.receipt.open')}
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
