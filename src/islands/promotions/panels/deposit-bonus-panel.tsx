import { useStore } from '@nanostores/react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#lib/error-message.ts';
import { bonuses, optInDepositBonus } from '#lib/stores/bonus.ts';
import { $session } from '#lib/stores/session.ts';
import { openModal } from '#lib/stores/ui.ts';
import { useBonusMessages } from '../../bonus/use-bonus-messages.ts';
import { DepositBonusRules } from '../../bonus/deposit-bonus-rules.tsx';
import { useMessage } from '../../forms/use-message.ts';
import { useMoney } from '../../member/cashier/use-money.ts';
import cashier from '../../member/cashier/cashier.module.css';
import styles from '../../bonus/bonus.module.css';
import type { PanelProps } from './panel-props.ts';

const noSubscription = () => () => undefined;

/** Opted in while another bonus is active: says why a deposit now adds nothing (read only for a signed-in player who opted in). */
function OtherActiveBonus() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const list = useStore(bonuses.$store);
  const other = list.state === 'ready' ? list.data.find((b) => b.state === 'active') : undefined;
  return other ? <p className={cashier.notice}>{t('bonus.panel.otherActive', { amount: money(other.amount) })}</p> : null;
}

/** The deposit bonus on its promotion page: the rules first, then opt in, deposit and follow the wagering. */
export default function DepositBonusPanel({ promotion, view, refresh }: PanelProps) {
  useBonusMessages();
  const { t } = useTranslation();
  const message = useMessage();
  const { money, number, time } = useMoney();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const session = useStore($session);
  // What depends on the browser's session and the player's view is drawn once hydrated (the server knows neither).
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const state = hydrated ? (view?.state ?? null) : null;
  if (promotion.spec.mechanic !== 'depositBonus') return null;
  const params = promotion.spec.params;
  const progress = view?.progress;
  const percent = progress && progress.target > 0 ? Math.min(100, Math.floor((progress.current / progress.target) * 100)) : 0;

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      await optInDepositBonus(promotion.id);
      refresh();
    } catch (err) {
      setError(t('bonus.panel.failed', { message: message(errorMessage(err)) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${cashier.section} ${styles.panel}`} aria-labelledby="deposit-bonus-rules">
      <h2 id="deposit-bonus-rules" className={cashier.sectionTitle}>
        {t('bonus.rules.title')}
      </h2>
      <DepositBonusRules params={params} />
      {hydrated && view === null && session.state === 'guest' && (
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
            {t('bonus.panel.login')}
          </button>
        </div>
      )}
      {state === 'comingSoon' && <p className={cashier.muted}>{t('bonus.panel.comingSoon', { date: time(promotion.startsAt) })}</p>}
      {state === 'join' && (
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void join()}>
            {t(busy ? 'bonus.panel.optingIn' : 'bonus.panel.optIn')}
          </button>
        </div>
      )}
      {state === 'joined' && (
        <>
          <p className={cashier.notice} data-tone="good" role="status">
            {t('bonus.panel.joined')}
          </p>
          <OtherActiveBonus />
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" onClick={() => openModal('memberCentre', { page: 'depositv2' })}>
              {t('bonus.panel.deposit')}
            </button>
          </div>
        </>
      )}
      {state === 'process' && progress && (
        <>
          <p>{t('bonus.panel.progressText', { done: money(progress.current), required: money(progress.target) })}</p>
          <div className={cashier.progress} role="progressbar" aria-label={t('bonus.panel.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${number(percent)}%`}>
            <div className={cashier.progressBar} style={{ width: `${percent}%` }} />
          </div>
          <div className={styles.actions}>
            <button type="button" className="btn" onClick={() => openModal('memberCentre', { page: 'bonusDetails' })}>
              {t('bonus.panel.details')}
            </button>
          </div>
        </>
      )}
      {state === 'claimed' && <p className={cashier.notice} data-tone="good">{t('bonus.panel.claimed')}</p>}
      {state === 'close' && <p className={cashier.muted}>{t('bonus.panel.closed')}</p>}
      {error && (
        <p className={cashier.notice} data-tone="bad" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
