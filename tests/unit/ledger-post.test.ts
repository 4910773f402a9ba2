import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '#server/db/connect.ts';
import { kyselyRunner, pgClientRunner, type SqlRunner, sqliteRunner } from '#server/db/sql-runner.ts';
import { Accounts } from '#server/ledger/accounts.ts';
import { InsufficientFunds, MixedCurrencies } from '#server/ledger/errors.ts';
import { balanceOf, type Entry, post } from '#server/ledger/post.ts';
import { depositEntry } from '#fixtures/factories.ts';
import { DIALECTS, freshDb } from '../fixtures/db.ts';

/** post() on its own, one transaction at a time, with another writer slipped in where a race would put it. */
describe.each(DIALECTS)('ledger post() on %s', (dialect) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDb(dialect);
  });
  afterAll(() => h.close());

  /** One transaction on its own connection; `other` writes and commits outside it (SQLite: inside, as its one writer would). */
  async function inTransaction<T>(fn: (sql: SqlRunner, other: (query: string, params: unknown[]) => Promise<void>) => Promise<T>): Promise<T> {
    if (dialect === 'sqlite' && h.sqlite) {
      const sql = sqliteRunner(h.sqlite);
      h.sqlite.exec('begin');
      try {
        const out = await fn(sql, async (q, p) => void (await sql.run(q, p)));
        h.sqlite.exec('commit');
        return out;
      } catch (err) {
        h.sqlite.exec('rollback');
        throw err;
      }
    }
    const pool = h.pool as NonNullable<DbHandle['pool']>;
    const client = await pool.connect();
    try {
      await client.query('begin');
      const out = await fn(pgClientRunner(client), async (q, p) => void (await kyselyRunner(h.db).run(q, p)));
      await client.query('commit');
      return out;
    } catch (err) {
      await client.query('rollback');
      throw err;
    } finally {
      client.release();
    }
  }

  const deposit = (memberId: number, amount: number, key: string) => depositEntry(memberId, amount, key, 'UNIT');
  const stake = (memberId: number, amount: number, key: string): Entry => ({
    kind: 'bet',
    key,
    memberId,
    postings: [
      { account: Accounts.cash(memberId, 'BDT'), amount: -amount },
      { account: Accounts.house('UNIT', 'BDT'), amount },
    ],
  });

  it('never refuses a stake stating a balance that covers it, when money arrives between the refusal and its answer', async () => {
    await inTransaction((sql) => post(sql, deposit(1, 700, 'unit-dep-1')));
    const cash = await inTransaction((sql) => sql.get<{ id: number }>('select id from ledger_accounts where kind = ? and owner_id = ?', ['member_cash', 1]));
    const outcome = await inTransaction(async (sql, other) => {
      let slipped = false;
      // The stake's conditional update finds 700 < 701; right after it, another transaction's 5 000 commits.
      const racing: SqlRunner = {
        ...sql,
        get: async <T,>(query: string, params?: readonly unknown[]) => {
          const row = await sql.get<T>(query, params);
          if (!slipped && row === undefined && query.startsWith('update ledger_accounts set balance = balance + ?')) {
            slipped = true;
            await other('update ledger_accounts set balance = balance + 5000 where id = ?', [cash?.id]);
          }
          return row;
        },
      };
      try {
        return { posted: await post(racing, stake(1, 701, 'unit-bet-1')) };
      } catch (err) {
        if (err instanceof InsufficientFunds) return { refused: err.details?.['balance'] as number };
        throw err;
      }
    });
    if ('refused' in outcome) expect(outcome.refused, 'refused at a balance that covers the stake').toBeLessThan(701);
    else expect(outcome.posted.firstBalance).toBe(700 + 5000 - 701);
  });

  it('refuses an entry whose postings mix currencies, and a posting to an account of another currency, storing nothing', async () => {
    await inTransaction((sql) => post(sql, deposit(2, 1_000, 'unit-dep-2')));
    const entry = (key: string, from: Entry['postings'][number]['account'], to: Entry['postings'][number]['account']): Entry => ({
      kind: 'deposit',
      key,
      memberId: 2,
      postings: [
        { account: from, amount: -500 },
        { account: to, amount: 500 },
      ],
    });
    const mixed = entry('unit-mixed', Accounts.clearing('UNIT', 'USD'), Accounts.cash(2, 'BDT'));
    await expect(inTransaction((sql) => post(sql, mixed))).rejects.toThrow(MixedCurrencies);
    // Both postings in USD, but the member's cash account holds BDT.
    const foreign = entry('unit-foreign', Accounts.clearing('UNIT-USD', 'USD'), Accounts.cash(2, 'USD'));
    await expect(inTransaction((sql) => post(sql, foreign))).rejects.toThrow(MixedCurrencies);
    expect(await inTransaction((sql) => balanceOf(sql, Accounts.cash(2, 'BDT')))).toBe(1_000);
    expect(await inTransaction((sql) => sql.all('select id from journal_entries where idempotency_key in (?, ?)', ['unit-mixed', 'unit-foreign']))).toEqual([]);
  });
});
