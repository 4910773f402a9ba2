import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ApiError } from '#lib/api.ts';
import { sessionExpired } from '#lib/stores/session.ts';
import { $walletEvents } from '#lib/stores/wallet.ts';
import type { Remote } from '#lib/stores/remote.ts';

/**
 * A filtered, paged read for a record page: asked again whenever its key (the filter and page)
 * changes, and — for `live` pages — when the server pushes a money event. An older answer that
 * arrives late never replaces a newer one.
 */
export function useQuery<T>(key: string, fetcher: () => Promise<T>, live = false): { value: Remote<T>; reload: () => void; busy: boolean } {
  const [value, setValue] = useState<Remote<T>>({ state: 'loading' });
  const [busy, setBusy] = useState(true);
  const [round, setRound] = useState(0);
  const events = useStore($walletEvents);
  const tick = live ? events : 0;

  useEffect(() => {
    let current = true;
    setBusy(true);
    fetcher().then(
      (data) => {
        if (!current) return;
        setValue({ state: 'ready', data });
        setBusy(false);
      },
      (error: unknown) => {
        if (!current) return;
        setValue((prev) => (prev.state === 'ready' ? prev : { state: 'error', error }));
        setBusy(false);
        if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN') sessionExpired();
      },
    );
    return () => {
      current = false;
    };
    // The key stands for everything the fetcher reads.
  }, [key, round, tick]);

  return { value, busy, reload: () => setRound((r) => r + 1) };
}
