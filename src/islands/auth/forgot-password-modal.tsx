import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRegisterRules } from '#lib/stores/catalogue.ts';
import { openModal } from '#lib/stores/ui.ts';
import { useSite } from '../common/use-site.ts';
import { Tabs, tabPanelProps, useTabsId } from '../forms/tabs.tsx';
import { Modal } from '../modal/modal.tsx';
import { EmailRecoveryForm } from './email-recovery-form.tsx';
import { PhoneRecoveryForm } from './phone-recovery-form.tsx';
import styles from '../forms/forms.module.css';

/** Whitelabel flag that offers recovery by phone (spec §3). */
const PHONE_FLAG = 'CHNGPASSVERIF3';

/** Spec §2/§4 forgot password (forgetPassModal): by email, and by phone when the merchant allows it. */
export default function ForgotPasswordModal({ lang, onClose }: { lang: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { flags } = useSite();
  const panels = useTabsId();
  const phone = flags.includes(PHONE_FLAG);
  const [mode, setMode] = useState<'email' | 'phone'>('email');

  useEffect(() => void loadRegisterRules(), []);

  return (
    <Modal open title={t('auth.forgot.title')} onClose={onClose}>
      {phone && (
        <Tabs
          label={t('auth.forgot.ways')}
          panelId={panels}
          active={mode}
          onChange={setMode}
          tabs={[
            { key: 'email', label: t('auth.forgot.tab.email') },
            { key: 'phone', label: t('auth.forgot.tab.phone') },
          ]}
        />
      )}
      <div {...(phone ? tabPanelProps(panels, mode) : {})}>{phone && mode === 'phone' ? <PhoneRecoveryForm lang={lang} /> : <EmailRecoveryForm />}</div>
      <p className={`${styles.footerLinks} ${styles.after}`}>
        <button type="button" className={styles.linkButton} onClick={() => openModal('login')}>
          {t('auth.forgot.backToLogin')}
        </button>
      </p>
    </Modal>
  );
}
