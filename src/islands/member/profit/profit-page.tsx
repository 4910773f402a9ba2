import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRange, presetRange } from '#lib/date-presets.ts';
import { formatDate } from '#lib/format.ts';
import { fetchProfit } from '#lib/stores/records.ts';
import { KEYS } from '#lib/stores/query.ts';
import type { ProfitDay } from '#lib/types/cashier.ts';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import { DateRangeFilter } from '../../common/date-range/date-range-filter.tsx';
import { Figure } from '../cashier/figure.tsx';
import styles from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { useCashierMessages } from '../cashier/use-cashier-messages.ts';
import { useMoney } from '../cashier/use-money.ts';
import { useQuery } from '../cashier/use-query.ts';
import type { MemberPageProps } from '../page-props.ts';

const col = columnHelper<ProfitDay>();

/** Spec §2 personal profit and loss (personalProfit): per day and category, with totals. */
export default function ProfitPage(_: MemberPageProps) {
  useCashierMessages();
  const { t } = useTranslation();
  const { money, signed, number, lang, zone } = useMoney();
  const [range, setRange] = useState<DateRange>(() => presetRange('last7', Date.now(), zone));
  const { value, reload, busy } = useQuery(KEYS.profit, range, fetchProfit);
  const net = (n: number) => <span className={n > 0 ? styles.positive : n < 0 ? styles.negative : undefined}>{signed(n)}</span>;

  const columns = [
    col.display({ id: 'day', header: t('cashier.col.day'), cell: (c) => formatDate(c.row.original.day, lang, zone), meta: { label: t('cashier.col.day') } }),
    col.display({ id: 'category', header: t('cashier.bets.category'), cell: (c) => t(`games.category.${c.row.original.category}`), meta: { label: t('cashier.bets.category') } }),
    col.display({ id: 'bets', header: t('cashier.bets.count'), cell: (c) => number(c.row.original.bets), meta: { label: t('cashier.bets.count'), align: 'end' } }),
    col.display({ id: 'stake', header: t('cashier.col.stake'), cell: (c) => money(c.row.original.stake), meta: { label: t('cashier.col.stake'), align: 'end' } }),
    col.display({ id: 'validBet', header: t('cashier.col.validBet'), cell: (c) => money(c.row.original.validBet), meta: { label: t('cashier.col.validBet'), align: 'end' } }),
    col.display({ id: 'payout', header: t('cashier.col.payout'), cell: (c) => money(c.row.original.payout), meta: { label: t('cashier.col.payout'), align: 'end' } }),
    col.display({ id: 'net', header: t('cashier.col.net'), cell: (c) => net(c.row.original.net), meta: { label: t('cashier.col.net'), align: 'end' } }),
  ] satisfies DataColumns<ProfitDay>;

  return (
    <div className={styles.page}>
      <div className={styles.section}>
        <DateRangeFilter value={range} onChange={setRange} />
      </div>
      <RemoteView value={value} retry={reload}>
        {(data) => (
          <>
            <div className={styles.summary}>
              <Figure label={t('cashier.col.validBet')} value={money(data.totals.validBet)} />
              <Figure label={t('cashier.col.payout')} value={money(data.totals.payout)} />
              <Figure label={t('cashier.col.net')} value={signed(data.totals.net)} tone={data.totals.net > 0 ? 'positive' : data.totals.net < 0 ? 'negative' : undefined} />
            </div>
            <DataTable
              stack
              label={t('member.menu.personalProfit')}
              columns={columns}
              data={data.list}
              rowId={(r) => `${r.day}-${r.category}`}
              empty={t('cashier.profit.none')}
              loading={busy}
              footerLabel={t('cashier.common.total')}
              footer={{
                bets: number(data.totals.bets),
                stake: money(data.totals.stake),
                validBet: money(data.totals.validBet),
                payout: money(data.totals.payout),
                net: net(data.totals.net),
              }}
            />
          </>
        )}
      </RemoteView>
    </div>
  );
}
