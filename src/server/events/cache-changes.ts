import type { MemberEvents } from './bus.ts';

/**
 * In-process caches dropped on every instance when the back office changes what they hold.
 * A cache module registers what to drop (`onCacheChange`), and the code that changed the data
 * calls `announceCacheChange` with the database it wrote: the change goes out on that database's
 * event bus as a `cache` topic event, and each instance (this one included) drops its copy when
 * it arrives — within the broker's delivery time, far under the 2 s the site promises.
 */
export type CacheName = 'catalogue' | 'promotions' | 'vendor-secrets' | 'vip-ladder';

type Drop = (db: object, data: Record<string, unknown>) => void;

const drops = new Map<CacheName, Set<Drop>>();
const buses = new WeakMap<object, MemberEvents>();

/** What to drop when `name` changes on any instance (called once per cache module, at import). */
export function onCacheChange(name: CacheName, drop: Drop): void {
  let set = drops.get(name);
  if (!set) drops.set(name, (set = new Set()));
  set.add(drop);
}

/** Ties a database to its bus (the context does this once): announcements about it go out there, and changes arriving there are dropped for it. */
export function followCacheChanges(db: object, events: MemberEvents): () => void {
  buses.set(db, events);
  const stop = events.listen('cache', (e) => {
    for (const drop of drops.get(e.type as CacheName) ?? []) drop(db, e.data);
  });
  return () => {
    stop();
    if (buses.get(db) === events) buses.delete(db);
  };
}

/** Tells every instance that `name` changed in this database (the caller has already dropped its own copy). */
export function announceCacheChange(db: object, name: CacheName, data: Record<string, unknown> = {}): void {
  buses.get(db)?.broadcast({ topic: 'cache', type: name, data });
}
