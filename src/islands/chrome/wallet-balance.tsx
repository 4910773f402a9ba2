import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#lib/format.ts';
import { $balanceHidden, $wallet, refreshBalance, toggleBalanceHidden } from '#lib/stores/wallet.ts';
import { Icon } from '../common/icon.tsx';
import styles from './wallet-balance.module.css';

/**
 * Spec §2/§7 the member's balance (sumBalance), live from the server's event stream, with a
 * show/hide toggle remembered on this device and a refresh button.
 */
export function WalletBalance({ lang, variant }: { lang: string; variant: 'bar' | 'menu' }) {
  const { t } = useTranslation();
  const wallet = useStore($wallet);
  const hidden = useStore($balanceHidden);
  const loading = wallet.state === 'loading' || wallet.state === 'idle';
  const text =
    wallet.state === 'ready' ? (hidden ? '••••••' : formatMoney(wallet.balance, lang, wallet.currency)) : wallet.state === 'error' ? t('header.wallet.unavailable') : '…';

  return (
    <div className={`${styles.balance} ${variant === 'menu' ? styles.menu : styles.bar}`}>
      <span className={styles.text}>
        <span className={styles.label}>{t('header.wallet.balance')}</span>
        <output className={styles.amount} aria-live="polite" aria-label={t('header.wallet.balance')} data-hidden={hidden || undefined}>
          {text}
        </output>
      </span>
      <button
        type="button"
        className={styles.tool}
        aria-pressed={hidden}
        aria-label={t(hidden ? 'header.wallet.show' : 'header.wallet.hide')}
        title={t(hidden ? 'header.wallet.show' : 'header.wallet.hide')}
        onClick={toggleBalanceHidden}
      >
        <Icon name={hidden ? 'eye-off' : 'eye'} />
      </button>
      <button
        type="button"
        className={`${styles.tool} ${loading ? styles.spinning : ''}`}
        aria-label={t('header.wallet.refresh')}
        title={t('header.wallet.refresh')}
        disabled={loading}
        onClick={() => void refreshBalance()}
      >
        <Icon name="refresh" />
      </button>
    </div>
  );
}
