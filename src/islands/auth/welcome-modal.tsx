import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $session } from '#lib/stores/session.ts';
import { closeModal } from '#lib/stores/ui.ts';
import { openMemberCentre } from '../chrome/reactions.ts';
import { Icon } from '../common/icon.tsx';
import { Modal } from '../modal/modal.tsx';
import styles from './welcome-modal.module.css';

/** Spec §4 first-login action: a welcome that points to the security centre. */
export default function WelcomeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useStore($session);
  const account = session.state === 'member' ? session.member.account : '';
  return (
    <Modal
      open
      title={t('auth.welcome.title', { account })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('auth.welcome.later')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            data-modal-default
            onClick={() => {
              closeModal();
              openMemberCentre('securityCenter');
            }}
          >
            {t('auth.welcome.secure')}
          </button>
        </>
      }
    >
      <div className={styles.body}>
        <span className={styles.badge}>
          <Icon name="security" />
        </span>
        <p>{t('auth.welcome.text')}</p>
        <ul className={styles.list}>
          <li>{t('auth.welcome.step.mobile')}</li>
          <li>{t('auth.welcome.step.payment')}</li>
          <li>{t('auth.welcome.step.totp')}</li>
        </ul>
      </div>
    </Modal>
  );
}
