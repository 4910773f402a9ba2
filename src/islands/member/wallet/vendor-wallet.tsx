import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '#lib/money-input.ts';
import { transferVendor } from '#lib/stores/cashier.ts';
import type { WalletLine } from '#lib/types/cashier.ts';
import { TextField } from '../../forms/text-field.tsx';
import styles from '../cashier/cashier.module.css';
import { useCashierError } from '../cashier/use-cashier-error.ts';
import { useMoney } from '../cashier/use-money.ts';
import wallet from './wallet.module.css';

/** One vendor's wallet: its balance and a transfer in (from the main wallet) or out (back to it). */
export function VendorWallet({ line, main }: { line: WalletLine; main: number }) {
  const { t } = useTranslation();
  const { money, currency } = useMoney();
  const describe = useCashierError();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = parseAmount(text, currency.minorUnits);

  const move = async (e: FormEvent, direction: 'in' | 'out') => {
    e.preventDefault();
    if (amount === null) {
      setError(t('cashier.amount.invalid'));
      return;
    }
    if (amount > (direction === 'in' ? main : line.balance)) {
      setError(t('errors.INSUFFICIENT_FUNDS'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await transferVendor(line.vassalage, direction, amount);
      setText('');
    } catch (err) {
      setError(describe(err));
    }
    setBusy(false);
  };

  return (
    <li className={wallet.line} aria-label={line.displayName}>
      <div className={wallet.head}>
        <span className={styles.choiceName}>{line.displayName}</span>
        <span className={wallet.balance}>{money(line.balance)}</span>
      </div>
      <form className={wallet.form} noValidate onSubmit={(e) => void move(e, 'in')}>
        <div className={wallet.amount}>
          <TextField label={t('cashier.wallet.amount', { symbol: currency.symbol })} value={text} onValue={setText} inputMode="decimal" autoComplete="off" error={error ? { key: 'cashier.common.raw', values: { text: error } } : null} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('cashier.wallet.in')}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={(e) => void move(e, 'out')}>
          {t('cashier.wallet.out')}
        </button>
      </form>
    </li>
  );
}
