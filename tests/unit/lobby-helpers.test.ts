import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#lib/api.ts';
import { afterFailure, attemptUrl, IMAGE_RETRIES, PLACEHOLDER_IMAGE, retryDelay } from '#lib/games/image-retry.ts';
import { launchErrorMessage, launchFailure, recommendedGames } from '#lib/games/launch-errors.ts';
import { appendPage, filterByName, GAME_PAGE_SIZE, hasMore, lobbyAddress, nextPage, NO_PAGES } from '#lib/games/paging.ts';
import { debounce, throttle } from '#lib/games/throttle.ts';
import type { GameCard } from '#lib/types/games.ts';

function card(gameId: number, gameName = `Game ${gameId}`, nodeName = 'Meridian Slots'): GameCard {
  return { gameId, vassalage: 'MRD_SLOT', gameName, nodeId: 'MRD_SLOT', nodeName, showIcon: `/images/games/${gameId}.svg`, supportPlay: true, gameType: 'RNG', accountTypeName: 'RNG', code: `g${gameId}`, isHot: false, maintenance: false, engine: 'slot' };
}
const page = (from: number, count: number, pageNum: number, totalPages: number) => ({ games: Array.from({ length: count }, (_, i) => card(from + i)), pageNum, totalPages });

describe('throttle (infinite scroll, 200 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds the calls inside the window into one at its end', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t(1);
    t(2);
    t(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('runs at once again once the window has passed, and cancel drops a pending call', () => {
    const fn = vi.fn();
    const t = throttle(fn, 200);
    t('a');
    vi.advanceTimersByTime(250);
    t('b');
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
    t('c');
    t.cancel();
    vi.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('debounce waits for a pause in typing', () => {
    const fn = vi.fn();
    const d = debounce(fn, 350);
    d('t');
    vi.advanceTimersByTime(300);
    d('ti');
    vi.advanceTimersByTime(300);
    d('tig');
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(350);
    expect(fn.mock.calls).toEqual([['tig']]);
  });
});

describe('paging (24 a page)', () => {
  it('adds pages in order and knows when the list ends', () => {
    expect(GAME_PAGE_SIZE).toBe(24);
    let s = appendPage(NO_PAGES, page(1, 24, 1, 2));
    expect(s.games).toHaveLength(24);
    expect(hasMore(s)).toBe(true);
    expect(nextPage(s)).toBe(2);
    s = appendPage(s, page(25, 14, 2, 2));
    expect(s.games.map((g) => g.gameId)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    expect(hasMore(s)).toBe(false);
  });

  it('ignores a page already held and never lists a game twice', () => {
    const s = appendPage(NO_PAGES, page(1, 24, 1, 3));
    expect(appendPage(s, page(1, 24, 1, 3)).games).toHaveLength(24);
    const shifted = appendPage(s, page(20, 24, 2, 3));
    expect(shifted.games).toHaveLength(43);
    expect(new Set(shifted.games.map((g) => g.gameId)).size).toBe(43);
  });

  it('an empty answer is one page with nothing more to load', () => {
    const s = appendPage(NO_PAGES, { games: [], pageNum: 1, totalPages: 1 });
    expect(s.games).toEqual([]);
    expect(hasMore(s)).toBe(false);
  });

  it('filters short lists by game or studio name, ignoring case', () => {
    const list = [card(1, 'Tiger Temple'), card(2, 'Ocean Hunter', 'Meridian Fishing'), card(3, 'Jade Dragon', 'Jade Spin')];
    expect(filterByName(list, '  TIGER ').map((g) => g.gameId)).toEqual([1]);
    expect(filterByName(list, 'jade').map((g) => g.gameId)).toEqual([3]);
    expect(filterByName(list, 'fishing').map((g) => g.gameId)).toEqual([2]);
    expect(filterByName(list, '')).toHaveLength(3);
  });
});

describe('image retries', () => {
  it('tries three more times with a fresh address, then shows the placeholder', () => {
    const src = '/images/games/a.svg';
    expect(attemptUrl(src, 0)).toBe(src);
    const urls: string[] = [];
    let attempt = 0;
    for (;;) {
      const next = afterFailure(src, attempt);
      urls.push(next.url);
      if (next.gaveUp) break;
      attempt = next.attempt;
    }
    expect(IMAGE_RETRIES).toBe(3);
    expect(urls).toEqual([`${src}?retry=1`, `${src}?retry=2`, `${src}?retry=3`, PLACEHOLDER_IMAGE]);
    expect(attemptUrl('/x.svg?v=2', 1)).toBe('/x.svg?v=2&retry=1');
    expect([1, 2, 3].map(retryDelay)).toEqual([400, 800, 1600]);
  });
});

describe('launch errors', () => {
  it('words the game codes with their own message and the rest with the general one', () => {
    expect(launchErrorMessage(new ApiError('GAME_MAINTENANCE', 'x', 409))).toEqual({ key: 'errors.GAME_MAINTENANCE' });
    expect(launchErrorMessage(new ApiError('INSUFFICIENT_FUNDS', 'x', 409))).toEqual({ key: 'errors.INSUFFICIENT_FUNDS' });
    expect(launchErrorMessage(new ApiError('NETWORK_ERROR', 'x', 0))).toEqual({ key: 'errors.NETWORK_ERROR' });
    expect(launchErrorMessage(new ApiError('SOMETHING_NEW', 'x', 500))).toEqual({ key: 'errors.UNKNOWN' });
    expect(launchErrorMessage(new Error('boom'))).toEqual({ key: 'errors.UNKNOWN' });
  });

  it('sends a missing session to the login, a trial account to the real-account warning and an owed password change to its form', () => {
    expect(launchFailure(new ApiError('NOT_LOGGED_IN', 'x', 401))).toBe('login');
    expect(launchFailure(new ApiError('TRIAL_ACCOUNT', 'x', 403))).toBe('trueAccount');
    expect(launchFailure(new ApiError('IN_NEED_TRUE_ACCOUNT', 'x', 403))).toBe('trueAccount');
    expect(launchFailure(new ApiError('PASSWORD_CHANGE_REQUIRED', 'x', 403))).toBe('changePassword');
    expect(launchFailure(new ApiError('GAME_MAINTENANCE', 'x', 409))).toBe('message');
  });

  it('reads the recommended games of a game under maintenance, skipping anything malformed', () => {
    const err = new ApiError('GAME_MAINTENANCE', 'x', 409, { recommended: [card(7), { gameId: 'nope' }, null] });
    expect(recommendedGames(err).map((g) => g.gameId)).toEqual([7]);
    expect(recommendedGames(new ApiError('GAME_MAINTENANCE', 'x', 409))).toEqual([]);
  });
});

describe('lobby address', () => {
  it('keeps the vendor and the search in the query, and other parameters as they were', () => {
    expect(lobbyAddress('/en/rng', '', null, '')).toBe('/en/rng');
    expect(lobbyAddress('/en/rng', '', 'NOVA_SLOT', 'tiger temple')).toBe('/en/rng?page=NOVA_SLOT&q=tiger+temple');
    expect(lobbyAddress('/en/rng', '?page=NOVA_SLOT&q=tiger&member=responsibleGaming', null, '')).toBe('/en/rng?member=responsibleGaming');
    expect(lobbyAddress('/rng', '?q=old', 'A&B', 'ট')).toBe(`/rng?q=${encodeURIComponent('ট')}&page=A%26B`);
  });
});
