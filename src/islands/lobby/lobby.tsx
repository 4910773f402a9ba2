import { useStore } from '@nanostores/react';
import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesApi } from '#lib/games-api.ts';
import { filterByName, HOT_GAMES_COUNT, lobbyAddress } from '#lib/games/paging.ts';
import { $favouriteIds, chooseGameType, chooseVendor, type LobbyKind, loadFavouriteIds, startGame } from '#lib/stores/games.ts';
import type { Session } from '#lib/stores/session.ts';
import { requireAction, showRefusal } from '../chrome/reactions.ts';
import type { GameCard, GamePage } from '#lib/types/games.ts';
import type { Category, VendorCard } from '#lib/types/shell.ts';
import { InitialSession, useSessionView } from '../chrome/use-session-view.ts';
import { IslandI18nProvider, type IslandI18n } from '../common/i18n.tsx';
import { GameGrid } from './game-grid.tsx';
import type { TileActions } from './game-tile.tsx';
import { RecentStrip } from './recent-strip.tsx';
import { SearchBox } from './search-box.tsx';
import { useGameList, useGamePages } from './use-game-pages.ts';
import { VendorTabs } from './vendor-tabs.tsx';
import { WinnersBoard } from './winners-board.tsx';
import styles from './lobby.module.css';

export interface LobbyProps extends IslandI18n {
  kind: LobbyKind;
  /** The vendor named by ?page=, or null for all. */
  vendor: string | null;
  /** The search named by ?q= ('' for none). */
  search: string;
  vendors: VendorCard[];
  /** The lobby's address in this language, without query. */
  base: string;
  currency: { symbol: string; minorUnits: number };
  /** The session the page was rendered with, so the first render matches the server's. */
  initialSession: Session;
  /** The first page of games, rendered with the page (null for a visitor's favourites). */
  initial: GamePage | null;
  /** The member's recently played games, rendered with the page (null for visitors). */
  recent: GameCard[] | null;
}

type Play = (game: GameCard, trial: boolean) => void;

/** A category's games, or (SEAMLESS) those of every vendor playing through the seamless wallet. */
function CategoryGames({ category, vendor, search, actionsFor, initial }: { category: Category | 'SEAMLESS'; vendor: string | null; search: string; actionsFor: (g: GameCard) => TileActions; initial: GamePage | null }) {
  const { t } = useTranslation();
  const view = useGamePages(category === 'SEAMLESS' ? { wallet: 'seamless' } : { gameType: category }, vendor, search, initial);
  return (
    <GameGrid
      games={view.pages.games}
      status={view.status}
      error={view.error}
      onRetry={view.retry}
      actionsFor={actionsFor}
      label={t(`games.category.${category}`)}
      empty={search ? { title: t('lobby.empty.search.title'), text: t('lobby.empty.search.text', { search }) } : { title: t('games.empty.games.title'), text: t('games.empty.games.text') }}
      paging={{ hasMore: view.hasMore, loadMore: view.loadMore }}
    />
  );
}

function HotGames({ vendor, search, actionsFor, initial }: { vendor: string | null; search: string; actionsFor: (g: GameCard) => TileActions; initial: GameCard[] | null }) {
  const { t } = useTranslation();
  const list = useGameList(() => gamesApi.hot(HOT_GAMES_COUNT, vendor ?? undefined), [vendor], initial);
  const games = filterByName(list.items, search);
  return (
    <GameGrid
      games={games}
      status={list.status}
      error={list.error}
      onRetry={list.retry}
      actionsFor={actionsFor}
      label={t('games.category.HOT')}
      empty={search ? { title: t('lobby.empty.search.title'), text: t('lobby.empty.search.text', { search }) } : { title: t('lobby.empty.hot.title'), text: t('lobby.empty.hot.text') }}
    />
  );
}

function Favourites({ search, play, initial }: { search: string; play: Play; initial: GameCard[] | null }) {
  const { t } = useTranslation();
  const session = useSessionView();
  const ids = useStore($favouriteIds);
  const member = session.state === 'member';
  const list = useGameList(member ? gamesApi.favourites : null, [member], initial);
  if (session.state === 'guest') {
    return (
      <div className={styles.state}>
        <span className={`icon-mask ${styles.stateIcon}`} style={{ '--icon': 'url(/images/categories/fav.svg)' } as CSSProperties} aria-hidden="true" />
        <p className={styles.stateTitle}>{t('lobby.fav.login.title')}</p>
        <p className={styles.muted}>{t('lobby.fav.login.text')}</p>
        <button type="button" className="btn btn-primary" onClick={() => requireAction('member')}>
          {t('lobby.fav.login.button')}
        </button>
      </div>
    );
  }
  // A game unmarked here leaves the list at once; one marked elsewhere shows on the next visit.
  const games = filterByName(
    list.items.filter((g) => !ids || ids.has(g.gameId)),
    search,
  );
  return (
    <GameGrid
      games={games}
      status={session.state === 'unknown' ? 'loading' : list.status}
      error={list.error}
      onRetry={list.retry}
      actionsFor={(g) => ({ favourite: ids?.has(g.gameId) ?? true, onPlay: play })}
      label={t('games.category.FAV')}
      empty={search ? { title: t('lobby.empty.search.title'), text: t('lobby.empty.search.text', { search }) } : { title: t('games.empty.fav.title'), text: t('lobby.empty.fav.text') }}
    />
  );
}

function LobbyView({ lang, kind, vendor: initialVendor, search: initialSearch, vendors, base, currency, initial, recent }: Omit<LobbyProps, 'messages' | 'initialSession'>) {
  const session = useSessionView();
  const ids = useStore($favouriteIds);
  const [vendor, setVendor] = useState(initialVendor);
  const [search, setSearch] = useState(initialSearch);
  const member = session.state === 'member';

  useEffect(() => chooseGameType(kind, initialVendor), [kind, initialVendor]);
  useEffect(() => {
    if (member) void loadFavouriteIds();
  }, [member]);

  const shown = useRef({ vendor: initialVendor, search: initialSearch });
  useEffect(() => {
    if (shown.current.vendor === vendor && shown.current.search === search) return;
    shown.current = { vendor, search };
    history.replaceState(history.state, '', lobbyAddress(base, location.search, vendor, search));
  }, [base, vendor, search]);
  const choose = useCallback((v: string | null) => {
    setVendor(v);
    chooseVendor(v);
  }, []);
  const play: Play = useCallback((game, trial) => void startGame(game, { trial, back: location.pathname + location.search }).then(showRefusal), []);
  const actionsFor = (g: GameCard): TileActions => ({ favourite: member ? (ids?.has(g.gameId) ?? false) : null, onPlay: play, hotBadge: kind !== 'HOT' });

  const games =
    kind === 'FAV' ? (
      <Favourites search={search} play={play} initial={initial?.games ?? null} />
    ) : kind === 'HOT' ? (
      <HotGames vendor={vendor} search={search} actionsFor={actionsFor} initial={initial?.games ?? null} />
    ) : (
      <CategoryGames category={kind} vendor={vendor} search={search} actionsFor={actionsFor} initial={initial} />
    );

  return (
    <div className={kind === 'HOT' ? styles.withSide : styles.lobby}>
      <div className={styles.main}>
        {member && kind !== 'FAV' && <RecentStrip initial={recent} onPlay={(g) => play(g, false)} />}
        <div className={styles.toolbar}>
          {kind !== 'FAV' && vendors.length > 0 && <VendorTabs base={base} vendors={vendors} active={vendor} onChoose={choose} />}
          {(kind !== 'FAV' || member) && <SearchBox initial={initialSearch} onSearch={setSearch} />}
        </div>
        {games}
      </div>
      {kind === 'HOT' && (
        <aside className={styles.side}>
          <WinnersBoard lang={lang} currency={currency} />
        </aside>
      )}
    </div>
  );
}

/** The game lobby of a category, of hot games or of the member's favourites. */
export default function Lobby({ messages, initialSession, ...props }: LobbyProps) {
  return (
    <IslandI18nProvider lang={props.lang} messages={messages}>
      <InitialSession.Provider value={initialSession}>
        <LobbyView {...props} />
      </InitialSession.Provider>
    </IslandI18nProvider>
  );
}
