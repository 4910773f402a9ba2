import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMissionLeaderboard, type MissionLeaderboard } from '#lib/stores/missions.ts';
import { useMoney } from '../cashier/use-money.ts';
import cashier from '../cashier/cashier.module.css';
import grid from '../../common/data-table/data-table.module.css';
import styles from './missions.module.css';

/** Spec §7 MCSFE_getMissionLeaderboard: this period's players by tasks done, then reward earned; the player's own row apart when below the list. */
export function Leaderboard({ promotionId, title }: { promotionId: number; title: string }) {
  const { t } = useTranslation();
  const { money, number } = useMoney();
  const [board, setBoard] = useState<MissionLeaderboard | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    loadMissionLeaderboard(promotionId).then(
      (b) => live && setBoard(b),
      () => live && setBoard('error'),
    );
    return () => {
      live = false;
    };
  }, [promotionId]);
  if (board === 'error') return <p className={cashier.notice} data-tone="bad" role="alert">{t('missions.failed')}</p>;
  if (!board) return <div className={cashier.skeleton} aria-busy="true" />;
  const caption = t('missions.leaderboard.title', { mission: title });
  if (board.list.length === 0) return <p className={cashier.muted}>{t('missions.leaderboard.empty')}</p>;
  const own = board.me && !board.list.some((r) => r.self) ? board.me : null;
  return (
    <div className={styles.board}>
      <table className={`${grid.table} ${styles.table}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('missions.leaderboard.rank')}</th>
            <th scope="col">{t('missions.leaderboard.player')}</th>
            <th scope="col">{t('missions.leaderboard.tasks')}</th>
            <th scope="col">{t('missions.leaderboard.earned')}</th>
          </tr>
        </thead>
        <tbody>
          {[...board.list, ...(own ? [own] : [])].map((r) => (
            <tr key={r.rank} data-self={r.self || undefined}>
              <td>{number(r.rank)}</td>
              <td>{r.self ? `${r.account} (${t('missions.leaderboard.you')})` : r.account}</td>
              <td>{number(r.tasksDone)}</td>
              <td>{money(r.rewardEarned)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {board.me && <p className={cashier.muted}>{t('missions.leaderboard.yourRank', { rank: number(board.me.rank) })}</p>}
    </div>
  );
}
