import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { downsample } from '#lib/downsample.ts';
import { localDigits } from '#lib/format.ts';
import { INCOME_KINDS, type IncomePoint } from '#lib/types/agents.ts';
import { CHART_COLOURS } from './overview-charts.tsx';
import { useFormat } from './use-format.ts';
import styles from './agent.module.css';

const COLOURS = [CHART_COLOURS.accent, CHART_COLOURS.teal, '#818cf8', '#f472b6', CHART_COLOURS.muted];

/** My Income over time, stacked by kind. */
export default function IncomeChart({ series }: { series: IncomePoint[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const unit = 10 ** f.currency.minorUnits;
  const flat = series.map((p) => ({ t: p.t, date: p.date, ...Object.fromEntries(INCOME_KINDS.map((k) => [k, p.byKind[k]])) }) as { t: number; date: string } & Record<(typeof INCOME_KINDS)[number], number>);
  const points = downsample(flat, [...INCOME_KINDS]).map((p) => ({ label: localDigits(p.date.slice(5), f.lang), ...Object.fromEntries(INCOME_KINDS.map((k) => [k, p[k] / unit])) }));
  const axis = { stroke: CHART_COLOURS.muted, fontSize: 11, tickLine: false };
  return (
    <figure className={styles.card} style={{ margin: 0 }}>
      <figcaption className={styles.cardTitle}>{t('agent.income.chart')}</figcaption>
      <div className={styles.chart} role="img" aria-label={t('agent.income.chart')}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={CHART_COLOURS.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" {...axis} minTickGap={16} />
            <YAxis {...axis} width={64} tickFormatter={(v: number) => localDigits(new Intl.NumberFormat('en', { notation: 'compact' }).format(v), f.lang)} />
            <Tooltip
              contentStyle={{ background: '#131c31', border: `1px solid ${CHART_COLOURS.grid}`, borderRadius: 8 }}
              labelStyle={{ color: '#e8eef8' }}
              cursor={{ fill: 'rgb(255 255 255 / 4%)' }}
              formatter={(v) => f.money(Math.round(Number(v) * unit))}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {INCOME_KINDS.map((k, i) => (
              <Bar key={k} dataKey={k} stackId="income" name={t(`agent.kind.${k}`)} fill={COLOURS[i] ?? CHART_COLOURS.muted} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
