import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionTaskView } from '#lib/contracts/missions.ts';
import { claimMissionTask } from '#lib/stores/missions.ts';
import { StatusChip, type Tone } from '../cashier/status-chip.tsx';
import { useMoney } from '../cashier/use-money.ts';
import { missionError } from './mission-error.ts';
import cashier from '../cashier/cashier.module.css';
import styles from './missions.module.css';

const TONE: Record<MissionTaskView['state'], Tone> = { process: 'plain', claim: 'wait', claimed: 'good', expired: 'bad' };

/** What a task asks, in words and numbers. */
export function useTaskText() {
  const { t } = useTranslation();
  const { money, number } = useMoney();
  return (task: Pick<MissionTaskView, 'kind' | 'category' | 'target'>): string => {
    const category = task.category ? t(`missions.category.${task.category}`) : '';
    switch (task.kind) {
      case 'deposit':
        return t('missions.task.deposit', { amount: money(task.target) });
      case 'bet':
        return task.category ? t('missions.task.bet', { amount: money(task.target), category }) : t('missions.task.betAny', { amount: money(task.target) });
      case 'rounds':
        return task.category ? t('missions.task.rounds', { count: number(task.target), category }) : t('missions.task.roundsAny', { count: number(task.target) });
      case 'loginDays':
        return t('missions.task.loginDays', { count: number(task.target) });
    }
  };
}

/** One task: what it asks, a progress bar from the server's count, its reward and, once done, Claim. */
export function TaskRow({ promotionId, task }: { promotionId: number; task: MissionTaskView }) {
  const { t } = useTranslation();
  const { money, number } = useMoney();
  const text = useTaskText()(task);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const amount = (n: number) => (task.unit === 'minor' ? money(n) : number(n));
  const percent = task.target > 0 ? Math.min(100, Math.floor((task.current * 100) / task.target)) : 0;
  const claim = async () => {
    setState({ busy: true, error: null });
    try {
      await claimMissionTask(promotionId, task.id);
      setState({ busy: false, error: null });
    } catch (err) {
      const m = missionError(err);
      setState({ busy: false, error: t(m.key, m.values ?? {}) });
    }
  };
  return (
    <li className={styles.task}>
      <div className={cashier.sectionHead}>
        <span className={styles.taskText}>{text}</span>
        <StatusChip tone={TONE[task.state]}>{t(`missions.state.${task.state}`)}</StatusChip>
      </div>
      <div className={cashier.progress} data-done={task.done} role="progressbar" aria-label={t('missions.progressLabel', { task: text })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={t('missions.progress', { current: amount(task.current), target: amount(task.target) })}>
        <div className={cashier.progressBar} style={{ width: `${percent}%` }} />
      </div>
      <div className={cashier.sectionHead}>
        <span className={cashier.muted}>{t('missions.progress', { current: amount(task.current), target: amount(task.target) })}</span>
        <span className={styles.reward}>{t('missions.reward', { amount: money(task.reward) })}</span>
      </div>
      {task.state === 'claim' && (
        <button type="button" className={`btn btn-primary ${styles.claim}`} disabled={state.busy} onClick={() => void claim()}>
          {state.busy ? t('missions.claiming') : t('missions.claim', { amount: money(task.reward) })}
        </button>
      )}
      {state.error && (
        <p className={cashier.notice} data-tone="bad" role="alert">
          {state.error}
        </p>
      )}
    </li>
  );
}
