import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#lib/format.ts';
import { useTimeZone } from '../../common/use-time-zone.ts';
import type { Profile } from '#lib/types/member.ts';
import { ProfileFieldForm, type ProfileField } from './profile-field-form.tsx';
import styles from './security.module.css';

function Row({ label, value, note, children }: { label: string; value: ReactNode; note?: string | undefined; children?: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.detailValue}>{value}</span>
        {note && <span className={styles.detailNote}>{note}</span>}
        {children}
      </dd>
    </div>
  );
}

/**
 * Spec §3 member data shown as labels. Nickname can be edited; real name and birthday are set
 * once (they identify the member for payouts) and then say they cannot change.
 */
export function ProfileDetails({ lang, profile }: { lang: string; profile: Profile }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const [editing, setEditing] = useState<ProfileField | null>(null);
  const notSet = <span className={styles.muted}>{t('member.profile.notSet')}</span>;
  const locked = t('member.profile.locked');

  const editable = (field: ProfileField, value: string | null, once: boolean) => (
    <Row label={t(`member.profile.${field}`)} value={value ?? notSet} note={once && value ? locked : undefined}>
      {(!once || !value) && editing !== field && (
        <button type="button" className={styles.inlineEdit} onClick={() => setEditing(field)}>
          {value ? t('member.profile.edit') : t('member.profile.set')}
        </button>
      )}
      {editing === field && <ProfileFieldForm field={field} initial={value ?? ''} once={once} onDone={() => setEditing(null)} />}
    </Row>
  );

  return (
    <section className={styles.panel} aria-labelledby="member-details-title">
      <h4 id="member-details-title" className={styles.panelTitle}>
        {t('member.profile.title')}
      </h4>
      <dl className={styles.details}>
        <Row label={t('member.profile.account')} value={profile.account} note={locked} />
        {editable('nickname', profile.nickname, false)}
        {editable('realName', profile.realName, true)}
        {editable('birthday', profile.birthday ? profile.birthday : null, true)}
        <Row label={t('member.profile.mobile')} value={profile.mobile ?? notSet} />
        <Row label={t('member.profile.email')} value={profile.email ?? notSet} />
        <Row label={t('member.profile.idNumber')} value={profile.idNumber ?? notSet} note={profile.idNumber ? locked : t('member.profile.idByService')} />
        {profile.affiliateCode && <Row label={t('member.profile.affiliateCode')} value={profile.affiliateCode} />}
        <Row label={t('member.profile.referrer')} value={profile.referrer ?? notSet} />
        <Row label={t('member.profile.createdAt')} value={formatDateTime(profile.createdAt, lang, zone)} />
        <Row label={t('member.profile.lastLoginAt')} value={profile.lastLoginAt ? formatDateTime(profile.lastLoginAt, lang, zone) : notSet} />
      </dl>
    </section>
  );
}
