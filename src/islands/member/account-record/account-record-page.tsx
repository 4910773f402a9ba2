import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordsCsvUrl } from '#lib/cashier-api.ts';
import { type DateRange, presetRange } from '#lib/date-presets.ts';
import { fetchAccountRecords } from '#lib/stores/records.ts';
import { KEYS } from '#lib/stores/query.ts';
import type { RecordLine, RecordType } from '#lib/types/cashier.ts';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import { DateRangeFilter } from '../../common/date-range/date-range-filter.tsx';
import { Icon } from '../../common/icon.tsx';
import { Figure } from '../cashier/figure.tsx';
import styles from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { useCashierMessages } from '../cashier/use-cashier-messages.ts';
import { useMoney } from '../cashier/use-money.ts';
import { useQuery } from '../cashier/use-query.ts';
import type { MemberPageProps } from '../page-props.ts';

const PAGE_SIZE = 20;
const TYPES: RecordType[] = ['deposit', 'withdrawal', 'bet', 'transfer', 'bonus', 'wage'];
const col = columnHelper<RecordLine>();

/** Spec §2 account record (transactionHistory): every movement of the main wallet with the balance after it. */
export default function AccountRecordPage(_: MemberPageProps) {
  useCashierMessages();
  const { t, i18n } = useTranslation();
  const { money, signed, time, zone } = useMoney();
  const [range, setRange] = useState<DateRange>(() => presetRange('last7', Date.now(), zone));
  const [type, setType] = useState<RecordType | ''>('');
  const [page, setPage] = useState(1);
  const query = { ...range, pageNo: page, pageSize: PAGE_SIZE, ...(type ? { type } : {}) };
  const { value, reload, busy } = useQuery(KEYS.accountRecords, query, fetchAccountRecords);
  const kind = (k: string) => (i18n.exists(`cashier.record.kind.${k}`) ? t(`cashier.record.kind.${k}`) : k);

  const columns = [
    col.display({ id: 'time', header: t('cashier.col.time'), cell: (c) => time(c.row.original.time), meta: { label: t('cashier.col.time') } }),
    col.display({ id: 'kind', header: t('cashier.col.type'), cell: (c) => kind(c.row.original.kind), meta: { label: t('cashier.col.type') } }),
    col.display({
      id: 'amount',
      header: t('cashier.col.change'),
      cell: (c) => <span className={c.row.original.amount > 0 ? styles.positive : styles.negative}>{signed(c.row.original.amount)}</span>,
      meta: { label: t('cashier.col.change'), align: 'end' },
    }),
    col.display({ id: 'balance', header: t('cashier.col.balanceAfter'), cell: (c) => money(c.row.original.balance), meta: { label: t('cashier.col.balanceAfter'), align: 'end' } }),
  ] satisfies DataColumns<RecordLine>;

  return (
    <div className={styles.page}>
      <div className={styles.section}>
        <DateRangeFilter value={range} onChange={(r) => (setRange(r), setPage(1))} />
        <div className={styles.toolbar}>
          <label className={styles.selectField}>
            {t('cashier.col.type')}
            <select className={styles.select} value={type} onChange={(e) => (setType(e.target.value as RecordType | ''), setPage(1))}>
              <option value="">{t('cashier.common.all')}</option>
              {TYPES.map((k) => (
                <option key={k} value={k}>
                  {t(`cashier.record.type.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <a className="btn" href={recordsCsvUrl({ ...range, type: type || undefined })} download>
            <Icon name="record" />
            {t('cashier.record.csv')}
          </a>
        </div>
      </div>
      <RemoteView value={value} retry={reload}>
        {(data) => (
          <>
            <div className={styles.summary}>
              <Figure label={t('cashier.record.in')} value={money(data.totals.in)} tone="positive" />
              <Figure label={t('cashier.record.out')} value={money(data.totals.out)} tone="negative" />
              <Figure label={t('cashier.record.net')} value={signed(data.totals.in - data.totals.out)} />
            </div>
            <DataTable
              stack
              label={t('member.menu.transactionHistory')}
              columns={columns}
              data={data.list}
              rowId={(r) => String(r.id)}
              empty={t('cashier.record.none')}
              loading={busy}
              page={{ pageNum: data.pageNum, totalPages: data.totalPages, onPage: setPage }}
            />
          </>
        )}
      </RemoteView>
    </div>
  );
}
