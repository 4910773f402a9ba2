import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { bankAccounts } from '#lib/stores/cashier.ts';
import { $profile } from '#lib/stores/profile.ts';
import { openMemberCentre } from '../../chrome/reactions.ts';
import { Icon } from '../../common/icon.tsx';
import styles from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { useCashierMessages } from '../cashier/use-cashier-messages.ts';
import type { MemberPageProps } from '../page-props.ts';
import { BankAccounts } from './bank-accounts.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';

/** Spec §2 "increase withdrawal" (withdraw): a bound account, the amount and payment password, the hold, and the withdrawals with their states. */
export default function WithdrawPage(_: MemberPageProps) {
  useCashierMessages();
  const { t } = useTranslation();
  const accounts = useStore(bankAccounts.$store);
  const profile = useStore($profile);
  const noPaymentPassword = profile.state === 'ready' && !profile.profile.hasPaymentPassword;

  return (
    <div className={styles.page}>
      {noPaymentPassword && (
        <p className={styles.notice} role="status">
          <Icon name="lock" />
          <span className={styles.noticeText}>{t('cashier.withdraw.needPaymentPassword')}</span>
          <button type="button" className={styles.link} onClick={() => openMemberCentre('securityCenter')}>
            {t('cashier.withdraw.setPaymentPassword')}
          </button>
        </p>
      )}
      <RemoteView value={accounts} retry={() => void bankAccounts.load()}>
        {(list) => (
          <div className={styles.columns}>
            <WithdrawForm accounts={list} />
            <BankAccounts accounts={list} realName={profile.state === 'ready' ? profile.profile.realName : null} />
          </div>
        )}
      </RemoteView>
      <WithdrawalList />
    </div>
  );
}
