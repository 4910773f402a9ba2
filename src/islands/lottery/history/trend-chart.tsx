import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendSeries } from '#lib/contracts/lottery-history.ts';
import { localDigits } from '#lib/format.ts';
import styles from './history.module.css';

const COLOURS = { bar: '#2dd4bf', hot: '#f5b942', cold: '#818cf8', axis: '#a3b0c5', grid: '#2a3654' };

/** A series' frequency as bars (hot values gold, cold ones violet); the table beside it says the same in words. */
export function TrendChart({ series, label, lang }: { series: TrendSeries; label: string; lang: string }) {
  const { t } = useTranslation();
  const hot = new Set(series.hot);
  const cold = new Set(series.cold);
  const data = series.values.map((v) => ({ value: localDigits(v.value, lang), count: v.count, tone: hot.has(v.value) ? 'hot' : cold.has(v.value) ? 'cold' : 'bar' }));
  const axis = { stroke: COLOURS.axis, fontSize: 11, tickLine: false };
  return (
    <figure className={styles.chartCard}>
      <figcaption className={styles.chartTitle}>{t('lotteryHistory.trends.frequencyOf', { series: label })}</figcaption>
      <div className={styles.chart} role="img" aria-label={t('lotteryHistory.trends.chartLabel', { series: label, hot: series.hot.map((v) => localDigits(v, lang)).join(', ') || '—', cold: series.cold.map((v) => localDigits(v, lang)).join(', ') || '—' })}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke={COLOURS.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="value" {...axis} interval="preserveStartEnd" minTickGap={4} />
            <YAxis {...axis} allowDecimals={false} width={40} tickFormatter={(v: number) => localDigits(String(v), lang)} />
            <Tooltip
              contentStyle={{ background: '#131c31', border: `1px solid ${COLOURS.grid}`, borderRadius: 8 }}
              labelStyle={{ color: '#e8eef8' }}
              cursor={{ fill: 'rgb(255 255 255 / 4%)' }}
              formatter={(v) => [localDigits(String(v), lang), t('lotteryHistory.trends.count')]}
            />
            <Bar dataKey="count" isAnimationActive={false} radius={[3, 3, 0, 0]}>
              {data.map((d) => (
                <Cell key={d.value} fill={COLOURS[d.tone as keyof typeof COLOURS]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <p className={styles.legend} aria-hidden="true">
        <span data-tone="hot">{t('lotteryHistory.trends.hot')}</span>
        <span data-tone="cold">{t('lotteryHistory.trends.cold')}</span>
      </p>
    </figure>
  );
}
