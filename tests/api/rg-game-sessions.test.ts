import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, insertGame, insertVendor } from '#fixtures/factories.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, sealed } from '../fixtures/auth.ts';
import { callback, launch } from '../fixtures/provider.ts';
import { signedIn } from '../fixtures/member.ts';

const VENDOR = 'RGS_VENDOR';

/**
 * Issue 13 item 10 / DESIGN invariant 10: a time-out, a self-exclusion or a password change ends
 * the member's game sessions at every vendor at once; the next stake is refused (the session
 * cache included), while wins and rollbacks of rounds placed before still settle.
 */
describe.each(DIALECTS)('responsible-gambling blocks end game sessions at once on %s', (dialect) => {
  let t: TestApp;
  let gameId = 0;
  let otherGame = 0;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    await insertVendor(t.app.db, { code: VENDOR, category: 'RNG', wallet_secret: 'rgs-secret' });
    await insertVendor(t.app.db, { code: 'RGS_OTHER', category: 'RNG', wallet_secret: 'rgs-other' });
    gameId = await insertGame(t.app.db, { vendor: VENDOR, code: 'rgs-slot', category: 'RNG' });
    otherGame = await insertGame(t.app.db, { vendor: 'RGS_OTHER', code: 'rgs-other-slot', category: 'RNG' });
  });
  afterAll(() => t.close());

  /** The member's cash balance straight from the ledger (the member's login sessions end with a block). */
  const cash = async (memberId: number) =>
    Number((await t.app.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'member_cash').where('owner_id', '=', memberId).executeTakeFirstOrThrow()).balance);

  /** A funded member playing at two vendors, with one settled-later round and one to roll back already placed at each. */
  async function playing(tag: string) {
    const m = await signedIn(t);
    await fundMember(t.app.db, m.id, 500_000);
    const a = await launch(t, m.account, m.password, gameId, false, m.ip);
    const b = await launch(t, m.account, m.password, otherGame, false, m.ip);
    const bet = (vendor: string, token: string, n: string, amount = 1_000) =>
      callback(t, vendor, 'debit', { txnId: `${tag}-d${n}`, token, player: m.account, roundId: `${tag}-r${n}`, amount, currency: 'BDT' });
    // Placed before the block; the second debit also fills the session cache.
    expect((await bet(VENDOR, a.token, '1')).status).toBe(200);
    expect((await bet(VENDOR, a.token, '2')).status).toBe(200);
    expect((await bet('RGS_OTHER', b.token, '3')).status).toBe(200);
    return { m, a, b, bet };
  }

  async function settlesEarlierRounds(tag: string, m: { account: string }, a: { token: string }, b: { token: string }) {
    const win = await callback(t, VENDOR, 'credit', { txnId: `${tag}-c1`, token: a.token, player: m.account, roundId: `${tag}-r1`, amount: 2_500, currency: 'BDT' });
    expect(win.status).toBe(200);
    const back = await callback(t, VENDOR, 'rollback', { txnId: `${tag}-b2`, token: a.token, player: m.account, roundId: `${tag}-r2`, refTxnId: `${tag}-d2` });
    expect(back.status).toBe(200);
    const other = await callback(t, 'RGS_OTHER', 'credit', { txnId: `${tag}-c3`, token: b.token, player: m.account, roundId: `${tag}-r3`, amount: 0, currency: 'BDT' });
    expect(other.status).toBe(200);
  }

  it('a time-out refuses the next debit at every vendor with ACCOUNT_EXCLUDED, also 5.6 s later; earlier rounds still win and roll back', async () => {
    const { m, a, b, bet } = await playing('to');
    const out = await m.post('/wps/rg/exclusion', { kind: 'time_out', days: 1, password: m.password });
    expect(out.status).toBe(200);
    const refused = await bet(VENDOR, a.token, '4');
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('ACCOUNT_EXCLUDED');
    expect((await bet('RGS_OTHER', b.token, '5')).json.code).toBe('ACCOUNT_EXCLUDED');
    // A replay of a stake taken before the time-out still gets its first answer (nothing moves).
    const first = await t.app.db.selectFrom('provider_txns').select('response').where('vendor_code', '=', VENDOR).where('txn_id', '=', 'to-d2').executeTakeFirstOrThrow();
    const replay = await bet(VENDOR, a.token, '2');
    expect(replay.status).toBe(200);
    expect(replay.text).toBe(first.response);
    await settlesEarlierRounds('to', m, a, b);
    // Past the session cache's lifetime: still refused.
    await new Promise((r) => setTimeout(r, 5_600));
    expect((await bet(VENDOR, a.token, '6')).json.code).toBe('ACCOUNT_EXCLUDED');
    // A refused stake moved nothing and left no bet row.
    const bets = await t.app.db.selectFrom('bets').select('round_id').where('member_id', '=', m.id).execute();
    expect(bets.map((x) => x.round_id).sort()).toEqual(['to-r1', 'to-r2', 'to-r3']);
    expect(await cash(m.id)).toBe(500_000 - 1_000 * 3 + 2_500 + 1_000);
  });

  it('a self-exclusion refuses the next debit with ACCOUNT_EXCLUDED; earlier rounds still settle', async () => {
    const { m, a, b, bet } = await playing('se');
    expect((await m.post('/wps/rg/exclusion', { kind: 'self_exclusion', months: 6, password: m.password })).status).toBe(200);
    const refused = await bet(VENDOR, a.token, '4');
    expect(refused.json).toMatchObject({ success: false, code: 'ACCOUNT_EXCLUDED' });
    expect((await bet('RGS_OTHER', b.token, '5')).json.code).toBe('ACCOUNT_EXCLUDED');
    await settlesEarlierRounds('se', m, a, b);
    // The vendor cannot start a new game for the member either.
    expect((await callback(t, VENDOR, 'authenticate', { token: a.token })).json.code).toBe('ACCOUNT_EXCLUDED');
  });

  it('a password change ends every game session: the next debit is SESSION_EXPIRED, earlier rounds still settle', async () => {
    const { m, a, b, bet } = await playing('pw');
    const res = await t.request('/wps/member/password', {
      method: 'POST',
      headers: browser(m.ip, a.cookie),
      body: await sealed(t, { oldPassword: m.password, newPassword: 'Another#Pass-2026', confirmNewPassword: 'Another#Pass-2026' }),
    });
    expect(res.status).toBe(200);
    const refused = await bet(VENDOR, a.token, '4');
    expect(refused.status).toBe(401);
    expect(refused.json.code).toBe('SESSION_EXPIRED');
    expect((await bet('RGS_OTHER', b.token, '5')).json.code).toBe('SESSION_EXPIRED');
    await settlesEarlierRounds('pw', m, a, b);
  });

  it('30 debits fired together with a time-out: none lands after it, the refused ones move nothing', async () => {
    const m = await signedIn(t);
    await fundMember(t.app.db, m.id, 1_000_000);
    const { token } = await launch(t, m.account, m.password, gameId, false, m.ip);
    expect((await callback(t, VENDOR, 'debit', { txnId: 'race-warm', token, player: m.account, roundId: 'race-warm', amount: 100, currency: 'BDT' })).status).toBe(200);
    const debits = Array.from({ length: 30 }, (_, i) =>
      callback(t, VENDOR, 'debit', { txnId: `race-d${i}`, token, player: m.account, roundId: `race-r${i}`, amount: 1_000 + i, currency: 'BDT' }),
    );
    const [out, ...answers] = await Promise.all([m.post('/wps/rg/exclusion', { kind: 'time_out', days: 1, password: m.password }), ...debits]);
    expect(out.status).toBe(200);
    for (const r of answers) {
      expect([200, 403]).toContain(r.status);
      if (r.status === 403) expect(r.json.code).toBe('ACCOUNT_EXCLUDED');
    }
    const exclusion = await t.app.db.selectFrom('exclusions').select('created_at').where('member_id', '=', m.id).executeTakeFirstOrThrow();
    const bets = await t.app.db.selectFrom('bets').select(['round_id', 'stake', 'created_at']).where('member_id', '=', m.id).execute();
    // Every stake that was taken was taken before the time-out took effect.
    for (const b of bets) expect(Number(b.created_at)).toBeLessThanOrEqual(Number(exclusion.created_at));
    const accepted = answers.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(bets.length).toBe(accepted.length + 1);
    const staked = accepted.reduce((s, i) => s + 1_000 + i, 100);
    expect(await cash(m.id)).toBe(1_000_000 - staked);
    // And after it, whatever the timing, every further stake is refused.
    const late = await Promise.all(
      Array.from({ length: 30 }, (_, i) => callback(t, VENDOR, 'debit', { txnId: `race-late${i}`, token, player: m.account, roundId: `race-late${i}`, amount: 500, currency: 'BDT' })),
    );
    expect(late.every((r) => r.json.code === 'ACCOUNT_EXCLUDED')).toBe(true);
    expect(await cash(m.id)).toBe(1_000_000 - staked);
  });
});
