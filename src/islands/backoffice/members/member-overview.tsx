import { useTranslation } from 'react-i18next';
import type { MemberProfileView } from '#lib/backoffice/members-types.ts';
import { money, when } from './parts.tsx';
import styles from './members.module.css';

/** Labels, VIP, balance, status, second factor, responsible-gambling status and contact details. */
export default function MemberOverview({ profile: p, lang }: { profile: MemberProfileView; lang: string }) {
  const { t } = useTranslation();
  const yes = (v: boolean) => (v ? t('bo.members.yes') : t('bo.members.no'));
  const rows: [string, string][] = [
    [t('bo.members.field.status'), t(`bo.members.status.${p.status}`)],
    [t('bo.members.field.labels'), p.labels.length ? p.labels.map((l) => t(`bo.members.label.${l}`)).join(', ') : '—'],
    [t('bo.members.field.vip'), p.vipLabel ? `${p.vipLabel} (${p.vipRank})` : String(p.vipRank)],
    [t('bo.members.field.balance'), money(lang, p.balance, p.currency)],
    [t('bo.members.field.type'), t(`bo.members.type.${p.type === 0 ? 'member' : p.type === 4 ? 'trial' : 'agent'}`)],
    [t('bo.members.field.nickname'), p.nickname ?? '—'],
    [t('bo.members.field.realName'), p.realName ?? '—'],
    [t('bo.members.field.mobile'), p.mobile ? `${p.mobile} (${p.mobileVerified ? t('bo.members.verified') : t('bo.members.unverified')})` : '—'],
    [t('bo.members.field.email'), p.email ? `${p.email} (${p.emailVerified ? t('bo.members.verified') : t('bo.members.unverified')})` : '—'],
    [t('bo.members.field.totp'), yes(p.totpEnabled)],
    [t('bo.members.field.mustChange'), yes(p.mustChangePassword)],
    [t('bo.members.field.paymentPassword'), p.paymentPasswordSet ? (p.paymentPasswordLocked ? t('bo.members.ppLocked') : t('bo.members.ppSet')) : t('bo.members.ppNotSet')],
    [t('bo.members.field.registerIp'), p.registerIp ?? '—'],
    [t('bo.members.field.lastLogin'), p.lastLoginAt ? `${when(lang, p.lastLoginAt)} (${p.lastLoginIp ?? '—'})` : '—'],
    [t('bo.members.field.created'), when(lang, p.createdAt)],
  ];
  const ex = p.rg.exclusion;
  return (
    <div className={styles['columns']}>
      <dl className={styles['facts']}>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="member-rg" className={styles['card']}>
        <h3 id="member-rg">{t('bo.members.rg.title')}</h3>
        <p>{ex ? t('bo.members.rg.excluded', { kind: t(`bo.members.rg.kind.${ex.kind}`, { defaultValue: ex.kind }), until: ex.until === null ? t('bo.members.rg.forever') : when(lang, ex.until) }) : t('bo.members.rg.none')}</p>
        {ex && <p className={styles['muted']}>{t('bo.members.rg.noEarlyLift')}</p>}
        <h4>{t('bo.members.rg.limits')}</h4>
        {p.rg.limits.length ? (
          <ul>
            {p.rg.limits.map((l) => (
              <li key={l.period}>{t('bo.members.rg.limit', { period: t(`bo.members.rg.period.${l.period}`, { defaultValue: l.period }), amount: l.amount === null ? t('bo.members.rg.noLimit') : money(lang, l.amount, p.currency) })}</li>
            ))}
          </ul>
        ) : (
          <p>{t('bo.members.rg.noLimits')}</p>
        )}
      </section>
    </div>
  );
}
