import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '#lib/money-input.ts';
import { transferToUpline } from '#lib/stores/cashier.ts';
import { $wallet } from '#lib/stores/wallet.ts';
import { AmountField } from '../cashier/amount-field.tsx';
import styles from '../cashier/cashier.module.css';
import { useCashierError } from '../cashier/use-cashier-error.ts';
import { useCashierMessages } from '../cashier/use-cashier-messages.ts';
import { useMoney } from '../cashier/use-money.ts';
import type { MemberPageProps } from '../page-props.ts';
import { FormNotice } from '../cashier/form-notice.tsx';
import { PaymentPasswordField } from '../cashier/payment-password-field.tsx';

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
          <PaymentPasswordField value={password} onValue={setPassword} error={tried ? problems.password : null} />
          {error && <FormNotice tone="bad">{error}</FormNotice>}
          {done !== null && <FormNotice tone="good">{t('cashier.upline.done', { amount: money(done) })}</FormNotice>}
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
