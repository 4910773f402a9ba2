import type BetterSqlite3 from 'better-sqlite3';
import type { Db, Dialect } from '#server/db/connect.ts';
import type pg from 'pg';
import { Deferred, pgClientRunner, type SqlRunner, sqliteRunner } from '#server/db/sql-runner.ts';
import { insideUnit, refuseInsideUnit } from '#server/db/unit-scope.ts';
import { UnitIds } from './unit-ids.ts';

/**
 * A unit of work: it may only use the runner it is given and must not wait on anything else. The
 * query builder, the read connection and another unit all refuse to run inside one (unit-scope.ts).
 */
export type Work<T> = (sql: SqlRunner) => Promise<T>;

export interface Ledger {
  /** Runs one unit of work atomically; when it throws, nothing it did remains. */
  run<T>(work: Work<T>): Promise<T>;
}

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(err: unknown): void;
  result?: unknown;
  error?: unknown;
  failed?: boolean;
}

const MAX_BATCH = 256;

/**
 * SQLite: group commit. Units of work that arrive together share one transaction and one fsync,
 * each in its own savepoint (a failing one rolls back alone); every caller is answered only after
 * the commit. The batch holds the query builder's connection lock, so no other statement can
 * slip into it.
 */
function sqliteLedger(db: Db, sqlite: BetterSqlite3.Database): Ledger {
  // No deferred writes (SqlRunner.defer): units run one at a time here, so no row lock is held
  // against another unit, and moving the house's side at once saves a statement.
  const known = new Map<string, number>();
  const ids = new UnitIds(known);
  const runner = sqliteRunner(sqlite, ids);
  const savepoint = sqlite.prepare('savepoint unit');
  const release = sqlite.prepare('release unit');
  const rollbackTo = sqlite.prepare('rollback to unit');
  const queue: Job[] = [];
  let flushing = false;

  const flush = async () => {
    const jobs = queue.splice(0, MAX_BATCH);
    try {
      await db.transaction().execute(async () => {
        for (const job of jobs) {
          savepoint.run();
          try {
            job.result = await insideUnit(() => job.work(runner));
            release.run();
            ids.keep();
          } catch (err) {
            ids.clear();
            rollbackTo.run();
            release.run();
            job.failed = true;
            job.error = err;
          }
        }
      });
      for (const job of jobs) {
        if (job.failed) job.reject(job.error);
        else job.resolve(job.result);
      }
    } catch (err) {
      ids.clear();
      known.clear();
      for (const job of jobs) job.reject(err);
    } finally {
      flushing = false;
      if (queue.length) schedule();
    }
  };
  const schedule = () => {
    if (flushing) return;
    flushing = true;
    setImmediate(() => void flush());
  };

  return {
    run<T>(work: Work<T>): Promise<T> {
      refuseInsideUnit('Another unit of work');
      return new Promise<T>((resolve, reject) => {
        queue.push({ work: work as Work<unknown>, resolve: resolve as (v: unknown) => void, reject });
        schedule();
      });
    },
  };
}

/**
 * PostgreSQL: a transaction per unit, retried after a short random wait on a serialization
 * failure, a deadlock, or a unique violation (two units with the same idempotency key: the retry
 * finds the first one's result).
 */
/** Attempts of one unit on PostgreSQL before a serialization failure, deadlock or key clash is answered. */
const RETRIES = 8;

function pgLedger(pool: pg.Pool): Ledger {
  const ids = new Map<string, number>();
  const once = async <T>(work: Work<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      try {
        const deferred = new Deferred();
        const learned = new UnitIds(ids);
        const result = await insideUnit(async () => {
          const r = await work(pgClientRunner(client, learned, deferred));
          await deferred.run();
          return r;
        });
        await client.query('commit');
        learned.keep();
        return result;
      } catch (err) {
        await client.query('rollback');
        throw err;
      }
    } finally {
      client.release();
    }
  };
  return {
    async run<T>(work: Work<T>): Promise<T> {
      refuseInsideUnit('Another unit of work');
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(work);
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (!(code === '40001' || code === '40P01' || code === '23505') || attempt >= RETRIES) throw err;
          // Two units that lock the same rows in opposite orders (a debit takes the wallet first, a
          // credit the house shard first) may meet again if both retry at once: wait a random
          // moment, longer each time, so one of them goes first.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * attempt));
        }
      }
    },
  };
}

export function createLedger(db: Db, dialect: Dialect, conn: { sqlite?: BetterSqlite3.Database | undefined; pool?: pg.Pool | undefined }): Ledger {
  if (dialect === 'sqlite') {
    if (!conn.sqlite) throw new Error('the SQLite ledger needs the SQLite connection');
    return sqliteLedger(db, conn.sqlite);
  }
  if (!conn.pool) throw new Error('the PostgreSQL ledger needs the pool');
  return pgLedger(conn.pool);
}
