import type pg from 'pg';
import type { Logger } from '#server/log.ts';
import { MemberEvents } from './bus.ts';
import { followCacheChanges } from './cache-changes.ts';
import { eventChannel, pgTransport, redisTransport } from './transports.ts';

export interface EventsWhere {
  /** The PostgreSQL pool (PostgreSQL only). */
  pool?: pg.Pool | undefined;
  /** The SQLite file (SQLite only). */
  file?: string | undefined;
  /** Redis, when configured: preferred over PostgreSQL's NOTIFY. */
  redisUrl?: string | undefined;
  log: Logger;
}

/**
 * The event bus of one instance: across instances through Redis pub/sub when REDIS_URL is set,
 * else through PostgreSQL LISTEN/NOTIFY on PostgreSQL, else in this process only (SQLite is one
 * instance). Cache announcements about `db` go out on it.
 */
export async function connectEvents(db: object, where: EventsWhere): Promise<{ events: MemberEvents; close(): Promise<void> }> {
  const events = new MemberEvents();
  const unfollow = followCacheChanges(db, events);
  const channel = where.redisUrl || where.pool ? await eventChannel(where) : null;
  if (channel && where.redisUrl) await events.connect(redisTransport({ url: where.redisUrl, channel, log: where.log }));
  else if (channel && where.pool) await events.connect(pgTransport({ pool: where.pool, channel, log: where.log }));
  return {
    events,
    async close() {
      unfollow();
      await events.close();
    },
  };
}
