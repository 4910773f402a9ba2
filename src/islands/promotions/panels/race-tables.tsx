import { useTranslation } from 'react-i18next';
import type { Leaderboard, RaceWinner } from '#lib/stores/raffles.ts';
import { useMoney } from '../../member/cashier/use-money.ts';
import cashier from '../../member/cashier/cashier.module.css';
import styles from './raffles.module.css';

type Value = (v: number) => string;

/** The current period's leaderboard, the player's own row highlighted, and their place when outside the top. */
export function RaceBoard({ board, value }: { board: Leaderboard; value: Value }) {
  const { t } = useTranslation();
  const { money, number, time } = useMoney();
  const inTop = board.top.some((r) => r.me);
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t('raffles.race.board', { from: time(board.from), to: time(board.to) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('raffles.race.place')}</th>
              <th scope="col">{t('raffles.race.player')}</th>
              <th scope="col" className={styles.num}>{t('raffles.race.value')}</th>
              <th scope="col" className={styles.num}>{t('raffles.race.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {board.top.map((r, i) => (
              <tr key={i} data-me={r.me} aria-current={r.me ? 'true' : undefined}>
                <td>{number(r.place)}</td>
                <td>{r.me ? `${r.player} (${t('raffles.race.you')})` : r.player}</td>
                <td className={styles.num}>{value(r.value)}</td>
                <td className={styles.num}>{r.prize > 0 ? money(r.prize) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {board.top.length === 0 && <p className={cashier.muted}>{t('raffles.race.empty')}</p>}
      {board.mine && !inTop && <p>{t('raffles.race.mine', { place: number(board.mine.place), value: value(board.mine.value) })}</p>}
      {!board.mine && board.signed && <p className={cashier.muted}>{t('raffles.race.notOnBoard')}</p>}
    </>
  );
}

/** Winners of the race's past periods. */
export function RaceWinners({ winners, value }: { winners: RaceWinner[]; value: Value }) {
  const { t } = useTranslation();
  const { money, number } = useMoney();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('raffles.race.winners')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('raffles.race.period')}</th>
            <th scope="col">{t('raffles.race.place')}</th>
            <th scope="col">{t('raffles.race.player')}</th>
            <th scope="col" className={styles.num}>{t('raffles.race.value')}</th>
            <th scope="col" className={styles.num}>{t('raffles.race.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {winners.map((w, i) => (
            <tr key={i}>
              <td>{w.period}</td>
              <td>{number(w.place)}</td>
              <td>{w.player}</td>
              <td className={styles.num}>{value(w.value)}</td>
              <td className={styles.num}>{money(w.prize)}</td>
            </tr>
          ))}
          {winners.length === 0 && (
            <tr>
              <td colSpan={5}>{t('raffles.race.noWinners')}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
