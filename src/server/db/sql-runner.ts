import type BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import { CompiledQuery } from 'kysely';
import type { Db, Dialect } from './connect.ts';
import { isPostgres } from './migrations/columns.ts';
import { statementKeeper } from './statement-cache.ts';

/** Statements an SQLite runner keeps: its fixed SQL, and the most recent of the SQL built per row count. */
const RUNNER_STATEMENTS = 500;

/**
 * Plain SQL with `?` placeholders, run the same way on both dialects: prepared (and cached)
 * statements on SQLite, the transaction's connection on PostgreSQL. The wallet's hot path uses it
 * because a query through the query builder costs ~20× a prepared statement.
 */
export interface SqlRunner {
  /** Which SQL the runner speaks: statements built with statement-builder.ts compile for it. */
  readonly dialect: Dialect;
  get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  run(sql: string, params?: readonly unknown[]): Promise<number>;
  /** Runs `fn` in a nested savepoint: when it throws, what it did is undone and the error passes on. */
  attempt<T>(fn: () => Promise<T>): Promise<T>;
  /** Serialises units of work on one key until the transaction ends (PostgreSQL; SQLite runs them one at a time anyway). */
  lock(key: string): Promise<void>;
  /**
   * Ids of ledger accounts (they never change once they exist), shared across units of work: the
   * ledgers learn a unit's ids apart and keep them once the unit is kept (UnitIds); a savepoint
   * rolled back forgets them, and the SQLite ledger forgets all when a batch fails to commit.
   */
  readonly ids?: Map<string, number>;
  /**
   * Runs `write` at the end of the unit of work, just before it commits (the PostgreSQL ledger's
   * runner only; without it a caller writes at once). For writes to rows many units share (the house's
   * accounts): on PostgreSQL their row locks are then held for the commit only, not for the whole
   * unit. A write deferred inside `attempt` is dropped when the attempt is undone.
   */
  readonly defer?: (write: () => Promise<void>, first?: boolean) => void;
  /** Runs the writes deferred so far now (before a later step of the same unit reads what they write). */
  readonly flush?: () => Promise<void>;
}

/** The writes a unit of work deferred to its end (SqlRunner.defer). */
export class Deferred {
  private writes: (() => Promise<void>)[] = [];
  /**
   * `first`: before the writes already waiting. Every unit takes the shared rows in one order —
   * a bet row's game totals before the house's accounts — or two units could each hold the row
   * the other waits for (a credit moves its bet row, and so the game totals, before its house side).
   */
  readonly add = (write: () => Promise<void>, first = false): void => {
    if (first) this.writes.unshift(write);
    else this.writes.push(write);
  };
  get length(): number {
    return this.writes.length;
  }
  /** Forgets the deferred writes (an undone savepoint's). */
  clear(): void {
    this.writes = [];
  }
  /** Runs the deferred writes in order; the unit of work fails when one fails. */
  async run(): Promise<void> {
    while (this.writes.length) await (this.writes.shift() as () => Promise<void>)();
  }
}

async function nested<T>(run: (sql: string) => Promise<unknown>, depth: { n: number }, fn: () => Promise<T>, deferred?: Deferred, ids?: Map<string, number>): Promise<T> {
  // Writes deferred before the savepoint are made first, so undoing it drops only its own.
  if (deferred?.length) await deferred.run();
  const name = `nested_${++depth.n}`;
  await run(`savepoint ${name}`);
  try {
    const result = await fn();
    await run(`release savepoint ${name}`);
    return result;
  } catch (err) {
    deferred?.clear();
    // An account opened inside the savepoint is gone with it: forget the ids learned (SqlRunner.ids).
    ids?.clear();
    await run(`rollback to savepoint ${name}`);
    await run(`release savepoint ${name}`);
    throw err;
  } finally {
    depth.n--;
  }
}

export function sqliteRunner(sqlite: BetterSqlite3.Database, ids: Map<string, number> = new Map()): SqlRunner {
  // Kept, but not without bound: some SQL is built per row count (decision 031).
  const prepare = statementKeeper(sqlite, RUNNER_STATEMENTS, Infinity);
  const depth = { n: 0 };
  const run = async (sql: string, params: readonly unknown[] = []) => prepare(sql).run(...params).changes;
  return {
    dialect: 'sqlite',
    get: async <T>(sql: string, params: readonly unknown[] = []) => prepare(sql).get(...params) as T | undefined,
    all: async <T>(sql: string, params: readonly unknown[] = []) => prepare(sql).all(...params) as T[],
    run,
    attempt: (fn) => nested((sql) => run(sql), depth, fn, undefined, ids),
    lock: async () => undefined,
    ids,
  };
}

const numbered = new Map<string, string>();

/** `?` → `$1, $2 …` (the SQL of this project never has a `?` inside a literal). */
export function toPg(sql: string): string {
  let out = numbered.get(sql);
  if (out === undefined) {
    let n = 0;
    out = sql.replace(/\?/g, () => `$${++n}`);
    numbered.set(sql, out);
  }
  return out;
}

/**
 * A runner over a query-builder connection or transaction, for either dialect (used by the
 * PostgreSQL ledger, and by the seed and tests inside their own transactions).
 */
export function kyselyRunner(db: Db, ids?: Map<string, number>): SqlRunner {
  const pg = isPostgres(db as never);
  const exec = <T>(sql: string, params: readonly unknown[]) => db.executeQuery<T>(CompiledQuery.raw(pg ? toPg(sql) : sql, [...params]));
  const depth = { n: 0 };
  const run = async (sql: string, params: readonly unknown[] = []) => Number((await exec(sql, params)).numAffectedRows ?? 0n);
  return {
    dialect: pg ? 'postgres' : 'sqlite',
    get: async <T>(sql: string, params: readonly unknown[] = []) => (await exec<T>(sql, params)).rows[0],
    all: async <T>(sql: string, params: readonly unknown[] = []) => (await exec<T>(sql, params)).rows,
    run,
    attempt: (fn) => nested((sql) => run(sql), depth, fn, undefined, ids),
    lock: async (key) => {
      if (pg) await exec('select pg_advisory_xact_lock(hashtext(?))', [key]);
    },
    ...(ids ? { ids } : {}),
  };
}

/** PostgreSQL: the query builder's connection runs the plain SQL. */
export const pgRunner = kyselyRunner;

/**
 * A PostgreSQL client (one connection, inside a transaction) running the plain SQL as named
 * prepared statements: the server parses and plans each statement once per connection.
 */
export function pgClientRunner(client: pg.PoolClient, ids?: Map<string, number>, deferred?: Deferred): SqlRunner {
  const exec = (sql: string, params: readonly unknown[]) => {
    const text = toPg(sql);
    return client.query({ name: statementName(text), text, values: [...params] });
  };
  const depth = { n: 0 };
  const run = async (sql: string, params: readonly unknown[] = []) => (await exec(sql, params)).rowCount ?? 0;
  return {
    dialect: 'postgres',
    get: async <T>(sql: string, params: readonly unknown[] = []) => (await exec(sql, params)).rows[0] as T | undefined,
    all: async <T>(sql: string, params: readonly unknown[] = []) => (await exec(sql, params)).rows as T[],
    run,
    attempt: (fn) => nested((sql) => client.query(sql), depth, fn, deferred, ids),
    lock: async (key) => {
      await exec('select pg_advisory_xact_lock(hashtext(?))', [key]);
    },
    ...(ids ? { ids } : {}),
    ...(deferred ? { defer: deferred.add, flush: () => deferred.run() } : {}),
  };
}

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `m${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}
