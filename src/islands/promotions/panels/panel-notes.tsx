import { useTranslation } from 'react-i18next';
import { openModal } from '#lib/stores/ui.ts';
import cashier from '../../member/cashier/cashier.module.css';
import styles from './raffles.module.css';

/** What the raffle and race panels show around their actions: sign in for a visitor, the start date when coming, an error. */
export function PanelNotes({ signedIn, comingSoon, login, error }: { signedIn: boolean; comingSoon: string | null; login: string; error: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {!signedIn && (
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
            {t(login)}
          </button>
        </div>
      )}
      {comingSoon && <p className={cashier.muted}>{comingSoon}</p>}
      {error && (
        <p className={cashier.notice} data-tone="bad" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
