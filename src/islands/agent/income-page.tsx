import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_PATHS, csvUrl } from '#lib/agent-api.ts';
import { incomeReport, dataOf } from '#lib/stores/agent-centre.ts';
import { INCOME_KINDS, type Preset } from '#lib/types/agents.ts';
import { DataTable } from '../common/data-table/data-table.tsx';
import { DatePresetFilter } from '../common/date-preset-filter.tsx';
import { ErrorText, Kpi, toneOf } from './parts.tsx';
import { incomeColumns } from './report-columns.tsx';
import { useFormat } from './use-format.ts';
import styles from './agent.module.css';

const IncomeChart = lazy(() => import('./income-chart.tsx'));

/** My Income: what the agent was paid by kind and over time, and the settlement records behind it. */
export default function IncomePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const state = useStore(incomeReport.$state);
  const [preset, setPreset] = useState<Preset>('prev30');
  const [kind, setKind] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const kindId = useId();
  const q = useMemo(() => ({ preset, kind: kind || undefined }), [preset, kind]);
  useEffect(() => void incomeReport.load({ ...q, pageNo, pageSize: 20 }), [q, pageNo]);
  const columns = useMemo(() => incomeColumns(t, f), [t, f]);
  const data = dataOf(state);

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <DatePresetFilter value={preset} onChange={(p) => (setPreset(p), setPageNo(1))} />
        <div className={styles.field}>
          <label htmlFor={kindId}>{t('agent.col.kind')}</label>
          <select id={kindId} value={kind} onChange={(e) => (setKind(e.target.value), setPageNo(1))}>
            <option value="">{t('agent.filter.any')}</option>
            {INCOME_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`agent.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <a className={`btn ${styles.small}`} href={csvUrl(AGENT_PATHS.income, q)} download>
          {t('agent.table.csv')}
        </a>
      </div>
      {state.state === 'error' && <ErrorText error={state.error} />}
      {data && (
        <>
          <dl className={styles.kpis}>
            <Kpi highlight label={t('agent.income.total')} value={f.money(data.totals.total)} tone={toneOf(data.totals.total)} />
            {INCOME_KINDS.map((k) => (
              <Kpi key={k} label={t(`agent.kind.${k}`)} value={f.money(data.totals.byKind[k])} />
            ))}
          </dl>
          {data.totals.total === 0 ? (
            <p className={styles.muted}>{t('agent.income.nonePaid')}</p>
          ) : (
            <Suspense fallback={<div className={styles.chart} />}>
              <IncomeChart series={data.series} />
            </Suspense>
          )}
        </>
      )}
      <DataTable
        label={t('agent.income.table')}
        columns={columns}
        data={data?.records.list ?? []}
        rowId={(r) => String(r.id)}
        page={data ? { pageNum: data.records.pageNum, totalPages: data.records.totalPages, onPage: setPageNo } : undefined}
        empty={t('agent.income.empty')}
        loading={state.state === 'loading'}
      />
    </div>
  );
}
