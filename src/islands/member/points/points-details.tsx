import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsDetail } from '#lib/contracts/points.ts';
import { type DateRange, presetRange } from '#lib/date-presets.ts';
import { formatPoints, type PointsType, signedPoints } from '#lib/points-format.ts';
import { fetchPointsDetails, POINTS_KEYS } from '#lib/stores/points.ts';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import { DateRangeFilter } from '../../common/date-range/date-range-filter.tsx';
import cashier from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { useMoney } from '../cashier/use-money.ts';
import { useQuery } from '../cashier/use-query.ts';

const PAGE_SIZE = 20;
/** Spec §2 points details filters (fish and convert have lines of their own). */
const FILTERS: PointsType[] = ['live', 'slots', 'fish', 'sports', 'lottery', 'pvp', 'deposit', 'redeem', 'convert'];
const col = columnHelper<PointsDetail>();

/** Every change of the member's points, newest first: type, change, balance after and a remark. */
export function PointsDetails() {
  const { t, i18n } = useTranslation();
  const { money, time, zone } = useMoney();
  const [range, setRange] = useState<DateRange>(() => presetRange('last7', Date.now(), zone));
  const [type, setType] = useState<PointsType | null>(null);
  const [page, setPage] = useState(1);
  const query = { ...range, pageNo: page, pageSize: PAGE_SIZE, ...(type ? { type } : {}) };
  const { value, reload, busy } = useQuery(POINTS_KEYS.details, query, fetchPointsDetails);
  const lang = i18n.language;

  const remark = (r: PointsDetail): string => {
    const parts: string[] = [];
    if (r.validBet !== null) parts.push(t(r.validBet < 0 ? 'points.remark.rolledBack' : 'points.remark.validBet', { amount: money(Math.abs(r.validBet)) }));
    if (r.deposit !== null) parts.push(t('points.remark.deposit', { amount: money(r.deposit) }));
    if (r.cash !== null) parts.push(t('points.remark.cash', { amount: money(r.cash) }));
    if (r.owed !== null && r.owed > 0) parts.push(t('points.remark.repaid', { points: formatPoints(r.owed, lang) }));
    if (r.owed !== null && r.owed < 0) parts.push(t('points.remark.owed', { points: formatPoints(-r.owed, lang) }));
    if (r.remark) parts.push(r.remark);
    return parts.join(' · ');
  };

  const columns = [
    col.display({ id: 'time', header: t('points.col.time'), cell: (c) => time(c.row.original.time), meta: { label: t('points.col.time') } }),
    col.display({ id: 'type', header: t('points.col.type'), cell: (c) => t(`points.type.${c.row.original.type}`), meta: { label: t('points.col.type') } }),
    col.display({
      id: 'points',
      header: t('points.col.change'),
      cell: (c) => <span className={c.row.original.points > 0 ? cashier.positive : cashier.negative}>{signedPoints(c.row.original.points, lang)}</span>,
      meta: { label: t('points.col.change'), align: 'end' },
    }),
    col.display({ id: 'balance', header: t('points.col.balanceAfter'), cell: (c) => formatPoints(c.row.original.balanceAfter, lang), meta: { label: t('points.col.balanceAfter'), align: 'end' } }),
    col.display({ id: 'remark', header: t('points.col.remark'), cell: (c) => remark(c.row.original), meta: { label: t('points.col.remark') } }),
  ] satisfies DataColumns<PointsDetail>;

  return (
    <>
      <div className={cashier.section}>
        <DateRangeFilter value={range} onChange={(r) => (setRange(r), setPage(1))} />
        <div className={cashier.chips} role="radiogroup" aria-label={t('points.col.type')}>
          {[null, ...FILTERS].map((k) => (
            <button key={k ?? 'all'} type="button" role="radio" aria-checked={type === k} className={cashier.chip} onClick={() => (setType(k), setPage(1))}>
              {k ? t(`points.type.${k}`) : t('points.type.all')}
            </button>
          ))}
        </div>
      </div>
      <RemoteView value={value} retry={reload}>
        {(data) => (
          <DataTable
            stack
            label={t('member.menu.pointsDetails')}
            columns={columns}
            data={data.list}
            rowId={(r) => String(r.id)}
            empty={t('points.none')}
            loading={busy}
            page={{ pageNum: data.pageNum, totalPages: data.totalPages, onPage: setPage }}
          />
        )}
      </RemoteView>
    </>
  );
}
