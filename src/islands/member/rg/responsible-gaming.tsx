import { useTranslation } from 'react-i18next';
import { openModal } from '#lib/stores/ui.ts';
import { Icon } from '../../common/icon.tsx';
import type { MemberPageProps } from '../member-pages.ts';
import { BreakSection } from './break-section.tsx';
import { RealityCheckSection } from './reality-check-section.tsx';
import styles from './rg.module.css';

/** Responsible gaming tools in one place: reminders, deposit limits, a break, self-exclusion. */
export default function ResponsibleGaming({ lang }: MemberPageProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('rg.intro')}</p>
      <RealityCheckSection lang={lang} />
      <section className={styles.section}>
        <h4>
          <Icon name="deposit" />
          {t('rg.limits.title')}
        </h4>
        <p>{t('rg.limits.text')}</p>
        <div>
          <button type="button" className="btn" onClick={() => openModal('memberCentre', { page: 'depositv2' })}>
            {t('rg.limits.open')}
          </button>
        </div>
      </section>
      <BreakSection kind="time_out" lang={lang} />
      <BreakSection kind="self_exclusion" lang={lang} />
    </div>
  );
}
