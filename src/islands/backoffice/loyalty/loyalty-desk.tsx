import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import { LOYALTY_TABS } from './tabs.ts';

/** One lazy view per tab, made once for the module (never during a render). */
const VIEWS = new Map(LOYALTY_TABS.map((x) => [x.id, lazy(x.load)]));

/**
 * The loyalty desk: the VIP ladder and members' ranks, the points mall and its redeem queue,
 * held referral rewards and affiliate applications, one tab each (tabs.ts), loaded when opened.
 */
export default function LoyaltyDesk(props: DeskProps) {
  const { t } = useTranslation();
  const tabs = useMemo(() => LOYALTY_TABS.filter((x) => !x.permission || can(props.staff.role, x.permission)), [props.staff.role]);
  const [tab, setTab] = useState(tabs[0]?.id ?? '');
  const View = VIEWS.get(tab);
  return (
    <div className={styles['desk']}>
      <h1>{t('bo.desk.loyalty')}</h1>
      <div role="tablist" aria-label={t('bo.desk.loyalty')} className={styles['tabs']}>
        {tabs.map((x) => (
          <button key={x.id} id={`loyalty-tab-${x.id}`} type="button" role="tab" aria-selected={tab === x.id} aria-controls="loyalty-panel" className={styles['tab']} onClick={() => setTab(x.id)}>
            {t(`bo.loyalty.tab.${x.id}`)}
          </button>
        ))}
      </div>
      <div id="loyalty-panel" role="tabpanel" aria-labelledby={`loyalty-tab-${tab}`} className={styles['panel']}>
        <Suspense fallback={<p role="status">{t('bo.shell.loading')}</p>}>
          {/* eslint-disable-next-line react-hooks/static-components -- VIEWS holds one lazy component per tab, made at module level */}
          {View && <View key={tab} {...props} />}
        </Suspense>
      </div>
    </div>
  );
}
