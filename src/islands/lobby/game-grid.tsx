import { type CSSProperties, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '#lib/error-message.ts';
import { GAME_PAGE_SIZE } from '#lib/games/paging.ts';
import type { GameCard } from '#lib/types/games.ts';
import { GameTile, type TileActions } from './game-tile.tsx';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
import styles from './lobby.module.css';

const SKELETONS = Array.from({ length: 12 }, (_, i) => i);

export interface GameGridProps {
  games: readonly GameCard[];
  status: 'loading' | 'more' | 'ready' | 'error' | 'off';
  error: Message | null;
  onRetry: () => void;
  actionsFor: (game: GameCard) => TileActions;
  empty: { title: string; text: string };
  /** Infinite scroll: more pages to load, and how to load the next one. */
  paging?: { hasMore: boolean; loadMore: () => void } | undefined;
  label: string;
  children?: ReactNode;
}

/** The game tiles, with skeletons while the first page loads and honest empty and error states. */
export function GameGrid({ games, status, error, onRetry, actionsFor, empty, paging, label }: GameGridProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  useInfiniteScroll(sentinel, () => paging?.loadMore(), Boolean(paging?.hasMore) && status === 'ready', games.length);

  if (status === 'loading' && games.length === 0) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t('lobby.loading')}>
        {SKELETONS.map((i) => (
          <li key={i} className={styles.skeleton} />
        ))}
      </ul>
    );
  }
  if (status === 'error' && games.length === 0) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{t('lobby.error.title')}</p>
        <p className={styles.muted}>{error && t(error.key, error.values ?? {})}</p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('lobby.retry')}
        </button>
      </div>
    );
  }
  if (games.length === 0) {
    return (
      <div className={styles.state}>
        <span className={`icon-mask ${styles.stateIcon}`} style={{ '--icon': 'url(/images/categories/rng.svg)' } as CSSProperties} aria-hidden="true" />
        <p className={styles.stateTitle}>{empty.title}</p>
        <p className={styles.muted}>{empty.text}</p>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.grid} aria-label={label} aria-busy={status === 'more'}>
        {games.map((g) => (
          <li key={g.gameId}>
            <GameTile game={g} actions={actionsFor(g)} />
          </li>
        ))}
      </ul>
      {paging && (
        <div ref={sentinel} className={styles.more}>
          {status === 'more' && (
            <p className={styles.muted} role="status">
              <span className="spinner spinner-small" aria-hidden="true" /> {t('lobby.more.loading')}
            </p>
          )}
          {status === 'error' && (
            <p className={styles.inlineError} role="alert">
              {error && t(error.key, error.values ?? {})}{' '}
              <button type="button" className="btn" onClick={onRetry}>
                {t('lobby.retry')}
              </button>
            </p>
          )}
          {status === 'ready' && paging.hasMore && (
            <button type="button" className="btn" onClick={paging.loadMore}>
              {t('lobby.more.button')}
            </button>
          )}
          {status === 'ready' && !paging.hasMore && games.length > GAME_PAGE_SIZE && <p className={styles.muted}>{t('lobby.more.end')}</p>}
        </div>
      )}
    </>
  );
}
