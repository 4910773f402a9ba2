import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import { LOTTERY_TABS } from './tabs.ts';

/** One lazy view per tab, made once for the module (never during a render). */
const VIEWS = new Map(LOTTERY_TABS.map((x) => [x.id, lazy(x.load)]));

/**
 * The lottery desk: lotteries and their odds rows, draws and results (official ones entered and
 * approved by two people, voids and corrections), the house draws' seed chains; one tab each (tabs.ts).
 */
export default function LotteryDesk(props: DeskProps) {
  const { t } = useTranslation();
  const tabs = useMemo(() => LOTTERY_TABS.filter((x) => !x.permission || can(props.staff.role, x.permission)), [props.staff.role]);
  const [tab, setTab] = useState(tabs[0]?.id ?? '');
  const View = VIEWS.get(tab);
  return (
    <div className={styles['desk']}>
      <h1>{t('bo.desk.lottery')}</h1>
      <div role="tablist" aria-label={t('bo.desk.lottery')} className={styles['tabs']}>
        {tabs.map((x) => (
          <button key={x.id} id={`lottery-tab-${x.id}`} type="button" role="tab" aria-selected={tab === x.id} aria-controls="lottery-panel" className={styles['tab']} onClick={() => setTab(x.id)}>
            {t(`bo.lottery.tab.${x.id}`)}
          </button>
        ))}
      </div>
      <div id="lottery-panel" role="tabpanel" aria-labelledby={`lottery-tab-${tab}`} className={styles['panel']}>
        <Suspense fallback={<p role="status">{t('bo.shell.loading')}</p>}>
          {/* eslint-disable-next-line react-hooks/static-components -- VIEWS holds one lazy component per tab, made at module level */}
          {View && <View key={tab} {...props} />}
        </Suspense>
      </div>
    </div>
  );
}
