import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { channels } from '#lib/stores/cashier.ts';
import { $paymentReturn, dismissPaymentReturn } from '#lib/stores/payment-return.ts';
import { Icon } from '../../common/icon.tsx';
import styles from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { useCashierMessages } from '../cashier/use-cashier-messages.ts';
import type { MemberPageProps } from '../page-props.ts';
import { ChannelChoice } from './channel-choice.tsx';
import { DepositForm } from './deposit-form.tsx';
import { DepositLimits } from './deposit-limits.tsx';
import { DepositList } from './deposit-list.tsx';
import { DepositTutorial } from './deposit-tutorial.tsx';

/** Spec §2 "increase deposit" (depositv2): a method, an amount, the transfer or the gateway, recent deposits and the member's limits. */
export default function DepositPage(_: MemberPageProps) {
  useCashierMessages();
  const { t } = useTranslation();
  const list = useStore(channels.$store);
  const returned = useStore($paymentReturn);
  const [chosen, setChosen] = useState<number | null>(null);
  const outcome = !returned ? null : returned.status === 'credited' || returned.status === 'paid' ? 'Paid' : returned.status === 'pending' ? 'Pending' : 'Cancelled';

  return (
    <div className={styles.page}>
      {returned && outcome && (
        <p className={styles.notice} data-tone={outcome === 'Paid' ? 'good' : outcome === 'Cancelled' ? 'bad' : undefined} role="status">
          <Icon name={outcome === 'Paid' ? 'check' : 'warning'} />
          <span className={styles.noticeText}>{t(`cashier.deposit.returned${outcome}`, { id: returned.depositId })}</span>
          <button type="button" className={styles.link} onClick={dismissPaymentReturn}>
            {t('cashier.common.dismiss')}
          </button>
        </p>
      )}
      <RemoteView value={list} retry={() => void channels.load()}>
        {(all) => {
          if (all.length === 0) return <p className={styles.muted}>{t('cashier.deposit.noChannels')}</p>;
          const channel = all.find((c) => c.id === chosen) ?? all[0];
          if (!channel) return null;
          return (
            <section className={styles.section} aria-labelledby="deposit-method">
              <h4 id="deposit-method" className={styles.sectionTitle}>
                {t('cashier.deposit.method')}
              </h4>
              <ChannelChoice channels={all} chosen={channel.id} onChoose={setChosen} />
              <DepositForm key={channel.id} channel={channel} />
            </section>
          );
        }}
      </RemoteView>
      <DepositLimits />
      <DepositList />
      <DepositTutorial />
    </div>
  );
}
