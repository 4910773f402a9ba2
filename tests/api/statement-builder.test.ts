/**
 * Statements built with the compile-only builder run through a unit's SQL runner, in the unit's
 * dialect; the builder itself can never reach the database, and the query builder proper still
 * refuses inside a unit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVendor } from '#fixtures/factories.ts';
import { changed, first, rows, StatementBuilderExecuted, statements } from '#server/db/statement-builder.ts';
import { DatabaseReachedInsideUnit } from '#server/db/unit-scope.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

describe('the compile-only statement builder', () => {
  it('compiles for each dialect with its own placeholders', () => {
    const select = (dialect: 'sqlite' | 'postgres') => statements({ dialect }).selectFrom('vendors').select('wallet_secret').where('code', '=', 'V').compile();
    expect(select('sqlite').sql).toBe('select "wallet_secret" from "vendors" where "code" = ?');
    expect(select('postgres').sql).toBe('select "wallet_secret" from "vendors" where "code" = $1');
    expect(select('postgres').parameters).toEqual(['V']);
  });

  it('refuses to execute anything itself', async () => {
    await expect(statements({ dialect: 'sqlite' }).selectFrom('vendors').selectAll().execute()).rejects.toBeInstanceOf(StatementBuilderExecuted);
  });
});

describe.each(DIALECTS)('statements inside a unit of work on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
    await insertVendor(t.app.db, { code: 'STMT_A', category: 'RNG' });
    await insertVendor(t.app.db, { code: 'STMT_B', category: 'RNG' });
  });
  afterAll(() => t.close());

  it('reads and writes through the unit runner, and the query builder still refuses there', async () => {
    const seen = await t.app.ledger.run(async (sql) => {
      const s = statements(sql);
      const updated = await changed(sql, s.updateTable('vendors').set({ display_name: 'Renamed' }).where('code', '=', 'STMT_A'));
      const one = await first(sql, s.selectFrom('vendors').select(['code', 'display_name']).where('code', '=', 'STMT_A'));
      const all = await rows(sql, s.selectFrom('vendors').select('code').where('code', 'in', ['STMT_A', 'STMT_B']).orderBy('code'));
      const refused = await t.app.db
        .selectFrom('vendors')
        .selectAll()
        .execute()
        .then(() => null, (err: unknown) => err);
      return { updated, one, all, refused };
    });
    expect(seen.updated).toBe(1);
    expect(seen.one).toEqual({ code: 'STMT_A', display_name: 'Renamed' });
    expect(seen.all.map((r) => r.code)).toEqual(['STMT_A', 'STMT_B']);
    expect(seen.refused).toBeInstanceOf(DatabaseReachedInsideUnit);
    // What the unit wrote was committed with it.
    expect((await t.app.db.selectFrom('vendors').select('display_name').where('code', '=', 'STMT_A').executeTakeFirst())?.display_name).toBe('Renamed');
  });
});
