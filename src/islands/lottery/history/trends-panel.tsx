import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TREND_WINDOWS, type TrendSeries } from '#lib/contracts/lottery-history.ts';
import type { LotteryFormat } from '#lib/contracts/lottery-model.ts';
import { formatNumber, localDigits } from '#lib/format.ts';
import { $trends, $trendWindow, loadTrends } from '#lib/stores/lottery-results.ts';
import { TrendChart } from './trend-chart.tsx';
import styles from './history.module.css';

/** The words for a series key: a position, a place (PK10), a digit (4D), or a named set (lô, top 2, dice, sum, any). */
export function useSeriesLabel(format: LotteryFormat) {
  const { t } = useTranslation();
  return (key: string): string => {
    const m = /^([pd])(\d+)$/.exec(key);
    if (!m) return t(`lotteryHistory.series.${key}`);
    const n = Number(m[2]);
    if (m[1] === 'd') return t('lotteryHistory.series.digit', { n });
    return t(format === 'pk10' ? 'lotteryHistory.series.place' : 'lotteryHistory.series.position', { n });
  };
}

function ValueList({ title, values, lang }: { title: string; values: string[]; lang: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.hotCold}>
      <h4>{title}</h4>
      {values.length === 0 ? (
        <p className={styles.muted}>{t('lotteryHistory.trends.none')}</p>
      ) : (
        <ol>
          {values.map((v) => (
            <li key={v}>{localDigits(v, lang)}</li>
          ))}
        </ol>
      )}
    </div>
  );
}

function FiguresTable({ series, label, lang }: { series: TrendSeries; label: string; lang: string }) {
  const { t } = useTranslation();
  return (
    <details className={styles.figures}>
      <summary>{t('lotteryHistory.trends.table', { series: label })}</summary>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('lotteryHistory.trends.table', { series: label })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lotteryHistory.trends.value')}</th>
              <th scope="col">{t('lotteryHistory.trends.count')}</th>
              <th scope="col">{t('lotteryHistory.trends.gap')}</th>
              <th scope="col">{t('lotteryHistory.trends.maxGap')}</th>
            </tr>
          </thead>
          <tbody>
            {series.values.map((v) => (
              <tr key={v.value}>
                <th scope="row">{localDigits(v.value, lang)}</th>
                <td>{formatNumber(v.count, lang)}</td>
                <td>{formatNumber(v.gap, lang)}</td>
                <td>{formatNumber(v.maxGap, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Trends of one lottery: the window (30 or 100 draws), a series picker where the format has several, the chart, hot and cold values and the figures table. */
export function TrendsPanel({ code, format, lang }: { code: string; format: LotteryFormat; lang: string }) {
  const { t } = useTranslation();
  const trends = useStore($trends);
  const window = useStore($trendWindow);
  const [key, setKey] = useState<string | null>(null);
  const seriesLabel = useSeriesLabel(format);
  useEffect(() => {
    if ($trends.get().state === 'idle') void loadTrends(code, $trendWindow.get());
  }, [code]);

  const data = trends.state === 'ready' ? trends.data : null;
  const series = data ? (data.series.find((s) => s.key === key) ?? data.series[0]) : undefined;
  return (
    <div className={styles.trends}>
      <div className={styles.trendBar}>
        <div className={styles.segmented} role="group" aria-label={t('lotteryHistory.trends.window')}>
          {TREND_WINDOWS.map((w) => (
            <button key={w} type="button" aria-pressed={window === w} onClick={() => void loadTrends(code, w)}>
              {t('lotteryHistory.trends.lastDraws', { count: w, n: formatNumber(w, lang) })}
            </button>
          ))}
        </div>
        {data && data.series.length > 1 && (
          <label className={styles.field}>
            <span>{t('lotteryHistory.trends.series')}</span>
            <select value={series?.key ?? ''} onChange={(e) => setKey(e.currentTarget.value)}>
              {data.series.map((s) => (
                <option key={s.key} value={s.key}>
                  {seriesLabel(s.key)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {trends.state === 'error' && (
        <div className={styles.notice} role="alert">
          <p>{t('lotteryHistory.trends.failed')}</p>
          <button type="button" className="btn" onClick={() => void loadTrends(code, window)}>
            {t('lotteryHistory.retry')}
          </button>
        </div>
      )}
      {(trends.state === 'loading' || trends.state === 'idle') && <div className={styles.skeleton} aria-busy="true"><span className="visually-hidden">{t('lotteryHistory.loading')}</span></div>}
      {data && (
        <p className={styles.muted} aria-live="polite">
          {data.draws === 0
            ? t('lotteryHistory.trends.noDraws')
            : t('lotteryHistory.trends.counted', { count: data.draws, n: formatNumber(data.draws, lang), from: localDigits(data.from ?? '', lang), to: localDigits(data.to ?? '', lang) })}{' '}
          {t(`lotteryHistory.trends.about.${format}`)}
        </p>
      )}
      {data && series && data.draws > 0 && (
        <>
          <TrendChart series={series} label={seriesLabel(series.key)} lang={lang} />
          <div className={styles.hotColdRow}>
            <ValueList title={t('lotteryHistory.trends.hotTitle')} values={series.hot} lang={lang} />
            <ValueList title={t('lotteryHistory.trends.coldTitle')} values={series.cold} lang={lang} />
          </div>
          <FiguresTable series={series} label={seriesLabel(series.key)} lang={lang} />
        </>
      )}
    </div>
  );
}
