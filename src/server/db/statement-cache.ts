import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many prepared statements the query builder keeps per SQLite connection. */
export const STATEMENT_CACHE_ENTRIES = 300;
/** SQL longer than this (multi-row inserts of hundreds of rows) is prepared for its one use and not kept. */
export const STATEMENT_CACHE_MAX_SQL = 16 * 1024;

/**
 * The query builder's view of an SQLite connection, keeping its prepared statements.
 *
 * Kysely's SQLite driver prepares every query it runs. A better-sqlite3 statement holds its
 * compiled program in native memory that V8 does not see: it is freed only when a full
 * collection finds the statement's small JavaScript wrapper dead. Under load those wrappers are
 * promoted and wait for a mark-compact, and their native programs fill glibc's heap, which does
 * not give the memory back (docs/decisions/031). Here the statements of the same SQL text are
 * prepared once and reused, the most recently used `entries` of them kept (least recently used
 * dropped first); SQL longer than `maxSql` is not kept.
 *
 * A kept statement is only ever run by `all` or `run`, which finish before they return, so one
 * statement is never in use twice at a time (the driver's `iterate`, for streaming, is not used by
 * this project; a stream over a kept statement would refuse a second run until it finished).
 */
export function keepStatements(sqlite: BetterSqlite3.Database, entries = STATEMENT_CACHE_ENTRIES, maxSql = STATEMENT_CACHE_MAX_SQL): SqliteDatabase & { readonly kept: number } {
  const keeper = statementKeeper(sqlite, entries, maxSql);
  return {
    get kept() {
      return keeper.kept;
    },
    close() {
      keeper.clear();
      sqlite.close();
    },
    prepare: (sql: string) => keeper(sql) as unknown as SqliteStatement,
  };
}

/**
 * `prepare` with the statements kept by SQL text: the `entries` most recently used (least recently
 * used dropped first), SQL longer than `maxSql` prepared for its one use. The ledger's runner uses
 * it with no length limit: its multi-row statements repeat (full chunks of the same size), but SQL
 * built per row count (`in (?, ?, …)`, `values (…), (…)`) must not be kept without bound.
 */
export function statementKeeper(sqlite: BetterSqlite3.Database, entries = STATEMENT_CACHE_ENTRIES, maxSql = STATEMENT_CACHE_MAX_SQL): ((sql: string) => BetterSqlite3.Statement) & { readonly kept: number; clear(): void } {
  const kept = new Map<string, BetterSqlite3.Statement>();
  const prepare = (sql: string): BetterSqlite3.Statement => {
    const known = kept.get(sql);
    if (known) {
      // Most recently used last: the first entry is the one to drop.
      kept.delete(sql);
      kept.set(sql, known);
      return known;
    }
    const statement = sqlite.prepare(sql);
    if (sql.length <= maxSql) {
      if (kept.size >= entries) kept.delete(kept.keys().next().value as string);
      kept.set(sql, statement);
    }
    return statement;
  };
  return Object.defineProperties(prepare, {
    kept: { get: () => kept.size },
    clear: { value: () => kept.clear() },
  }) as typeof prepare & { readonly kept: number; clear(): void };
}
