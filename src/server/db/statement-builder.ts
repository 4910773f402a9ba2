import {
  type Compilable,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { Dialect } from './connect.ts';
import type { Database } from './schema.ts';
import type { SqlRunner } from './sql-runner.ts';

/**
 * Kysely as a compiler only, for code inside a ledger unit of work. A unit may not use the query
 * builder's connections (unit-scope.ts: they would wait for the connection the unit holds), but it
 * can still write its statements with the typed builder: build, `.compile()`, and run the compiled
 * text through the unit's SQL runner. These builders have no connection at all: executing one
 * throws at once, so a statement can never run outside the unit's transaction by mistake.
 */
export class StatementBuilderExecuted extends Error {
  constructor() {
    super('A statement builder only compiles: run the statement through the unit\'s SQL runner (first, rows or changed)');
    this.name = 'StatementBuilderExecuted';
  }
}

class CompileOnlyDriver extends DummyDriver {
  override acquireConnection(): never {
    throw new StatementBuilderExecuted();
  }
}

function compileOnly(dialect: Dialect): Kysely<Database> {
  return new Kysely<Database>({
    dialect:
      dialect === 'postgres'
        ? {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => new CompileOnlyDriver(),
            createIntrospector: (db) => new PostgresIntrospector(db),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          }
        : {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => new CompileOnlyDriver(),
            createIntrospector: (db) => new SqliteIntrospector(db),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          },
  });
}

const builders: Record<Dialect, Kysely<Database>> = { sqlite: compileOnly('sqlite'), postgres: compileOnly('postgres') };

/** The compile-only query builder for the runner's dialect. */
export function statements(runner: Pick<SqlRunner, 'dialect'>): Kysely<Database> {
  return builders[runner.dialect];
}

/** Runs a built statement through the runner; its first row (typed by the statement), if any. */
export function first<O>(runner: SqlRunner, statement: Compilable<O>): Promise<O | undefined> {
  const compiled = statement.compile();
  return runner.get<O>(compiled.sql, compiled.parameters);
}

/** Runs a built statement through the runner; all its rows. */
export function rows<O>(runner: SqlRunner, statement: Compilable<O>): Promise<O[]> {
  const compiled = statement.compile();
  return runner.all<O>(compiled.sql, compiled.parameters);
}

/** Runs a built insert, update or delete through the runner; the number of rows it changed. */
export function changed(runner: SqlRunner, statement: Compilable): Promise<number> {
  const compiled = statement.compile();
  return runner.run(compiled.sql, compiled.parameters);
}
