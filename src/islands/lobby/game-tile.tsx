import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#lib/error-message.ts';
import { toggleFavourite } from '#lib/stores/games.ts';
import type { GameCard } from '#lib/types/games.ts';
import { LazyImage } from './lazy-image.tsx';
import styles from './lobby.module.css';

export interface TileActions {
  /** Whether the heart shows (members only) and whether this game is a favourite. */
  favourite: boolean | null;
  onPlay: (game: GameCard, trial: boolean) => void;
  /** The "Hot" badge (left out on the hot games lobby, where every game is one). */
  hotBadge?: boolean | undefined;
  /** Called after the favourite changed on the server. */
  onFavouriteChanged?: ((game: GameCard, on: boolean) => void) | undefined;
}

/** One game: its picture (fixed square), name and studio, Play, Free trial and the heart. */
export function GameTile({ game, actions }: { game: GameCard; actions: TileActions }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = `game-${game.gameId}-name`;

  const onHeart = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const on = await toggleFavourite(game.gameId);
      actions.onFavouriteChanged?.(game, on);
    } catch (err) {
      const m = errorMessage(err);
      setProblem(t(m.key, m.values ?? {}));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.tile} aria-labelledby={titleId}>
      <div className={styles.thumb}>
        <LazyImage src={game.showIcon} />
        {game.maintenance && <span className={styles.badge}>{t('games.vendor.maintenance')}</span>}
        {!game.maintenance && game.isHot && actions.hotBadge !== false && <span className={`${styles.badge} ${styles.badgeHot}`}>{t('lobby.tile.hot')}</span>}
        {actions.favourite !== null && (
          <button
            type="button"
            className={styles.heart}
            aria-pressed={actions.favourite}
            aria-label={t('lobby.tile.favourite', { name: game.gameName })}
            title={t(actions.favourite ? 'lobby.tile.favourite.remove' : 'lobby.tile.favourite.add')}
            disabled={busy}
            onClick={() => void onHeart()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-7l.9.9.9-.9a4.9 4.9 0 0 1 6.9 7Z" />
            </svg>
          </button>
        )}
      </div>
      <div className={styles.tileText}>
        <h3 id={titleId} className={styles.tileName}>
          {game.gameName}
        </h3>
        <p className={styles.tileVendor}>{game.nodeName}</p>
      </div>
      <div className={styles.tileActions}>
        <button type="button" className={`btn btn-primary ${styles.play}`} onClick={() => actions.onPlay(game, false)}>
          {t('lobby.tile.play')}
        </button>
        {game.supportPlay && (
          <button type="button" className={`btn ${styles.trial}`} onClick={() => actions.onPlay(game, true)}>
            {t('lobby.tile.trial')}
          </button>
        )}
      </div>
      {problem && (
        <p className={styles.tileProblem} role="alert">
          {problem}
        </p>
      )}
    </article>
  );
}
