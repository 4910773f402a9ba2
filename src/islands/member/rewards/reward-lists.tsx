import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardItem } from '#lib/contracts/promotions.ts';
import { errorMessage } from '#lib/error-message.ts';
import { claimReward } from '#lib/stores/rewards.ts';
import cashier from '../cashier/cashier.module.css';
import { StatusChip, type Tone } from '../cashier/status-chip.tsx';
import { useMoney } from '../cashier/use-money.ts';
import styles from './rewards.module.css';

const TONE: Record<RewardItem['state'], Tone> = { available: 'wait', claimed: 'good', issued: 'good', expired: 'plain', forfeited: 'bad' };

function Heading({ r }: { r: RewardItem }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className={styles.title}>{r.title ?? t('promotions.rewards.staffGrant')}</p>
      <p className={styles.meta}>{t(`promotions.rewardKind.${r.kind}`)}</p>
    </div>
  );
}

/** One claimable reward: one press claims it; a second press while the first is under way waits for the same answer. */
function Claimable({ r, onClaimed }: { r: RewardItem; onClaimed: (message: string) => void }) {
  const { t } = useTranslation();
  const { money, time } = useMoney();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const claim = async () => {
    setState({ busy: true, error: null });
    try {
      const paid = await claimReward(r.id);
      onClaimed(t(paid.wallet === 'bonus' ? 'promotions.rewards.claimedBonus' : 'promotions.rewards.claimedNow', { amount: money(paid.amount) }));
    } catch (err) {
      const m = errorMessage(err);
      setState({ busy: false, error: t(m.key, m.values ?? {}) });
    }
  };
  return (
    <li className={`${cashier.section} ${styles.reward}`}>
      <Heading r={r} />
      <span className={styles.amount}>{money(r.amount)}</span>
      <p className={styles.meta}>
        {t(`promotions.rewards.wallet.${r.wallet}`)} · {r.expiresAt ? t('promotions.rewards.expires', { date: time(r.expiresAt) }) : t('promotions.rewards.noExpiry')}
      </p>
      <button type="button" className={`btn btn-primary ${styles.claim}`} disabled={state.busy} onClick={() => void claim()}>
        {state.busy ? t('promotions.rewards.claiming') : t('promotions.rewards.claim', { amount: money(r.amount) })}
      </button>
      {state.error && (
        <p className={cashier.notice} data-tone="bad" role="alert">
          {state.error}
        </p>
      )}
    </li>
  );
}

export function ClaimableList({ rewards }: { rewards: RewardItem[] }) {
  const { t } = useTranslation();
  const [claimed, setClaimed] = useState<string | null>(null);
  return (
    <>
      <p className={cashier.muted}>{t('promotions.rewards.intro')}</p>
      <div role="status" aria-live="polite">
        {claimed && (
          <p className={cashier.notice} data-tone="good">
            {claimed}
          </p>
        )}
      </div>
      {rewards.length === 0 ? (
        <p className={cashier.section}>{t('promotions.rewards.none')}</p>
      ) : (
        <ul className={cashier.list} aria-label={t('promotions.rewards.tabs.claimable')}>
          {rewards.map((r) => (
            <Claimable key={r.id} r={r} onClaimed={setClaimed} />
          ))}
        </ul>
      )}
    </>
  );
}

export function RewardHistory({ rewards }: { rewards: RewardItem[] }) {
  const { t } = useTranslation();
  const { money, time } = useMoney();
  if (rewards.length === 0) return <p className={cashier.section}>{t('promotions.rewards.noHistory')}</p>;
  return (
    <ul className={cashier.list} aria-label={t('promotions.rewards.tabs.history')}>
      {rewards.map((r) => (
        <li key={r.id} className={`${cashier.section} ${styles.reward}`}>
          <Heading r={r} />
          <span className={styles.amount}>{money(r.amount)}</span>
          <p className={styles.meta}>{t('promotions.rewards.earned', { date: time(r.claimedAt ?? r.createdAt) })}</p>
          <StatusChip tone={TONE[r.state]}>{t(`promotions.rewardState.${r.state}`)}</StatusChip>
        </li>
      ))}
    </ul>
  );
}
