import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import type { TabProps } from './tab-props.ts';
import styles from './games.module.css';
import type { DeskProps } from '../desk-props.ts';


const TABS = [{ id: 'vendors' }, { id: 'secrets', permission: 'games.secrets' }, { id: 'games' }, { id: 'rtp' }] as const;
type TabId = (typeof TABS)[number]['id'];

const VIEWS: Record<TabId, ComponentType<TabProps>> = {
  vendors: lazy(() => import('./vendors-tab.tsx')),
  secrets: lazy(() => import('./secrets-tab.tsx')),
  games: lazy(() => import('./catalogue-tab.tsx')),
  rtp: lazy(() => import('./rtp-tab.tsx')),
};

function tabFromUrl(): TabId {
  const tab = new URLSearchParams(window.location.search).get('tab');
  return TABS.find((x) => x.id === tab)?.id ?? 'vendors';
}

/** The games desk: vendors, their signing secrets, the catalogue's lobby flags and the house games' RTP. */
export default function GamesDesk({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const tabs = TABS.filter((x) => !('permission' in x) || can(staff.role, x.permission));
  const [tab, setTab] = useState<TabId>('vendors');
  useEffect(() => {
    const wanted = tabFromUrl();
    setTab(tabs.some((x) => x.id === wanted) ? wanted : 'vendors');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read the address once
  }, []);

  const choose = (next: TabId) => {
    setTab(next);
    const params = new URLSearchParams(window.location.search);
    for (const key of [...params.keys()]) params.delete(key);
    if (next !== 'vendors') params.set('tab', next);
    const qs = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
  };
  const move = (dir: 1 | -1) => {
    const i = tabs.findIndex((x) => x.id === tab);
    const next = tabs[(i + dir + tabs.length) % tabs.length]?.id ?? 'vendors';
    choose(next);
    document.getElementById(`games-tab-${next}`)?.focus();
  };
  const View = VIEWS[tab];

  return (
    <div className={styles['desk']}>
      <h1>{t('bo.games.title')}</h1>
      <div role="tablist" aria-label={t('bo.games.tabs')} className={styles['tabs']}>
        {tabs.map((x) => (
          <button
            key={x.id}
            id={`games-tab-${x.id}`}
            type="button"
            role="tab"
            aria-selected={tab === x.id}
            aria-controls="games-panel"
            tabIndex={tab === x.id ? 0 : -1}
            className={styles['tab']}
            onClick={() => choose(x.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(1);
              if (e.key === 'ArrowLeft') move(-1);
            }}
          >
            {t(`bo.games.tab.${x.id}`)}
          </button>
        ))}
      </div>
      <div id="games-panel" role="tabpanel" aria-labelledby={`games-tab-${tab}`} className={styles['panel']}>
        <Suspense fallback={<p role="status">{t('bo.games.loading')}</p>}>
          <View key={tab} lang={lang} canWrite={can(staff.role, 'games.write')} />
        </Suspense>
      </div>
    </div>
  );
}
