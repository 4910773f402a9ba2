/**
 * Response-time metrics for today, the last 7 or the last 30 days (whole days in the merchant's
 * zone): volumes, first response, wait and handle time (median and 90th percentile), ratings,
 * what is waiting now, and the same per agent.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import { useMerchant } from '../use-merchant.ts';
import { durationText, METRIC_PRESETS, type MetricPreset, metricPeriod, ratingText } from './metric-figures.ts';
import { recordsApi, type SupportMetrics } from './records-api.ts';
import local from './records.module.css';

export default function MetricsTab({ lang }: DeskProps) {
  const { t } = useTranslation();
  const id = useId();
  const merchant = useMerchant();
  const [preset, setPreset] = useState<MetricPreset>('last7');
  const [data, setData] = useState<SupportMetrics | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const period = metricPeriod(preset, merchant.timeZone);
    recordsApi.metrics(period.from, period.to).then(
      (m) => {
        setData(m);
        setFailed(null);
      },
      (err: unknown) => setFailed(failureText(t, err)),
    );
  }, [preset, merchant.timeZone, t]);

  const num = (v: number) => formatNumber(v, lang);
  const dur = (s: number | null) => durationText(t, s, lang);
  const cards: { key: string; value: string; note?: string }[] = data
    ? [
        { key: 'chats', value: num(data.chats), note: t('bo.support.records.metrics.ticketsNote', { n: num(data.tickets) }) },
        { key: 'answered', value: num(data.answered), note: t('bo.support.records.metrics.missedNote', { n: num(data.missed) }) },
        { key: 'firstResponse', value: dur(data.firstResponse.p50), note: t('bo.support.records.metrics.p90', { value: dur(data.firstResponse.p90) }) },
        { key: 'wait', value: dur(data.waitTime.p50), note: t('bo.support.records.metrics.p90', { value: dur(data.waitTime.p90) }) },
        { key: 'handle', value: dur(data.handleTime.p50), note: t('bo.support.records.metrics.p90', { value: dur(data.handleTime.p90) }) },
        { key: 'rating', value: ratingText(t, data.rating.average, lang), note: t('bo.support.records.metrics.ratings', { n: num(data.rating.count) }) },
        { key: 'waiting', value: num(data.waiting) },
        { key: 'feedbackOpen', value: num(data.feedbackOpen) },
      ]
    : [];

  return (
    <section aria-labelledby={`${id}-title`} className={local['stack']}>
      <h2 id={`${id}-title`}>{t('bo.support.records.metrics.title')}</h2>
      <div className={local['presets']} role="group" aria-label={t('bo.support.records.metrics.period')}>
        {METRIC_PRESETS.map((p) => (
          <button key={p} type="button" aria-pressed={preset === p} onClick={() => setPreset(p)}>
            {t(`bo.support.records.preset.${p}`)}
          </button>
        ))}
      </div>
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
      {data && (
        <>
          <p className={local['muted']}>{t('bo.support.records.metrics.range', { from: formatDate(data.from, lang, merchant.timeZone), to: formatDate(data.to - 1, lang, merchant.timeZone) })}</p>
          <ul className={`${styles['cards']} ${local['cardList']}`} aria-label={t('bo.support.records.metrics.figures')}>
            {cards.map((c) => (
              <li key={c.key} className={styles['card']}>
                <span>{t(`bo.support.records.metric.${c.key}`)}</span>
                <strong>{c.value}</strong>
                {c.note && <span>{c.note}</span>}
              </li>
            ))}
          </ul>
          <div className={local['scroll']}>
            <table className={local['table']}>
              <caption>{t('bo.support.records.metrics.byAgent')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bo.support.records.col.agent')}</th>
                  <th scope="col" className={local['num']}>
                    {t('bo.support.records.metric.chats')}
                  </th>
                  <th scope="col" className={local['num']}>
                    {t('bo.support.records.metric.firstResponse')}
                  </th>
                  <th scope="col" className={local['num']}>
                    {t('bo.support.records.metric.handle')}
                  </th>
                  <th scope="col" className={local['num']}>
                    {t('bo.support.records.metric.rating')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.byAgent.map((a) => (
                  <tr key={a.staffId}>
                    <th scope="row">{a.name}</th>
                    <td className={local['num']}>{num(a.chats)}</td>
                    <td className={local['num']}>{dur(a.firstResponseP50)}</td>
                    <td className={local['num']}>{dur(a.handleP50)}</td>
                    <td className={local['num']}>{ratingText(t, a.rating, lang)}</td>
                  </tr>
                ))}
                {!data.byAgent.length && (
                  <tr>
                    <td colSpan={5} className={local['muted']}>
                      {t('bo.support.records.metrics.noAgents')}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
