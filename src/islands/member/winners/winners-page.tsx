import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesApi } from '#lib/games-api.ts';
import type { WinnerEntry } from '#lib/types/games.ts';
import { useAffiliateMessages } from '../affiliate/use-affiliate-messages.ts';
import cashier from '../cashier/cashier.module.css';
import { useMoney } from '../cashier/use-money.ts';
import type { MemberPageProps } from '../page-props.ts';
import styles from './winners.module.css';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; list: WinnerEntry[] };

/** How many of the latest big wins the page lists. */
const COUNT = 50;

/** Spec §2 winners list: the most recent big wins (the home page ticker's source), player names masked by the server. */
export default function WinnersPage(_: MemberPageProps) {
  useAffiliateMessages();
  const { t } = useTranslation();
  const { money, time } = useMoney();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const read = useCallback(async () => {
    setLoad((l) => (l.state === 'ready' ? l : { state: 'loading' }));
    try {
      setLoad({ state: 'ready', list: await gamesApi.winners(COUNT) });
    } catch {
      setLoad({ state: 'error' });
    }
  }, []);
  useEffect(() => void read(), [read]);

  return (
    <section className={cashier.page} aria-labelledby="winners-heading">
      <div className={cashier.sectionHead}>
        <h2 id="winners-heading" className={cashier.sectionTitle}>
          {t('affiliate.winners.heading')}
        </h2>
        <button type="button" className="btn" onClick={() => void read()} disabled={load.state === 'loading'}>
          {t('affiliate.winners.refresh')}
        </button>
      </div>
      <p className={cashier.muted}>{t('affiliate.winners.intro')}</p>
      {load.state === 'loading' && (
        <div aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <div className={cashier.skeleton} />
        </div>
      )}
      {load.state === 'error' && (
        <p className={cashier.notice} data-tone="bad" role="alert">
          <span className={cashier.noticeText}>{t('affiliate.winners.failed')}</span>
        </p>
      )}
      {load.state === 'ready' && load.list.length === 0 && <p className={cashier.muted}>{t('affiliate.winners.empty')}</p>}
      {load.state === 'ready' && load.list.length > 0 && (
        <ol className={styles.list} aria-label={t('affiliate.winners.heading')}>
          {load.list.map((w, i) => (
            <li key={`${w.player}-${w.time}-${i}`} className={styles.item}>
              <span className={styles.player}>{w.player}</span>
              <span className={styles.game}>{w.gameName}</span>
              <strong className={styles.prize}>{money(w.prize)}</strong>
              <time className={styles.time} dateTime={new Date(w.time).toISOString()}>
                {time(w.time)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
