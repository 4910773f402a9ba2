import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '#lib/categories.ts';
import { type DateRange, presetRange } from '#lib/date-presets.ts';
import { $shell } from '#lib/stores/site.ts';
import { fetchBetRecords } from '#lib/stores/records.ts';
import { KEYS } from '#lib/stores/query.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import { DateRangeFilter } from '../../common/date-range/date-range-filter.tsx';
import styles from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { useCashierMessages } from '../cashier/use-cashier-messages.ts';
import { useMoney } from '../cashier/use-money.ts';
import { useQuery } from '../cashier/use-query.ts';
import type { MemberPageProps } from '../page-props.ts';
import { useBetColumns } from './bet-columns.tsx';
import { Figure } from '../cashier/figure.tsx';

const PAGE_SIZE = 20;
const STATUSES = ['open', 'settled', 'rolled_back'] as const;

/** Spec §2 betting record (personalHistoryCopy): filters by category, vendor, status and dates; totals; pages. */
export default function BetRecordPage(_: MemberPageProps) {
  useCashierMessages();
  const { t } = useTranslation();
  const { money, signed, number, zone } = useMoney();
  const shell = useStore($shell);
  const [range, setRange] = useState<DateRange>(() => presetRange('last7', Date.now(), zone));
  const [category, setCategory] = useState('');
  const [vendor, setVendor] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const columns = useBetColumns();
  const vendors = (shell?.categories ?? []).filter((c) => !category || c.gameCategory === category).flatMap((c) => c.vendors);
  const uniqueVendors = [...new Map(vendors.map((v) => [v.vassalage, v])).values()];

  const query = { ...range, pageNo: page, pageSize: PAGE_SIZE, ...(category ? { gameType: category } : {}), ...(vendor ? { vassalage: vendor } : {}), ...(status ? { status } : {}) };
  const { value, reload, busy } = useQuery(KEYS.betRecords, query, fetchBetRecords);
  const filter = (set: (v: string) => void) => (v: string) => (set(v), setPage(1));

  return (
    <div className={styles.page}>
      <div className={styles.section}>
        <DateRangeFilter value={range} onChange={(r) => (setRange(r), setPage(1))} />
        <div className={styles.toolbar}>
          <label className={styles.selectField}>
            {t('cashier.bets.category')}
            <select className={styles.select} value={category} onChange={(e) => (filter(setCategory)(e.target.value), setVendor(''))}>
              <option value="">{t('cashier.common.all')}</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`games.category.${c}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.selectField}>
            {t('cashier.bets.vendor')}
            <select className={styles.select} value={vendor} onChange={(e) => filter(setVendor)(e.target.value)}>
              <option value="">{t('cashier.common.all')}</option>
              {uniqueVendors.map((v) => (
                <option key={v.vassalage} value={v.vassalage}>
                  {v.displayName}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.selectField}>
            {t('cashier.bets.status')}
            <select className={styles.select} value={status} onChange={(e) => filter(setStatus)(e.target.value)}>
              <option value="">{t('cashier.common.all')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`cashier.bets.state.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <RemoteView value={value} retry={reload}>
        {(data) => (
          <>
            <div className={styles.summary}>
              <Figure label={t('cashier.bets.count')} value={number(data.total)} />
              <Figure label={t('cashier.col.stake')} value={money(data.totals.stake)} />
              <Figure label={t('cashier.col.validBet')} value={money(data.totals.validBet)} />
              <Figure label={t('cashier.col.payout')} value={money(data.totals.payout)} />
              <Figure label={t('cashier.col.net')} value={signed(data.totals.net)} tone={data.totals.net > 0 ? 'positive' : data.totals.net < 0 ? 'negative' : undefined} />
            </div>
            <DataTable
              stack
              label={t('member.menu.personalHistoryCopy')}
              columns={columns}
              data={data.list}
              rowId={(r) => String(r.id)}
              empty={t('cashier.bets.none')}
              loading={busy}
              page={{ pageNum: data.pageNum, totalPages: data.totalPages, onPage: setPage }}
            />
          </>
        )}
      </RemoteView>
    </div>
  );
}
