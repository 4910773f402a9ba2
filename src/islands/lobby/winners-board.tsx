import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '#lib/format.ts';
import { useTimeZone } from '../common/use-time-zone.ts';
import { gamesApi } from '#lib/games-api.ts';
import { useGameList } from './use-game-pages.ts';
import styles from './lobby.module.css';

const fetchWinners = () => gamesApi.winners(10);

/** The biggest wins of the week (GCSGAME_getRankList), player names masked by the server. */
export function WinnersBoard({ lang, currency }: { lang: string; currency: { symbol: string; minorUnits: number } }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const board = useGameList(fetchWinners, []);
  return (
    <section className={styles.winners} aria-labelledby="lobby-winners">
      <h2 id="lobby-winners" className={styles.sectionTitle}>
        {t('lobby.winners.title')}
      </h2>
      {board.status === 'loading' && <p className={styles.muted}>{t('lobby.loading')}</p>}
      {board.status === 'error' && (
        <p className={styles.inlineError}>
          {board.error && t(board.error.key, board.error.values ?? {})}{' '}
          <button type="button" className="btn" onClick={board.retry}>
            {t('lobby.retry')}
          </button>
        </p>
      )}
      {board.status === 'ready' && board.items.length === 0 && <p className={styles.muted}>{t('lobby.winners.empty')}</p>}
      {board.status === 'ready' && board.items.length > 0 && (
        <ol className={styles.winnerList}>
          {board.items.map((w, i) => (
            <li key={`${w.player}-${w.time}-${i}`} className={styles.winner}>
              <span className={styles.winnerPlayer}>{w.player}</span>
              <span className={styles.winnerGame}>{w.gameName}</span>
              <strong className={styles.winnerPrize}>{formatMoney(w.prize, lang, currency)}</strong>
              <time className={styles.winnerTime} dateTime={new Date(w.time).toISOString()}>
                {formatDateTime(w.time, lang, zone).slice(5, 16)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
