import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '#server/db/connect.ts';
import { Accounts } from '#server/ledger/accounts.ts';
import { createLedger, type Ledger } from '#server/ledger/engine.ts';
import { accountId, balanceOf, post } from '#server/ledger/post.ts';
import { depositEntry } from '#fixtures/factories.ts';
import { DIALECTS, freshDb } from '../fixtures/db.ts';

/** An account opened by a unit of work that is then undone must not be remembered by later units. */
describe.each(DIALECTS)('ledger account ids on %s', (dialect) => {
  let h: DbHandle;
  let ledger: Ledger;
  beforeAll(async () => {
    h = await freshDb(dialect);
    ledger = createLedger(h.db, dialect, { sqlite: h.sqlite, pool: h.pool });
  });
  afterAll(() => h.close());

  const deposit = (memberId: number, amount: number, key: string) => depositEntry(memberId, amount, key, 'IDS');

  it('forgets the id of an account opened by a unit that failed, and of one opened in a rolled-back savepoint', async () => {
    // The unit opens the account, reads its id again (the read that remembers ids), then fails.
    await expect(
      ledger.run(async (sql) => {
        await post(sql, deposit(71, 500, 'ids-undone'));
        expect(await accountId(sql, Accounts.cash(71, 'BDT'))).toBeGreaterThan(0);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    // Another account now takes the next id (SQLite hands out the undone one again).
    await ledger.run((sql) => post(sql, deposit(72, 300, 'ids-other')));
    await ledger.run((sql) => post(sql, deposit(71, 200, 'ids-again')));
    // Inside a unit that is kept, a savepoint rolled back after the account was seen.
    await ledger.run(async (sql) => {
      await sql
        .attempt(async () => {
          await post(sql, deposit(73, 100, 'ids-savepoint'));
          await accountId(sql, Accounts.cash(73, 'BDT'));
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    await ledger.run((sql) => post(sql, deposit(74, 50, 'ids-next')));
    await ledger.run((sql) => post(sql, deposit(73, 40, 'ids-after')));
    const balances = await ledger.run(async (sql) => Promise.all([71, 72, 73, 74].map((m) => balanceOf(sql, Accounts.cash(m, 'BDT')))));
    expect(balances).toEqual([200, 300, 40, 50]);
  });
});
