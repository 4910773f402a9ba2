import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '#lib/contracts/backoffice-reports.ts';
import { localDigits } from '#lib/format.ts';
import styles from '../reports/reports.module.css';

const COLOURS = { accent: '#f5b942', teal: '#2dd4bf', muted: '#a3b0c5', grid: '#2a3654' };

/** GGR per day (line) and stakes by category against the previous period (bars), money in currency units. */
export default function DashboardCharts({ data, lang, money }: { data: Dashboard; lang: string; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const unit = 10 ** data.minorUnits;
  const days = data.days.map((d) => ({ label: localDigits(d.day.slice(5), lang), ggr: d.ggr / unit }));
  const categories = data.categories.map((c) => ({ label: t(`bo-reports.row.${c.category}`, { defaultValue: c.category }), stake: c.stake / unit, previous: c.previousStake / unit }));
  const axis = { stroke: COLOURS.muted, fontSize: 11, tickLine: false };
  const compact = (v: number) => localDigits(new Intl.NumberFormat('en', { notation: 'compact' }).format(v), lang);
  const tooltip = { contentStyle: { background: '#131c31', border: `1px solid ${COLOURS.grid}`, borderRadius: 8 }, labelStyle: { color: '#e8eef8' }, formatter: (v: unknown) => money(Math.round(Number(v) * unit)) };
  return (
    <div className={styles['charts']}>
      <figure className={styles['chartCard']}>
        <figcaption>{t('bo.dashboard.ggrPerDay')}</figcaption>
        <div className={styles['chart']} role="img" aria-label={t('bo.dashboard.ggrPerDay')}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke={COLOURS.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" {...axis} minTickGap={16} />
              <YAxis {...axis} width={56} tickFormatter={compact} />
              <Tooltip {...tooltip} />
              <Line type="monotone" dataKey="ggr" name={t('bo.dashboard.metric.ggr')} stroke={COLOURS.accent} strokeWidth={2} dot={days.length <= 31} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className={styles['chartCard']}>
        <figcaption>{t('bo.dashboard.byCategory')}</figcaption>
        <div className={styles['chart']} role="img" aria-label={t('bo.dashboard.byCategory')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={categories} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke={COLOURS.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" {...axis} interval={0} />
              <YAxis {...axis} width={56} tickFormatter={compact} />
              <Tooltip {...tooltip} cursor={{ fill: 'rgb(255 255 255 / 4%)' }} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar dataKey="stake" name={t('bo.dashboard.current')} fill={COLOURS.accent} radius={[3, 3, 0, 0]} isAnimationActive={false} />
              <Bar dataKey="previous" name={t('bo.dashboard.previousSeries')} fill={COLOURS.teal} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
