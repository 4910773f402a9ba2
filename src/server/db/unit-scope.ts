import { AsyncLocalStorage } from 'node:async_hooks';
import type { Dialect } from 'kysely';

/**
 * A unit of work holds the database's write connection (SQLite: the one connection, for the
 * whole group-commit batch; PostgreSQL: a pooled client with a transaction open). Code inside it
 * that reaches the database any other way — the query builder, the read connection, another unit
 * — waits for something the unit itself holds, and every request behind it hangs. This scope marks
 * the code running inside a unit, so that every other way in refuses at once instead.
 */
const scope = new AsyncLocalStorage<string>();

export class DatabaseReachedInsideUnit extends Error {
  constructor(what: string) {
    super(`${what} was used inside a ledger unit of work; a unit may only use the SQL runner it is given (read what it needs before the unit starts)`);
    this.name = 'DatabaseReachedInsideUnit';
  }
}

/** Runs one unit's work inside the scope. */
export function insideUnit<T>(fn: () => Promise<T>): Promise<T> {
  return scope.run('unit', fn);
}

/** Throws when called from inside a unit of work. */
export function refuseInsideUnit(what: string): void {
  if (scope.getStore() !== undefined) throw new DatabaseReachedInsideUnit(what);
}

/**
 * A query-builder dialect whose connections cannot be taken from inside a unit of work. The check
 * must come before any wait for the connection, so a dialect with a single connection (SQLite) has
 * its one-at-a-time lock taken here, after the check, instead of in the query builder.
 */
export function outsideUnitsOnly(dialect: Dialect): Dialect {
  const single = dialect.createAdapter().supportsMultipleConnections === false;
  return {
    createAdapter: () => {
      const adapter = dialect.createAdapter();
      return single ? Object.create(adapter, { supportsMultipleConnections: { value: true } }) : adapter;
    },
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      const release = driver.releaseConnection.bind(driver);
      // The one connection's holder and those waiting for it, first come first served.
      let busy = false;
      const waiting: (() => void)[] = [];
      const handOn = () => {
        const next = waiting.shift();
        if (next) next();
        else busy = false;
      };
      driver.acquireConnection = async (options) => {
        refuseInsideUnit('The query builder');
        if (!single) return acquire(options);
        if (busy) await new Promise<void>((resolve) => waiting.push(resolve));
        busy = true;
        try {
          return await acquire(options);
        } catch (err) {
          handOn();
          throw err;
        }
      };
      driver.releaseConnection = async (conn, options) => {
        try {
          await release(conn, options);
        } finally {
          if (single) handOn();
        }
      };
      return driver;
    },
  };
}
