import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { useTimeZone } from '../common/use-time-zone.ts';
import { verifyHref } from '#lib/house/fair-form.ts';
import { type MoneyDisplay, money } from '#lib/house/money.ts';
import type { HouseApi } from '#lib/house-api.ts';
import type { RecentRound } from '#lib/types/house.ts';
import styles from './panels.module.css';

/** The player's last rounds; a revealed one links to the verification page, filled in, in a new tab. */
export function RecentRounds({ api, version, display, fairPath }: { api: HouseApi; version: number; display: MoneyDisplay; fairPath: string }) {
  const { t, i18n } = useTranslation();
  const zone = useTimeZone();
  const lang = i18n.language;
  const [rounds, setRounds] = useState<RecentRound[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .rounds(20)
      .then((r) => live && (setRounds(r), setFailed(false)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, version]);

  return (
    <section aria-labelledby="house-recent-rounds">
      <h3 id="house-recent-rounds">{t('house.fair.recent')}</h3>
      {failed && <p className={styles.error}>{t('house.problem.network')}</p>}
      {rounds && rounds.length === 0 && <p className={styles.note}>{t('house.fair.noRounds')}</p>}
      {rounds && rounds.length > 0 && (
        <ul className={styles.rounds}>
          {rounds.map((r) => (
            <li key={r.roundId} className={styles.round}>
              <span className={styles.roundNonce}>{t('house.fair.nonceShort', { nonce: formatNumber(r.nonce, lang) })}</span>
              <span className={styles.roundGame}>{t(`house.engine.${r.game}`)}</span>
              <span className={styles.roundMoney}>
                {money(r.stake, lang, display)} → <strong data-win={r.pay > 0 || undefined}>{money(r.pay, lang, display)}</strong>
              </span>
              <time className={styles.roundTime} dateTime={new Date(r.time).toISOString()}>
                {formatDateTime(r.time, lang, zone).slice(11)}
              </time>
              {r.serverSeed ? (
                <a
                  className={styles.verify}
                  href={verifyHref(fairPath, { game: r.game, serverSeed: r.serverSeed, clientSeed: r.clientSeed, nonce: r.nonce, input: r.input, serverSeedHash: r.serverSeedHash })}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('house.fair.verifyRound', { nonce: formatNumber(r.nonce, lang) })}
                >
                  {t('house.fair.verify')}
                </a>
              ) : (
                <span className={styles.pending}>{t('house.fair.notRevealed')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
