import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api.ts';
import { REDEEM_QUANTITY_MAX } from '#lib/contracts/mall.ts';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { formatPoints } from '#lib/mall-view.ts';
import { type MallGood, redeem } from '#lib/stores/mall.ts';
import { useMessage } from '../forms/use-message.ts';
import { TextField } from '../forms/text-field.tsx';
import { Modal } from '../modal/modal.tsx';
import { useMoney } from '../member/cashier/use-money.ts';
import styles from './mall.module.css';

const MOBILE = /^\+?\d{6,15}$/;

/** Spec §3 redeem request: the quantity, a physical item's address and mobile, the payment password; the total in points before it is sent. */
export function RedeemDialog({ item, balance, onClose, onHistory }: { item: MallGood | null; balance: number; onClose: () => void; onHistory: () => void }) {
  return item ? <RedeemForm key={item.id} item={item} balance={balance} onClose={onClose} onHistory={onHistory} /> : null;
}

function RedeemForm({ item, balance, onClose, onHistory }: { item: MallGood; balance: number; onClose: () => void; onHistory: () => void }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const { money } = useMoney();
  const pts = (n: number) => formatPoints(n, i18n.language);
  const most = Math.max(1, Math.min(REDEEM_QUANTITY_MAX, item.stock ?? REDEEM_QUANTITY_MAX));
  const [quantity, setQuantity] = useState(1);
  const [address, setAddress] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const physical = item.kind === 'physical';
  const total = item.price * quantity;
  const short = total - balance;
  const problems: Record<string, Message | null> = {
    address: physical && !address.trim() ? { key: 'validation.required' } : null,
    mobile: physical ? (!mobile.trim() ? { key: 'validation.required' } : MOBILE.test(mobile.replace(/[\s-]/g, '')) ? null : { key: 'validation.pattern.DIGITS', values: { min: 6, max: 15 } }) : null,
    password: /^\d{6}$/.test(password) ? null : { key: 'validation.pattern.DIGITS', values: { min: 6, max: 6 } },
  };
  const setQty = (n: number) => {
    setQuantity(Math.min(most, Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1)));
    setError(null);
  };

  const describe = (err: unknown): string => {
    if (err instanceof ApiError) {
      const d = err.details;
      if (err.code === 'OUT_OF_STOCK') return t('mall.error.stock', { n: Number(d['stock'] ?? 0) });
      if (err.code === 'INSUFFICIENT_POINTS') return t('mall.error.points');
      if (err.code === 'REQUIREMENT_NOT_MET') return t('mall.error.requirement', { amount: money(Number(d['amount'] ?? 0)), current: money(Number(d['current'] ?? 0)) });
      if (err.code === 'PAYMENT_PASSWORD_NOT_SET') return t('mall.error.passwordNotSet');
    }
    return message(errorMessage(err));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (busy || Object.values(problems).some(Boolean)) return;
    setBusy(true);
    setError(null);
    try {
      await redeem({ itemId: item.id, quantity, paymentPassword: password, ...(physical ? { address: address.trim(), mobile: mobile.replace(/[\s-]/g, '') } : {}) });
      setDone(quantity);
      setPassword('');
    } catch (err) {
      setError(describe(err));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  if (done !== null)
    return (
      <Modal
        open
        title={t('mall.dialog.title', { name: item.name })}
        onClose={onClose}
        footer={
          <>
            <button type="button" className="btn" onClick={onClose}>
              {t('mall.dialog.close')}
            </button>
            <button type="button" className="btn btn-primary" data-modal-default onClick={onHistory}>
              {t('mall.dialog.toHistory')}
            </button>
          </>
        }
      >
        <div className={styles.done} role="status">
          <p className={styles.doneTitle}>{t('mall.dialog.done', { quantity: done, name: item.name })}</p>
          <p className={styles.muted}>{t('mall.dialog.doneHint')}</p>
        </div>
      </Modal>
    );

  return (
    <Modal open title={t('mall.dialog.title', { name: item.name })} onClose={onClose} width={440} fullScreenOnPhone>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={busy || undefined}>
        <dl className={styles.sums}>
          <div>
            <dt>{t('mall.dialog.price')}</dt>
            <dd>{t('mall.points', { points: pts(item.price) })}</dd>
          </div>
          <div>
            <dt>{t('mall.balance.label')}</dt>
            <dd>{t('mall.points', { points: pts(balance) })}</dd>
          </div>
        </dl>
        <div className={styles.stepper}>
          <label htmlFor="mall-qty">
            {t('mall.dialog.quantity')}
          </label>
          <div className={styles.stepperRow}>
            <button type="button" className="btn" aria-label={t('mall.dialog.less')} disabled={quantity <= 1 || busy} onClick={() => setQty(quantity - 1)}>
              −
            </button>
            <input id="mall-qty" className={`input ${styles.qty}`} type="number" inputMode="numeric" min={1} max={most} value={quantity} onChange={(e) => setQty(Number(e.target.value))} />
            <button type="button" className="btn" aria-label={t('mall.dialog.more')} disabled={quantity >= most || busy} onClick={() => setQty(quantity + 1)}>
              +
            </button>
          </div>
        </div>
        {physical && (
          <>
            <TextField label={t('mall.dialog.address')} value={address} onValue={setAddress} error={tried ? problems['address'] : null} hint={t('mall.dialog.addressHint')} autoComplete="street-address" maxLength={300} required />
            <TextField label={t('mall.dialog.mobile')} type="tel" inputMode="tel" value={mobile} onValue={setMobile} error={tried ? problems['mobile'] : null} autoComplete="tel" maxLength={20} required />
          </>
        )}
        <TextField label={t('mall.dialog.password')} type="password" inputMode="numeric" autoComplete="off" value={password} onValue={(v) => setPassword(v.replace(/\D/g, '').slice(0, 6))} error={tried ? problems['password'] : null} required />
        <dl className={styles.total} aria-live="polite">
          <div>
            <dt>{t('mall.dialog.total')}</dt>
            <dd>{t('mall.points', { points: pts(total) })}</dd>
          </div>
          <div>
            <dt>{t('mall.dialog.after')}</dt>
            <dd data-tone={short > 0 ? 'bad' : undefined}>{t('mall.points', { points: pts(Math.max(0, balance - total)) })}</dd>
          </div>
        </dl>
        {short > 0 && <p className={styles.warn}>{t('mall.dialog.short', { points: pts(short) })}</p>}
        <p className={styles.muted}>{t('mall.dialog.note')}</p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('mall.dialog.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || short > 0}>
            {t('mall.dialog.submit', { points: pts(total) })}
          </button>
        </div>
      </form>
    </Modal>
  );
}
