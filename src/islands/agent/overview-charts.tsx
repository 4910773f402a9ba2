import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { downsample } from '#lib/downsample.ts';
import { localDigits } from '#lib/format.ts';
import type { OverviewPoint } from '#lib/types/agents.ts';
import { useFormat } from './use-format.ts';
import styles from './agent.module.css';

const SUMS: (keyof OverviewPoint)[] = ['newRegistrations', 'firstDeposits', 'depositAmount', 'withdrawalAmount', 'validBet', 'profitLoss', 'income', 'stake', 'payout', 'betCount', 'deposits', 'withdrawals', 'firstDepositAmount'];

export const CHART_COLOURS = { accent: '#f5b942', teal: '#2dd4bf', danger: '#f87171', muted: '#a3b0c5', grid: '#2a3654' };

/** The overview's course over time: money per point as lines, registrations and active members as bars. */
export default function OverviewCharts({ series, hourly }: { series: OverviewPoint[]; hourly: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  // Active members are distinct per point and cannot be summed; merged points keep the first point's count.
  const points = downsample(series, SUMS).map((p) => ({
    label: hourly ? localDigits(f.dateTime(p.t).slice(11, 16), f.lang) : localDigits(p.date.slice(5), f.lang),
    validBet: p.validBet / 10 ** f.currency.minorUnits,
    profitLoss: p.profitLoss / 10 ** f.currency.minorUnits,
    deposits: p.depositAmount / 10 ** f.currency.minorUnits,
    newRegistrations: p.newRegistrations,
    activeMembers: p.activeMembers,
  }));
  const money = (v: number) => f.money(Math.round(v * 10 ** f.currency.minorUnits));
  const axis = { stroke: CHART_COLOURS.muted, fontSize: 11, tickLine: false };
  const tooltip = { contentStyle: { background: '#131c31', border: `1px solid ${CHART_COLOURS.grid}`, borderRadius: 8 }, labelStyle: { color: '#e8eef8' } };

  return (
    <div className={styles.two}>
      <figure className={styles.card} style={{ margin: 0 }}>
        <figcaption className={styles.cardTitle}>{t('agent.overview.chartMoney')}</figcaption>
        <div className={styles.chart} role="img" aria-label={t('agent.overview.chartMoney')}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" {...axis} minTickGap={16} />
              <YAxis {...axis} width={64} tickFormatter={(v: number) => localDigits(new Intl.NumberFormat('en', { notation: 'compact' }).format(v), f.lang)} />
              <Tooltip {...tooltip} formatter={(v) => money(Number(v))} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Line type="monotone" dataKey="validBet" name={t('agent.overview.validBet')} stroke={CHART_COLOURS.accent} dot={false} strokeWidth={2} />
              <Line type="monotone" dataKey="deposits" name={t('agent.overview.deposits')} stroke={CHART_COLOURS.teal} dot={false} strokeWidth={2} />
              <Line type="monotone" dataKey="profitLoss" name={t('agent.overview.profitLoss')} stroke={CHART_COLOURS.danger} dot={false} strokeWidth={2} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className={styles.card} style={{ margin: 0 }}>
        <figcaption className={styles.cardTitle}>{t('agent.overview.chartPeople')}</figcaption>
        <div className={styles.chart} role="img" aria-label={t('agent.overview.chartPeople')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" {...axis} minTickGap={16} />
              <YAxis {...axis} width={40} allowDecimals={false} tickFormatter={(v: number) => f.count(v)} />
              <Tooltip {...tooltip} formatter={(v) => f.count(Number(v))} cursor={{ fill: 'rgb(255 255 255 / 4%)' }} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar dataKey="newRegistrations" name={t('agent.overview.newRegistrations')} fill={CHART_COLOURS.accent} radius={[3, 3, 0, 0]} />
              <Bar dataKey="activeMembers" name={t('agent.overview.activeMembers')} fill={CHART_COLOURS.teal} radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
