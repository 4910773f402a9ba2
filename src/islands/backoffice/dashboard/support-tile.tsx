/**
 * The dashboard's customer-service tile: today's and the last 7 days' first response, wait and
 * handle time (medians), rating, and what waits now (queued chats, open feedback). Shown to roles
 * that read the support desk; the figures come from its metrics endpoint.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format.ts';
import { durationText, metricPeriod, ratingText } from '../support/metric-figures.ts';
import { recordsApi, type SupportMetrics } from '../support/records-api.ts';
import { useMerchant } from '../use-merchant.ts';
import styles from '../reports/reports.module.css';
import local from '../support/records.module.css';

export function SupportTile({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const [figures, setFigures] = useState<{ today: SupportMetrics; week: SupportMetrics } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const today = metricPeriod('today', merchant.timeZone);
    const week = metricPeriod('last7', merchant.timeZone);
    Promise.all([recordsApi.metrics(today.from, today.to), recordsApi.metrics(week.from, week.to)]).then(
      ([d, w]) => {
        setFigures({ today: d, week: w });
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [merchant.timeZone]);

  const dur = (s: number | null) => durationText(t, s, lang);
  const rows: { key: string; of: (m: SupportMetrics) => string }[] = [
    { key: 'firstResponse', of: (m) => dur(m.firstResponse.p50) },
    { key: 'wait', of: (m) => dur(m.waitTime.p50) },
    { key: 'handle', of: (m) => dur(m.handleTime.p50) },
    { key: 'rating', of: (m) => ratingText(t, m.rating.average, lang) },
    { key: 'chats', of: (m) => formatNumber(m.chats, lang) },
  ];

  return (
    <section aria-labelledby="dashboard-support" className={`${styles['chartCard']} ${local['stack']}`}>
      <h2 id="dashboard-support" className={local['tileTitle']}>{t('bo.support.records.dashboard.title')}</h2>
      {failed && (
        <p role="alert" className={styles['error']}>
          {t('bo.support.records.dashboard.failed')}
        </p>
      )}
      {figures && (
        <>
          <p className={local['muted']}>
            {t('bo.support.records.dashboard.now', { waiting: formatNumber(figures.week.waiting, lang), feedback: formatNumber(figures.week.feedbackOpen, lang) })}
          </p>
          <table className={local['table']}>
            <caption className="visually-hidden">{t('bo.support.records.dashboard.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.support.records.dashboard.measure')}</th>
                <th scope="col">{t('bo.support.records.preset.today')}</th>
                <th scope="col">{t('bo.support.records.preset.last7')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{t(`bo.support.records.dashboard.${r.key}`)}</th>
                  <td>{r.of(figures.today)}</td>
                  <td>{r.of(figures.week)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
