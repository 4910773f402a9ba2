import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '#lib/money-input.ts';
import { confirmReceipt } from '#lib/stores/cashier.ts';
import type { Withdrawal } from '#lib/types/cashier.ts';
import { TextField } from '../../forms/text-field.tsx';
import styles from '../cashier/cashier.module.css';
import { ImagePicker } from '../cashier/image-picker.tsx';
import { useCashierError } from '../cashier/use-cashier-error.ts';
import { useMoney } from '../cashier/use-money.ts';
import { FormNotice } from '../cashier/form-notice.tsx';

type Kind = 'received' | 'partial' | 'not_received';
const KINDS: Kind[] = ['received', 'partial', 'not_received'];
/** Spec §5: at most three proof images. */
const MAX_IMAGES = 3;

/** Spec §3/§4 withdrawal confirmation: received, partially received (with the amount) or not received, with proof images. */
export function ReceiptForm({ withdrawal, onCancel }: { withdrawal: Withdrawal; onCancel: () => void }) {
  const { t } = useTranslation();
  const { money, currency } = useMoney();
  const describe = useCashierError();
  const [kind, setKind] = useState<Kind>('received');
  const [amountText, setAmountText] = useState('');
  const [note, setNote] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const paid = withdrawal.amount - withdrawal.fee;
  const received = parseAmount(amountText, currency.minorUnits);
  const amountProblem = kind !== 'partial' ? null : received === null ? { key: 'cashier.amount.invalid' } : received >= paid ? { key: 'cashier.receipt.partialAmount' } : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (amountProblem || busy) return;
    setBusy(true);
    setError(null);
    try {
      await confirmReceipt(withdrawal.id, { receipt: kind, images, ...(kind === 'partial' && received !== null ? { receivedAmount: received } : {}), ...(note.trim() ? { note: note.trim() } : {}) });
    } catch (err) {
      setError(describe(err));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-label={t('cashier.receipt.title')}>
      <p className={styles.muted}>{t('cashier.receipt.paidOut', { amount: money(paid) })}</p>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('cashier.receipt.title')}</legend>
        {KINDS.map((k) => (
          <label key={k} className={styles.choice}>
            <input type="radio" name={`receipt-${withdrawal.id}`} checked={kind === k} onChange={() => setKind(k)} />
            <span className={styles.choiceName}>{t(`cashier.receipt.kind.${k}`)}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'partial' && (
        <>
          <TextField label={t('cashier.receipt.amountReceived', { symbol: currency.symbol })} value={amountText} onValue={setAmountText} inputMode="decimal" error={tried ? amountProblem : null} required />
          {received !== null && received < paid && <p className={styles.muted}>{t('cashier.receipt.remainingIs', { amount: money(paid - received) })}</p>}
        </>
      )}
      <TextField label={t('cashier.receipt.note')} value={note} onValue={setNote} maxLength={140} hint={t('cashier.common.optional')} />
      <ImagePicker label={t('cashier.receipt.images')} files={images} onFiles={setImages} max={MAX_IMAGES} />
      {error && <FormNotice tone="bad">{error}</FormNotice>}
      <div className={styles.buttons}>
        <button type="button" className="btn" onClick={onCancel}>
          {t('cashier.common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('cashier.receipt.submit')}
        </button>
      </div>
    </form>
  );
}
