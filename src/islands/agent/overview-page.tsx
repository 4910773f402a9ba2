import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { overviewReport, dataOf } from '#lib/stores/agent-centre.ts';
import type { Overview, Preset } from '#lib/types/agents.ts';
import { DatePresetFilter } from '../common/date-preset-filter.tsx';
import { ErrorText, Kpi, toneOf } from './parts.tsx';
import { useFormat } from './use-format.ts';
import styles from './agent.module.css';

const OverviewCharts = lazy(() => import('./overview-charts.tsx'));

/**
 * The key figures of a team over a range; `subject` names the downline whose team it is (its
 * income is then that downline's, not the viewer's).
 */
export function OverviewKpis({ data, busy, subject }: { data: Overview; busy: boolean; subject?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <dl className={styles.kpis} aria-label={subject ? t('agent.overview.figuresOf', { account: subject }) : t('agent.overview.figures')} aria-busy={busy || undefined}>
      <Kpi highlight label={t('agent.overview.teamSize')} value={f.count(data.teamSize.total)} note={t('agent.overview.direct', { n: f.count(data.teamSize.direct) })} />
      <Kpi label={t('agent.overview.newRegistrations')} value={f.count(data.totals.newRegistrations)} />
      <Kpi label={t('agent.overview.activeMembers')} value={f.count(data.totals.activeMembers)} />
      <Kpi label={t('agent.overview.firstDeposits')} value={f.count(data.totals.firstDeposits)} note={f.money(data.totals.firstDepositAmount)} />
      <Kpi label={t('agent.overview.deposits')} value={f.money(data.totals.depositAmount)} note={t('agent.overview.times', { n: f.count(data.totals.deposits) })} />
      <Kpi label={t('agent.overview.withdrawals')} value={f.money(data.totals.withdrawalAmount)} note={t('agent.overview.times', { n: f.count(data.totals.withdrawals) })} />
      <Kpi label={t('agent.overview.validBet')} value={f.money(data.totals.validBet)} note={t('agent.overview.bets', { n: f.count(data.totals.betCount) })} />
      <Kpi label={t('agent.overview.profitLoss')} value={f.money(data.totals.profitLoss)} tone={toneOf(data.totals.profitLoss)} />
      <Kpi highlight label={subject ? t('agent.overview.incomeOf', { account: subject }) : t('agent.overview.income')} value={f.money(data.totals.income)} tone={toneOf(data.totals.income)} />
    </dl>
  );
}

/** Team Overview: team size and the range's key figures, with their course over time. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<Preset>('prev7');
  const state = useStore(overviewReport.$state);
  useEffect(() => {
    void overviewReport.load({ preset, granularity: preset === 'today' || preset === 'yesterday' ? 'hour' : 'day' });
  }, [preset]);
  const data = dataOf(state);

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <DatePresetFilter value={preset} onChange={setPreset} />
      </div>
      {state.state === 'error' && <ErrorText error={state.error} />}
      {data ? (
        <>
          <OverviewKpis data={data} busy={state.state === 'loading'} />
          <Suspense fallback={<div className={styles.chart} />}>
            <OverviewCharts series={data.series} hourly={data.bucketMs < 86_400_000} />
          </Suspense>
        </>
      ) : (
        state.state !== 'error' && <p className={styles.muted}>{t('common.loading')}</p>
      )}
    </div>
  );
}
