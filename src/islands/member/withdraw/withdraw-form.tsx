import { useStore } from '@nanostores/react';
import { type FormEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api.ts';
import { parseAmount } from '#lib/money-input.ts';
import { requestWithdrawal, sendWithdrawalCode } from '#lib/stores/cashier.ts';
import { $wallet } from '#lib/stores/wallet.ts';
import type { BankAccount } from '#lib/types/cashier.ts';
import { Icon } from '../../common/icon.tsx';
import { SendCodeButton } from '../../forms/send-code-button.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { AmountField } from '../cashier/amount-field.tsx';
import styles from '../cashier/cashier.module.css';
import { useCashierError } from '../cashier/use-cashier-error.ts';
import { useMoney } from '../cashier/use-money.ts';
import { FormNotice } from '../cashier/form-notice.tsx';
import { PaymentPasswordField } from '../cashier/payment-password-field.tsx';
import { BonusActivePrompt } from './bonus-active-prompt.tsx';
import { DailyLimit } from './daily-limit.tsx';

type Method = 'sms' | 'email';

/**
 * A withdrawal: the account, the amount and the payment password. A new account or a new device
 * asks for a code as well (the server says so, and with which methods). The money is held at once.
 */
export function WithdrawForm({ accounts }: { accounts: BankAccount[] }) {
  const { t } = useTranslation();
  const { money, currency } = useMoney();
  const wallet = useStore($wallet);
  const describe = useCashierError();
  const [chosenAccount, setAccountId] = useState<number | null>(null);
  const accountId = accounts.find((a) => a.id === chosenAccount)?.id ?? accounts[0]?.id ?? null;
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [methods, setMethods] = useState<Method[] | null>(null);
  const [method, setMethod] = useState<Method>('sms');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  /** The withdrawal met an active bonus: the player is asked before it is forfeited. */
  const [bonusAsk, setBonusAsk] = useState(false);
  /** The player chose to forfeit for this withdrawal: a step-up that follows sends it again without asking twice. */
  const [forfeitChosen, setForfeitChosen] = useState(false);

  const amount = parseAmount(amountText, currency.minorUnits);
  const balance = wallet.state === 'ready' ? wallet.balance : null;
  const problems = {
    amount: amount === null ? { key: amountText.trim() ? 'cashier.amount.invalid' : 'validation.required' } : balance !== null && amount > balance ? { key: 'cashier.withdraw.overBalance' } : null,
    password: /^\d{6}$/.test(password) ? null : { key: 'validation.pattern.DIGITS', values: { min: 6, max: 6 } },
    code: methods && !/^\d{6}$/.test(code.trim()) ? { key: 'validation.required' } : null,
  };

  if (accounts.length === 0) {
    return (
      <section className={styles.section}>
        <h4 className={styles.sectionTitle}>{t('cashier.withdraw.title')}</h4>
        <p className={styles.muted}>{t('cashier.withdraw.bindFirst')}</p>
      </section>
    );
  }

  const submit = async (e: FormEvent | null, forfeitBonus = forfeitChosen) => {
    e?.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean) || amount === null || accountId === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      await requestWithdrawal({ bankAccountId: accountId, amount, paymentPassword: password, ...(methods ? { code: code.trim(), method } : {}), ...(forfeitBonus ? { forfeitBonus } : {}) });
      setBonusAsk(false);
      setDone(amount);
      setForfeitChosen(false);
      setAmountText('');
      setPassword('');
      setCode('');
      setMethods(null);
      setTried(false);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'STEP_UP_REQUIRED') {
        setBonusAsk(false);
        const offered = (Array.isArray(err.details['methods']) ? err.details['methods'] : []).filter((m): m is Method => m === 'sms' || m === 'email');
        setMethods(offered);
        if (offered[0]) setMethod(offered[0]);
        setError(offered.length ? t('cashier.withdraw.stepUp') : t('cashier.withdraw.stepUpNoMethod'));
      } else if (err instanceof ApiError && err.code === 'BONUS_ACTIVE') setBonusAsk(true);
      else {
        setBonusAsk(false);
        setError(describe(err));
      }
    }
    setBusy(false);
  };

  return (
    <section className={styles.section} aria-labelledby="withdraw-title">
      <h4 id="withdraw-title" className={styles.sectionTitle}>
        {t('cashier.withdraw.title')}
      </h4>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('cashier.withdraw.toAccount')}</legend>
          {accounts.map((a) => (
            <label key={a.id} className={styles.choice}>
              <input type="radio" name="withdraw-account" checked={a.id === accountId} onChange={() => (setAccountId(a.id), setForfeitChosen(false))} />
              <span className={styles.choiceName}>{a.bankName}</span>
              <span className={styles.choiceMeta}>
                {a.accountNumber} · {a.holderName}
              </span>
            </label>
          ))}
        </fieldset>
        {balance !== null && <p className={styles.muted}>{t('cashier.withdraw.available', { amount: money(balance) })}</p>}
        <DailyLimit />
        <AmountField label={t('cashier.withdraw.amount', { symbol: currency.symbol })} value={amountText} onValue={(v) => (setAmountText(v), setDone(null), setForfeitChosen(false))} error={tried ? problems.amount : null} />
        <PaymentPasswordField value={password} onValue={setPassword} error={tried ? problems.password : null} />
        {methods && methods.length > 0 && (
          <>
            {methods.length > 1 && (
              <div className={styles.chips} role="radiogroup" aria-label={t('cashier.withdraw.codeMethod')}>
                {methods.map((m) => (
                  <button key={m} type="button" role="radio" aria-checked={m === method} className={styles.chip} onClick={() => setMethod(m)}>
                    {t(`cashier.withdraw.method.${m}`)}
                  </button>
                ))}
              </div>
            )}
            <TextField
              label={t('cashier.withdraw.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onValue={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
              error={tried ? problems.code : null}
              hint={t(`cashier.withdraw.codeHint.${method}`)}
              required
              action={<SendCodeButton send={() => sendWithdrawalCode(method)} />}
            />
          </>
        )}
        <p className={styles.muted}>{t('cashier.withdraw.holdNote')}</p>
        {error && (
          <p className={styles.notice} data-tone={methods ? undefined : 'bad'} role="alert">
            <Icon name="warning" />
            <span className={styles.noticeText}>{error}</span>
          </p>
        )}
        {done !== null && <FormNotice tone="good">{t('cashier.withdraw.requested', { amount: money(done) })}</FormNotice>}
        <div className={styles.buttons}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('cashier.withdraw.submit')}
          </button>
        </div>
      </form>
      {bonusAsk && (
        <Suspense fallback={null}>
          <BonusActivePrompt busy={busy} onForfeit={() => {
              setForfeitChosen(true);
              void submit(null, true);
            }} onKeep={() => {
              setForfeitChosen(false);
              setBonusAsk(false);
            }} />
        </Suspense>
      )}
    </section>
  );
}
