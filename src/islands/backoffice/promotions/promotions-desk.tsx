import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import { promotionsDesk } from '#lib/backoffice/promotions-api.ts';
import type { StaffPromotion } from '#lib/contracts/backoffice-promotions.ts';
import { DEFAULT_TIME_ZONE } from '#lib/time-zone.ts';
import type { DeskProps } from '../desk-props.ts';
import { ApplicationsTab } from './applications-tab.tsx';
import { CostTab } from './cost-tab.tsx';
import type { Currency } from './fields.tsx';
import { ListTab } from './list-tab.tsx';
import { PromotionEditor } from './promotion-editor.tsx';
import styles from './promotions.module.css';

const TABS = [{ id: 'list' }, { id: 'applications', permission: 'promotions.review' }, { id: 'cost' }] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The promotions desk: the list (and a promotion's form when one is opened or created), the
 * applications queue for reviewers, and the promotion-cost report. Amounts are in the merchant's
 * currency and times on its clock.
 */
export default function PromotionsDesk({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const tabs = TABS.filter((x) => !('permission' in x) || can(staff.role, x.permission));
  const [tab, setTab] = useState<TabId>('list');
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  const [currency, setCurrency] = useState<Currency>({ symbol: '৳', minorUnits: 2, code: 'BDT' });
  /** undefined: the list; null: a new promotion; else the promotion open in the form. */
  const [open, setOpen] = useState<StaffPromotion | null | undefined>(undefined);
  const [done, setDone] = useState<string | null>(null);
  const canWrite = can(staff.role, 'promotions.write');

  useEffect(() => {
    promotionsDesk.merchant().then(
      (m) => {
        setZone(m.timeZone);
        setCurrency({ symbol: m.currency.symbol, minorUnits: m.currency.minorUnits, code: m.currency.code });
      },
      () => undefined,
    );
  }, []);

  const choose = (next: TabId) => {
    setTab(next);
    setOpen(undefined);
    setDone(null);
  };

  return (
    <div className={styles['desk']}>
      <h1>{t('bo.promotions.title')}</h1>
      <div role="tablist" aria-label={t('bo.promotions.tabs')} className={styles['tabs']}>
        {tabs.map((x) => (
          <button key={x.id} id={`promotions-tab-${x.id}`} type="button" role="tab" aria-selected={tab === x.id} aria-controls="promotions-panel" className={styles['tab']} onClick={() => choose(x.id)}>
            {t(`bo.promotions.tab.${x.id}`)}
          </button>
        ))}
      </div>
      <div id="promotions-panel" role="tabpanel" aria-labelledby={`promotions-tab-${tab}`} className={styles['panel']}>
        <div aria-live="polite">{done && <p className={styles['done']}>{done}</p>}</div>
        {tab === 'list' && open === undefined && (
          <ListTab
            lang={lang}
            zone={zone}
            currency={currency}
            canWrite={canWrite}
            onOpen={(p) => {
              setDone(null);
              setOpen(p);
            }}
          />
        )}
        {tab === 'list' && open !== undefined && (
          <PromotionEditor
            key={open ? `${open.id}:${open.version}` : 'new'}
            lang={lang}
            zone={zone}
            currency={currency}
            canWrite={canWrite}
            promotion={open}
            onSaved={(p, message) => {
              setOpen(p);
              setDone(message);
            }}
            onClose={() => {
              setOpen(undefined);
              setDone(null);
            }}
          />
        )}
        {tab === 'applications' && <ApplicationsTab lang={lang} zone={zone} />}
        {tab === 'cost' && <CostTab lang={lang} zone={zone} currency={currency} />}
      </div>
    </div>
  );
}
