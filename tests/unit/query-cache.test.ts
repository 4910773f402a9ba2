import { describe, expect, it } from 'vitest';
import { isMoneyKey, KEYS, refresh } from '#lib/stores/query.ts';
import { queryStore, remoteStore } from '#lib/stores/remote.ts';
import { $walletEvents } from '#lib/stores/wallet.ts';

/** A fetcher whose answers the test releases one by one. */
function controlled<T>() {
  const calls: { args: unknown; resolve: (v: T) => void }[] = [];
  const fetch = (args?: unknown) => new Promise<T>((resolve) => calls.push({ args, resolve }));
  return { calls, fetch };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the client cache', () => {
  it('names money data, so a money event makes it stale', () => {
    expect(isMoneyKey(KEYS.withdrawals)).toBe(true);
    expect(isMoneyKey(`${KEYS.accountRecords}{"pageNo":2}`)).toBe(true);
    expect(isMoneyKey(KEYS.channels)).toBe(false);
    expect(isMoneyKey(`${KEYS.betRecords}{}`)).toBe(false);
  });

  it('reads a key when it is shown, keeps the data while reading again, and again on a money event', async () => {
    const api = controlled<number[]>();
    const store = remoteStore('test/money-list', () => api.fetch());
    const seen: string[] = [];
    const stop = store.$store.subscribe((v) => seen.push(v.state === 'ready' ? `ready:${v.data.join(',')}` : v.state));
    expect(api.calls).toHaveLength(1);
    api.calls[0]?.resolve([1]);
    await tick();
    expect(store.$store.get()).toEqual({ state: 'ready', data: [1] });

    const reloaded = store.load();
    expect(api.calls).toHaveLength(2);
    expect(store.$store.get()).toEqual({ state: 'ready', data: [1] });
    api.calls[1]?.resolve([1, 2]);
    await reloaded;
    expect(store.$store.get()).toEqual({ state: 'ready', data: [1, 2] });

    // Not a money key: a money event leaves it alone.
    $walletEvents.set($walletEvents.get() + 1);
    expect(api.calls).toHaveLength(2);
    // What the screen went through (a repeat of the same data while reading again shows no change).
    expect(seen.filter((v, i) => v !== seen[i - 1])).toEqual(['loading', 'ready:1', 'ready:1,2']);
    stop();
  });

  it('reads money keys again when the server pushes a money event', async () => {
    const api = controlled<string>();
    const store = remoteStore(KEYS.funds, () => api.fetch());
    const stop = store.$store.listen(() => undefined);
    api.calls[0]?.resolve('before');
    await tick();
    $walletEvents.set($walletEvents.get() + 1);
    expect(api.calls).toHaveLength(2);
    api.calls[1]?.resolve('after');
    await refresh((k) => k === 'nothing');
    await tick();
    expect(store.$store.get()).toEqual({ state: 'ready', data: 'after' });
    stop();
  });

  it('reads again after a read that was under way when the data changed', async () => {
    const api = controlled<string>();
    const store = remoteStore('test/changed-while-reading', () => api.fetch());
    const stop = store.$store.listen(() => undefined);
    api.calls[0]?.resolve('first');
    await tick();
    // A read leaves (a money event, say), then the data changes and the change asks for a refresh.
    void store.load();
    expect(api.calls).toHaveLength(2);
    const refreshed = refresh((k) => k === store.key);
    // The earlier read answers with what it saw before the change.
    api.calls[1]?.resolve('before the change');
    await tick();
    await tick();
    expect(api.calls).toHaveLength(3);
    api.calls[2]?.resolve('after the change');
    await refreshed;
    expect(store.$store.get()).toEqual({ state: 'ready', data: 'after the change' });
    stop();
  });

  it('gives each page of a list its own key, shows the last answer meanwhile, and ignores a late one', async () => {
    const api = controlled<string>();
    const store = queryStore<{ page: number }, string>('test/pages/', { page: 1 }, (q) => api.fetch(q));
    const stop = store.$value.listen(() => undefined);
    expect(api.calls.map((c) => c.args)).toEqual([{ page: 1 }]);
    store.ask({ page: 2 });
    await tick();
    expect(api.calls.map((c) => c.args)).toEqual([{ page: 1 }, { page: 2 }]);
    api.calls[1]?.resolve('page two');
    await tick();
    expect(store.$value.get()).toEqual({ state: 'ready', data: 'page two' });
    api.calls[0]?.resolve('page one, late');
    await tick();
    expect(store.$value.get()).toEqual({ state: 'ready', data: 'page two' });
    expect(store.$busy.get()).toBe(false);

    store.ask({ page: 3 });
    await tick();
    expect(store.$busy.get()).toBe(true);
    expect(store.$value.get()).toEqual({ state: 'ready', data: 'page two' });
    stop();
  });
});
