import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { bonuses } from '#lib/stores/bonus.ts';
import { useBonusMessages } from '../../bonus/use-bonus-messages.ts';
import styles from '../../bonus/bonus.module.css';
import { Modal } from '../../modal/modal.tsx';
import { useMoney } from '../cashier/use-money.ts';

/**
 * Asked when a withdrawal meets an active bonus (BONUS_ACTIVE): what the bonus is and exactly what
 * withdrawing now forfeits (its money in the bonus wallet), then Forfeit and withdraw or Keep.
 */
export function BonusActivePrompt({ busy, onForfeit, onKeep }: { busy: boolean; onForfeit: () => void; onKeep: () => void }) {
  useBonusMessages();
  const { t } = useTranslation();
  const { money } = useMoney();
  const value = useStore(bonuses.$store);
  useEffect(() => void bonuses.load(), []);
  const active = value.state === 'ready' ? value.data.filter((b) => b.state === 'active') : [];
  const amount = active.reduce((s, b) => s + b.amount, 0);
  const lost = active.reduce((s, b) => s + b.balance, 0);
  return (
    <Modal
      open
      title={t('bonus.withdraw.title')}
      onClose={onKeep}
      footer={
        <>
          <button type="button" className="btn" onClick={onKeep} disabled={busy}>
            {t('bonus.withdraw.keep')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onForfeit} disabled={busy || value.state !== 'ready'}>
            {t('bonus.withdraw.forfeit')}
          </button>
        </>
      }
    >
      <div className={styles.statement} aria-busy={value.state !== 'ready'}>
        {value.state === 'ready' && <p>{t('bonus.withdraw.body', { amount: money(amount), lost: money(lost) })}</p>}
        <p>{t('bonus.withdraw.cash')}</p>
      </div>
    </Modal>
  );
}
