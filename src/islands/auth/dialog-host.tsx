import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $dialog, closeDialog } from '#lib/stores/ui.ts';
import { Icon } from '../common/icon.tsx';
import { Modal } from '../modal/modal.tsx';
import styles from './dialog-host.module.css';

const ICON = { warning: 'warning', info: 'check', confirm: 'info' } as const;

/**
 * Spec §8 dialogs over whatever is open: warnings (trial accounts, a wrong invitation code, a
 * failed code request), confirmations (logout) and notes (recovery email sent).
 */
export default function DialogHost() {
  const { t } = useTranslation();
  const dialog = useStore($dialog);
  if (!dialog) return null;
  const confirm = () => {
    closeDialog();
    dialog.onConfirm?.();
  };
  return (
    <Modal
      open
      title={t(dialog.title ?? (dialog.tone === 'warning' ? 'auth.dialog.warning' : 'in_popup_prompt'))}
      onClose={closeDialog}
      closable={false}
      width={360}
      footer={
        <>
          {dialog.cancel && (
            <button type="button" className="btn" onClick={closeDialog}>
              {t(dialog.cancel)}
            </button>
          )}
          <button type="button" className="btn btn-primary" data-modal-default onClick={confirm}>
            {t(dialog.confirm ?? 'in_increase_submit')}
          </button>
        </>
      }
    >
      <div className={`${styles.body} ${styles[dialog.tone]}`}>
        <span className={styles.icon}>
          <Icon name={ICON[dialog.tone]} />
        </span>
        <p>{t(dialog.body, dialog.values ?? {})}</p>
      </div>
    </Modal>
  );
}
