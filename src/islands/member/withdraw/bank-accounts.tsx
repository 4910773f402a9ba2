import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindBankAccount } from '#lib/stores/cashier.ts';
import type { BankAccount } from '#lib/types/cashier.ts';
import { Icon } from '../../common/icon.tsx';
import { TextField } from '../../forms/text-field.tsx';
import styles from '../cashier/cashier.module.css';
import { useCashierError } from '../cashier/use-cashier-error.ts';
import { FormNotice } from '../cashier/form-notice.tsx';
import { PaymentPasswordField } from '../cashier/payment-password-field.tsx';

/** At most three accounts (the server's rule). */
const MAX_ACCOUNTS = 3;

/**
 * Spec §5: bound bank accounts, locked once confirmed (they can never be changed or unlinked),
 * and the form to bind one: the holder must be the member's real name.
 */
export function BankAccounts({ accounts, realName }: { accounts: BankAccount[]; realName: string | null }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(accounts.length === 0);
  return (
    <section className={styles.section} aria-labelledby="bank-accounts">
      <div className={styles.sectionHead}>
        <h4 id="bank-accounts" className={styles.sectionTitle}>
          {t('cashier.bank.title')}
        </h4>
        {!adding && accounts.length < MAX_ACCOUNTS && (
          <button type="button" className={styles.link} onClick={() => setAdding(true)}>
            {t('cashier.bank.add')}
          </button>
        )}
      </div>
      {accounts.length > 0 && (
        <ul className={styles.list}>
          {accounts.map((a) => (
            <li key={a.id} className={styles.summaryItem}>
              <span className={styles.choiceName}>
                {a.bankName} {a.accountNumber}
              </span>
              <span className={styles.muted}>{a.holderName}</span>
              {a.confirmed && (
                <span className={styles.muted}>
                  <Icon name="lock" /> {t('cashier.bank.locked')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding && accounts.length < MAX_ACCOUNTS && <BindForm key={realName ?? ""} realName={realName} onDone={() => setAdding(false)} />}
    </section>
  );
}

function BindForm({ realName, onDone }: { realName: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const describe = useCashierError();
  const [bankName, setBankName] = useState('');
  const [number, setNumber] = useState('');
  const [holder, setHolder] = useState(realName ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const digits = number.replace(/[\s-]/g, '');
  const problems = {
    bankName: bankName.trim().length < 2 ? { key: 'validation.required' } : null,
    number: /^\d{6,20}$/.test(digits) ? null : { key: 'cashier.bank.numberRule' },
    holder: holder.trim().length < 2 ? { key: 'validation.required' } : null,
    password: /^\d{6}$/.test(password) ? null : { key: 'validation.pattern.DIGITS', values: { min: 6, max: 6 } },
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await bindBankAccount({ bankName: bankName.trim(), accountNumber: digits, holderName: holder.trim(), paymentPassword: password });
      onDone();
    } catch (err) {
      setError(describe(err));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      <p className={styles.muted}>{t('cashier.bank.rule')}</p>
      <TextField label={t('cashier.bank.bankName')} value={bankName} onValue={setBankName} maxLength={60} error={tried ? problems.bankName : null} required />
      <TextField label={t('cashier.bank.number')} value={number} onValue={setNumber} inputMode="numeric" maxLength={24} autoComplete="off" error={tried ? problems.number : null} required />
      <TextField
        label={t('cashier.bank.holder')}
        value={holder}
        onValue={setHolder}
        maxLength={80}
        readOnly={realName !== null}
        hint={realName !== null ? t('cashier.bank.holderFixed') : t('cashier.bank.holderHint')}
        error={tried ? problems.holder : null}
        required
      />
      <PaymentPasswordField value={password} onValue={setPassword} error={tried ? problems.password : null} />
      {error && <FormNotice tone="bad">{error}</FormNotice>}
      <div className={styles.buttons}>
        <button type="submit" className="btn" disabled={busy}>
          {t('cashier.bank.bind')}
        </button>
      </div>
    </form>
  );
}
