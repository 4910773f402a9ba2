import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentInfo, dataOf, wageReport } from '#lib/stores/agent-centre.ts';
import type { Kind } from '#lib/types/agents.ts';
import { DataTable } from '../common/data-table/data-table.tsx';
import { ContractCard } from './contract-card.tsx';
import { ErrorText, Kpi } from './parts.tsx';
import { incomeColumns } from './report-columns.tsx';
import { TermsView } from './terms-view.tsx';
import { useFormat } from './use-format.ts';
import styles from './agent.module.css';

/**
 * A Dividend, Daily Wages, Hourly Salary or Real-Time Salary page (spec §7 relay calls): the
 * agent's terms, offers waiting, the running period's estimate, the contracts it gave, and the
 * settlement records of the last 30 days.
 */
function WagePage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const f = useFormat();
  const report = wageReport(kind);
  const state = useStore(report.$state);
  const info = useStore(agentInfo.$state);
  const [pageNo, setPageNo] = useState(1);
  useEffect(() => void report.load({ pageNo }), [report, pageNo]);
  const columns = useMemo(() => incomeColumns(t, f), [t, f]);
  const data = dataOf(state);
  const me = dataOf(info)?.id ?? 0;

  if (state.state === 'error') return <ErrorText error={state.error} />;
  if (!data) return <p className={styles.muted}>{t('common.loading')}</p>;
  return (
    <div className={styles.stack}>
      {kind === 'realtime_salary' && <p className={styles.muted}>{t('agent.wages.realtimeNote')}</p>}
      <div className={styles.two}>
        <section className={styles.card} aria-label={t('agent.wages.own')}>
          <h4 className={styles.cardTitle}>{t('agent.wages.own')}</h4>
          {data.own ? (
            <>
              <p className={styles.muted}>
                {t(data.own.source === 'house' ? 'agent.contracts.sourceHouse' : 'agent.contracts.sourceContract')} · {t('agent.wages.headline', { rate: f.rate(data.own.headlineRate) })}
              </p>
              <TermsView kind={kind} terms={data.own.terms} />
            </>
          ) : (
            <p className={styles.muted}>{t('agent.contracts.noTerms')}</p>
          )}
        </section>
        {data.current && (
          <section className={styles.card} aria-label={t('agent.wages.current')}>
            <h4 className={styles.cardTitle}>{t('agent.wages.current')}</h4>
            <p className={styles.muted}>
              {f.dateTime(data.current.period.start).slice(0, 16)} – {f.dateTime(data.current.period.end).slice(0, 16)}
            </p>
            <dl className={styles.kpis}>
              <Kpi label={t('agent.col.validBet')} value={f.money(data.current.validBet)} />
              {kind === 'dividend' && <Kpi label={t('agent.col.teamProfit')} value={f.money(data.current.profit)} />}
              {kind === 'dividend' && <Kpi label={t('agent.col.activeMembers')} value={f.count(data.current.activeMembers)} />}
              <Kpi label={t('agent.col.rate')} value={f.rate(data.current.rate)} />
              <Kpi label={t('agent.col.downlineCost')} value={f.money(data.current.estimatedDownlineCost)} />
              <Kpi highlight label={t('agent.wages.estimate')} value={f.money(data.current.estimatedAmount)} />
            </dl>
          </section>
        )}
      </div>
      {data.offers.length > 0 && (
        <section className={styles.stack} aria-label={t('agent.contracts.offers')}>
          <h4 className={styles.cardTitle}>{t('agent.contracts.offers')}</h4>
          <div className={styles.contracts}>
            {data.offers.map((c) => (
              <ContractCard key={c.id} contract={c} me={me} />
            ))}
          </div>
        </section>
      )}
      <section className={styles.stack} aria-label={t('agent.contracts.given')}>
        <h4 className={styles.cardTitle}>{t('agent.contracts.given')}</h4>
        {data.given.length ? (
          <div className={styles.contracts}>
            {data.given.map((c) => (
              <ContractCard key={c.id} contract={c} me={me} />
            ))}
          </div>
        ) : (
          <p className={styles.muted}>{t('agent.contracts.noneGiven')}</p>
        )}
      </section>
      <h4 className={styles.cardTitle}>{t('agent.wages.records')}</h4>
      <DataTable
        label={t('agent.wages.records')}
        columns={columns}
        data={data.records.list}
        rowId={(r) => String(r.id)}
        page={{ pageNum: data.records.pageNum, totalPages: data.records.totalPages, onPage: setPageNo }}
        empty={t('agent.income.empty')}
        loading={state.state === 'loading'}
        footer={{ periodStart: t('agent.table.total'), amount: f.money(data.records.totals.amount) }}
      />
    </div>
  );
}

export const DividendPage = () => <WagePage kind="dividend" />;
export const DailyWagesPage = () => <WagePage kind="daily_wage" />;
export const HourlySalaryPage = () => <WagePage kind="hourly_wage" />;
export const RealTimeSalaryPage = () => <WagePage kind="realtime_salary" />;
