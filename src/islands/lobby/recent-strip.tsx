import { useTranslation } from 'react-i18next';
import { gamesApi } from '#lib/games-api.ts';
import type { GameCard } from '#lib/types/games.ts';
import { LazyImage } from './lazy-image.tsx';
import { useGameList } from './use-game-pages.ts';
import styles from './lobby.module.css';

/** "Recently played" (GCS_recentGame): shown to members once they have played something. */
export function RecentStrip({ initial, onPlay }: { initial: GameCard[] | null; onPlay: (game: GameCard) => void }) {
  const { t } = useTranslation();
  const recent = useGameList(gamesApi.recent, [], initial);
  if (recent.status === 'loading' || recent.status === 'off' || (recent.status === 'ready' && recent.items.length === 0)) return null;
  return (
    <section className={styles.recent} aria-labelledby="lobby-recent">
      <h2 id="lobby-recent" className={styles.sectionTitle}>
        {t('lobby.recent.title')}
      </h2>
      {recent.status === 'error' ? (
        <p className={styles.inlineError}>
          {recent.error && t(recent.error.key, recent.error.values ?? {})}{' '}
          <button type="button" className="btn" onClick={recent.retry}>
            {t('lobby.retry')}
          </button>
        </p>
      ) : (
        <ul className={styles.recentList}>
          {recent.items.map((g) => (
            <li key={g.gameId}>
              <button type="button" className={styles.recentGame} onClick={() => onPlay(g)} aria-label={t('lobby.recent.play', { name: g.gameName })}>
                <LazyImage src={g.showIcon} />
                <span>{g.gameName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
