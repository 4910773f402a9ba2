import type { Config } from './config.ts';
import type { Db, Dialect } from './db/connect.ts';
import type { SqlRunner } from './db/sql-runner.ts';
import type { MemberEvents } from './events/bus.ts';
import type { Ledger } from './ledger/index.ts';
import type { Logger } from './log.ts';
import type { Notifier } from './notify/index.ts';
import type { RateLimits } from './rate-limits.ts';

/**
 * What every request handler, page and job gets: configuration, database and logger.
 * Only types: domains import this file, not context.ts, which builds the context and seeds the
 * database (and so imports the domains).
 */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  log: Logger;
  /** Request limits per IP, account and number (memory, or Redis with REDIS_URL). */
  limits: RateLimits;
  /** SMS and email (the local outbox by default). */
  notify: Notifier;
  /** Atomic units of money work (group commit on SQLite). */
  ledger: Ledger;
  /** Prepared reads of committed data for hot paths (sessions, balances). */
  reader: SqlRunner;
  /** Events for members' open pages. */
  events: MemberEvents;
  close(): Promise<void>;
}
