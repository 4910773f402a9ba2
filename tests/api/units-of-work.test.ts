/**
 * A unit of work holds the write connection; anything inside it that reaches the database another
 * way would wait for itself and hang every request behind it. These tests prove that such a reach
 * fails at once, and that every house-game and provider path works once the caches (settings 1 s,
 * vendors 10 s, sessions 5 s) have expired, when each path really queries.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fundMember, insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { DatabaseReachedInsideUnit } from '#server/db/unit-scope.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { loadSettings } from '#server/system/settings.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { callback, launch } from '../fixtures/provider.ts';

type Env<T = Record<string, unknown>> = { success: boolean; code?: string; value: T };

/** Fails instead of waiting forever: a hang is what these tests exist to catch. */
function within<T>(ms: number, p: Promise<T>): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms: the server is stalled`)), ms))]);
}

describe.each(DIALECTS)('units of work on %s', (dialect) => {
  let t: TestApp;
  const games: Record<string, number> = {};
  const V = 'UNIT_VENDOR';
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    for (const g of await t.app.db.selectFrom('games').select(['id', 'game_code']).execute()) games[g.game_code] = g.id;
    await insertVendor(t.app.db, { code: V, category: 'RNG' });
    games['unit-slot'] = await insertGame(t.app.db, { vendor: V, code: 'unit-slot', category: 'RNG' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('refuses the query builder, the read connection and a nested unit inside a unit, at once', async () => {
    const reaches = [
      () => t.app.db.selectFrom('settings').select('key').execute(),
      () => loadSettings(t.app.db),
      () => t.app.reader.get('select 1 as one'),
      () => t.app.ledger.run(async (sql) => sql.get('select 1 as one')),
    ];
    for (const reach of reaches) {
      const outcome = await within(
        3_000,
        t.app.ledger.run(async (sql) => {
          await sql.get('select 1 as one');
          await new Promise((r) => setTimeout(r, 1_100)); // the settings cache expires meanwhile
          return reach();
        }),
      ).catch((err: unknown) => err);
      expect(outcome).toBeInstanceOf(DatabaseReachedInsideUnit);
    }
    // Nothing was left holding the connection: the next unit and the next query answer.
    expect(await within(3_000, t.app.ledger.run(async (sql) => sql.get<{ one: number }>('select 1 as one')))).toEqual({ one: 1 });
    expect(await within(3_000, t.app.db.selectFrom('settings').select('key').execute())).toBeInstanceOf(Array);
  });

  /** Moves the clock past every cache before each call, so that each path queries what it caches. */
  function expiringClock() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    return () => vi.setSystemTime(Date.now() + 30_000);
  }

  async function houseCaller(code: string, balance: number, trial: boolean, ip: string) {
    const m = await insertMember(t.app.db);
    await fundMember(t.app.db, m.id, balance);
    const { token } = await launch(t, m.account, m.password, games[code] ?? 0, trial, ip);
    return async <T>(path: string, body?: unknown) => {
      const init = body === undefined ? { headers: { 'x-game-session': token } } : { method: 'POST', headers: { 'x-game-session': token, 'content-type': 'application/json' }, body: JSON.stringify(body) };
      const res = await within(5_000, t.request(path, init));
      return { status: res.status, body: (await res.json()) as Env<T> };
    };
  }

  it('plays every house game path, real and trial, after the caches expire', async () => {
    const tick = expiringClock();
    for (const trial of [false, true]) {
      const slot = await houseCaller('golden-meridian', 100_000, trial, '172.30.1.1');
      for (const [path, body] of [
        ['/lgw/house/v1/session', undefined],
        ['/lgw/house/v1/round', { stake: 100 }],
        ['/lgw/house/v1/seed', { clientSeed: 'after-expiry' }],
        ['/lgw/house/v1/rounds', undefined],
      ] as const) {
        tick();
        const r = await slot(path, body);
        expect(r.status, `${path} (${trial ? 'trial' : 'real'})`).toBe(200);
      }
    }
    const seats = [];
    for (let i = 0; i < 2; i++) seats.push(await houseCaller('three-card-showdown', 100_000, false, `172.30.2.${i + 1}`));
    const rooms = (await t.json<Env<{ roomId: number }[]>>('/wps/relay/GLS2_roomList')).body.value;
    const roomId = rooms[0]?.roomId;
    for (const seat of seats) {
      tick();
      expect((await seat('/lgw/house/v1/rooms/join', { roomId })).status).toBe(200);
    }
    for (const [path, body] of [
      ['/lgw/house/v1/rooms/state', undefined],
      ['/lgw/house/v1/rooms/deal', {}],
      ['/lgw/house/v1/rooms/sitout', { sittingOut: true }],
      ['/lgw/house/v1/rooms/leave', {}],
    ] as const) {
      tick();
      expect((await (seats[0] as NonNullable<(typeof seats)[0]>)(path, body)).status, path).toBe(200);
    }
  });

  it('answers every provider callback after the caches expire, 40 at once', async () => {
    const tick = expiringClock();
    const m = await insertMember(t.app.db);
    await fundMember(t.app.db, m.id, 1_000_000);
    const { token } = await launch(t, m.account, m.password, games['unit-slot'] ?? 0, false, '172.30.3.1');
    const send = (op: string, body: Record<string, unknown>) => within(5_000, callback(t, V, op, { token, player: m.account, currency: 'BDT', ...body }));
    tick();
    expect((await send('authenticate', {})).status).toBe(200);
    tick();
    expect((await send('balance', {})).status).toBe(200);
    tick();
    const bets = await Promise.all(Array.from({ length: 40 }, (_, i) => send('debit', { txnId: `u-b-${i}`, roundId: `u-r-${i}`, amount: 100 })));
    expect(bets.map((b) => b.status), bets[0]?.text).toEqual(bets.map(() => 200));
    tick();
    const settled = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 ? send('credit', { txnId: `u-w-${i}`, roundId: `u-r-${i}`, amount: 150 }) : send('rollback', { txnId: `u-x-${i}`, refTxnId: `u-b-${i}`, roundId: `u-r-${i}` }),
      ),
    );
    expect(settled.map((s) => s.status)).toEqual(settled.map(() => 200));
    tick();
    expect((await send('balance', {})).json.value.balance).toBe(1_000_000 - 20 * 100 + 20 * 150);
  });
});
