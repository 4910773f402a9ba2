import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $missions, loadMissions } from '#lib/stores/missions.ts';
import type { MemberPageProps } from '../page-props.ts';
import { MissionCard } from './mission-card.tsx';
import cashier from '../cashier/cashier.module.css';
import { useMissionsMessages } from './use-missions-messages.ts';

/** Spec §2 missionLeaderboard: each running mission with its tasks, progress and Claim, and its leaderboard. */
export default function MissionPage(_: MemberPageProps) {
  useMissionsMessages();
  const { t } = useTranslation();
  const missions = useStore($missions);
  if (missions.state === 'error') {
    return (
      <div className={cashier.notice} data-tone="bad" role="alert">
        <span>{t('missions.failed')}</span>
        <button type="button" className={cashier.link} onClick={() => void loadMissions()}>
          {t('missions.retry')}
        </button>
      </div>
    );
  }
  if (missions.state !== 'ready') {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div className={cashier.skeleton} />
      </div>
    );
  }
  return (
    <div className={cashier.page}>
      <p className={cashier.muted}>{t('missions.howTo')}</p>
      {missions.data.missions.length === 0 ? <p className={cashier.section}>{t('missions.none')}</p> : missions.data.missions.map((m) => <MissionCard key={m.promotionId} mission={m} />)}
    </div>
  );
}
