import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimRebate, type RebatePage } from '#lib/stores/rebates.ts';
import { StatusChip, type Tone } from '../cashier/status-chip.tsx';
import cashier from '../cashier/cashier.module.css';
import { useMoney } from '../cashier/use-money.ts';
import { CalcTable } from './calc-table.tsx';
import styles from './rebate.module.css';

type Past = RebatePage['rewards'][number];
const TONE: Record<Past['state'], Tone> = { available: 'wait', claimed: 'good', issued: 'good', expired: 'plain', forfeited: 'bad' };

/** One past period's cashback or rebate: its amount and state, Claim while it waits (one press: the button stays busy until answered), and its calculation. */
export function RebatePeriod({ reward }: { reward: Past }) {
  const { t } = useTranslation();
  const { money, time } = useMoney();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);
  const kind = t(`rebates.kind.${reward.kind}`);
  const heading = t('rebates.history.period', { kind, date: reward.periodKey });
  const claim = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const r = await claimRebate(reward.id);
      setMessage({ tone: 'good', text: t('rebates.claimDone', { amount: money(r.amount) }) });
    } catch {
      setMessage({ tone: 'bad', text: t('rebates.claimFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className={styles.period} aria-label={heading}>
      <div className={styles.periodHead}>
        <h4 className={styles.periodTitle}>
          {heading}
          {reward.title ? <span className={cashier.muted}> · {reward.title}</span> : null}
        </h4>
        <span className={styles.amount}>{money(reward.amount)}</span>
        <StatusChip tone={TONE[reward.state]}>{t(`rebates.state.${reward.state}`)}</StatusChip>
      </div>
      {reward.state === 'available' && (
        <div className={cashier.buttons}>
          <button type="button" className="btn btn-primary" onClick={() => void claim()} disabled={busy} aria-busy={busy}>
            {busy ? t('rebates.claiming') : t('rebates.claim', { amount: money(reward.amount) })}
          </button>
          {reward.expiresAt !== null && <span className={cashier.muted}>{t('rebates.history.expires', { time: time(reward.expiresAt) })}</span>}
        </div>
      )}
      {reward.claimedAt !== null && <p className={cashier.muted}>{t('rebates.history.paidAt', { time: time(reward.claimedAt) })}</p>}
      {message && (
        <p className={cashier.notice} data-tone={message.tone} role="status">
          <span className={cashier.noticeText}>{message.text}</span>
        </p>
      )}
      <details className={styles.details}>
        <summary>{t('rebates.history.calculation')}</summary>
        <CalcTable kind={reward.kind} title={heading} lines={reward.lines} amount={reward.amount} />
      </details>
    </article>
  );
}
