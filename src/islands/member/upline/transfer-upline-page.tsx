import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '#lib/money-input.ts';
import { transferToUpline } from '#lib/stores/cashier.ts';
import { $wallet } from '#lib/stores/wallet.ts';
import { Icon } from '../../common/icon.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { AmountField } from '../cashier/amount-field.tsx';
import styles from '../cashier/cashier.module.css';
import { useCashierError } from '../cashier/use-cashier-error.ts';
import { useCashierMessages } from '../cashier/use-cashier-messages.ts';
import { useMoney } from '../cashier/use-money.ts';
import type { MemberPageProps } from '../member-pages.ts';

/** Spec §2 "transfer to upline": an amount and the payment password; the upline's wallet is credited at once. */
export default function TransferUplinePage(_: MemberPageProps) {
  useCashierMessages();
  const { t } = useTranslation();
  const { money, currency } = useMoney();
  const wallet = useStore($wallet);
  const describe = useCashierError();
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const balance = wallet.state === 'ready' ? wallet.balance : null;
  const amount = parseAmount(amountText, currency.minorUnits);
  const problems = {
    amount: amount === null ? { key: amountText.trim() ? 'cashier.amount.invalid' : 'validation.required' } : balance !== null && amount > balance ? { key: 'cashier.withdraw.overBalance' } : null,
    password: /^\d{6}$/.test(password) ? null : { key: 'validation.pattern.DIGITS', values: { min: 6, max: 6 } },
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problems.amount || problems.password || amount === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      await transferToUpline(amount, password);
      setDone(amount);
      setAmountText('');
      setPassword('');
      setTried(false);
    } catch (err) {
      setError(describe(err));
    }
    setBusy(false);
  };

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="upline-title">
        <h4 id="upline-title" className={styles.sectionTitle}>
          {t('cashier.upline.title')}
        </h4>
        <p className={styles.muted}>{t('cashier.upline.intro')}</p>
        {balance !== null && <p className={styles.muted}>{t('cashier.withdraw.available', { amount: money(balance) })}</p>}
        <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
          <AmountField label={t('cashier.upline.amount', { symbol: currency.symbol })} value={amountText} onValue={(v) => (setAmountText(v), setDone(null))} error={tried ? problems.amount : null} />
          <TextField
            label={t('cashier.common.paymentPassword')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={password}
            onValue={(v) => setPassword(v.replace(/\D/g, '').slice(0, 6))}
            error={tried ? problems.password : null}
            required
          />
          {error && (
            <p className={styles.notice} data-tone="bad" role="alert">
              <Icon name="warning" />
              <span className={styles.noticeText}>{error}</span>
            </p>
          )}
          {done !== null && (
            <p className={styles.notice} data-tone="good" role="status">
              <Icon name="check" />
              <span className={styles.noticeText}>{t('cashier.upline.done', { amount: money(done) })}</span>
            </p>
          )}
          <div className={styles.buttons}>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('cashier.upline.submit')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
