import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { callback, launch } from '../fixtures/provider.ts';

/**
 * Money callbacks fired truly in parallel (Promise.all over app.request): a credit and a rollback
 * of one round, one transaction id from two players, refusals while the balance moves.
 */
describe.each(DIALECTS)('wallet races on %s', (dialect) => {
  let t: TestApp;
  let gameId: number;
  const V = 'RACE_VENDOR';
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    await insertVendor(t.app.db, { code: V, category: 'RNG' });
    gameId = await insertGame(t.app.db, { vendor: V, code: 'race-slot', category: 'RNG' });
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  let ip = 0;
  async function player(balance: number) {
    const m = await insertMember(t.app.db);
    await fundMember(t.app.db, m.id, balance);
    const { token } = await launch(t, m.account, m.password, gameId, false, `10.91.${++ip}.1`);
    return { ...m, token };
  }
  const cashOf = async (memberId: number) =>
    Number((await t.app.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'member_cash').where('owner_id', '=', memberId).executeTakeFirstOrThrow()).balance);
  const postingsOf = async (memberId: number) =>
    Number(
      (
        await t.app.db
          .selectFrom('postings as p')
          .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
          .select((eb) => eb.fn.sum<number>('p.amount').as('total'))
          .where('a.kind', '=', 'member_cash')
          .where('a.owner_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).total,
    );

  it('pays or rolls back each of 30 rounds, never both, when credit, rollback and their duplicates race', async () => {
    const players = [await player(100_000), await player(100_000), await player(100_000)];
    const rounds = players.flatMap((p, pi) => Array.from({ length: 10 }, (_, i) => ({ p, round: `race-${pi}-${i}` })));
    const stake = 1_000;
    const win = 2_500;
    for (const { p, round } of rounds) {
      const bet = await callback(t, V, 'debit', { txnId: `b-${round}`, token: p.token, player: p.account, roundId: round, amount: stake, currency: 'BDT' });
      expect(bet.status).toBe(200);
    }
    const fired = rounds.flatMap(({ p, round }) => {
      const common = { token: p.token, player: p.account, roundId: round };
      const credit = () => callback(t, V, 'credit', { ...common, txnId: `w-${round}`, amount: win, currency: 'BDT' });
      const rollback = (id: string) => () => callback(t, V, 'rollback', { ...common, txnId: id, refTxnId: `b-${round}` });
      return [
        { round, kind: 'credit', send: credit },
        { round, kind: 'rollback', send: rollback(`rb-${round}`) },
        { round, kind: 'credit', send: credit },
        { round, kind: 'rollback', send: rollback(`rb-${round}`) },
        { round, kind: 'rollback-other-id', send: rollback(`rb2-${round}`) },
      ];
    });
    const answers = await Promise.all(fired.map(async (f) => ({ ...f, res: await f.send() })));
    expect(answers.filter((a) => a.res.status >= 500)).toEqual([]);

    for (const { p, round } of rounds) {
      const mine = answers.filter((a) => a.round === round);
      const credits = mine.filter((a) => a.kind === 'credit');
      const rollbacks = mine.filter((a) => a.kind === 'rollback');
      // Duplicates of one transaction id get the first answer byte for byte.
      expect(credits[1]?.res.text).toBe(credits[0]?.res.text);
      expect(rollbacks[1]?.res.text).toBe(rollbacks[0]?.res.text);
      const paid = credits[0]?.res.status === 200;
      const cancelled = rollbacks[0]?.res.status === 200;
      expect(paid !== cancelled, `${round}: paid ${paid}, rolled back ${cancelled}`).toBe(true);
      const refused = paid ? rollbacks[0] : credits[0];
      expect(refused?.res.status).toBe(409);
      expect(refused?.res.json.code).toBe('BET_SETTLED');
      const bet = await t.app.db.selectFrom('bets').select(['stake', 'payout', 'status']).where('vendor_code', '=', V).where('round_id', '=', round).where('member_id', '=', p.id).executeTakeFirstOrThrow();
      expect(bet).toEqual(paid ? { stake, payout: win, status: 'settled' } : { stake: 0, payout: 0, status: 'rolled_back' });
      const kinds = (await t.app.db.selectFrom('journal_entries').select('kind').where('ref', '=', `${V}:${round}`).execute()).map((e) => e.kind).sort();
      expect(kinds).toEqual(paid ? ['bet', 'win'] : ['bet', 'bet_rollback']);
    }
    for (const p of players) {
      const paid = rounds.filter((r) => r.p === p && answers.some((a) => a.round === r.round && a.kind === 'credit' && a.res.status === 200)).length;
      const expected = 100_000 + paid * (win - stake);
      expect(await cashOf(p.id)).toBe(expected);
      expect(await postingsOf(p.id)).toBe(expected);
    }
  });

  it('keeps every bet equal to its journal entries when further stakes race the settlement of 30 rounds', async () => {
    const p = await player(1_000_000);
    const rounds = Array.from({ length: 30 }, (_, i) => `mix-${i}`);
    const common = { token: p.token, player: p.account, currency: 'BDT' };
    for (const round of rounds) await callback(t, V, 'debit', { ...common, txnId: `b1-${round}`, roundId: round, amount: 1_000 });
    const answers = await Promise.all(
      rounds.flatMap((round) => [
        callback(t, V, 'debit', { ...common, txnId: `b2-${round}`, roundId: round, amount: 700 }),
        callback(t, V, 'credit', { ...common, txnId: `w-${round}`, roundId: round, amount: 1_500 }),
        callback(t, V, 'rollback', { token: p.token, player: p.account, txnId: `rb-${round}`, roundId: round, refTxnId: `b1-${round}` }),
        callback(t, V, 'debit', { ...common, txnId: `b2-${round}`, roundId: round, amount: 700 }),
      ]),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.map((a) => a.json.code ?? 'OK').filter((c) => !['OK', 'BET_SETTLED'].includes(c))).toEqual([]);
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    expect(await cashOf(p.id)).toBe(await postingsOf(p.id));
  });

  it('leaves an open round as it was when a further stake into it is refused', async () => {
    const p = await player(1_000);
    const common = { token: p.token, player: p.account, currency: 'BDT', roundId: 'refused-more' };
    await callback(t, V, 'debit', { ...common, txnId: 'rm-1', amount: 600 });
    const refused = await callback(t, V, 'debit', { ...common, txnId: 'rm-2', amount: 500 });
    expect([refused.status, refused.json.code, refused.json.balance]).toEqual([402, 'INSUFFICIENT_FUNDS', 400]);
    const bet = await t.app.db.selectFrom('bets').select(['stake', 'valid_bet', 'status']).where('round_id', '=', 'refused-more').executeTakeFirstOrThrow();
    expect(bet).toEqual({ stake: 600, valid_bet: 600, status: 'open' });
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
  });

  it("answers a transaction id only to its own player: another member's replay is a conflict", async () => {
    const a = await player(50_000);
    const b = await player(50_000);
    const bet = { txnId: 'scope-1', roundId: 'scope-r1', amount: 1_234, currency: 'BDT' };
    const first = await callback(t, V, 'debit', { ...bet, token: a.token, player: a.account });
    expect(first.status).toBe(200);
    const asA = () => callback(t, V, 'debit', { ...bet, token: a.token, player: a.account });
    const asB = () => callback(t, V, 'debit', { ...bet, token: b.token, player: b.account });
    const bWin = () => callback(t, V, 'credit', { txnId: 'scope-1', roundId: 'scope-r1', amount: 99, currency: 'BDT', token: b.token, player: b.account });
    const bRollback = () => callback(t, V, 'rollback', { txnId: 'scope-1', roundId: 'scope-r1', refTxnId: 'scope-1', token: b.token, player: b.account });
    const all = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 4 === 0 ? asA() : i % 4 === 1 ? asB() : i % 4 === 2 ? bWin() : bRollback())));
    all.forEach((res, i) => {
      if (i % 4 === 0) expect(res.text).toBe(first.text);
      else {
        expect(res.status).toBe(409);
        expect(res.json.code).toBe('TRANSACTION_MISMATCH');
        expect(res.text).not.toContain('"balance"');
      }
    });
    // B's rollback of A's debit under a fresh id is not B's debit.
    const steal = await callback(t, V, 'rollback', { txnId: 'scope-steal', roundId: 'scope-r1', refTxnId: 'scope-1', token: b.token, player: b.account });
    expect(steal.status).toBe(404);
    expect(await cashOf(a.id)).toBe(50_000 - 1_234);
    expect(await cashOf(b.id)).toBe(50_000);

    // A new id sent by both players at once: it belongs to whoever was first, once.
    const race = Array.from({ length: 40 }, (_, i) => {
      const p = i % 2 ? a : b;
      return callback(t, V, 'debit', { txnId: 'scope-2', roundId: `scope-r2-${i % 2}`, amount: 500, currency: 'BDT', token: p.token, player: p.account });
    });
    const raced = await Promise.all(race);
    const won = raced.filter((r) => r.status === 200);
    expect(new Set(won.map((r) => r.text)).size).toBe(1);
    const owner = raced.findIndex((r) => r.status === 200) % 2 ? a : b;
    const other = owner === a ? b : a;
    raced.forEach((r, i) => {
      if ((i % 2 ? a : b) === owner) expect(r.text).toBe(won[0]?.text);
      else expect(r.json.code).toBe('TRANSACTION_MISMATCH');
    });
    expect(await cashOf(owner.id)).toBe((owner === a ? 50_000 - 1_234 : 50_000) - 500);
    expect(await cashOf(other.id)).toBe(other === a ? 50_000 - 1_234 : 50_000);
  });

  it('refuses the same id with another payload as a conflict, for every operation', async () => {
    const p = await player(10_000);
    const base = { token: p.token, player: p.account };
    await callback(t, V, 'debit', { ...base, txnId: 'pl-b', roundId: 'pl-r', amount: 100, currency: 'BDT' });
    const conflicts = await Promise.all([
      callback(t, V, 'debit', { ...base, txnId: 'pl-b', roundId: 'pl-r', amount: 101, currency: 'BDT' }),
      callback(t, V, 'debit', { ...base, txnId: 'pl-b', roundId: 'pl-other', amount: 100, currency: 'BDT' }),
      callback(t, V, 'credit', { ...base, txnId: 'pl-b', roundId: 'pl-r', amount: 100, currency: 'BDT' }),
      callback(t, V, 'rollback', { ...base, txnId: 'pl-b', roundId: 'pl-r', refTxnId: 'pl-b' }),
    ]);
    for (const c of conflicts) expect([c.status, c.json.code]).toEqual([409, 'TRANSACTION_MISMATCH']);
    expect(await cashOf(p.id)).toBe(9_900);
  });

  it('states the balance a stake was refused against, and replays that refusal byte for byte while the balance moves', async () => {
    const p = await player(700);
    const base = { token: p.token, player: p.account, currency: 'BDT' };
    // Wins of an open round raise the balance while 30 stakes larger than it race them.
    await callback(t, V, 'debit', { ...base, txnId: 'if-open', roundId: 'if-open', amount: 100 });
    const stakes = Array.from({ length: 30 }, (_, i) => ({ ...base, txnId: `if-b${i}`, roundId: `if-r${i}`, amount: 900 + i * 37 }));
    const wins = Array.from({ length: 20 }, (_, i) => ({ ...base, txnId: `if-w${i}`, roundId: 'if-open', amount: 311 }));
    const sent = await Promise.all([...stakes.map((s) => callback(t, V, 'debit', s)), ...wins.map((w) => callback(t, V, 'credit', w))]);
    const refusals = sent.slice(0, stakes.length).map((res, i) => ({ res, stake: stakes[i] as (typeof stakes)[number] })).filter((r) => r.res.status === 402);
    for (const { res, stake } of refusals) {
      expect(res.json.code).toBe('INSUFFICIENT_FUNDS');
      expect(res.json.balance, `${stake.txnId} refused at a balance that covers it`).toBeLessThan(stake.amount);
    }
    expect(sent.filter((r) => r.status >= 500)).toEqual([]);
    const first = await callback(t, V, 'debit', { ...base, txnId: 'if-late', roundId: 'if-late', amount: 1_000_000 });
    expect(first.status).toBe(402);
    // Replays of every answer while more money arrives: byte for byte.
    const funding = fundMember(t.app.db, p.id, 5_000_000);
    const replays = await Promise.all([
      ...Array.from({ length: 20 }, () => callback(t, V, 'debit', { ...base, txnId: 'if-late', roundId: 'if-late', amount: 1_000_000 })),
      ...stakes.map((s) => callback(t, V, 'debit', s)),
    ]);
    await funding;
    replays.slice(0, 20).forEach((r) => expect(r.text).toBe(first.text));
    replays.slice(20).forEach((r, i) => expect(r.text).toBe(sent[i]?.text));
    const again = await callback(t, V, 'debit', { ...base, txnId: 'if-late', roundId: 'if-late', amount: 1_000_000 });
    expect(again.text).toBe(first.text);
    expect(await cashOf(p.id)).toBe(await postingsOf(p.id));
  });
});
