import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusCard as Bonus } from '#lib/contracts/bonus.ts';
import { errorMessage } from '#lib/error-message.ts';
import { forfeitBonus } from '#lib/stores/bonus.ts';
import { Modal } from '../../modal/modal.tsx';
import { useMessage } from '../../forms/use-message.ts';
import styles from '../../bonus/bonus.module.css';
import cashier from '../cashier/cashier.module.css';
import { useMoney } from '../cashier/use-money.ts';

/** Asks before forfeiting, stating exactly what leaves the bonus wallet; Escape or Keep closes it. */
export function ForfeitDialog({ bonus, onClose, onDone }: { bonus: Bonus | null; onClose: () => void; onDone: (lost: number) => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { money } = useMoney();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!bonus) return;
    setBusy(true);
    setError(null);
    try {
      onDone(await forfeitBonus(bonus.id));
    } catch (err) {
      setError(message(errorMessage(err)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={bonus !== null}
      title={t('bonus.forfeit.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('bonus.forfeit.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={busy}>
            {t('bonus.forfeit.confirm')}
          </button>
        </>
      }
    >
      {bonus && (
        <div className={styles.statement}>
          <p>{t('bonus.forfeit.lose', { balance: money(bonus.balance), amount: money(bonus.amount) })}</p>
          {bonus.wagered > 0 && <p>{t('bonus.forfeit.wagered', { wagered: money(bonus.wagered) })}</p>}
          <p>{t('bonus.forfeit.keep')}</p>
          {error && (
            <p className={cashier.notice} data-tone="bad" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
