import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feeOf, parseAmount, quickAmounts } from '#lib/money-input.ts';
import { requestDeposit } from '#lib/stores/cashier.ts';
import { rememberPaymentLanguage } from '#lib/stores/payment-return.ts';
import type { Channel } from '#lib/types/cashier.ts';
import { TextField } from '../../forms/text-field.tsx';
import { AmountField } from '../cashier/amount-field.tsx';
import styles from '../cashier/cashier.module.css';
import { ImagePicker } from '../cashier/image-picker.tsx';
import { useCashierError } from '../cashier/use-cashier-error.ts';
import { useMoney } from '../cashier/use-money.ts';
import { TransferDetails } from './transfer-details.tsx';
import { FormNotice } from '../cashier/form-notice.tsx';

/**
 * The amount for the chosen method. A bank transfer or e-wallet shows where to send the money and
 * takes the transfer reference (and a receipt image if the member has one); the request then waits
 * for review. A gateway goes to its payment page.
 */
export function DepositForm({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const { money, currency, lang } = useMoney();
  const describe = useCashierError();
  const [amountText, setAmountText] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const gateway = channel.kind === 'gateway';

  const amount = parseAmount(amountText, currency.minorUnits);
  const amountError =
    amount === null
      ? { key: amountText.trim() ? 'cashier.amount.invalid' : 'validation.required' }
      : amount < channel.minAmount || amount > channel.maxAmount
        ? { key: 'cashier.amount.outOfRange', values: { min: money(channel.minAmount), max: money(channel.maxAmount) } }
        : null;
  const fee = amount ? feeOf(amount, channel.feeBp) : 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (amountError || amount === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      const created = await requestDeposit({ channelId: channel.id, amount, ...(reference.trim() ? { reference: reference.trim() } : {}), receipt: receipt[0] ?? null });
      if (created.payUrl) {
        rememberPaymentLanguage(lang);
        location.assign(created.payUrl);
        return;
      }
      setDone(created.id);
      setAmountText('');
      setReference('');
      setReceipt([]);
      setTouched(false);
    } catch (err) {
      setError(describe(err));
    }
    setBusy(false);
  };

  return (
    <form className={styles.columns} noValidate onSubmit={(e) => void submit(e)}>
      <div className={styles.form}>
        <AmountField
          label={t('cashier.deposit.amount', { symbol: currency.symbol })}
          value={amountText}
          onValue={(v) => (setAmountText(v), setDone(null))}
          onBlur={() => setTouched(true)}
          error={touched ? amountError : null}
          min={channel.minAmount}
          max={channel.maxAmount}
          quick={quickAmounts(channel.minAmount, channel.maxAmount, currency.minorUnits)}
        />
        {amount !== null && !amountError && (
          <dl className={styles.pairs}>
            <dt>{t('cashier.deposit.feeLabel')}</dt>
            <dd>{money(fee)}</dd>
            <dt>{t('cashier.deposit.credited')}</dt>
            <dd className={styles.accent}>{money(amount - fee)}</dd>
          </dl>
        )}
        {!gateway && (
          <>
            <TextField label={t('cashier.deposit.reference')} value={reference} onValue={setReference} maxLength={60} autoComplete="off" hint={t('cashier.deposit.referenceHint')} />
            <ImagePicker label={t('cashier.deposit.receipt')} files={receipt} onFiles={setReceipt} max={1} />
          </>
        )}
        {error && <FormNotice tone="bad">{error}</FormNotice>}
        {done !== null && <FormNotice tone="good">{t('cashier.deposit.requested', { id: done })}</FormNotice>}
        <div className={styles.buttons}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {gateway ? t('cashier.deposit.toGateway') : t('cashier.deposit.submit')}
          </button>
        </div>
      </div>
      {gateway ? <p className={styles.muted}>{t('cashier.deposit.gatewayNote')}</p> : <TransferDetails channel={channel} />}
    </form>
  );
}
