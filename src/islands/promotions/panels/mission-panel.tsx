import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $missions } from '#lib/stores/missions.ts';
import { openModal } from '#lib/stores/ui.ts';
import cashier from '../../member/cashier/cashier.module.css';
import { useMoney } from '../../member/cashier/use-money.ts';
import { TaskRow, useTaskText } from '../../member/missions/task-row.tsx';
import { useMissionsMessages } from '../../member/missions/use-missions-messages.ts';
import type { PanelProps } from './panel-props.ts';

/** A mission on its promotion page: the tasks and rewards in plain words, and for a signed-in player this period's progress with Claim. */
export default function MissionPanel({ promotion, view }: PanelProps) {
  useMissionsMessages();
  const { t } = useTranslation();
  const { money } = useMoney();
  const taskText = useTaskText();
  const missions = useStore($missions);
  if (promotion.spec.mechanic !== 'mission') return null;
  const params = promotion.spec.params;
  const mine = missions.state === 'ready' ? missions.data.missions.find((m) => m.promotionId === promotion.id) : undefined;
  return (
    <section className={cashier.section} aria-labelledby="mission-rules">
      <h2 id="mission-rules" className={cashier.sectionTitle}>
        {t('missions.panel.title')}
      </h2>
      <p className={cashier.muted}>
        {t(`missions.panel.rules.${params.period}`)} {t('missions.panel.rules.claim')}
      </p>
      {mine ? (
        <ul className={cashier.list}>
          {mine.tasks.map((task) => (
            <TaskRow key={task.id} promotionId={promotion.id} task={task} />
          ))}
        </ul>
      ) : (
        <ul className={cashier.list}>
          {params.tasks.map((task) => (
            <li key={task.id} className={cashier.sectionHead}>
              <span>{taskText({ kind: task.kind, category: task.category ?? null, target: task.target })}</span>
              <strong>{t('missions.reward', { amount: money(task.reward) })}</strong>
            </li>
          ))}
        </ul>
      )}
      {view === null ? (
        <p className={cashier.muted}>{t('missions.panel.signIn')}</p>
      ) : (
        <button type="button" className="btn" onClick={() => openModal('memberCentre', { page: 'missionLeaderboard' })}>
          {t('missions.panel.open')}
        </button>
      )}
    </section>
  );
}
