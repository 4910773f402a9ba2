import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $rewardCentre, $rewardCount, loadRewardCentre } from '#lib/stores/rewards.ts';
import { usePromotionsMessages } from '../../promotions/use-promotions-messages.ts';
import cashier from '../cashier/cashier.module.css';
import type { MemberPageProps } from '../page-props.ts';
import { ActivityList } from './activity-list.tsx';
import { ClaimableList, RewardHistory } from './reward-lists.tsx';
import styles from './rewards.module.css';

const TABS = ['claimable', 'history', 'activity'] as const;
type Tab = (typeof TABS)[number];

/** Spec §2 reward centre (rewardCenter): what can be claimed now, the history, and the activity centre (the promotions the player takes part in). */
export default function RewardCenterPage({ lang }: MemberPageProps) {
  usePromotionsMessages();
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('claimable');
  const centre = useStore($rewardCentre);
  useStore($rewardCount);
  const claimable = centre.state === 'ready' ? centre.data.claimable.length : 0;
  return (
    <div className={cashier.page}>
      <div className={styles.tabs} role="tablist" aria-label={t('promotions.rewards.tabs.label')}>
        {TABS.map((k) => (
          <button key={k} type="button" role="tab" id={`rewards-tab-${k}`} aria-controls={`rewards-panel-${k}`} aria-selected={tab === k} className={styles.tab} onClick={() => setTab(k)}>
            {t(`promotions.rewards.tabs.${k}`)}
            {k === 'claimable' && claimable > 0 && <span className={styles.count}>{claimable}</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`rewards-panel-${tab}`} aria-labelledby={`rewards-tab-${tab}`} className={cashier.stack}>
        {tab === 'activity' ? (
          <ActivityList lang={lang} />
        ) : centre.state === 'error' ? (
          <div className={cashier.notice} data-tone="bad" role="alert">
            <span className={cashier.noticeText}>{t('promotions.detail.failed')}</span>
            <button type="button" className={cashier.link} onClick={() => void loadRewardCentre()}>
              {t('promotions.detail.retry')}
            </button>
          </div>
        ) : centre.state !== 'ready' ? (
          <div aria-busy="true">
            <span className="visually-hidden">{t('common.loading')}</span>
            <div className={cashier.skeleton} />
          </div>
        ) : tab === 'claimable' ? (
          <ClaimableList rewards={centre.data.claimable} />
        ) : (
          <RewardHistory rewards={centre.data.history} />
        )}
      </div>
    </div>
  );
}
