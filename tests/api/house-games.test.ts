import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRound } from '#lib/fair/verify.ts';
import { serverSeedHash } from '#lib/fair/rng.ts';
import { fundMember, insertMember } from '#fixtures/factories.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { launch } from '../fixtures/provider.ts';

type Env<T> = { success: boolean; code?: string; value: T } & Record<string, unknown>;

describe.each(DIALECTS)('house games on %s', (dialect) => {
  let t: TestApp;
  const games: Record<string, number> = {};
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    for (const g of await t.app.db.selectFrom('games').select(['id', 'game_code']).execute()) games[g.game_code] = g.id;
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  async function open(code: string, balance: number, trial = false) {
    const m = await insertMember(t.app.db);
    await fundMember(t.app.db, m.id, balance);
    const { token, cookie } = await launch(t, m.account, m.password, games[code] ?? 0, trial, `172.16.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    const call = async <T>(path: string, body?: unknown) => {
      const res = await t.request(path, body === undefined ? { headers: { 'x-game-session': token } } : { method: 'POST', headers: { 'x-game-session': token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Env<T> };
    };
    return { ...m, token, cookie, call };
  }

  it('spins the slot through the wallet, and the round verifies from the revealed seed', async () => {
    const p = await open('golden-meridian', 100_000);
    const info = await p.call<{ balance: number; fair: { serverSeedHash: string; clientSeed: string; nonce: number }; game: { engine: string } }>('/lgw/house/v1/session');
    expect(info.body.value).toMatchObject({ balance: 100_000, game: { engine: 'slot' }, fair: { nonce: 0 } });
    const round = await p.call<{ nonce: number; stake: number; pay: number; balance: number; outcome: { totalPay: number } }>('/lgw/house/v1/round', { stake: 100 });
    expect(round.status).toBe(200);
    expect(round.body.value.nonce).toBe(0);
    expect(round.body.value.balance).toBe(100_000 - 100 + round.body.value.pay);
    const bet = await t.app.db.selectFrom('bets').selectAll().where('member_id', '=', p.id).executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ stake: 100, payout: round.body.value.pay, status: 'settled', category: 'RNG' });
    const before = await p.call<{ serverSeed: string | null }[]>('/lgw/house/v1/rounds');
    expect(before.body.value[0]?.serverSeed).toBeNull();
    const rotation = await p.call<{ revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string } }>('/lgw/house/v1/seed', { clientSeed: 'my-own-seed' });
    const { revealed } = rotation.body.value;
    expect(revealed.serverSeedHash).toBe(info.body.value.fair.serverSeedHash);
    expect(serverSeedHash(revealed.serverSeed)).toBe(revealed.serverSeedHash);
    expect(playRound('slot', revealed.serverSeed, revealed.clientSeed, 0, { stake: 100 })).toEqual(round.body.value.outcome);
    const after = await p.call<{ fair: { clientSeed: string; nonce: number; serverSeedHash: string } }>('/lgw/house/v1/session');
    expect(after.body.value.fair).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(after.body.value.fair.serverSeedHash).not.toBe(revealed.serverSeedHash);
  });

  it('plays roulette with a full board and fish shots, each paid as the rules say', async () => {
    const r = await open('meridian-roulette', 50_000);
    const bets = [
      { kind: 'straight', numbers: [17], stake: 100 },
      { kind: 'red', numbers: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36], stake: 500 },
      { kind: 'split', numbers: [0, 2], stake: 100 },
    ];
    const spin = await r.call<{ stake: number; pay: number; outcome: { pocket: number } }>('/lgw/house/v1/round', { bets });
    expect(spin.status).toBe(200);
    expect(spin.body.value.stake).toBe(700);
    const pocket = spin.body.value.outcome.pocket;
    const expected = (pocket === 17 ? 3600 : 0) + ([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket) ? 1000 : 0) + ([0, 2].includes(pocket) ? 1800 : 0);
    expect(spin.body.value.pay).toBe(expected);
    const bad = await r.call('/lgw/house/v1/round', { bets: [{ kind: 'split', numbers: [1, 5], stake: 100 }] });
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    const f = await open('ocean-hunter', 10_000);
    const shot = await f.call<{ pay: number; outcome: { caught: boolean; multiplier: number } }>('/lgw/house/v1/round', { stake: 100, speciesId: 'clownfish' });
    expect(shot.status).toBe(200);
    expect(shot.body.value.pay).toBe(shot.body.value.outcome.caught ? 300 : 0);
    expect((await f.call('/lgw/house/v1/round', { stake: 7, speciesId: 'x' })).body.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a stake above the balance without using a nonce, and keeps play money apart', async () => {
    const p = await open('golden-meridian', 50);
    const refused = await p.call<{ balance: number }>('/lgw/house/v1/round', { stake: 100 });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', balance: 50 });
    expect((await p.call<{ fair: { nonce: number } }>('/lgw/house/v1/session')).body.value.fair.nonce).toBe(0);
    const trial = await open('golden-meridian', 50, true);
    const info = await trial.call<{ mode: string; balance: number; currency: string }>('/lgw/house/v1/session');
    expect(info.body.value).toMatchObject({ mode: 'play', balance: 1_000_000, currency: 'PLAY' });
    expect((await trial.call('/lgw/house/v1/round', { stake: 1000 })).status).toBe(200);
    expect(Number((await t.app.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'member_cash').where('owner_id', '=', trial.id).executeTakeFirstOrThrow()).balance)).toBe(50);
  });

  it('refuses a missing or unknown game session', async () => {
    expect((await t.request('/lgw/house/v1/session')).status).toBe(401);
    expect((await t.request('/lgw/house/v1/round', { method: 'POST', headers: { 'x-game-session': 'z'.repeat(43), 'content-type': 'application/json' }, body: '{"stake":100}' })).status).toBe(401);
  });
});
