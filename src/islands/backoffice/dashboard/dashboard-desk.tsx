import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import { reportsApi } from '#lib/backoffice/reports-api.ts';
import { type Dashboard, DASHBOARD_METRICS, type DashboardMetric } from '#lib/contracts/backoffice-reports.ts';
import { formatDate, formatMoney, formatNumber } from '#lib/format.ts';
import { DEFAULT_TIME_ZONE } from '#lib/time-zone.ts';
import { type RangeChoice, RangePicker, rangeParams, rangeQuery, readParams, readRange, writeParams } from '../reports/range-picker.tsx';
import styles from '../reports/reports.module.css';
import type { DeskProps } from '../desk-props.ts';
import { SupportTile } from './support-tile.tsx';

const DashboardCharts = lazy(() => import('./dashboard-charts.tsx'));

const MONEY: ReadonlySet<DashboardMetric> = new Set(['ggr', 'ngr', 'bonusCost', 'deposits', 'withdrawals', 'stake', 'payout']);
/** Figures where more is worse for the house: their rise shows in the warning colour. */
const COSTS: ReadonlySet<DashboardMetric> = new Set(['bonusCost', 'withdrawals', 'payout']);

/** The dashboard: the range's key figures beside the previous period's, GGR per day and stakes by category. */
export default function DashboardDesk({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>({ preset: 'today' });
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  const [data, setData] = useState<Dashboard | null>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setRange(readRange(readParams(), 'today'));
    setReady(true);
  }, []);
  const load = useCallback(() => {
    setFailed(false);
    reportsApi.dashboard(rangeQuery(range, zone)).then(
      (d) => {
        setData(d);
        if (d.zone !== zone) setZone(d.zone);
      },
      () => setFailed(true),
    );
  }, [range, zone]);
  useEffect(() => {
    if (ready) load();
  }, [ready, load]);

  const choose = (next: RangeChoice) => {
    setRange(next);
    writeParams(rangeParams(next), { range: 'today' });
  };
  const money = (minor: number) => formatMoney(minor, lang, { symbol: data?.symbol ?? '', minorUnits: data?.minorUnits ?? 2 });
  const show = (m: DashboardMetric, v: number) => (MONEY.has(m) ? money(v) : formatNumber(v, lang));
  const day = (ms: number) => (data ? formatDate(ms, lang, data.zone) : '');

  return (
    <div className={styles['desk']}>
      <h1>{t('bo.dashboard.title')}</h1>
      <RangePicker value={range} onChange={choose} />
      {failed && (
        <p role="alert" className={styles['error']}>
          {t('bo.dashboard.error')}{' '}
          <button type="button" className={styles['button']} onClick={load}>
            {t('bo.dashboard.retry')}
          </button>
        </p>
      )}
      {!data && !failed && <p aria-live="polite">{t('bo.dashboard.loading')}</p>}
      {data && (
        <>
          <p className={styles['note']}>
            {t('bo.dashboard.rangeNote', { from: day(data.range.from), to: day(data.range.to - 1), prevFrom: day(data.previous.from), prevTo: day(data.previous.to - 1), zone: data.zone })}
          </p>
          <section aria-labelledby="dashboard-metrics">
            <h2 id="dashboard-metrics" className="visually-hidden">
              {t('bo.dashboard.metrics')}
            </h2>
            <ul className={styles['cards']}>
              {DASHBOARD_METRICS.map((m) => {
                const { value, previous } = data.metrics[m];
                const pct = previous === 0 ? null : Math.round(((value - previous) / Math.abs(previous)) * 1000) / 10;
                const better = COSTS.has(m) ? value < previous : value > previous;
                const tone = value === previous ? 'flat' : better ? 'up' : 'down';
                const text =
                  value === previous ? t('bo.dashboard.same') : pct === null ? t('bo.dashboard.new') : t(value > previous ? 'bo.dashboard.up' : 'bo.dashboard.down', { pct: formatNumber(Math.abs(pct), lang) });
                return (
                  <li key={m} className={styles['card']} data-metric={m}>
                    <p className={styles['cardLabel']}>{t(`bo.dashboard.metric.${m}`)}</p>
                    <p className={styles['cardValue']}>{show(m, value)}</p>
                    <p className={`${styles['change']} ${styles[tone]}`}>
                      <span aria-hidden="true">{value === previous ? '→' : value > previous ? '▲' : '▼'} </span>
                      {text}
                    </p>
                    <p className={styles['change']}>{t('bo.dashboard.previous', { value: show(m, previous) })}</p>
                  </li>
                );
              })}
            </ul>
          </section>
          {data.categories.length === 0 && <p className={styles['note']}>{t('bo.dashboard.noBets')}</p>}
          <Suspense fallback={<p>{t('bo.dashboard.loading')}</p>}>
            <DashboardCharts data={data} lang={lang} money={money} />
          </Suspense>
          <details className={styles['details']}>
            <summary>{t('bo.dashboard.categoryTable')}</summary>
            <table>
              <caption className="visually-hidden">{t('bo.dashboard.categoryTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bo.dashboard.col.category')}</th>
                  <th scope="col">{t('bo.reports.col.betCount')}</th>
                  <th scope="col">{t('bo.reports.col.stake')}</th>
                  <th scope="col">{t('bo.reports.col.payout')}</th>
                  <th scope="col">{t('bo.reports.col.ggr')}</th>
                  <th scope="col">{t('bo.dashboard.previousSeries')}</th>
                </tr>
              </thead>
              <tbody>
                {data.categories.map((c) => (
                  <tr key={c.category}>
                    <th scope="row">{t(`bo-reports.row.${c.category}`, { defaultValue: c.category })}</th>
                    <td>{formatNumber(c.betCount, lang)}</td>
                    <td>{money(c.stake)}</td>
                    <td>{money(c.payout)}</td>
                    <td>{money(c.ggr)}</td>
                    <td>{money(c.previousStake)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
      {can(staff.role, 'support.read') && <SupportTile lang={lang} />}
    </div>
  );
}
