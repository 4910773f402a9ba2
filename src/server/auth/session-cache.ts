import type { MemberEvents } from '#server/events/bus.ts';

/**
 * Live sessions this process looked up in the last SESSION_CACHE_MS, by token hash: an
 * authenticated request then reads no session from the database (decision 029). What ends or
 * changes a session — logout, a password change or reset, a self-exclusion or time-out, a staff
 * lock or ending of sessions — is forgotten at once on this instance and, through the event bus's
 * `session` topic, on every other; anything else that changes a member's session fields (an
 * affiliate promotion, the operator's auth settings) shows within the TTL.
 */
export const SESSION_CACHE_MS = 2_000;
/** Entries held at most; past it the oldest go first (they are at most a TTL old anyway). */
const MAX_ENTRIES = 50_000;

/** The fields of a session row a request needs (the session lookup's row). */
export interface CachedSessionRow {
  id: number;
  member_id: number;
  remember: number;
  last_seen_at: number;
  idle_expires_at: number;
  expires_at: number;
  account: string;
  is_agent: number;
  status: number;
  password_is_default: number;
  password_changed_at: number;
}

/** What to forget: one session, or every session of a member. */
export type SessionChange = { sessionId: number } | { memberId: number };

export class SessionCache {
  readonly #entries = new Map<string, { row: CachedSessionRow; at: number }>();
  /** Moves on every change: a lookup that started before one does not store what it read. */
  #epoch = 0;
  readonly #ttlMs: number;

  constructor(ttlMs = SESSION_CACHE_MS) {
    this.#ttlMs = ttlMs;
  }

  get epoch(): number {
    return this.#epoch;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(hash: string, now = Date.now()): CachedSessionRow | undefined {
    const hit = this.#entries.get(hash);
    if (!hit) return undefined;
    if (now - hit.at < this.#ttlMs && now >= hit.at) return hit.row;
    this.#entries.delete(hash);
    return undefined;
  }

  /** Keeps a row read at `epoch`, unless something changed since (it may be stale). */
  set(hash: string, row: CachedSessionRow, epoch: number, now = Date.now()): void {
    if (epoch !== this.#epoch) return;
    this.#entries.delete(hash);
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(hash, { row, at: now });
  }

  forget(change: SessionChange): void {
    this.#epoch++;
    for (const [hash, { row }] of this.#entries) {
      if ('sessionId' in change ? row.id === change.sessionId : row.member_id === change.memberId) this.#entries.delete(hash);
    }
  }
}

const caches = new WeakMap<object, SessionCache>();

/** The bus event that carries a change to every instance's cache. */
function changeOf(data: Record<string, unknown>): SessionChange | null {
  if (typeof data['sessionId'] === 'number') return { sessionId: data['sessionId'] };
  if (typeof data['memberId'] === 'number') return { memberId: data['memberId'] };
  return null;
}

/**
 * The session cache of one application context (a context is one database: caches never mix),
 * subscribed to its bus on first use.
 */
export function sessionCacheOf(app: { events: MemberEvents }): SessionCache {
  let cache = caches.get(app);
  if (!cache) {
    const created = new SessionCache();
    app.events.listen('session', (e) => {
      const change = changeOf(e.data);
      if (change) created.forget(change);
    });
    caches.set(app, created);
    cache = created;
  }
  return cache;
}

/**
 * Forgets a session, or all of a member's, on every instance: this one's cache at once, the
 * others' as the bus carries the event (forgetting twice here is harmless). Call it after the
 * change is committed.
 */
export function forgetSessions(app: { events: MemberEvents }, change: SessionChange): void {
  caches.get(app)?.forget(change);
  app.events.broadcast({ topic: 'session', type: 'sessionId' in change ? 'session' : 'member', data: { ...change } });
}
