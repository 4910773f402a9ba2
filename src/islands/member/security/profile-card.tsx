import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $session } from '#lib/stores/session.ts';
import type { Profile } from '#lib/types/member.ts';
import { AvatarChooser } from './avatar-chooser.tsx';
import styles from './security.module.css';

/** The member at a glance: avatar (changeable), account, nickname and VIP rank. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const session = useStore($session);
  const [choosing, setChoosing] = useState(false);
  const rank = session.state === 'member' ? session.member.clubLabel.labelName : '';
  return (
    <section className={styles.card} aria-label={t('member.profile.card')}>
      <div className={styles.cardRow}>
        <img className={styles.avatar} src={`/images/avatars/${profile.avatar ?? 'a1'}.svg`} alt={t('member.avatar.current')} width="64" height="64" />
        <div className={styles.cardText}>
          <span className={styles.account}>{profile.account}</span>
          <span className={styles.cardMeta}>
            {profile.nickname && <span>{profile.nickname}</span>}
            {rank && <span className={styles.rank}>{rank}</span>}
          </span>
        </div>
        <button type="button" className="btn" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
          {t('member.avatar.change')}
        </button>
      </div>
      {choosing && <AvatarChooser current={profile.avatar ?? 'a1'} onDone={() => setChoosing(false)} />}
    </section>
  );
}
