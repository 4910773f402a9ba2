import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { gamesDesk } from '#lib/backoffice/games-api.ts';
import { RTP_PERIODS } from '#lib/contracts/backoffice-games.ts';
import type { TabProps } from './tab-props.ts';
import { amount, count, failureText, percent } from './parts.tsx';
import styles from './games.module.css';

type Rtp = Awaited<ReturnType<typeof gamesDesk.rtp>>;
type Period = (typeof RTP_PERIODS)[number];
const COLOURS = { stated: '#a3b0c5', measured: '#f5b942', grid: '#2a3654' };

/** Each house game's measured RTP beside the stated one, as a table and a small bar chart. */
export default function RtpTab({ lang }: TabProps) {
  const { t } = useTranslation();
  const id = useId();
  const [period, setPeriod] = useState<Period>('30d');
  const [data, setData] = useState<Rtp | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setData(null);
    setError(null);
    gamesDesk.rtp(period, lang).then(setData, (err: unknown) => setError(failureText(t, err)));
  }, [period, lang, t]);

  const points = (data?.list ?? []).map((r) => ({ name: r.name, stated: r.stated === null ? null : r.stated * 100, measured: r.measured === null ? null : Number((r.measured * 100).toFixed(2)) }));
  const axis = { stroke: COLOURS.stated, fontSize: 11, tickLine: false };

  return (
    <section className={styles['section']} aria-labelledby="games-rtp-title">
      <h2 id="games-rtp-title">{t('bo.games.rtp.title')}</h2>
      <p className={styles['muted']}>{t('bo.games.rtp.intro')}</p>
      <div className={styles['bar']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-period`}>{t('bo.games.rtp.period')}</label>
          <select id={`${id}-period`} value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
            {RTP_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`bo.games.rtp.periods.${p}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      {data && data.list.some((r) => r.measured !== null) && (
        <figure className={styles['chart']} aria-label={t('bo.games.rtp.chart')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid stroke={COLOURS.grid} vertical={false} />
              <XAxis dataKey="name" {...axis} interval={0} angle={-20} textAnchor="end" height={56} />
              <YAxis {...axis} domain={[0, 'auto']} unit=" %" width={56} />
              <Tooltip formatter={(v) => `${Number(v).toFixed(2)} %`} />
              <Legend />
              <Bar dataKey="stated" name={t('bo.games.rtp.stated')} fill={COLOURS.stated} />
              <Bar dataKey="measured" name={t('bo.games.rtp.measured')} fill={COLOURS.measured} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      )}
      <div className={styles['scroller']}>
        <table className={styles['table']}>
          <caption>{t('bo.games.rtp.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.games.game.name')}</th>
              <th scope="col">{t('bo.games.rtp.engine')}</th>
              <th scope="col" data-align="end">
                {t('bo.games.rtp.stated')}
              </th>
              <th scope="col" data-align="end">
                {t('bo.games.rtp.measured')}
              </th>
              <th scope="col" data-align="end">
                {t('bo.games.rtp.difference')}
              </th>
              <th scope="col" data-align="end">
                {t('bo.games.rtp.rounds')}
              </th>
              <th scope="col" data-align="end">
                {t('bo.games.rtp.stake')}
              </th>
              <th scope="col" data-align="end">
                {t('bo.games.rtp.payout')}
              </th>
            </tr>
          </thead>
          <tbody>
            {!data && !error && (
              <tr>
                <td colSpan={8}>{t('bo.games.loading')}</td>
              </tr>
            )}
            {data?.list.map((r) => {
              const diff = r.measured !== null && r.stated !== null ? r.measured - r.stated : null;
              return (
                <tr key={r.id}>
                  <th scope="row">
                    {r.name}
                    <small className={styles['code']}>{r.vendor}</small>
                  </th>
                  <td>{t(`bo.games.engine.${r.engine}`, { defaultValue: r.engine })}</td>
                  <td data-align="end">{percent(r.stated, lang)}</td>
                  <td data-align="end">{percent(r.measured, lang)}</td>
                  <td data-align="end" data-tone={diff === null ? undefined : diff > 0 ? 'bad' : 'good'}>
                    {diff === null ? '—' : `${diff > 0 ? '+' : ''}${percent(diff, lang)}`}
                  </td>
                  <td data-align="end">{count(r.rounds, lang)}</td>
                  <td data-align="end">{amount(r.stake, lang)}</td>
                  <td data-align="end">{amount(r.payout, lang)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
