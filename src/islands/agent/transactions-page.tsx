import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_PATHS, csvUrl } from '#lib/agent-api.ts';
import { transactionsReport, dataOf } from '#lib/stores/agent-centre.ts';
import { DataTable } from '../common/data-table/data-table.tsx';
import { ErrorText, Kpi } from './parts.tsx';
import { transactionColumns } from './report-columns.tsx';
import { type ScopeFilter, ScopeToolbar } from './scope-toolbar.tsx';
import { useFormat } from './use-format.ts';
import styles from './agent.module.css';

const TYPES = ['deposit,withdrawal,transfer', 'deposit', 'withdrawal', 'transfer'] as const;

/** Transaction Details: the team's deposits, withdrawals and transfers, newest first. */
export default function TransactionsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const state = useStore(transactionsReport.$state);
  const [filter, setFilter] = useState<ScopeFilter>({ preset: 'prev7', scope: 'all', account: '' });
  const [type, setType] = useState<string>(TYPES[0]);
  const [pageNo, setPageNo] = useState(1);
  const typeId = useId();
  const q = useMemo(() => ({ preset: filter.preset, scope: filter.scope, account: filter.account || undefined, type }), [filter, type]);
  useEffect(() => void transactionsReport.load({ ...q, pageNo, pageSize: 20 }), [q, pageNo]);
  const columns = useMemo(() => transactionColumns(t, f), [t, f]);
  const data = dataOf(state);

  return (
    <div className={styles.stack}>
      <ScopeToolbar value={filter} onChange={(next) => (setFilter(next), setPageNo(1))} csv={csvUrl(AGENT_PATHS.transactions, q)} />
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={typeId}>{t('agent.col.txType')}</label>
          <select id={typeId} value={type} onChange={(e) => (setType(e.target.value), setPageNo(1))}>
            {TYPES.map((v) => (
              <option key={v} value={v}>
                {v.includes(',') ? t('agent.filter.any') : t(`agent.txType.${v}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {data && (
        <dl className={styles.kpis}>
          <Kpi label={t('agent.overview.deposits')} value={f.money(data.totals.depositAmount)} note={t('agent.overview.times', { n: f.count(data.totals.deposits) })} />
          <Kpi label={t('agent.overview.withdrawals')} value={f.money(data.totals.withdrawalAmount)} note={t('agent.overview.times', { n: f.count(data.totals.withdrawals) })} />
          <Kpi label={t('agent.txType.transfer')} value={f.money(data.totals.transferAmount)} note={t('agent.overview.times', { n: f.count(data.totals.transfers) })} />
        </dl>
      )}
      {state.state === 'error' && <ErrorText error={state.error} />}
      <DataTable
        label={t('agent.tx.table')}
        columns={columns}
        data={data?.list ?? []}
        rowId={(r) => `${r.type}-${r.id}`}
        page={data ? { pageNum: data.pageNum, totalPages: data.totalPages, onPage: setPageNo } : undefined}
        empty={t('agent.tx.empty')}
        loading={state.state === 'loading'}
      />
    </div>
  );
}
