import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { deposits } from '#lib/stores/cashier.ts';
import type { Deposit, DepositStatus } from '#lib/types/cashier.ts';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import styles from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { StatusChip, type Tone } from '../cashier/status-chip.tsx';
import { useMoney } from '../cashier/use-money.ts';

const TONE: Record<DepositStatus, Tone> = { pending: 'wait', credited: 'good', rejected: 'bad', failed: 'bad' };
const col = columnHelper<Deposit>();

/** The member's recent deposits with their state; it follows the server's events (a credit shows at once). */
export function DepositList() {
  const { t } = useTranslation();
  const list = useStore(deposits.$store);
  const { money, time } = useMoney();
  const columns = [
    col.display({ id: 'time', header: t('cashier.col.time'), cell: (c) => time(c.row.original.time), meta: { label: t('cashier.col.time') } }),
    col.display({ id: 'channel', header: t('cashier.col.method'), cell: (c) => c.row.original.channel, meta: { label: t('cashier.col.method') } }),
    col.display({ id: 'amount', header: t('cashier.col.amount'), cell: (c) => money(c.row.original.amount), meta: { label: t('cashier.col.amount'), align: 'end' } }),
    col.display({
      id: 'status',
      header: t('cashier.col.status'),
      cell: (c) => (
        <>
          <StatusChip tone={TONE[c.row.original.status]}>{t(`cashier.deposit.status.${c.row.original.status}`)}</StatusChip>
          {c.row.original.note && <span className={styles.muted}> {c.row.original.note}</span>}
        </>
      ),
      meta: { label: t('cashier.col.status') },
    }),
  ] satisfies DataColumns<Deposit>;
  return (
    <section className={styles.section} aria-labelledby="deposit-recent">
      <h4 id="deposit-recent" className={styles.sectionTitle}>
        {t('cashier.deposit.recent')}
      </h4>
      <RemoteView value={list} retry={() => void deposits.load()}>
        {(rows) => (
          <DataTable
            stack
            label={t('cashier.deposit.recent')}
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
