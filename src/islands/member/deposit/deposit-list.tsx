import { useStore } from '@nanostores/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { deposits } from '#lib/stores/cashier.ts';
import type { Deposit, DepositStatus } from '#lib/types/cashier.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import styles from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { StatusChip, type Tone } from '../cashier/status-chip.tsx';
import { useMoney } from '../cashier/use-money.ts';

const TONE: Record<DepositStatus, Tone> = { pending: 'wait', credited: 'good', rejected: 'bad', failed: 'bad' };
const col = createColumnHelper<Deposit>();

/** The member's recent deposits with their state; it follows the server's events (a credit shows at once). */
export function DepositList() {
  const { t } = useTranslation();
  const list = useStore(deposits.$store);
  const { money, time, lang } = useMoney();
  const columns = [
    col.accessor('time', { header: t('cashier.col.time'), cell: (c) => time(c.getValue()), meta: { label: t('cashier.col.time') } }),
    col.accessor('channel', { header: t('cashier.col.method'), meta: { label: t('cashier.col.method') } }),
    col.accessor('amount', { header: t('cashier.col.amount'), cell: (c) => money(c.getValue()), meta: { label: t('cashier.col.amount'), align: 'end' } }),
    col.accessor('status', {
      header: t('cashier.col.status'),
      cell: (c) => (
        <>
          <StatusChip tone={TONE[c.getValue()]}>{t(`cashier.deposit.status.${c.getValue()}`)}</StatusChip>
          {c.row.original.note && <span className={styles.muted}> {c.row.original.note}</span>}
        </>
      ),
      meta: { label: t('cashier.col.status') },
    }),
  ];
  return (
    <section className={styles.section} aria-labelledby="deposit-recent">
      <h4 id="deposit-recent" className={styles.sectionTitle}>
        {t('cashier.deposit.recent')}
      </h4>
      <RemoteView value={list} retry={() => void deposits.load()}>
        {(rows) => (
          <DataTable
            key={lang}
            caption={t('cashier.deposit.recent')}
            columns={columns}
            data={rows.slice(0, 10)}
            rowId={(r) => String(r.id)}
            empty={t('cashier.deposit.none')}
          />
        )}
      </RemoteView>
    </section>
  );
}
