import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsDesk } from '#lib/backoffice/settings-api.ts';
import { type SectionProps, SectionForm } from './parts.tsx';
import styles from './settings.module.css';

/** Spec §6 feature switches, in the spec's order. */
const SWITCH_NAMES = [
  'mobileRegistration',
  'smsVerification',
  'mobilePasswordOnRegistration',
  'usernameRegistration',
  'freePlay',
  'forcePasswordChangeOnExpiry',
  'smsLogin',
  'directRegister',
  'manualCashback',
  'referral',
  'dividend',
  'dailyWages',
  'hourlySalary',
  'realTimeSalary',
] as const;

/** The feature switches: one toggle each with what it changes on the site. */
export default function SwitchesSection(p: SectionProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, boolean>>(() => ({ ...p.settings.switches }));
  return (
    <SectionForm
      title={t('bo.settings.section.switches')}
      intro={t('bo.settings.switches.intro')}
      canWrite={p.canWrite}
      reload={p.reload}
      save={() => settingsDesk.set('switches', values)}
    >
      <ul className={styles['switches']}>
        {SWITCH_NAMES.map((name) => (
          <li key={name}>
            <label className={styles['switch']}>
              <input type="checkbox" role="switch" checked={values[name] ?? false} onChange={(e) => setValues({ ...values, [name]: e.target.checked })} aria-describedby={`sw-${name}`} />
              <span className={styles['switchName']}>{t(`bo.settings.switch.${name}`)}</span>
            </label>
            <span id={`sw-${name}`} className={styles['muted']}>
              {t(`bo.settings.switchEffect.${name}`)}
            </span>
          </li>
        ))}
      </ul>
    </SectionForm>
  );
}
