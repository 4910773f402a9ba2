import { join } from 'node:path';
import type { Config } from './config.ts';
import { type DbHandle, type DbTarget, openDb, openReader } from './db/connect.ts';
import { pgPoolReader } from './db/pg-reader.ts';
import { type SqlRunner, sqliteRunner } from './db/sql-runner.ts';
import { connectEvents } from './events/connect.ts';
import { createLedger, type Ledger } from './ledger/index.ts';
import { refuseInsideUnit } from './db/unit-scope.ts';
import { seedDemoPromotions } from './db/demo/promotions.ts';
import { seedDemoLottery } from './db/demo/lottery.ts';
import { seedDemoSportsbook } from './db/demo/sportsbook.ts';
import { seedDemoLoyalty } from './db/demo/loyalty.ts';
import { seedDemoSupportCanned } from './db/demo/support-canned.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed.ts';
import { createRateLimits } from './rate-limits.ts';
import { createLogger } from './log.ts';
import { outboxNotifier } from './notify/index.ts';
import type { AppContext } from './app-context.ts';

// The shape lives in app-context.ts, which domains import: this file also opens, migrates and
// seeds the database, and the seed imports the domains.
export type { AppContext };

/** The money and hot-read machinery over an open database. */
export function moneyParts(handle: DbHandle): { ledger: Ledger; reader: SqlRunner; closeReader(): void } {
  const ledger = createLedger(handle.db, handle.dialect, { sqlite: handle.sqlite, pool: handle.pool });
  if (handle.dialect === 'postgres') return { ledger, reader: pgPoolReader(handle.pool as NonNullable<DbHandle['pool']>), closeReader: () => undefined };
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
  const limits = createRateLimits(config.redisUrl, { registerIp: config.registrationsPerIpHour }, { pool: handle.pool });
  const { ledger, reader, closeReader } = moneyParts(handle);
  // Live events and cache changes reach every instance (decision 032).
  const bus = await connectEvents(handle.db, { pool: handle.pool, file: handle.file, redisUrl: config.redisUrl, log });
  const close = async () => {
    await bus.close();
    await limits.close();
    closeReader();
    await handle.close();
  };
  const app = { config, db: handle.db, dialect: handle.dialect, log, seeded, limits, notify: outboxNotifier(handle.db, log), ledger, reader, events: bus.events, close };
  if (seeded) {
    await seedDemoPromotions(app);
    await seedDemoLoyalty(app);
    await seedDemoLottery(app);
    await seedDemoSportsbook(app);
    await seedDemoSupportCanned(app);
  }
  return app;
}
