import type pg from 'pg';
import { type SqlRunner, toPg } from './sql-runner.ts';
import { refuseInsideUnit } from './unit-scope.ts';

/**
 * Distinct statements kept prepared on every pooled connection. The hot reads (session, balance)
 * are a handful of texts; the cap keeps a stream of distinct report texts from growing each
 * connection's prepared statements without end (beyond it a statement runs unnamed).
 */
const MAX_PREPARED = 200;

/**
 * PostgreSQL's read runner for hot paths (sessions, balances, report reads): plain SQL straight on
 * the pool, each text a named prepared statement that every connection parses and plans once.
 * Through the query builder the same point read cost ~75 µs of this process's CPU and half the
 * throughput (decision 029). Like the query builder, it refuses inside a ledger unit of work.
 */
export function pgPoolReader(pool: pg.Pool): SqlRunner {
  const reader = poolRunner(pool);
  poolReaders.add(reader);
  return reader;
}

const poolReaders = new WeakSet<SqlRunner>();

/** Whether a runner is PostgreSQL's pool reader (its statements may be batched: batchedRead). */
export function isPoolReader(runner: SqlRunner): boolean {
  return poolReaders.has(runner);
}

function poolRunner(pool: pg.Pool): SqlRunner {
  const texts = new Map<string, { text: string; name: string | undefined }>();
  const statementOf = (sql: string) => {
    let st = texts.get(sql);
    if (!st) {
      st = { text: toPg(sql), name: texts.size < MAX_PREPARED ? `r${texts.size + 1}` : undefined };
      texts.set(sql, st);
    }
    return st;
  };
  const exec = (sql: string, params: readonly unknown[]) => {
    refuseInsideUnit('The read connection');
    const { text, name } = statementOf(sql);
    return name ? pool.query({ name, text, values: [...params] }) : pool.query(text, [...params]);
  };
  return {
    dialect: 'postgres',
    get: async <T>(sql: string, params: readonly unknown[] = []) => (await exec(sql, params)).rows[0] as T | undefined,
    all: async <T>(sql: string, params: readonly unknown[] = []) => (await exec(sql, params)).rows as T[],
    run: async (sql: string, params: readonly unknown[] = []) => (await exec(sql, params)).rowCount ?? 0,
    // Each statement may run on a different pooled connection: there is no transaction to nest in or lock.
    attempt: () => Promise.reject(new Error('The read runner has no transaction to nest in')),
    lock: () => Promise.reject(new Error('The read runner has no transaction to lock in')),
  };
}

/** Keys gathered into one statement at most. */
const MAX_BATCH = 500;

/**
 * One key's row by a statement that takes an array of keys (`… = any(?)`): calls that arrive while
 * `maxInFlight` such statements are already running wait and then go together in the next one, so
 * under load many requests share a round trip; an idle server sends each at once. Every statement
 * is sent after the calls it answers were made, so each sees everything committed before it asked.
 */
export function batchedRead<R>(runner: SqlRunner, sql: string, keyOf: (row: R) => number, maxInFlight = 4): (key: number) => Promise<R | undefined> {
  let waiting: { key: number; resolve: (row: R | undefined) => void; reject: (err: unknown) => void }[] = [];
  let inFlight = 0;
  const flush = () => {
    while (waiting.length > 0 && inFlight < maxInFlight) {
      const batch = waiting.length > MAX_BATCH ? waiting.splice(0, MAX_BATCH) : waiting;
      if (batch === waiting) waiting = [];
      inFlight++;
      runner
        .all<R>(sql, [[...new Set(batch.map((w) => w.key))]])
        .then(
          (rows) => {
            const byKey = new Map(rows.map((r) => [keyOf(r), r]));
            for (const w of batch) w.resolve(byKey.get(w.key));
          },
          (err: unknown) => {
            for (const w of batch) w.reject(err);
          },
        )
        .finally(() => {
          inFlight--;
          flush();
        });
    }
  };
  return (key) => {
    refuseInsideUnit('The read connection');
    return new Promise((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      flush();
    });
  };
}
