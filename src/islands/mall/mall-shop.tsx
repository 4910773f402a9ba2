import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '#lib/mall-view.ts';
import { isTrialType } from '#lib/roles.ts';
import { $mallGoods, loadMallGoods, type MallGood } from '#lib/stores/mall.ts';
import { $session } from '#lib/stores/session.ts';
import { openModal } from '#lib/stores/ui.ts';
import { openMemberCentre } from '../chrome/reactions.ts';
import { IslandI18nProvider, type IslandI18n } from '../common/i18n.tsx';
import { MallCard } from './mall-card.tsx';
import { RedeemDialog } from './redeem-dialog.tsx';
import styles from './mall.module.css';

const FILTERS = ['all', 'physical', 'voucher', 'bonus'] as const;
type Filter = (typeof FILTERS)[number];

function Shop() {
  const { t, i18n } = useTranslation();
  const goods = useStore($mallGoods);
  const session = useStore($session);
  const [filter, setFilter] = useState<Filter>('all');
  const [chosen, setChosen] = useState<MallGood | null>(null);
  const member = session.state === 'member' && !isTrialType(session.member.type) ? session.member : null;

  if (goods.state === 'error')
    return (
      <div className={styles.notice} role="alert">
        <p>{t('mall.failed')}</p>
        <button type="button" className="btn" onClick={() => void loadMallGoods()}>
          {t('mall.retry')}
        </button>
      </div>
    );
  if (goods.state !== 'ready')
    return (
      <div className={styles.skeleton} aria-busy="true">
        <span className="visually-hidden">{t('mall.loading')}</span>
      </div>
    );

  const { items, balance, signedIn } = goods.data;
  const shown = items.filter((x) => filter === 'all' || x.kind === filter);
  const redeemIt = (item: MallGood) => {
    if (!member || !signedIn) return openModal('login');
    setChosen(item);
  };

  return (
    <>
      <section className={styles.wallet} aria-labelledby="mall-balance">
        {signedIn && balance !== null ? (
          <>
            <div>
              <h2 id="mall-balance" className={styles.walletLabel}>
                {t('mall.balance.label')}
              </h2>
              <p className={styles.walletPoints}>{t('mall.points', { points: formatPoints(balance, i18n.language) })}</p>
            </div>
            <div className={styles.walletLinks}>
              <button type="button" className="btn" onClick={() => openMemberCentre('redeemHistory')}>
                {t('mall.balance.history')}
              </button>
              <button type="button" className="btn" onClick={() => openMemberCentre('pointsDetails')}>
                {t('mall.balance.details')}
              </button>
            </div>
          </>
        ) : (
          <>
            <h2 id="mall-balance" className={styles.walletLabel}>
              {t('mall.balance.visitor')}
            </h2>
            <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
              {t('mall.balance.login')}
            </button>
          </>
        )}
      </section>
      <div className={styles.filters} role="group" aria-label={t('mall.filter.label')}>
        {FILTERS.map((f) => (
          <button key={f} type="button" className={styles.chip} aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {t(`mall.filter.${f}`)}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('mall.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('mall.grid.label')}>
          {shown.map((item) => (
            <MallCard key={item.id} item={item} signedIn={signedIn} onRedeem={redeemIt} />
          ))}
        </ul>
      )}
      <RedeemDialog
        item={chosen}
        balance={balance ?? 0}
        onClose={() => setChosen(null)}
        onHistory={() => {
          setChosen(null);
          openMemberCentre('redeemHistory');
        }}
      />
    </>
  );
}

/** Spec §2 /pointMall: the member's points, the goods grid and the redeem dialog. */
export default function MallShop({ lang, messages }: IslandI18n) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <Shop />
    </IslandI18nProvider>
  );
}
