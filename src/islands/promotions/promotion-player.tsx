import { useStore } from '@nanostores/react';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionDetail } from '#lib/contracts/promotion-shapes.ts';
import type { Mechanic } from '#lib/contracts/promotion-model.ts';
import { $playerViews, loadPlayerViews, refreshRewards } from '#lib/stores/rewards.ts';
import { $session } from '#lib/stores/session.ts';
import { openModal } from '#lib/stores/ui.ts';
import { IslandI18nProvider, type IslandI18n } from '../common/i18n.tsx';
import { useMoney } from '../member/cashier/use-money.ts';
import type { PanelProps } from './panels/panel-props.ts';
import { MECHANIC_PANELS } from './panels/panels.ts';
import styles from './promotion-player.module.css';

const panels = new Map<Mechanic, LazyExoticComponent<ComponentType<PanelProps>>>();
function panelOf(mechanic: Mechanic): LazyExoticComponent<ComponentType<PanelProps>> {
  let panel = panels.get(mechanic);
  if (!panel) {
    panel = lazy(MECHANIC_PANELS[mechanic]);
    panels.set(mechanic, panel);
  }
  return panel;
}

const noSubscription = () => () => undefined;

const TONE: Record<string, string> = { join: 'go', claim: 'go', claimed: 'good', issued: 'good', rejected: 'bad' };

/** The signed-in player's state and progress in this promotion (one call for every promotion), or an invitation to log in. */
function PlayerState({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const { money, number } = useMoney();
  const session = useStore($session);
  const views = useStore($playerViews);
  // The server knows neither the session nor the view: both are drawn once hydrated, so the first render matches its HTML.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!hydrated || session.state === 'unknown') return <div className={styles.state} aria-busy="true" />;
  if (session.state !== 'member')
    return (
      <div className={styles.state}>
        <p className={styles.muted}>{t('promotions.detail.signIn')}</p>
        <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
          {t('header.auth.login')}
        </button>
      </div>
    );
  if (views.state === 'error')
    return (
      <div className={styles.state} role="alert">
        <p className={styles.muted}>{t('promotions.detail.failed')}</p>
        <button type="button" className="btn" onClick={() => void loadPlayerViews()}>
          {t('promotions.detail.retry')}
        </button>
      </div>
    );
  const view = views.state === 'ready' ? views.data.find((v) => v.promotionId === promotion.id) : undefined;
  if (!view)
    return (
      <div className={styles.state} aria-busy="true">
        <p className={styles.muted}>{t('promotions.detail.loading')}</p>
      </div>
    );
  const p = view.progress;
  const percent = p && p.target > 0 ? Math.min(100, Math.floor((p.current / p.target) * 100)) : 0;
  const show = (n: number) => (p?.unit === 'minor' ? money(n) : number(n));
  return (
    <div className={styles.state}>
      <p className={styles.row}>
        <span className={styles.muted}>{t('promotions.detail.yourState')}</span>
        <span className={styles.chip} data-tone={TONE[view.state] ?? ''} data-testid="player-state">
          {t(`promotions.state.${view.state}`)}
        </span>
      </p>
      {p && (
        <div className={styles.progressBlock}>
          <p className={styles.row}>
            <span className={styles.muted}>{t('promotions.detail.progress')}</span>
            <span>{t('promotions.detail.progressValue', { current: show(p.current), target: show(p.target) })}</span>
          </p>
          <div className={styles.progress} role="progressbar" aria-label={t('promotions.detail.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${number(percent)}%`}>
            <div className={styles.bar} style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
    </div>
  );
}

function Panel({ promotion, lang }: { promotion: PromotionDetail; lang: string }) {
  const views = useStore($playerViews);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const Component = panelOf(promotion.spec.mechanic);
  const view = hydrated && views.state === 'ready' ? (views.data.find((v) => v.promotionId === promotion.id) ?? null) : null;
  return (
    <Suspense fallback={<div className={styles.panelSkeleton} aria-busy="true" />}>
      {/* eslint-disable-next-line react-hooks/static-components -- panelOf() hands out one lazy component per mechanic from a module-level cache, never a new one */}
      <Component promotion={promotion} view={view} lang={lang} refresh={refreshRewards} />
    </Suspense>
  );
}

/** /promoDetail's interactive part: the player's state and progress, then the mechanic's panel (loaded on demand). */
export default function PromotionPlayer({ lang, messages, promotion }: IslandI18n & { promotion: PromotionDetail }) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <PlayerState promotion={promotion} />
      <Panel promotion={promotion} lang={lang} />
    </IslandI18nProvider>
  );
}
