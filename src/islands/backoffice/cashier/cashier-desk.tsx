import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cashierDesk } from '#lib/backoffice/cashier-api.ts';
import { can } from '#lib/backoffice/roles.ts';
import { DEFAULT_TIME_ZONE } from '#lib/time-zone.ts';
import type { DeskProps } from '../desk-props.ts';
import { failureText, type TabProps } from './desk-parts.tsx';
import styles from './cashier.module.css';

const TABS = ['deposits', 'withdrawals', 'disputes', 'totals'] as const;
type Tab = (typeof TABS)[number];

const VIEWS: Record<Tab, ComponentType<TabProps>> = {
  deposits: lazy(() => import('./deposits-tab.tsx')),
  withdrawals: lazy(() => import('./withdrawals-tab.tsx')),
  disputes: lazy(() => import('./disputes-tab.tsx')),
  totals: lazy(() => import('./totals-tab.tsx')),
};

function tabFromUrl(): Tab {
  const tab = new URLSearchParams(window.location.search).get('tab');
  return TABS.find((x) => x === tab) ?? 'deposits';
}

/** The cashier desk: deposit queue, withdrawal queue, disputes and daily totals, one tab each (the tab in the address). */
export default function CashierDesk({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('deposits');
  const [setup, setSetup] = useState<Omit<TabProps, 'lang' | 'canWrite'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setTab(tabFromUrl());
    cashierDesk.setup().then(
      (s) => setSetup({ zone: s.zone || DEFAULT_TIME_ZONE, currency: s.currency }),
      (err: unknown) => setError(failureText(t, err)),
    );
  }, [t]);

  const choose = (next: Tab) => {
    setTab(next);
    const params = new URLSearchParams(window.location.search);
    for (const key of [...params.keys()]) params.delete(key);
    if (next !== 'deposits') params.set('tab', next);
    const qs = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
  };
  const move = (dir: 1 | -1) => {
    const i = TABS.indexOf(tab);
    const next = TABS[(i + dir + TABS.length) % TABS.length] ?? 'deposits';
    choose(next);
    document.getElementById(`cashier-tab-${next}`)?.focus();
  };
  const View = VIEWS[tab];

  return (
    <div className={styles['desk']}>
      <h1>{t('bo.desk.cashier')}</h1>
      <div role="tablist" aria-label={t('bo.cashier.tabs')} className={styles['tabs']}>
        {TABS.map((x) => (
          <button
            key={x}
            id={`cashier-tab-${x}`}
            type="button"
            role="tab"
            aria-selected={tab === x}
            aria-controls="cashier-panel"
            tabIndex={tab === x ? 0 : -1}
            className={styles['tab']}
            onClick={() => choose(x)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') move(1);
              if (e.key === 'ArrowLeft') move(-1);
            }}
          >
            {t(`bo.cashier.tab.${x}`)}
          </button>
        ))}
      </div>
      <div id="cashier-panel" role="tabpanel" aria-labelledby={`cashier-tab-${tab}`}>
        {error && (
          <p role="alert" className={styles['error']}>
            {error}
          </p>
        )}
        {setup ? (
          <Suspense fallback={<p role="status">{t('bo.cashier.loading')}</p>}>
            <View key={tab} lang={lang} zone={setup.zone} currency={setup.currency} canWrite={can(staff.role, 'cashier.write')} />
          </Suspense>
        ) : (
          !error && <p role="status">{t('bo.cashier.loading')}</p>
        )}
      </div>
    </div>
  );
}
