import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#lib/format.ts';
import { useTimeZone } from '../../common/use-time-zone.ts';
import { rgApi } from '#lib/rg-api.ts';
import type { Exclusion } from '#lib/types/rg.ts';
import { Icon } from '../../common/icon.tsx';
import { useCashierMessages } from '../cashier/use-cashier-messages.ts';
import { DepositLimits } from '../deposit/deposit-limits.tsx';
import type { MemberPageProps } from '../page-props.ts';
import { BreakSection } from './break-section.tsx';
import { HelplinesSection } from './helplines-section.tsx';
import { RealityCheckSection } from './reality-check-section.tsx';
import styles from './rg.module.css';

/** The cashier's limits form, once the cashier's words have loaded. */
function LimitsForm() {
  useCashierMessages();
  return <DepositLimits embedded />;
}

/** Responsible gaming tools in one place: reminders, deposit limits, a break, self-exclusion, and where to find help. */
export default function ResponsibleGaming({ lang }: MemberPageProps) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const limitsId = useId();
  const [limitsOpen, setLimitsOpen] = useState(false);
  const [exclusion, setExclusion] = useState<Exclusion | null>(null);

  useEffect(() => void rgApi.exclusion().then(setExclusion, () => undefined), []);

  const kind = exclusion?.kind === 'time_out' ? 'timeOut' : 'selfExclusion';
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('rg.intro')}</p>
      {exclusion && (
        <p className={styles.status} role="status">
          {exclusion.until === null ? t('rg.excluded.permanent') : t(`rg.excluded.until.${kind}`, { until: formatDateTime(exclusion.until, lang, zone) })} {t('rg.excluded.closed')}
        </p>
      )}
      <RealityCheckSection lang={lang} />
      <section className={styles.section}>
        <h4>
          <Icon name="deposit" />
          {t('rg.limits.title')}
        </h4>
        <p>{t('rg.limits.text')}</p>
        <div>
          <button type="button" className="btn" aria-expanded={limitsOpen} aria-controls={limitsId} onClick={() => setLimitsOpen((open) => !open)}>
            {limitsOpen ? t('rg.limits.hide') : t('rg.limits.open')}
          </button>
        </div>
        <div id={limitsId} hidden={!limitsOpen}>
          {limitsOpen && (
            <Suspense fallback={null}>
              <LimitsForm />
            </Suspense>
          )}
        </div>
      </section>
      <BreakSection kind="time_out" lang={lang} />
      <BreakSection kind="self_exclusion" lang={lang} />
      <HelplinesSection />
    </div>
  );
}
