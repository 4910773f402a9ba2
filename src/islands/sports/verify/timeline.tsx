import { useTranslation } from 'react-i18next';
import { localDigits } from '#lib/format.ts';
import { FOOTBALL_MS_PER_MINUTE, type SimMatch } from '#lib/sports/simulate.ts';
import page from '../../common/verify-page.module.css';
import own from './verify.module.css';

const styles = { ...page, ...own };

/** The key of a period's name: halves, quarters and overtimes, innings and super overs, sets, maps. */
function periodKey(match: SimMatch, period: number): { key: string; n: number } {
  switch (match.sport) {
    case 'football':
      return { key: 'half', n: period };
    case 'basketball':
      return period <= 4 ? { key: 'quarter', n: period } : { key: 'overtime', n: period - 4 };
    case 'cricket':
      return period <= 2 ? { key: 'innings', n: period } : { key: 'superOver', n: period - 2 };
    case 'tennis':
      return { key: 'set', n: period };
    default:
      return { key: 'map', n: period };
  }
}

/** The replayed match: each period's score and, where a moment decides a lot (goals, sets, maps), when it came. */
export function Timeline({ match, names, lang }: { match: SimMatch; names: { home: string; away: string }; lang: string }) {
  const { t } = useTranslation();
  const d = (v: number | string) => localDigits(String(v), lang);
  const listed = match.moments.filter((m) => m.points > 0 && (match.sport === 'football' || match.sport === 'tennis' || match.sport === 'moba' || match.sport === 'shooter'));
  const running = { home: 0, away: 0 };
  return (
    <section className={styles.timeline} aria-label={t('sportsFair.timeline.title')}>
      <h3>{t('sportsFair.timeline.title')}</h3>
      <table className={styles.periods}>
        <thead>
          <tr>
            <th scope="col">{t('sportsFair.timeline.period')}</th>
            <th scope="col">{names.home}</th>
            <th scope="col">{names.away}</th>
          </tr>
        </thead>
        <tbody>
          {match.final.parts.map(([h, a], i) => {
            const p = periodKey(match, i + 1);
            return (
              <tr key={i}>
                <th scope="row">{t(`sportsFair.period.${p.key}`, { n: d(p.n) })}</th>
                <td>{d(h)}</td>
                <td>{d(a)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('sportsFair.timeline.final')}</th>
            <td>{d(match.final.home)}</td>
            <td>{d(match.final.away)}</td>
          </tr>
        </tfoot>
      </table>
      {listed.length > 0 && (
        <ol className={styles.moments} aria-label={t('sportsFair.timeline.moments')}>
          {listed.map((m, i) => {
            running[m.side] += m.points;
            const team = m.side === 'home' ? names.home : names.away;
            const p = periodKey(match, m.period);
            const when = match.sport === 'football' ? t('sportsFair.timeline.minute', { n: d(Math.floor(m.at / FOOTBALL_MS_PER_MINUTE) + 1) }) : t(`sportsFair.period.${p.key}`, { n: d(p.n) });
            const what = match.sport === 'football' ? t('sportsFair.timeline.goal', { team }) : t('sportsFair.timeline.won', { team });
            return (
              <li key={i} data-side={m.side}>
                <span className={styles.when}>{when}</span>
                <span>{what}</span>
                <span className={styles.running}>{d(`${running.home} – ${running.away}`)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
