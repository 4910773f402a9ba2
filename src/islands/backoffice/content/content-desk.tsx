import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentDesk } from '#lib/backoffice/content-api.ts';
import { can, type Permission } from '#lib/backoffice/roles.ts';
import type { ContentKind } from '#lib/contracts/backoffice-content.ts';
import { DEFAULT_TIME_ZONE } from '#lib/time-zone.ts';
import type { DeskProps } from '../desk-props.ts';
import { CONTENT_PANELS } from './content-kinds.ts';
import type { PanelProps } from './panel-props.ts';
import styles from './content.module.css';

const PANELS: Partial<Record<ContentKind, ComponentType<PanelProps>>> = Object.fromEntries(CONTENT_PANELS.map((p) => [p.id, lazy(p.load)]));

function tabFromUrl(): ContentKind {
  const tab = new URLSearchParams(window.location.search).get('tab');
  return CONTENT_PANELS.find((p) => p.id === tab)?.id ?? 'notices';
}

/** The content desk: notices, banners, help items and internal messages, one tab each. */
export default function ContentDesk({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ContentKind>('notices');
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  useEffect(() => {
    setTab(tabFromUrl());
    contentDesk.timeZone().then(setZone, () => undefined);
  }, []);

  const choose = (next: ContentKind) => {
    setTab(next);
    const params = new URLSearchParams(window.location.search);
    for (const key of [...params.keys()]) if (key !== 'tab') params.delete(key);
    if (next === 'notices') params.delete('tab');
    else params.set('tab', next);
    const qs = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
  };
  const move = (dir: 1 | -1) => {
    const i = CONTENT_PANELS.findIndex((p) => p.id === tab);
    const next = CONTENT_PANELS[(i + dir + CONTENT_PANELS.length) % CONTENT_PANELS.length]?.id ?? 'notices';
    choose(next);
    document.getElementById(`content-tab-${next}`)?.focus();
  };
  const allowed = (p: Permission) => can(staff.role, p);
  const Panel = PANELS[tab];

  return (
    <div className={styles['desk']}>
      <h1>{t('bo.desk.content')}</h1>
      <div role="tablist" aria-label={t('bo.content.tabs')} className={styles['deskTabs']}>
        {CONTENT_PANELS.map((p) => (
          <button
            key={p.id}
            id={`content-tab-${p.id}`}
            type="button"
            role="tab"
            aria-selected={tab === p.id}
            aria-controls="content-panel"
            tabIndex={tab === p.id ? 0 : -1}
            className={styles['deskTab']}
            onClick={() => choose(p.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(1);
              if (e.key === 'ArrowLeft') move(-1);
            }}
          >
            {t(`bo.content.tab.${p.id}`)}
          </button>
        ))}
      </div>
      <div id="content-panel" role="tabpanel" aria-labelledby={`content-tab-${tab}`} className={styles['deskPanel']}>
        <Suspense fallback={<p role="status">{t('bo.content.loading')}</p>}>
          {Panel && <Panel key={tab} lang={lang} zone={zone} allowed={allowed} />}
        </Suspense>
      </div>
    </div>
  );
}
