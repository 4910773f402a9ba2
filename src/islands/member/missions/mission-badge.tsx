import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format.ts';
import { $missionBadge } from '#lib/stores/missions.ts';
import badge from '../../chrome/unread-badge.module.css';

/** The member menu's missionLeaderboard badge: missions with a reward to claim, shown only above 0. */
export function MissionBadge() {
  const { t, i18n } = useTranslation();
  const count = useStore($missionBadge);
  if (count <= 0) return null;
  return (
    <span className={badge.badge}>
      <span aria-hidden="true">{formatNumber(count, i18n.language)}</span>
      <span className="visually-hidden">{t('member.menu.missionBadge', { count })}</span>
    </span>
  );
}
