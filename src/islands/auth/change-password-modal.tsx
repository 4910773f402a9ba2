import { useTranslation } from 'react-i18next';
import type { ModalProps } from '#lib/stores/ui.ts';
import { confirmLogout } from '../chrome/reactions.ts';
import { Modal } from '../modal/modal.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import styles from '../forms/forms.module.css';

/**
 * Spec §2/§4 change password (changePassModal). Forced after a login with the default initial
 * password or an expired one: it cannot be closed, only completed (or the member logs out).
 */
export default function ChangePasswordModal({ props, onClose }: { props: ModalProps['changePassword'] | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const forced = props?.forced ?? false;
  return (
    <Modal open title={t('auth.change.title')} onClose={onClose} closable={!forced} dismissible={!forced}>
      <div className={styles.form}>
        {forced && <p className={styles.lead}>{t('auth.change.forcedLead')}</p>}
        <ChangePasswordForm knownPassword={props?.knownPassword} />
        {forced && (
          <p className={styles.footerLinks}>
            <button type="button" className={styles.linkButton} onClick={confirmLogout}>
              {t('auth.change.logoutInstead')}
            </button>
          </p>
        )}
      </div>
    </Modal>
  );
}
