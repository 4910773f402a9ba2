import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isAgentType } from '#lib/roles.ts';
import type { MemberPageKey } from '#lib/stores/member-centre.ts';
import { isTrialType } from '#lib/roles.ts';
import type { MemberInfo } from '#lib/types/member.ts';
import { Icon } from '../common/icon.tsx';
import { useSite } from '../common/use-site.ts';
import { confirmLogout, openAgentCentre, openMemberCentre, reopenAgentCentreFromUrl } from './reactions.ts';
import { UnreadBadge } from './unread-badge.tsx';
import { usePaymentReturn } from './use-payment-return.ts';
import { WalletBalance } from './wallet-balance.tsx';
import styles from './member-bar.module.css';

interface Shortcut {
  page: MemberPageKey;
  icon: string;
  label: string;
  /** Shown on phones too (the rest live in the side menu there). */
  phone?: boolean;
  /** Only its icon on mid-width screens. */
  secondary?: boolean;
}

/**
 * Spec §2 logged-in header: the account name (opens the member centre), deposit, withdraw,
 * personal centre, betting record, cashback (when manual cashback is on) and sign out.
 */
export function MemberBar({ member, lang }: { member: MemberInfo; lang: string }) {
  const { t } = useTranslation();
  usePaymentReturn();
  const { switches } = useSite();
  const shortcuts: Shortcut[] = [
    { page: 'depositv2', icon: 'deposit', label: t('header.member.deposit'), phone: true },
    { page: 'withdraw', icon: 'withdraw', label: t('header.member.withdraw') },
    { page: 'securityCenter', icon: 'user', label: t('header.member.personal'), secondary: true },
    { page: 'personalHistoryCopy', icon: 'record', label: t('header.member.bets'), secondary: true },
    ...(switches['manualCashback'] ? [{ page: 'manualRebate' as const, icon: 'cashback', label: t('header.member.cashback'), secondary: true }] : []),
  ];
  const agent = isAgentType(member.type);
  // A reload with an agent-centre page in the address bar opens it again.
  useEffect(() => (agent ? reopenAgentCentreFromUrl() : undefined), [agent]);

  return (
    <div className={styles.bar}>
      {!isTrialType(member.type) && <WalletBalance lang={lang} variant="bar" />}
      <button type="button" className={styles.account} onClick={() => openMemberCentre()} title={t('header.member.open')}>
        <img src={`/images/avatars/${member.avatar ?? 'a1'}.svg`} alt="" width="28" height="28" />
        <span className={styles.name}>{member.account}</span>
      </button>
      <ul className={styles.shortcuts} aria-label={t('header.member.label')}>
        {shortcuts.map((s) => (
          <li key={s.page} className={s.phone ? styles.always : styles.wide}>
            <button
              type="button"
              className={[styles.shortcut, s.page === 'depositv2' && styles.deposit, s.secondary && styles.secondary].filter(Boolean).join(' ')}
              onClick={() => openMemberCentre(s.page)}
              title={s.label}
            >
              <Icon name={s.icon} />
              <span className={styles.label}>{s.label}</span>
            </button>
          </li>
        ))}
        {agent && (
          <li className={styles.wide}>
            <button type="button" className={`${styles.shortcut} ${styles.secondary}`} onClick={() => openAgentCentre()} title={t('header.member.agent')}>
              <Icon name="social" />
              <span className={styles.label}>{t('header.member.agent')}</span>
            </button>
          </li>
        )}
        <li className={styles.wide}>
          <button type="button" className={`${styles.shortcut} ${styles.secondary} ${styles.mail}`} onClick={() => openMemberCentre('messageV2')} title={t('member.menu.messageV2')}>
            <Icon name="mail" />
            <span className={styles.label}>{t('member.menu.messageV2')}</span>
            <UnreadBadge className={styles.mailBadge} />
          </button>
        </li>
        <li className={styles.wide}>
          <button type="button" className={`${styles.shortcut} ${styles.secondary}`} onClick={confirmLogout} title={t('header.member.logout')}>
            <Icon name="logout" />
            <span className={styles.label}>{t('header.member.logout')}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
