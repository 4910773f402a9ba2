import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { gamesApi } from '#lib/games-api.ts';
import { appendPage, GAME_PAGE_SIZE, type GamePages, hasMore, nextPage, NO_PAGES } from '#lib/games/paging.ts';
import type { GamePage } from '#lib/types/games.ts';
import type { Category } from '#lib/types/shell.ts';

export interface GamePagesView {
  pages: GamePages;
  /** loading: the first page is on its way; more: a later one. */
  status: 'loading' | 'more' | 'ready' | 'error';
  error: Message | null;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** Which games a lobby lists: one category's, or those of every vendor playing through the seamless wallet. */
export type GameFilter = { gameType: Category; wallet?: undefined } | { gameType?: undefined; wallet: 'seamless' };

/** A lobby's games page by page (GCSGAME_gameList, 24 a page) for one vendor and search. */
export function useGamePages(filter: GameFilter, vassalage: string | null, search: string, initial: GamePage | null = null): GamePagesView {
  const { gameType, wallet } = filter;
  const [pages, setPages] = useState<GamePages>(() => (initial ? appendPage(NO_PAGES, initial) : NO_PAGES));
  const [status, setStatus] = useState<GamePagesView['status']>(initial ? 'ready' : 'loading');
  /** The page came with its first games: the first filter needs no call. */
  const given = useRef(initial !== null);
  const [error, setError] = useState<Message | null>(null);
  const generation = useRef(0);
  const busy = useRef(false);
  const current = useRef(pages);
  current.current = pages;

  const load = useCallback(
    (pageNo: number) => {
      const gen = generation.current;
      busy.current = true;
      setStatus(pageNo === 1 ? 'loading' : 'more');
      setError(null);
      gamesApi
        .list({ gameType, wallet, vassalage: vassalage ?? undefined, search: search || undefined, pageNo, pageSize: GAME_PAGE_SIZE })
        .then(
          (page) => {
            if (gen !== generation.current) return;
            setPages((s) => appendPage(pageNo === 1 ? NO_PAGES : s, page));
            setStatus('ready');
          },
          (err: unknown) => {
            if (gen !== generation.current) return;
            setError(errorMessage(err));
            setStatus('error');
          },
        )
        .finally(() => {
          if (gen === generation.current) busy.current = false;
        });
    },
    [gameType, wallet, vassalage, search],
  );

  useEffect(() => {
    if (given.current) {
      given.current = false;
      return;
    }
    generation.current++;
    setPages(NO_PAGES);
    load(1);
  }, [load]);

  const loadMore = useCallback(() => {
    if (busy.current || !hasMore(current.current)) return;
    load(nextPage(current.current));
  }, [load]);

  const retry = useCallback(() => {
    if (busy.current) return;
    load(current.current.pageNum === 0 ? 1 : nextPage(current.current));
  }, [load]);

  return { pages, status, error, hasMore: hasMore(pages), loadMore, retry };
}

/** A short list loaded at once (hot games, favourites, recent games). */
export function useGameList<T>(
  fetcher: (() => Promise<T[]>) | null,
  deps: readonly unknown[],
  initial: T[] | null = null,
): { items: T[]; status: 'loading' | 'ready' | 'error' | 'off'; error: Message | null; retry: () => void; setItems: (f: (items: T[]) => T[]) => void } {
  const [items, setItems] = useState<T[]>(initial ?? []);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error' | 'off'>(initial ? 'ready' : fetcher ? 'loading' : 'off');
  const given = useRef(initial !== null);
  const [error, setError] = useState<Message | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!fetcher) {
      setStatus('off');
      return;
    }
    if (given.current) {
      given.current = false;
      return;
    }
    let live = true;
    setStatus('loading');
    setError(null);
    fetcher().then(
      (list) => {
        if (!live) return;
        setItems(list);
        setStatus('ready');
      },
      (err: unknown) => {
        if (!live) return;
        setError(errorMessage(err));
        setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, fetcher !== null, attempt]);

  return { items, status, error, retry: () => setAttempt((n) => n + 1), setItems };
}
