import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '#lib/auth-api.ts';
import { $registerRules, loadRegisterRules } from '#lib/stores/catalogue.ts';
import { openModal, showDialog } from '#lib/stores/ui.ts';
import type { RegisterKind } from '#lib/validation/register-rules.ts';
import { useSite } from '../common/use-site.ts';
import { Tabs, tabPanelProps, useTabsId } from '../forms/tabs.tsx';
import { Modal } from '../modal/modal.tsx';
import { type Affiliate, RegisterForm } from './register-form.tsx';
import styles from '../forms/forms.module.css';

/** Spec §5: the invitation code of the link (?code= or ?affiliateCode=), checked once per visit. */
function useAffiliate(): Affiliate {
  const [code] = useState(() => {
    const query = new URLSearchParams(location.search);
    return (query.get('code') ?? query.get('affiliateCode') ?? '').trim();
  });
  const [affiliate, setAffiliate] = useState<Affiliate>(code ? { state: 'checking' } : { state: 'none' });
  useEffect(() => {
    if (!code) return;
    authApi.checkAffiliate(code).then(
      ({ valid }) => {
        if (valid) return setAffiliate({ state: 'valid', code });
        setAffiliate({ state: 'invalid', prefill: '' });
        showDialog({ tone: 'warning', body: 'invitation_code_error', confirm: 'in_increase_submit' });
      },
      // Not checked (network): the code stays in the field and is checked again on submit.
      () => setAffiliate({ state: 'invalid', prefill: code }),
    );
  }, [code]);
  return affiliate;
}

/** Spec §2/§4 register modal: by username and/or by mobile number, as the switches allow. */
export default function RegisterModal({ lang, onClose }: { lang: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { switches, known } = useSite();
  const rules = useStore($registerRules);
  const affiliate = useAffiliate();
  const panels = useTabsId();
  const kinds: RegisterKind[] = [...(switches['usernameRegistration'] ? ['username' as const] : []), ...(switches['mobileRegistration'] ? ['mobile' as const] : [])];
  const [chosen, setChosen] = useState<RegisterKind | null>(null);
  const kind = chosen && kinds.includes(chosen) ? chosen : kinds[0];

  useEffect(() => void loadRegisterRules(), []);

  const loading = !known || rules === null || affiliate.state === 'checking';

  return (
    <Modal open title={t('auth.register.title')} onClose={onClose} width={440}>
      {loading ? (
        <div className={styles.form} aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      ) : rules.length === 0 ? (
        <div className={styles.form} role="alert">
          <p className={styles.lead}>{t('auth.register.rulesFailed')}</p>
          <button type="button" className="btn" onClick={() => void loadRegisterRules()}>
            {t('auth.slider.retry')}
          </button>
        </div>
      ) : !kind ? (
        <p className={styles.lead}>{t('auth.register.closed')}</p>
      ) : (
        <>
          {kinds.length > 1 && (
            <Tabs
              label={t('auth.register.ways')}
              panelId={panels}
              active={kind}
              onChange={setChosen}
              tabs={kinds.map((k) => ({ key: k, label: t(`auth.register.tab.${k}`) }))}
            />
          )}
          <div {...(kinds.length > 1 ? tabPanelProps(panels, kind) : {})}>
            <RegisterForm
              key={kind}
              lang={lang}
              kind={kind}
              rules={rules}
              affiliate={affiliate}
              smsVerification={switches['smsVerification'] === true}
              options={{ mobilePassword: switches['mobilePasswordOnRegistration'] !== false, inviteOnly: switches['directRegister'] === false }}
            />
          </div>
        </>
      )}
      <p className={`${styles.footerLinks} ${styles.after}`}>
        <span>{t('auth.register.haveAccount')}</span>
        <button type="button" className={styles.linkButton} onClick={() => openModal('login')}>
          {t('auth.register.toLogin')}
        </button>
      </p>
    </Modal>
  );
}
