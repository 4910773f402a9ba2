import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { callback, launch } from '../fixtures/provider.ts';

const CLIENTS = 50;
/**
 * Operations in the run: WALLET_PROPERTY_OPS (e.g. 100000 for the recorded run in
 * docs/benchmarks.md, "Wallet property test"); by default few enough for every test run, and
 * enough that each kind of operation below happens more than 50 times.
 */
const OPERATIONS = Number(process.env['WALLET_PROPERTY_OPS'] ?? 6_000);

/** A small deterministic generator, so a failure can be replayed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Sent {
  op: string;
  body: Record<string, unknown>;
  text: string;
}

describe.each(DIALECTS)('wallet under concurrent random load on %s', (dialect) => {
  let t: TestApp;
  const V = 'STRESS_VENDOR';
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    await insertVendor(t.app.db, { code: V, category: 'LIVE' });
  });
  afterAll(() => t.close());

  it(`keeps every invariant through ${OPERATIONS} operations from ${CLIENTS} clients`, async () => {
    const gameId = await insertGame(t.app.db, { vendor: V, code: 'stress', category: 'LIVE' });
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const m = await insertMember(t.app.db, { account: `stress${String(i).padStart(3, '0')}` });
        const start = 10_000 + i * 1_000;
        await fundMember(t.app.db, m.id, start);
        const { token } = await launch(t, m.account, m.password, gameId, false, `10.77.${i}.1`);
        return { ...m, token, balance: start, start };
      }),
    );
    let done = 0;
    const counts: Record<string, number> = {};
    const count = (k: string) => (counts[k] = (counts[k] ?? 0) + 1);

    await Promise.all(
      clients.map(async (c, ci) => {
        const rnd = prng(ci + 1);
        const open: { roundId: string; txnId: string; amount: number }[] = [];
        const sent: Sent[] = [];
        let n = 0;
        const send = async (op: string, body: Record<string, unknown>) => {
          const res = await callback(t, V, op, { token: c.token, player: c.account, ...body });
          sent.push({ op, body, text: res.text });
          if (sent.length > 40) sent.shift();
          return res;
        };
        while (done < OPERATIONS) {
          done++;
          n++;
          const r = rnd();
          const id = `${ci}-${n}`;
          if (r < 0.4 || open.length === 0) {
            // A bet, sometimes larger than the balance.
            const amount = 1 + Math.floor(rnd() * Math.max(1, c.balance * (rnd() < 0.1 ? 2 : 0.3)));
            const res = await send('debit', { txnId: `d-${id}`, roundId: `r-${id}`, amount, currency: 'BDT' });
            if (amount > c.balance) {
              expect(res.json.code).toBe('INSUFFICIENT_FUNDS');
              expect(res.json.balance).toBe(c.balance);
              count('insufficient');
            } else {
              expect(res.status, res.text).toBe(200);
              c.balance -= amount;
              open.push({ roundId: `r-${id}`, txnId: `d-${id}`, amount });
              count('debit');
            }
          } else if (r < 0.65) {
            // A win (or a loss) settling an open round.
            const bet = open.splice(Math.floor(rnd() * open.length), 1)[0];
            if (!bet) continue;
            const amount = rnd() < 0.5 ? 0 : Math.floor(bet.amount * (1 + rnd() * 2));
            const res = await send('credit', { txnId: `c-${id}`, roundId: bet.roundId, amount, currency: 'BDT' });
            expect(res.status).toBe(200);
            c.balance += amount;
            count('credit');
            if (rnd() < 0.3) {
              // Rolling back a settled round is refused.
              const late = await send('rollback', { txnId: `x-${id}`, roundId: bet.roundId, refTxnId: bet.txnId });
              expect(late.json.code).toBe('BET_SETTLED');
              count('rollback-after-settlement');
            }
          } else if (r < 0.78) {
            const bet = open.splice(Math.floor(rnd() * open.length), 1)[0];
            if (!bet) continue;
            const res = await send('rollback', { txnId: `b-${id}`, roundId: bet.roundId, refTxnId: bet.txnId });
            expect(res.status).toBe(200);
            c.balance += bet.amount;
            const twice = await send('rollback', { txnId: `b2-${id}`, roundId: bet.roundId, refTxnId: bet.txnId });
            expect(twice.status).toBe(200);
            expect(twice.json.value.balance).toBe(c.balance);
            count('rollback');
          } else if (r < 0.88 && sent.length) {
            // An exact replay: the same bytes back, no money moved.
            const prior = sent[Math.floor(rnd() * sent.length)] as Sent;
            const res = await callback(t, V, prior.op, { token: c.token, player: c.account, ...prior.body });
            if (prior.text.includes('UNKNOWN_BET') || prior.text.includes('"NOT_FOUND"')) continue;
            expect(res.text).toBe(prior.text);
            count('replay');
          } else if (r < 0.94 && sent.length) {
            const prior = sent[Math.floor(rnd() * sent.length)] as Sent;
            if (prior.text.includes('UNKNOWN_BET') || prior.text.includes('"NOT_FOUND"') || prior.op === 'rollback') continue;
            const res = await callback(t, V, prior.op, { token: c.token, player: c.account, ...prior.body, amount: Number(prior.body['amount']) + 1 });
            expect(res.json.code).toBe('TRANSACTION_MISMATCH');
            count('changed-replay');
          } else {
            // A win that arrives before its bet: refused, then accepted once the bet is in.
            const amount = 1 + Math.floor(rnd() * Math.max(1, c.balance * 0.1));
            const credit = { txnId: `e-${id}`, roundId: `o-${id}`, amount: amount * 2, currency: 'BDT' };
            expect((await send('credit', credit)).json.code).toBe('UNKNOWN_BET');
            const bet = await send('debit', { txnId: `od-${id}`, roundId: `o-${id}`, amount, currency: 'BDT' });
            if (bet.status !== 200) continue;
            c.balance -= amount;
            const res = await send('credit', credit);
            expect(res.status).toBe(200);
            c.balance += amount * 2;
            count('out-of-order');
          }
        }
        const final = await callback(t, V, 'balance', { token: c.token });
        expect(final.json.value.balance).toBe(c.balance);
      }),
    );

    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    const negative = await t.app.db.selectFrom('ledger_accounts').select('id').where('allow_negative', '=', 0).where('balance', '<', 0).execute();
    expect(negative).toEqual([]);
    const keys = await t.app.db.selectFrom('journal_entries').select(['idempotency_key']).where('idempotency_key', 'like', 'prov:%').execute();
    expect(new Set(keys.map((k) => k.idempotency_key)).size).toBe(keys.length);
    const total = clients.reduce((s, c) => s + c.balance, 0);
    const stored = await t.app.db.selectFrom('ledger_accounts').select((e) => e.fn.sum<number>('balance').as('s')).where('kind', '=', 'member_cash').where('owner_id', 'in', clients.map((c) => c.id)).executeTakeFirstOrThrow();
    expect(Number(stored.s)).toBe(total);
    for (const k of ['debit', 'credit', 'rollback', 'replay', 'changed-replay', 'insufficient', 'out-of-order', 'rollback-after-settlement']) expect(counts[k] ?? 0, k).toBeGreaterThan(50);
  }, Math.max(600_000, OPERATIONS * 30));
});
