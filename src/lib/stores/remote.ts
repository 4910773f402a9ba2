import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { createFetcherStore, refresh, tracked } from './query.ts';

export type Remote<T> = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; data: T };

export interface RemoteStore<T> {
  /** The cache key of this data. */
  key: string;
  $store: ReadableAtom<Remote<T>>;
  /** Reads it again (the data shown stays until the answer arrives). */
  load: () => Promise<void>;
  /** Takes data an action already received (a call that answers with the new list). */
  set: (data: T) => void;
}

/**
 * Server data a page shows, under one cache key: read when a page first shows it, again when the
 * tab regains focus, and when a change or a money event makes its key stale (src/lib/stores/query.ts).
 */
export function remoteStore<T>(key: string, fetcher: () => Promise<T>): RemoteStore<T> {
  const $query = createFetcherStore<T>(key, { fetcher: () => tracked(key, fetcher) });
  const $store = computed($query, (v): Remote<T> => {
    if (v.data !== undefined) return { state: 'ready', data: v.data };
    if (v.error !== undefined) return { state: 'error', error: v.error };
    return { state: 'loading' };
  });
  return { key, $store, load: () => refresh((k) => k === key), set: (data) => $query.mutate(data) };
}

export interface QueryStore<P, T> {
  /** What the screen shows: the last answer stays while a newer one (another page, a new filter) is read. */
  $value: ReadableAtom<Remote<T>>;
  /** True while a read is under way. */
  $busy: ReadableAtom<boolean>;
  /** Asks for the data of these parameters (read once per key, then from the cache until stale). */
  ask: (params: P) => void;
  /** Reads the current parameters again. */
  reload: () => void;
}

/**
 * A filtered, paged read (a record page): one cache key per prefix and parameters, so each page
 * and filter is its own entry. An older answer that arrives late never replaces a newer one.
 */
export function queryStore<P, T>(prefix: string, initial: P, fetch: (params: P) => Promise<T>): QueryStore<P, T> {
  const asked = new Map<string, P>();
  const first = JSON.stringify(initial);
  asked.set(first, initial);
  const $params = atom(first);
  const $query = createFetcherStore<T>([prefix, $params], {
    fetcher: (...parts) => {
      const json = String(parts.slice(1).join(''));
      const params = asked.get(json);
      return params === undefined ? Promise.reject(new Error(`no parameters for ${prefix}${json}`)) : tracked(`${prefix}${json}`, () => fetch(params));
    },
  });
  const $value = atom<Remote<T>>({ state: 'loading' });
  const $busy = atom(true);
  onMount($value, () =>
    $query.subscribe((v) => {
      $busy.set(v.loading);
      if (v.data !== undefined) $value.set({ state: 'ready', data: v.data });
      else if (v.error !== undefined && $value.get().state !== 'ready') $value.set({ state: 'error', error: v.error });
    }),
  );
  return {
    $value,
    $busy,
    ask: (params) => {
      const json = JSON.stringify(params);
      asked.set(json, params);
      $params.set(json);
    },
    reload: () => void refresh((k) => k === `${prefix}${$params.get()}`),
  };
}
