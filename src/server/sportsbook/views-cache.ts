/**
 * A short cache of the public lists (event pages by tab, the menu), keyed by the query. An entry
 * is answered again only while the events it depends on are unchanged: every change a page must
 * redraw raises an event's `version`, a new event adds a row, a start or an end moves one to
 * another state, so one small query — per state, how many events, the sums of their ids and
 * versions; and how many competitions are hidden — says whether anything moved. A live tab's
 * entry is not dropped by odds moving on tomorrow's events. Changes outside the events (a team renamed) and the clock (the merchant's
 * midnight, the results window) are caught by the entries' short life. Works across instances:
 * the check reads the database, not this process's memory.
 */
import type { SportKind } from '#lib/contracts/sports-model.ts';
import type { Db } from '#server/db/connect.ts';

/** How long an entry may be answered, at most, while nothing it checks changed. */
export const VIEW_CACHE_MS = 5_000;
const MAX_ENTRIES = 500;

/**
 * Which events an entry depends on: the page kind's events in some states (and started since an
 * instant), and whether their versions count (a list shows odds and scores; the menu only counts).
 */
export interface ViewScope {
  kind: SportKind;
  statuses: readonly string[];
  since?: number;
  versions: boolean;
}

interface Entry {
  token: string;
  at: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/** What the scope's events look like now, per state: how many, the sum of their ids and of their versions; and how many competitions are hidden. */
async function tokenOf(db: Db, scope: ViewScope): Promise<string> {
  let q = db
    .selectFrom('sports_events')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>('id').as('i'),
      ...(scope.versions ? [eb.fn.sum<number | string | null>('version').as('v')] : []),
    ])
    .where('kind', '=', scope.kind)
    .where('status', 'in', [...scope.statuses])
    .groupBy('status');
  if (scope.since !== undefined) q = q.where('starts_at', '>=', scope.since);
  const [rows, hidden] = await Promise.all([
    q.execute(),
    db.selectFrom('sports_competitions').select((eb) => eb.fn.countAll<number | string>().as('h')).where('status', '=', 'hidden').executeTakeFirst(),
  ]);
  return `${hidden?.h ?? 0}|${rows
    .map((r) => `${r.status}:${r.n}:${r.i}:${(r as { v?: unknown }).v ?? ''}`)
    .sort()
    .join('|')}`;
}

/** The cached answer of `key` while the scope's events are unchanged and it is young enough; else `make`'s, kept. */
export async function cachedView<T>(db: Db, scope: ViewScope, key: string, make: () => Promise<T>, now = Date.now()): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const token = await tokenOf(db, scope);
  const hit = cache.get(key);
  if (hit && hit.token === token && now - hit.at < VIEW_CACHE_MS && now >= hit.at) return hit.value as Promise<T>;
  const value = make();
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { token, at: now, value });
  // A failed answer is not kept.
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}
