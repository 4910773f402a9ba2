import { atom, onMount, type ReadableAtom } from 'nanostores';
import { ApiError } from '../api.ts';
import { sessionExpired } from './session.ts';
import { $walletEvents } from './wallet.ts';

export type Remote<T> = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; data: T };

export interface RemoteStore<T> {
  $store: ReadableAtom<Remote<T>>;
  /** Reads it again (the data shown stays until the answer arrives). */
  load: () => Promise<void>;
  /** Takes data an action already received (a call that answers with the new list). */
  set: (data: T) => void;
}

/**
 * Server data a page shows: loaded when a page first shows it; `live` ones are read again when
 * the server pushes a money event (a deposit credited, a withdrawal paid out).
 */
export function remoteStore<T>(fetcher: () => Promise<T>, options: { live?: boolean } = {}): RemoteStore<T> {
  const $store = atom<Remote<T>>({ state: 'loading' });
  const load = async () => {
    try {
      $store.set({ state: 'ready', data: await fetcher() });
    } catch (error) {
      if ($store.get().state !== 'ready') $store.set({ state: 'error', error });
      if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN') sessionExpired();
    }
  };
  onMount($store, () => {
    void load();
    return options.live ? $walletEvents.listen(() => void load()) : undefined;
  });
  return { $store, load, set: (data) => $store.set({ state: 'ready', data }) };
}
