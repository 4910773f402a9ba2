import { join } from 'node:path';
import type { Config } from './config.ts';
import { type Db, type DbTarget, type Dialect, openDb } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed.ts';
import { createRateLimits, type RateLimits } from './auth/rate-limits.ts';
import { createLogger, type Logger } from './log.ts';
import { type Notifier, outboxNotifier } from './notify/outbox.ts';

/** What every request handler, page and job gets: configuration, database and logger. */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  log: Logger;
  /** Request limits per IP, account and number (memory, or Redis with REDIS_URL). */
  limits: RateLimits;
  /** SMS and email (the local outbox by default). */
  notify: Notifier;
  close(): Promise<void>;
}

export function dbTargetOf(config: Config): DbTarget {
  return config.databaseUrl ? { url: config.databaseUrl } : { file: join(config.dataDir, 'meridian.db') };
}

/** Opens the database, migrates it and, on an empty database, seeds the demo content. */
export async function createContext(config: Config): Promise<AppContext & { seeded: boolean }> {
  const log = createLogger(config.logLevel);
  const handle = openDb(dbTargetOf(config));
  await migrateToLatest(handle.db);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(handle.db) : false;
  const limits = createRateLimits(config.redisUrl);
  const close = async () => {
    await limits.close();
    await handle.close();
  };
  return { config, db: handle.db, dialect: handle.dialect, log, seeded, limits, notify: outboxNotifier(handle.db, log), close };
}
