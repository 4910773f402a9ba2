/**
 * How agent reports read: queries are built with the query builder and run through the SqlRunner
 * the caller gives (app.reader: on SQLite a read-only connection with cached prepared statements
 * that sees committed data only; on PostgreSQL the pool). The runner takes SQL with `?`
 * placeholders on both dialects and numbers them for PostgreSQL, so `reportDb` compiles to
 * standard SQL with `?` placeholders; it never executes anything itself.
 */
import { type Compilable, DefaultQueryCompiler, DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';

/** Executing a report query on the builder itself would silently answer nothing: it refuses instead. */
class CompileOnlyDriver extends DummyDriver {
  override acquireConnection(): never {
    throw new Error('Report queries only compile here: run them through the reader (rowsOf, rowOf)');
  }
}

class RunnerQueryCompiler extends DefaultQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return '?';
  }
}

export const reportDb = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new CompileOnlyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new RunnerQueryCompiler(),
  },
});

/** Every row of a report query. */
export function rowsOf<O>(reader: SqlRunner, query: Compilable<O>): Promise<O[]> {
  const { sql, parameters } = query.compile();
  return reader.all<O>(sql, parameters);
}

/** The first row of a report query, if any. */
export function rowOf<O>(reader: SqlRunner, query: Compilable<O>): Promise<O | undefined> {
  const { sql, parameters } = query.compile();
  return reader.get<O>(sql, parameters);
}

/** Database numbers (PostgreSQL sums come back as strings, counts may be bigint) as numbers; null as 0. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** The page actually shown (the last one when pageNo is past the end) and where it starts. */
export function pageOf(total: number, p: Paging): { pageNum: number; totalPages: number; offset: number } {
  const totalPages = Math.max(1, Math.ceil(total / p.pageSize));
  const pageNum = Math.min(p.pageNo, totalPages);
  return { pageNum, totalPages, offset: (pageNum - 1) * p.pageSize };
}
