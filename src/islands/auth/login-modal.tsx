import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { freePlay } from '#lib/stores/session.ts';
import { type ModalProps, openModal } from '#lib/stores/ui.ts';
import type { SecondFactorChallenge } from '#lib/types/auth.ts';
import { useSite } from '../common/use-site.ts';
import { FormError } from '../forms/form-error.tsx';
import { Tabs, tabPanelProps, useTabsId } from '../forms/tabs.tsx';
import { Modal } from '../modal/modal.tsx';
import { PasswordLoginForm } from './password-login-form.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';
import { SmsLoginForm } from './sms-login-form.tsx';
import styles from '../forms/forms.module.css';

type Tab = 'password' | 'sms';

/**
 * Spec §2/§4 login modal: username and password or SMS code (when SMS login is on), the second
 * factor when the address is new, free play when it is on, and the ways to register or recover.
 */
export default function LoginModal({ lang, props, onClose }: { lang: string; props: ModalProps['login'] | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { switches } = useSite();
  const panels = useTabsId();
  const [tab, setTab] = useState<Tab>(props?.tab === 'sms' && switches['smsLogin'] ? 'sms' : 'password');
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(props?.challenge ?? null);
  const [trialError, setTrialError] = useState<Message | null>(null);
  const [trialBusy, setTrialBusy] = useState(false);

  const tryFreePlay = async () => {
    setTrialBusy(true);
    setTrialError(null);
    try {
      await freePlay();
    } catch (err) {
      setTrialError(errorMessage(err));
      setTrialBusy(false);
    }
  };

  if (challenge) {
    return (
      <Modal open title={t('auth.factor.title')} onClose={onClose}>
        <SecondFactorStep challenge={challenge} onBack={() => setChallenge(null)} />
      </Modal>
    );
  }

  return (
    <Modal open title={t('auth.login.title')} onClose={onClose}>
      {switches['smsLogin'] && (
        <Tabs
          label={t('auth.login.ways')}
          panelId={panels}
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'password', label: t('auth.login.tab.password') },
            { key: 'sms', label: t('auth.login.tab.sms') },
          ]}
        />
      )}
      <div {...(switches['smsLogin'] ? tabPanelProps(panels, tab) : {})}>
        {tab === 'sms' ? <SmsLoginForm lang={lang} /> : <PasswordLoginForm onSecondFactor={(c) => setChallenge(c)} />}
      </div>
      <div className={`${styles.form} ${styles.after}`}>
        {switches['freePlay'] && (
          <>
            <p className={styles.divider}>{t('auth.login.or')}</p>
            <FormError error={trialError} />
            <button type="button" className="btn" disabled={trialBusy} onClick={() => void tryFreePlay()}>
              {t('auth.login.freePlay')}
            </button>
          </>
        )}
        <p className={styles.footerLinks}>
          <span>{t('auth.login.noAccount')}</span>
          <button type="button" className={styles.linkButton} onClick={() => openModal('register')}>
            {t('auth.login.toRegister')}
          </button>
        </p>
      </div>
    </Modal>
  );
}
