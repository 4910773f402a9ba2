import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_PATHS, csvUrl } from '#lib/agent-api.ts';
import { pnlReport, dataOf } from '#lib/stores/agent-centre.ts';
import type { SortState } from '../common/data-table/columns.ts';
import { DataTable } from '../common/data-table/data-table.tsx';
import { ErrorText } from './parts.tsx';
import { pnlColumns } from './report-columns.tsx';
import { type ScopeFilter, ScopeToolbar } from './scope-toolbar.tsx';
import { useFormat } from './use-format.ts';
import styles from './agent.module.css';

/** User Profit and Loss: each active team member's deposits, withdrawals, bets, bonuses and result. */
export default function ProfitLossPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const state = useStore(pnlReport.$state);
  const [filter, setFilter] = useState<ScopeFilter>({ preset: 'prev7', scope: 'all', account: '' });
  const [sort, setSort] = useState<SortState>({ sort: 'net', order: 'desc' });
  const [pageNo, setPageNo] = useState(1);
  const q = useMemo(
    () => ({ preset: filter.preset, scope: filter.scope, account: filter.account || undefined, sort: sort.sort, order: sort.order }),
    [filter, sort],
  );
  useEffect(() => void pnlReport.load({ ...q, pageNo, pageSize: 20 }), [q, pageNo]);
  const columns = useMemo(() => pnlColumns(t, f), [t, f]);
  const data = dataOf(state);
  const m = (n: number | undefined) => f.money(n ?? 0);

  return (
    <div className={styles.stack}>
      <ScopeToolbar value={filter} onChange={(next) => (setFilter(next), setPageNo(1))} csv={csvUrl(AGENT_PATHS.pnl, q)} />
      {state.state === 'error' && <ErrorText error={state.error} />}
      <DataTable
        label={t('agent.pnl.table')}
        columns={columns}
        data={data?.list ?? []}
        rowId={(r) => String(r.memberId)}
        sort={sort}
        onSort={(s) => (setSort(s), setPageNo(1))}
        page={data ? { pageNum: data.pageNum, totalPages: data.totalPages, onPage: setPageNo } : undefined}
        empty={t('agent.pnl.empty')}
        loading={state.state === 'loading'}
        footer={
          data
            ? {
                account: t('agent.table.total'),
                deposits: m(data.totals.deposits),
                withdrawals: m(data.totals.withdrawals),
                betCount: f.count(data.totals.betCount),
                stake: m(data.totals.stake),
                validBet: m(data.totals.validBet),
                payout: m(data.totals.payout),
                bonuses: m(data.totals.bonuses),
                rebates: m(data.totals.rebates),
                profitLoss: m(data.totals.profitLoss),
                net: m(data.totals.net),
              }
            : undefined
        }
      />
    </div>
  );
}
