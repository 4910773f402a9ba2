import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, insertMember } from '#fixtures/factories.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { launch } from '../fixtures/provider.ts';

type Env<T> = { success: boolean; code?: string; value: T } & Record<string, unknown>;

describe.each(DIALECTS)('card rooms on %s', (dialect) => {
  let t: TestApp;
  let gameId = 0;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    gameId = (await t.app.db.selectFrom('games').select('id').where('game_code', '=', 'three-card-showdown').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  let n = 0;
  async function player(balance: number) {
    const m = await insertMember(t.app.db);
    await fundMember(t.app.db, m.id, balance);
    const { token } = await launch(t, m.account, m.password, gameId, false, `172.20.0.${++n}`);
    const call = async <T>(path: string, body?: unknown) => {
      const res = await t.request(path, body === undefined ? { headers: { 'x-game-session': token } } : { method: 'POST', headers: { 'x-game-session': token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Env<T> };
    };
    return { ...m, token, call };
  }

  it('lists the rooms with their antes, play-money rooms apart', async () => {
    const real = await t.json<Env<{ roomId: number; ante: number; mode: string }[]>>('/wps/relay/GLS2_roomList');
    expect(real.body.value.map((r) => r.ante)).toEqual([1_000, 5_000, 20_000, 100_000]);
    const play = await t.json<Env<{ mode: string }[]>>('/wps/relay/GLS2_roomList?mode=play');
    expect(play.body.value.every((r) => r.mode === 'play')).toBe(true);
  });

  it('deals a round: players ante, labelled house bots fill the table, the pot minus rake is shared', async () => {
    const rooms = (await t.json<Env<{ roomId: number }[]>>('/wps/relay/GLS2_roomList')).body.value;
    const roomId = rooms[0]?.roomId ?? 0;
    const a = await player(50_000);
    const b = await player(50_000);
    expect((await a.call('/lgw/house/v1/rooms/join', { roomId })).status).toBe(200);
    expect((await b.call('/lgw/house/v1/rooms/join', { roomId })).status).toBe(200);
    const round = await a.call<{ pot: number; rake: number; players: { kind: string; you: boolean }[]; outcome: { payouts: number[]; winners: number[] } }>('/lgw/house/v1/rooms/deal', {});
    expect(round.status).toBe(200);
    const v = round.body.value;
    expect(v.players.map((p) => p.kind).sort()).toEqual(['bot', 'player', 'player']);
    expect(v.players.filter((p) => p.you)).toHaveLength(1);
    expect(v.pot).toBe(3_000);
    expect(v.rake).toBe(150);
    expect(v.outcome.payouts.reduce((s, x) => s + x, 0)).toBe(2_850);
    const again = await b.call('/lgw/house/v1/rooms/deal', {});
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('ROUND_TOO_SOON');
    const stateA = await a.call<{ balance: number; lastRound: { roundId: number } }>('/lgw/house/v1/rooms/state');
    const stateB = await b.call<{ balance: number }>('/lgw/house/v1/rooms/state');
    const i = v.players.findIndex((p) => p.you);
    expect(stateA.body.value.balance).toBe(50_000 - 1_000 + (v.outcome.payouts[i] ?? 0));
    expect(stateA.body.value.balance + stateB.body.value.balance).toBeLessThanOrEqual(100_000 + 1_850);
    const bets = await t.app.db.selectFrom('bets').select(['stake', 'payout', 'status']).where('member_id', 'in', [a.id, b.id]).execute();
    expect(bets).toHaveLength(2);
    expect(bets.every((x) => x.stake === 1_000 && x.status === 'settled')).toBe(true);
  });

  it('lets a player who cannot pay the ante sit out, and refuses a full table', async () => {
    const rooms = (await t.json<Env<{ roomId: number; seats: number }[]>>('/wps/relay/GLS2_roomList')).body.value;
    const small = rooms[3] as { roomId: number; seats: number };
    const poor = await player(500);
    await poor.call('/lgw/house/v1/rooms/join', { roomId: small.roomId });
    const refused = await poor.call('/lgw/house/v1/rooms/deal', {});
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('INSUFFICIENT_FUNDS');
    for (let i = 1; i < small.seats; i++) expect((await (await player(1_000_000)).call('/lgw/house/v1/rooms/join', { roomId: small.roomId })).status).toBe(200);
    const late = await player(1_000_000);
    const full = await late.call('/lgw/house/v1/rooms/join', { roomId: small.roomId });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('ROOM_FULL');
  });
});
