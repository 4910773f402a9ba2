import { useTranslation } from 'react-i18next';
import type { AnyTerms, DailyWageTerms, DividendTerms, HourlyWageTerms, Kind, RealtimeTerms } from '#lib/types/agents.ts';
import { useFormat } from './use-format.ts';
import styles from './agent.module.css';

/** A contract's terms: its tier table (or the real-time salary's rates), in words and figures. */
export function TermsView({ kind, terms }: { kind: Kind; terms: AnyTerms }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (kind === 'realtime_salary') {
    const r = terms as RealtimeTerms;
    return (
      <table className={styles.tiers}>
        <tbody>
          <tr>
            <th scope="row">{t('agent.terms.profitRate')}</th>
            <td>{f.rate(r.profitRate)}</td>
          </tr>
          <tr>
            <th scope="row">{t('agent.terms.lossRate')}</th>
            <td>{f.rate(r.lossRate)}</td>
          </tr>
          <tr>
            <th scope="row">{t('agent.terms.minSingleBet')}</th>
            <td>{f.money(r.minSingleBet)}</td>
          </tr>
        </tbody>
      </table>
    );
  }
  const rows =
    kind === 'dividend'
      ? (terms as DividendTerms).tiers.map((x) => ({ bet: x.minValidBet, members: x.minActiveMembers as number | null, rate: x.rate }))
      : kind === 'daily_wage'
        ? (terms as DailyWageTerms).tiers.map((x) => ({ bet: x.minDailyBet, members: null, rate: x.rate }))
        : (terms as HourlyWageTerms).tiers.map((x) => ({ bet: x.minHourlyBet, members: null, rate: x.rate }));
  return (
    <table className={styles.tiers}>
      {kind === 'dividend' && <caption className={styles.muted}>{t('agent.terms.period', { period: t(`agent.period.${(terms as DividendTerms).period}`) })}</caption>}
      <thead>
        <tr>
          <th scope="col">{t(`agent.terms.threshold.${kind}`)}</th>
          {kind === 'dividend' && <th scope="col">{t('agent.terms.minActiveMembers')}</th>}
          <th scope="col">{t('agent.terms.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <td>{f.money(row.bet)}</td>
            {row.members !== null && <td>{f.count(row.members)}</td>}
            <td>{f.rate(row.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
