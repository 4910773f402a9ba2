import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionType } from '#lib/contracts/promotion-model.ts';
import type { PlayerView, PromotionCard } from '#lib/contracts/promotion-shapes.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { promotionsApi } from '#lib/promotions-api.ts';
import { $playerViews } from '#lib/stores/rewards.ts';
import cashier from '../cashier/cashier.module.css';
import { StatusChip, type Tone } from '../cashier/status-chip.tsx';
import styles from './rewards.module.css';

/** States of a promotion the player takes part in (docs/promotions.md): not the ones they could still join, nor closed or coming ones. */
const TAKING_PART = new Set<PlayerView['state']>(['joined', 'signed', 'applying', 'process', 'claim', 'claimed', 'issued', 'rejected']);
const TONE: Partial<Record<PlayerView['state'], Tone>> = { claim: 'wait', claimed: 'good', issued: 'good', rejected: 'bad' };

/** Spec §2 activity centre: the promotions the player takes part in, filterable by type. */
export function ActivityList({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const views = useStore($playerViews);
  const [cards, setCards] = useState<PromotionCard[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [type, setType] = useState<PromotionType | 'all'>('all');
  useEffect(() => {
    promotionsApi.list().then(setCards, () => setFailed(true));
  }, []);
  if (failed || views.state === 'error') return <p className={cashier.notice} data-tone="bad" role="alert">{t('promotions.detail.failed')}</p>;
  if (!cards || views.state !== 'ready')
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div className={cashier.skeleton} />
      </div>
    );
  const state = new Map(views.data.map((v) => [v.promotionId, v.state]));
  const mine = cards.filter((c) => TAKING_PART.has(state.get(c.id) ?? 'close'));
  const types = [...new Set(mine.map((c) => c.type))];
  const shown = mine.filter((c) => type === 'all' || c.type === type);
  return (
    <>
      <p className={cashier.muted}>{t('promotions.activity.intro')}</p>
      {types.length > 1 && (
        <div className={styles.filters} role="group" aria-label={t('promotions.activity.filter')}>
          {(['all', ...types] as const).map((k) => (
            <button key={k} type="button" className={styles.filter} aria-pressed={type === k} onClick={() => setType(k)}>
              {k === 'all' ? t('promotions.tabs.all') : t(`promotions.type.${k}`)}
            </button>
          ))}
        </div>
      )}
      {shown.length === 0 ? (
        <p className={cashier.section}>
          {t('promotions.activity.none')}{' '}
          <a className={cashier.link} href={localizedPath(lang, '/promotions')}>
            {t('promotions.activity.browse')}
          </a>
        </p>
      ) : (
        <ul className={cashier.list} aria-label={t('promotions.rewards.tabs.activity')}>
          {shown.map((c) => {
            const s = state.get(c.id) ?? 'close';
            return (
              <li key={c.id} className={`${cashier.section} ${styles.reward}`}>
                <div>
                  <a className={styles.title} href={`${localizedPath(lang, '/promoDetail')}?id=${c.id}`}>
                    {c.title}
                  </a>
                  <p className={styles.meta}>{t(`promotions.type.${c.type}`)}</p>
                </div>
                <StatusChip tone={TONE[s] ?? 'plain'}>{t(`promotions.state.${s}`)}</StatusChip>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
