import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $profile, loadProfile } from '#lib/stores/profile.ts';
import type { MemberPageProps } from '../page-props.ts';
import { ContactsSection } from './contacts-section.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { SecurityList } from './security-list.tsx';
import styles from './security.module.css';

/** Spec §2 "my account" (securityCenter): the member's details, avatar, and every security setting. */
export default function SecurityCentre({ lang }: MemberPageProps) {
  const { t } = useTranslation();
  const state = useStore($profile);


  if (state.state === 'loading') {
    return (
      <div className={styles.centre} aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  }
  if (state.state === 'error') {
    return (
      <div className={styles.centre} role="alert">
        <p>{t('member.profile.failed')}</p>
        <button type="button" className="btn" onClick={() => void loadProfile()}>
          {t('auth.slider.retry')}
        </button>
      </div>
    );
  }
  const { profile } = state;
  return (
    <div className={styles.centre}>
      <ProfileCard profile={profile} />
      <div className={styles.columns}>
        <ProfileDetails lang={lang} profile={profile} />
        <div className={styles.stack}>
          <SecurityList lang={lang} profile={profile} />
          <ContactsSection profile={profile} />
        </div>
      </div>
    </div>
  );
}
