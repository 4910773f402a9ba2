/**
 * A desk made of tabs, each its own lazily loaded view (the loyalty and lottery desks): the tabs
 * the role may open, a tab list and one panel. Each desk keeps its tab list and its lazy views
 * (made once at module level, see viewsOf).
 */
import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, type Permission } from '#lib/backoffice/roles.ts';
import type { DeskProps } from './desk-props.ts';
import styles from './review-desk.module.css';

export interface DeskTab {
  /** Its label is bo.<desk>.tab.<id>. */
  id: string;
  /** Beyond the desk's own permission, which opening the tab needs. */
  permission?: Permission;
  load: () => Promise<{ default: ComponentType<DeskProps> }>;
}

export type DeskViews = ReadonlyMap<string, LazyExoticComponent<ComponentType<DeskProps>>>;

/** One lazy view per tab: call it once at a desk module's top level, never during a render. */
export function viewsOf(tabs: readonly DeskTab[]): DeskViews {
  return new Map(tabs.map((x) => [x.id, lazy(x.load)]));
}

export function TabbedDesk({ desk, tabs, views, props }: { desk: 'loyalty' | 'lottery' | 'sports' | 'support'; tabs: readonly DeskTab[]; views: DeskViews; props: DeskProps }) {
  const { t } = useTranslation();
  const allowed = useMemo(() => tabs.filter((x) => !x.permission || can(props.staff.role, x.permission)), [tabs, props.staff.role]);
  const [tab, setTab] = useState(allowed[0]?.id ?? '');
  const View = views.get(tab);
  return (
    <div className={styles['desk']}>
      <h1>{t(`bo.desk.${desk}`)}</h1>
      <div role="tablist" aria-label={t(`bo.desk.${desk}`)} className={styles['tabs']}>
        {allowed.map((x) => (
          <button key={x.id} id={`${desk}-tab-${x.id}`} type="button" role="tab" aria-selected={tab === x.id} aria-controls={`${desk}-panel`} className={styles['tab']} onClick={() => setTab(x.id)}>
            {t(`bo.${desk}.tab.${x.id}`)}
          </button>
        ))}
      </div>
      <div id={`${desk}-panel`} role="tabpanel" aria-labelledby={`${desk}-tab-${tab}`} className={styles['panel']}>
        <Suspense fallback={<p role="status">{t('bo.shell.loading')}</p>}>
          {/* eslint-disable-next-line react-hooks/static-components -- views holds one lazy component per tab, made at module level (viewsOf) */}
          {View && <View key={tab} {...props} />}
        </Suspense>
      </div>
    </div>
  );
}
