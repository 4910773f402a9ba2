import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectAll, funds } from '#lib/stores/cashier.ts';
import { Icon } from '../../common/icon.tsx';
import styles from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { useCashierError } from '../cashier/use-cashier-error.ts';
import { useCashierMessages } from '../cashier/use-cashier-messages.ts';
import { useMoney } from '../cashier/use-money.ts';
import type { MemberPageProps } from '../page-props.ts';
import { VendorWallet } from './vendor-wallet.tsx';
import { FormNotice } from '../cashier/form-notice.tsx';

/** Spec §2 "my wallet" (transferFund): the main wallet, each vendor's wallet, transfers in and out, and "collect all". */
export default function MyWalletPage(_: MemberPageProps) {
  useCashierMessages();
  const { t } = useTranslation();
  const { money } = useMoney();
  const describe = useCashierError();
  const value = useStore(funds.$store);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const collect = async () => {
    setBusy(true);
    setError(null);
    try {
      await collectAll();
    } catch (err) {
      setError(describe(err));
    }
    setBusy(false);
  };

  return (
    <div className={styles.page}>
      <RemoteView value={value} retry={() => void funds.load()}>
        {(f) => (
          <>
            <div className={styles.summary}>
              <div className={styles.summaryItem}>
                <span className={styles.summaryLabel}>{t('cashier.wallet.total')}</span>
                <span className={`${styles.figure} ${styles.accent}`}>{money(f.total)}</span>
              </div>
              <div className={styles.summaryItem}>
                <span className={styles.summaryLabel}>{t('cashier.wallet.main')}</span>
                <span className={styles.figure}>{money(f.main)}</span>
              </div>
            </div>
            <section className={styles.section} aria-labelledby="vendor-wallets">
              <div className={styles.sectionHead}>
                <h4 id="vendor-wallets" className={styles.sectionTitle}>
                  {t('cashier.wallet.vendors')}
                </h4>
                {f.vendors.length > 0 && (
                  <button type="button" className="btn" disabled={busy || f.vendors.every((v) => v.balance === 0)} onClick={() => void collect()}>
                    <Icon name="refresh" />
                    {t('cashier.wallet.collectAll')}
                  </button>
                )}
              </div>
              <p className={styles.muted}>{t('cashier.wallet.intro')}</p>
              {error && <FormNotice tone="bad">{error}</FormNotice>}
              {f.vendors.length === 0 ? (
                <p className={styles.muted}>{t('cashier.wallet.noVendors')}</p>
              ) : (
                <ul className={styles.list}>
                  {f.vendors.map((v) => (
                    <VendorWallet key={v.vassalage} line={v} main={f.main} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </RemoteView>
    </div>
  );
}
