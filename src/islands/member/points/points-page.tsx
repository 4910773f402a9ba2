import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCashierMessages } from '../cashier/use-cashier-messages.ts';
import cashier from '../cashier/cashier.module.css';
import tabs from '../rewards/rewards.module.css';
import type { MemberPageProps } from '../page-props.ts';
import { PointsBalanceCard } from './points-balance.tsx';
import { PointsDetails } from './points-details.tsx';
import { PointsRules } from './points-rules.tsx';
import { usePointsMessages } from './use-points-messages.ts';

const TABS = ['details', 'rules'] as const;
type Tab = (typeof TABS)[number];

/** Spec §2 points details and rules: the balance and converting it to cash, every change of points by type, and how points are earned. */
export default function PointsPage(_: MemberPageProps) {
  useCashierMessages();
  usePointsMessages();
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('details');
  return (
    <div className={cashier.page}>
      <PointsBalanceCard />
      <div className={tabs.tabs} role="tablist" aria-label={t('points.tabs.label')}>
        {TABS.map((k) => (
          <button key={k} type="button" role="tab" id={`points-tab-${k}`} aria-controls={`points-panel-${k}`} aria-selected={tab === k} className={tabs.tab} onClick={() => setTab(k)}>
            {t(`points.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`points-panel-${tab}`} aria-labelledby={`points-tab-${tab}`} className={cashier.stack}>
        {tab === 'details' ? <PointsDetails /> : <PointsRules />}
      </div>
    </div>
  );
}
