import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import { SECTIONS, type Section, settingsDesk, type SettingsOverview } from '#lib/backoffice/settings-api.ts';
import { BackofficeSection, CashierSection } from './money-sections.tsx';
import ChannelsSection from './channels-section.tsx';
import { failureText, type SectionProps } from './parts.tsx';
import RulesSection from './rules-section.tsx';
import { DomainsSection, MaintenanceSection, MerchantSection, RegionsSection } from './site-sections.tsx';
import SportsSection from './sports-section.tsx';
import SupportSection from './support-section.tsx';
import SwitchesSection from './switches-section.tsx';
import styles from './settings.module.css';
import type { DeskProps as Props } from '../desk-props.ts';

const VIEWS: Record<Section, ComponentType<SectionProps>> = {
  switches: SwitchesSection,
  registration: RulesSection,
  maintenance: MaintenanceSection,
  regions: RegionsSection,
  merchant: MerchantSection,
  cashier: CashierSection,
  channels: ChannelsSection,
  backoffice: BackofficeSection,
  domains: DomainsSection,
  support: SupportSection,
  sports: SportsSection,
};

function sectionFromUrl(): Section {
  const s = new URLSearchParams(window.location.search).get('section');
  return SECTIONS.find((x) => x === s) ?? 'switches';
}

/**
 * The settings desk: one section at a time (the section in the address). Changes reach the site on
 * every instance within about a second; money settings wait for a second staff member's approval.
 */
export default function SettingsDesk({ lang, staff }: Props) {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('switches');
  const [data, setData] = useState<SettingsOverview | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      // The open section keeps its fields (and its save's outcome); it starts from the stored values when opened again.
      setData(await settingsDesk.all());
      setError(null);
    } catch (err) {
      setError(failureText(t, err));
    }
  }, [t]);

  useEffect(() => {
    setSection(sectionFromUrl());
    void reload();
  }, [reload]);

  const choose = (next: Section) => {
    setSection(next);
    const params = new URLSearchParams(window.location.search);
    if (next === 'switches') params.delete('section');
    else params.set('section', next);
    const qs = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
  };

  const View = VIEWS[section];
  return (
    <div className={styles['desk']}>
      <h1>{t('bo.desk.settings')}</h1>
      <div className={styles['layout']}>
        <nav aria-label={t('bo.settings.sections')} className={styles['nav']}>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s}>
                <a
                  href={`?section=${s}`}
                  aria-current={s === section ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    choose(s);
                  }}
                >
                  {t(`bo.settings.section.${s}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles['main']}>
          {error && (
            <p role="alert" className={styles['error']}>
              {error}
            </p>
          )}
          {data ? (
            <View
              key={section}
              lang={lang}
              settings={data.settings}
              pending={data.pending}
              callerIp={data.callerIp}
              canWrite={can(staff.role, 'settings.write')}
              reload={reload}
            />
          ) : (
            !error && <p role="status">{t('bo.settings.loading')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
