import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atomically } from '#server/db/connect.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { fundMember, insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { Accounts } from '#server/ledger/accounts.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { post } from '#server/ledger/post.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { callback, launch } from '../fixtures/provider.ts';

/** check:ledger proves the bet-level rules (DESIGN.md invariant 8): each broken one is reported, naming the round. */
describe.each(DIALECTS)('ledger check of bets on %s', (dialect) => {
  let t: TestApp;
  let p: { id: number; account: string; token: string };
  const V = 'CHECK_VENDOR';
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    await insertVendor(t.app.db, { code: V, category: 'RNG' });
    const gameId = await insertGame(t.app.db, { vendor: V, code: 'check-slot', category: 'RNG' });
    const m = await insertMember(t.app.db);
    await fundMember(t.app.db, m.id, 100_000);
    p = { ...m, token: (await launch(t, m.account, m.password, gameId)).token };
  });
  afterAll(() => t.close());

  const send = async (op: string, body: Record<string, unknown>) => {
    const res = await callback(t, V, op, { token: p.token, player: p.account, currency: 'BDT', ...body });
    expect(res.status, res.text).toBe(200);
  };
  const round = async (id: string, win?: number) => {
    await send('debit', { txnId: `b-${id}`, roundId: id, amount: 1_000 });
    if (win !== undefined) await send('credit', { txnId: `w-${id}`, roundId: id, amount: win });
  };
  /** The rows of one broken invariant that name this round (its ref or its round id). */
  const reported = async (invariant: string, id: string) => {
    const found = await checkLedger(t.app.reader, t.app.dialect);
    return (found.find((v) => v.invariant === invariant)?.rows ?? []).filter((r) => r['round_id'] === id || r['ref'] === `${V}:${id}`);
  };

  it('holds for honest rounds: paid, lost, rolled back, partly rolled back and paid', async () => {
    await round('ok-win', 2_500);
    await round('ok-loss', 0);
    await round('ok-rb');
    await send('rollback', { txnId: 'rb-ok-rb', roundId: 'ok-rb', refTxnId: 'b-ok-rb' });
    await round('ok-part');
    await send('debit', { txnId: 'b2-ok-part', roundId: 'ok-part', amount: 400 });
    await send('rollback', { txnId: 'rb-ok-part', roundId: 'ok-part', refTxnId: 'b2-ok-part' });
    await send('credit', { txnId: 'w-ok-part', roundId: 'ok-part', amount: 300 });
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
  });

  it('reports a round both rolled back and paid, and a win on a rolled-back bet', async () => {
    await round('both', 500);
    await t.app.db.updateTable('bets').set({ status: 'rolled_back' }).where('round_id', '=', 'both').execute();
    expect(await reported('8. a round both rolled back and paid', 'both')).toHaveLength(1);
    expect(await reported('8. a real-money stake, win or refund on a round without a bet of that player (or a win on a rolled-back one)', 'both')).toHaveLength(1);
  });

  it('reports a stake refunded after its round was paid', async () => {
    await round('late-rb', 700);
    await atomically(t.app.db, (tx) =>
      post(kyselyRunner(tx), {
        kind: 'bet_rollback',
        key: `test:late-rb`,
        memberId: p.id,
        ref: `${V}:late-rb`,
        postings: [
          { account: Accounts.cash(p.id, 'BDT'), amount: 1_000 },
          { account: Accounts.house(V, 'BDT', p.id), amount: -1_000 },
        ],
      }),
    );
    expect(await reported('8. a stake refunded after its round was paid', 'late-rb')).toHaveLength(1);
    expect(await reported('8. a bet whose stake or payout differs from its journal entries', 'late-rb')).toHaveLength(1);
  });

  it('reports money moved on a round that has no bet of that player', async () => {
    await round('orphan', 900);
    await t.app.db.deleteFrom('bets').where('round_id', '=', 'orphan').execute();
    expect(await reported('8. a real-money stake, win or refund on a round without a bet of that player (or a win on a rolled-back one)', 'orphan')).toHaveLength(1);
  });

  it("reports a bet whose stake or payout is not its journal entries'", async () => {
    await round('payout', 1_200);
    await t.app.db.updateTable('bets').set((eb) => ({ payout: eb('payout', '+', 1) })).where('round_id', '=', 'payout').execute();
    await round('stake');
    await t.app.db.updateTable('bets').set((eb) => ({ stake: eb('stake', '-', 1) })).where('round_id', '=', 'stake').execute();
    expect(await reported('8. a bet whose stake or payout differs from its journal entries', 'payout')).toHaveLength(1);
    expect(await reported('8. a bet whose stake or payout differs from its journal entries', 'stake')).toHaveLength(1);
    // The honest rounds are still not reported.
    const all = (await checkLedger(t.app.reader, t.app.dialect)).flatMap((v) => v.rows);
    expect(all.filter((r) => String(r['round_id'] ?? r['ref'] ?? '').includes('ok-'))).toEqual([]);
  });
});
