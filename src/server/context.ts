import { join } from 'node:path';
import type { Config } from './config.ts';
import { type Db, type DbHandle, type DbTarget, type Dialect, openDb, openReader } from './db/connect.ts';
import { pgRunner, type SqlRunner, sqliteRunner } from './db/sql-runner.ts';
import { MemberEvents } from './events/bus.ts';
import { createLedger, type Ledger } from './ledger/engine.ts';
import { refuseInsideUnit } from './db/unit-scope.ts';
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
  /** Atomic units of money work (group commit on SQLite). */
  ledger: Ledger;
  /** Prepared reads of committed data for hot paths (sessions, balances). */
  reader: SqlRunner;
  /** Events for members' open pages. */
  events: MemberEvents;
  close(): Promise<void>;
}

/** The money and hot-read machinery over an open database. */
export function moneyParts(handle: DbHandle): { ledger: Ledger; reader: SqlRunner; closeReader(): void } {
  const ledger = createLedger(handle.db, handle.dialect, { sqlite: handle.sqlite, pool: handle.pool });
  if (handle.dialect === 'postgres') return { ledger, reader: pgRunner(handle.db), closeReader: () => undefined };
  const readerDb = handle.file && handle.file !== ':memory:' ? openReader(handle.file) : null;
  return {
    ledger,
    reader: outsideUnits(sqliteRunner(readerDb ?? (handle.sqlite as NonNullable<DbHandle['sqlite']>))),
    closeReader: () => readerDb?.close(),
  };
}

/** The SQLite read connection refuses inside a unit of work, as the query builder does (the PostgreSQL reader is the query builder). */
function outsideUnits(runner: SqlRunner): SqlRunner {
  const what = 'The read connection';
  return {
    ...runner,
    get: <T>(sql: string, params?: readonly unknown[]) => {
      refuseInsideUnit(what);
      return runner.get<T>(sql, params);
    },
    all: <T>(sql: string, params?: readonly unknown[]) => {
      refuseInsideUnit(what);
      return runner.all<T>(sql, params);
    },
    run: (sql: string, params?: readonly unknown[]) => {
      refuseInsideUnit(what);
      return runner.run(sql, params);
    },
  };
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
  const limits = createRateLimits(config.redisUrl, { registerIp: config.registrationsPerIpHour });
  const { ledger, reader, closeReader } = moneyParts(handle);
  const close = async () => {
    await limits.close();
    closeReader();
    await handle.close();
  };
  return { config, db: handle.db, dialect: handle.dialect, log, seeded, limits, notify: outboxNotifier(handle.db, log), ledger, reader, events: new MemberEvents(), close };
}
