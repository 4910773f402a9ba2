import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '#lib/money-input.ts';
import { confirmDepositLimit, limits, setDepositLimit } from '#lib/stores/cashier.ts';
import type { DepositLimit, LimitPeriod } from '#lib/types/cashier.ts';
import { Icon } from '../../common/icon.tsx';
import { oneOf } from '../../common/one-of.ts';
import { TextField } from '../../forms/text-field.tsx';
import styles from '../cashier/cashier.module.css';
import { RemoteView } from '../cashier/remote-view.tsx';
import { useCashierError } from '../cashier/use-cashier-error.ts';
import { useMoney } from '../cashier/use-money.ts';

const PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/**
 * Responsible gambling: deposit limits over 24 hours, 7 and 30 days with what is left; a lower
 * limit applies at once, a higher one (or none) after 24 hours and a confirmation. `embedded`: inside
 * a section that already has the title.
 */
export function DepositLimits({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const value = useStore(limits.$store);
  return (
    <section className={styles.section} {...(embedded ? { 'aria-label': t('cashier.limits.title') } : { 'aria-labelledby': 'deposit-limits' })}>
      {/* Embedded under a heading of its own (the responsible-gaming page): no second title. */}
      {!embedded && (
        <>
          <div className={styles.sectionHead}>
            <h4 id="deposit-limits" className={styles.sectionTitle}>
              {t('cashier.limits.title')}
            </h4>
          </div>
          <p className={styles.muted}>{t('cashier.limits.intro')}</p>
        </>
      )}
      <RemoteView value={value} retry={() => void limits.load()}>
        {(list) => (
          <>
            <ul className={styles.summary}>
              {list.map((l) => (
                <LimitCard key={l.period} limit={l} />
              ))}
            </ul>
            <LimitForm />
          </>
        )}
      </RemoteView>
    </section>
  );
}

function LimitCard({ limit }: { limit: DepositLimit }) {
  const { t } = useTranslation();
  const { money, time } = useMoney();
  const describe = useCashierError();
  const [error, setError] = useState<string | null>(null);
  // The time the card was shown: a pending change already in force then can be applied.
  const [shownAt] = useState(() => Date.now());
  const due = limit.pending !== null && limit.pending.from <= shownAt;
  return (
    <li className={styles.summaryItem}>
      <span className={styles.summaryLabel}>{t(`cashier.limits.period.${limit.period}`)}</span>
      <span className={styles.summaryValue}>{limit.amount === null ? t('cashier.limits.none') : money(limit.amount)}</span>
      <span className={styles.muted}>{t('cashier.limits.used', { amount: money(limit.used) })}</span>
      {limit.remaining !== null && <span className={styles.muted}>{t('cashier.limits.left', { amount: money(limit.remaining) })}</span>}
      {limit.pending && (
        <span className={styles.muted}>
          {t('cashier.limits.pending', { amount: limit.pending.amount === null ? t('cashier.limits.none') : money(limit.pending.amount), time: time(limit.pending.from) })}
        </span>
      )}
      {limit.pending && due && (
        <button
          type="button"
          className="btn"
          onClick={() => {
            setError(null);
            confirmDepositLimit(limit.period).catch((err: unknown) => setError(describe(err)));
          }}
        >
          {t('cashier.limits.confirm')}
        </button>
      )}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </li>
  );
}

function LimitForm() {
  const { t } = useTranslation();
  const { currency } = useMoney();
  const describe = useCashierError();
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [text, setText] = useState('');
  const [none, setNone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amount = none ? null : parseAmount(text, currency.minorUnits);
    if (!none && amount === null) {
      setError(t('cashier.amount.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      await setDepositLimit(period, amount);
      setSaved(true);
      setText('');
    } catch (err) {
      setError(describe(err));
    }
    setBusy(false);
  };

  return (
    <form className={styles.toolbar} noValidate onSubmit={(e) => void submit(e)}>
      <label className={styles.selectField}>
        {t('cashier.limits.periodLabel')}
        <select className={styles.select} value={period} onChange={(e) => setPeriod(oneOf(PERIODS, e.target.value) ?? period)}>
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`cashier.limits.period.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.grow}>
        <TextField label={t('cashier.limits.newAmount', { symbol: currency.symbol })} value={text} onValue={setText} inputMode="decimal" disabled={none} autoComplete="off" />
      </div>
      <label className={styles.selectField}>
        <span>
          <input type="checkbox" checked={none} onChange={(e) => setNone(e.target.checked)} /> {t('cashier.limits.removeLimit')}
        </span>
      </label>
      <button type="submit" className="btn" disabled={busy}>
        {t('cashier.limits.save')}
      </button>
      {error && (
        <p className={`field-error ${styles.full}`} role="alert">
          {error}
        </p>
      )}
      {saved && (
        <p className={`${styles.muted} ${styles.full}`} role="status">
          <Icon name="check" /> {t('cashier.limits.saved')}
        </p>
      )}
    </form>
  );
}
