import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { keepStatements } from './statement-cache.ts';
import { outsideUnitsOnly } from './unit-scope.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** The SQLite connection itself, for the wallet's prepared statements (SQLite only). */
  sqlite?: BetterSqlite3.Database;
  /** The SQLite file (SQLite only). */
  file?: string;
  /** The PostgreSQL pool (PostgreSQL only), for the wallet's prepared statements. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** A PostgreSQL URL (optionally confined to one schema, as the tests do) or an SQLite file. */
export type DbTarget = { url: string; schema?: string } | { file: string };

const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (text: string) => {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`integer out of safe range: ${text}`);
  return n;
});

/**
 * A second, read-only SQLite connection for hot reads (sessions, balances): in WAL mode it never
 * waits for the writer and sees only committed data, never a batch still being written.
 */
export function openReader(file: string): BetterSqlite3.Database {
  const reader = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  reader.pragma('busy_timeout = 5000');
  return reader;
}

/**
 * SQLite transactions take the write lock when they begin. A deferred one that reads first and
 * writes later cannot wait for another process's write (the admin command line's while the
 * server runs): SQLite answers "database is locked" at once instead of calling the busy handler,
 * because the reader's snapshot could be stale. Taken at the start, the lock waits up to
 * busy_timeout like any other.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver() {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/** Opens SQLite (a file, WAL, synchronous=FULL) or PostgreSQL (a postgres:// URL). */
export function openDb(target: DbTarget): DbHandle {
  if ('url' in target) {
    // Team reports group member × category × day: with the default 4 MB of sort memory they spill to
    // disk. Options given in the URL are kept (the URL's own would otherwise replace these).
    const url = new URL(target.url);
    const options = ['-c work_mem=16MB', url.searchParams.get('options'), target.schema ? `-c search_path=${target.schema}` : null].filter(Boolean).join(' ');
    url.searchParams.delete('options');
    const pool = new pg.Pool({ connectionString: url.toString(), max: 20, options });
    const db = new Kysely<Database>({ dialect: outsideUnitsOnly(new PostgresDialect({ pool })) });
    return { db, dialect: 'postgres', pool, close: () => db.destroy() };
  }
  if (target.file !== ':memory:') mkdirSync(dirname(target.file), { recursive: true });
  const sqlite = new BetterSqlite3(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // temp_store stays at its default: statement journals stay in memory up to 64 KiB and only a
  // larger one goes to a temporary file. With temp_store = MEMORY they never left memory, and a
  // unit of work of many writes (a settlement batch of 1,000 tickets) then cost more the larger
  // the database grew: 100,000 lottery tickets settled in 31–35 s of CPU instead of 6.4 s.
  // docs/benchmarks.md, "Lottery: settling a draw".
  sqlite.pragma('cache_size = -32000');
  // The query builder's statements are kept and reused (decision 031): prepared anew for every
  // query, their native programs piled up in memory until a full collection.
  const db = new Kysely<Database>({ dialect: outsideUnitsOnly(new ImmediateSqliteDialect({ database: keepStatements(sqlite) })) });
  return { db, dialect: 'sqlite', sqlite, file: target.file, close: () => db.destroy() };
}

/** Runs `fn` in a transaction, or inside the caller's when `db` already is one. */
export function atomically<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
