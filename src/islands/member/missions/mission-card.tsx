import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionItem } from '#lib/contracts/missions.ts';
import { StatusChip } from '../cashier/status-chip.tsx';
import { useMoney } from '../cashier/use-money.ts';
import { Leaderboard } from './leaderboard.tsx';
import cashier from '../cashier/cashier.module.css';
import styles from './missions.module.css';
import { TaskRow } from './task-row.tsx';

/** One mission of this period: its tasks with progress and Claim, when it starts again, and its leaderboard on demand. */
export function MissionCard({ mission }: { mission: MissionItem }) {
  const { t } = useTranslation();
  const { number, time } = useMoney();
  const [board, setBoard] = useState(false);
  const done = mission.tasks.filter((x) => x.done).length;
  const headingId = `mission-${mission.promotionId}`;
  return (
    <section className={cashier.section} aria-labelledby={headingId}>
      <header className={cashier.sectionHead}>
        <div>
          <h4 id={headingId} className={styles.title}>
            {mission.title}
          </h4>
          <p className={cashier.muted}>
            {t(`missions.period.${mission.period}`)} · {t('missions.tasksDone', { done: number(done), total: number(mission.tasks.length) })} · {t('missions.resets', { time: time(mission.periodEnd) })}
          </p>
        </div>
        {mission.state === 'claim' && <StatusChip tone="wait">{t('missions.state.claim')}</StatusChip>}
      </header>
      <ul className={styles.tasks}>
        {mission.tasks.map((task) => (
          <TaskRow key={task.id} promotionId={mission.promotionId} task={task} />
        ))}
      </ul>
      <button type="button" className={`btn ${styles.boardToggle}`} aria-expanded={board} onClick={() => setBoard(!board)}>
        {board ? t('missions.leaderboard.hide') : t('missions.leaderboard.show')}
      </button>
      {board && <Leaderboard promotionId={mission.promotionId} title={mission.title} />}
    </section>
  );
}
