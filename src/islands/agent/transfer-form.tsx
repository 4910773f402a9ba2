import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transferToDownline } from '#lib/stores/agent-centre.ts';
import type { TeamMemberRow } from '#lib/types/agents.ts';
import { TextField } from '../forms/text-field.tsx';
import { ErrorText } from './parts.tsx';
import { useFormat } from './use-format.ts';
import styles from './agent.module.css';

/** Transfer from the agent's wallet to a direct downline, confirmed with the payment password. */
export function TransferForm({ member, onDone, onCancel }: { member: TeamMemberRow; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const minor = Math.round(Number(amount) * 10 ** f.currency.minorUnits);
  const valid = Number.isFinite(minor) && minor > 0 && /^\d{6}$/.test(password);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      await transferToDownline(member.id, minor, password);
      setDone(true);
      onDone();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`${styles.card} ${styles.form}`} noValidate onSubmit={(e) => void submit(e)} aria-label={t('agent.transfer.title', { account: member.account })}>
      <h4 className={styles.cardTitle}>{t('agent.transfer.title', { account: member.account })}</h4>
      <p className={styles.muted}>{t('agent.transfer.balance', { amount: f.money(member.balance) })}</p>
      <TextField label={t('agent.transfer.amount', { symbol: f.currency.symbol })} value={amount} onValue={(v) => setAmount(v.replace(/[^\d.]/g, ''))} inputMode="decimal" required />
      <TextField label={t('agent.transfer.password')} type="password" value={password} onValue={(v) => setPassword(v.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="off" required />
      {error !== null && <ErrorText error={error} />}
      {done && (
        <p className={styles.success} role="status">
          {t('agent.transfer.done', { amount: f.money(minor), account: member.account })}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={!valid || busy || done}>
          {t('agent.transfer.submit')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t(done ? 'agent.action.close' : 'agent.action.cancel')}
        </button>
      </div>
    </form>
  );
}
