import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { queryStore, type Remote } from '#lib/stores/remote.ts';

/**
 * A filtered, paged read for a record page, through the shared cache: each set of parameters is
 * its own key under `prefix` (src/lib/stores/query.ts KEYS), read again when the tab regains focus
 * and, for money keys, when the server pushes a money event. The last answer stays on screen while
 * the next one is read.
 */
export function useQuery<P, T>(prefix: string, params: P, fetch: (params: P) => Promise<T>): { value: Remote<T>; reload: () => void; busy: boolean } {
  const [store] = useState(() => queryStore(prefix, params, fetch));
  const json = JSON.stringify(params);
  // The parameters stand for everything the read depends on.
  useEffect(() => store.ask(params), [store, json]);
  return { value: useStore(store.$value), busy: useStore(store.$busy), reload: store.reload };
}
