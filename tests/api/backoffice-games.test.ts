import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { GAMES, VENDORS_UNDER_MAINTENANCE } from '#server/db/demo/games.ts';
import { VENDORS } from '#server/db/demo/system.ts';
import type { Db } from '#server/db/connect.ts';
import { AppError } from '#server/errors.ts';
import { catalogueChanged } from '#server/games/index.ts';
import { handleCallback } from '#server/providers/callbacks.ts';
import { sign } from '#server/providers/signature.ts';
import { STATED_RTP } from '#server/providers/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser } from '../fixtures/auth.ts';
import { signedInStaff } from '../fixtures/staff.ts';

/** The demo merchant's vendors and games, as the seed inserts them (the rest of the seed is not needed here). */
async function seedCatalogue(db: Db): Promise<void> {
  for (const [i, v] of VENDORS.entries()) await insertVendor(db, { ...v, sort: i, status: VENDORS_UNDER_MAINTENANCE.includes(v.code) ? 1 : 0, transfer_wallet: v.code === 'LOTUS_LIVE' ? 1 : 0 });
  for (const [i, g] of GAMES.entries()) await insertGame(db, { vendor: g.vendor, code: g.code, name: g.name, names: { en: g.name, bn: g.nameBn }, category: g.category, engine: g.engine, config: g.config, hot: g.hot ?? false, sort: i });
}

type Env<T = Record<string, unknown>> = { success: boolean; code?: string; value: T };
type Card = { gameId: number; vassalage: string; maintenance: boolean; isHot: boolean; supportPlay: boolean };

describe.each(DIALECTS)('back office games desk on %s', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let owner: Record<string, string>;
  let analyst: Record<string, string>;
  let support: Record<string, string>;
  let ipN = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'meridian-bo-games-'));
    t = await testApp(dialect, { config: { dataDir } });
    await seedCatalogue(t.app.db);
    catalogueChanged();
    owner = (await signedInStaff(t, 'owner')).headers;
    analyst = (await signedInStaff(t, 'analyst')).headers;
    support = (await signedInStaff(t, 'support')).headers;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async <T = Record<string, unknown>>(method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await t.request(`/backoffice/api/games${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as Env<T> };
  };
  const audits = (action: string, targetId: string | number) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).execute();
  const launch = (gameId: number, trial = true) => t.json<Env<{ mode: string }>>('/wps/game/launchGame', { method: 'POST', headers: browser(`198.51.100.${++ipN % 250}`), body: JSON.stringify({ gameId, trial, language: 'en' }) });
  const vendorGames = async (vendor: string) => (await t.json<Env<{ games: Card[] }>>(`/wps/relay/GCSGAME_gameList?language=en&pageSize=60&vassalage=${vendor}`)).body.value.games;
  const hot = async () => (await t.json<Env<Card[]>>('/wps/relay/GCSGAME_hotGamesV2?language=en&count=60')).body.value;

  describe('access', () => {
    it('refuses without a staff session, a role without the permission, and a member-style call', async () => {
      const anon = await t.request('/backoffice/api/games/vendors', { headers: browser() });
      expect(anon.status).toBe(401);
      expect(((await anon.json()) as Env).code).toBe('STAFF_NOT_LOGGED_IN');
      expect((await call('GET', '/vendors', support)).body.code).toBe('STAFF_FORBIDDEN');
      expect((await call('GET', '/vendors', analyst)).status).toBe(200);
      const write = await call('POST', '/vendors/MRD_SLOT', analyst, { enabled: false });
      expect([write.status, write.body.code]).toEqual([403, 'STAFF_FORBIDDEN']);
      expect((await call('PUT', '/1', analyst, { hot: true })).body.code).toBe('STAFF_FORBIDDEN');
      expect((await call('GET', '/vendors/MRD_SLOT/secrets', analyst)).body.code).toBe('STAFF_FORBIDDEN');
      expect((await call('POST', '/vendors/MRD_SLOT/secrets', analyst, {})).body.code).toBe('STAFF_FORBIDDEN');
    });
  });

  describe('vendors', () => {
    it('lists every vendor with its state and number of games', async () => {
      const { status, body } = await call<{ list: { code: string; enabled: boolean; games: number; maintenance: unknown }[] }>('GET', '/vendors', owner);
      expect(status).toBe(200);
      const slot = body.value.list.find((v) => v.code === 'MRD_SLOT');
      expect(slot).toMatchObject({ enabled: true, games: 3, maintenance: null });
      expect((body.value as unknown as { timeZone: string }).timeZone).toBe('Asia/Dhaka');
      expect(body.value.list.length).toBe(Number((await t.app.db.selectFrom('vendors').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n));
    });

    it('disables a vendor: its games show as maintenance and do not launch; enabling brings them back; audited', async () => {
      const V = await insertVendor(t.app.db, { category: 'RNG' });
      const gameId = await insertGame(t.app.db, { vendor: V });
      expect((await launch(gameId)).status).toBe(200);
      const off = await call('POST', `/vendors/${V}`, owner, { enabled: false });
      expect([off.status, off.body.value]).toEqual([200, { code: V, enabled: false }]);
      expect((await vendorGames(V)).every((g) => g.maintenance)).toBe(true);
      const refused = await launch(gameId);
      expect([refused.status, refused.body.code]).toEqual([409, 'GAME_MAINTENANCE']);
      const again = await call('POST', `/vendors/${V}`, owner, { enabled: false });
      expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE']);
      expect((await call('POST', `/vendors/${V}`, owner, { enabled: true })).status).toBe(200);
      expect((await vendorGames(V)).some((g) => g.maintenance)).toBe(false);
      expect((await launch(gameId)).status).toBe(200);
      const [disable] = await audits('vendor.disable', V);
      expect(disable).toMatchObject({ role: 'owner', target_type: 'vendor' });
      expect(JSON.parse(disable?.after_json ?? '{}')).toEqual({ enabled: false });
      expect(await audits('vendor.enable', V)).toHaveLength(1);
    });

    it('answers NOT_FOUND for an unknown vendor and VALIDATION_ERROR for a bad body or code', async () => {
      expect((await call('POST', '/vendors/NOPE_NOPE', owner, { enabled: false })).body.code).toBe('NOT_FOUND');
      expect((await call('POST', '/vendors/MRD_SLOT', owner, { enabled: 'no' })).body.code).toBe('VALIDATION_ERROR');
      expect((await call('POST', '/vendors/bad%20code', owner, { enabled: false })).body.code).toBe('VALIDATION_ERROR');
    });

    it('30 identical disables at once: exactly one wins, one audit row', async () => {
      const V = await insertVendor(t.app.db);
      const results = await Promise.all(Array.from({ length: 30 }, () => call('POST', `/vendors/${V}`, owner, { enabled: false })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.body.code === 'INVALID_STATE')).toHaveLength(29);
      expect(await audits('vendor.disable', V)).toHaveLength(1);
    });
  });

  describe('maintenance window', () => {
    it('schedules a window: inside it the games are under maintenance and the alternatives are suggested first; deleting it ends it', async () => {
      const V = await insertVendor(t.app.db, { category: 'RNG' });
      const gameId = await insertGame(t.app.db, { vendor: V, category: 'FISH' });
      const now = Date.now();
      const future = await call('PUT', `/vendors/${V}/maintenance`, owner, { from: now + 3_600_000, until: now + 7_200_000, alternatives: ['NOVA_SLOT'] });
      expect(future.status).toBe(200);
      expect(future.body.value).toMatchObject({ code: V, changed: true });
      expect((await launch(gameId)).status).toBe(200);
      const set = await call('PUT', `/vendors/${V}/maintenance`, owner, { from: now - 60_000, until: now + 3_600_000, alternatives: ['NOVA_SLOT'] });
      expect(set.body.value).toMatchObject({ changed: true, maintenance: { from: now - 60_000, until: now + 3_600_000, alternatives: ['NOVA_SLOT'] } });
      const same = await call('PUT', `/vendors/${V}/maintenance`, owner, { from: now - 60_000, until: now + 3_600_000, alternatives: ['NOVA_SLOT'] });
      expect(same.body.value).toMatchObject({ changed: false });
      expect((await vendorGames(V))[0]?.maintenance).toBe(true);
      const refused = await launch(gameId);
      expect(refused.body.code).toBe('GAME_MAINTENANCE');
      const recommended = (refused.body as unknown as { recommended: Card[] }).recommended;
      expect(recommended[0]?.vassalage).toBe('NOVA_SLOT');
      const listed = await call<{ list: { code: string; down: boolean; enabled: boolean }[] }>('GET', '/vendors', owner);
      expect(listed.body.value.list.find((v) => v.code === V)).toMatchObject({ down: true, enabled: true });
      expect((await call('DELETE', `/vendors/${V}/maintenance`, owner)).status).toBe(200);
      expect((await launch(gameId)).status).toBe(200);
      const cleared = await call('DELETE', `/vendors/${V}/maintenance`, owner);
      expect([cleared.status, cleared.body.code]).toEqual([409, 'INVALID_STATE']);
      expect(await audits('vendor.maintenance.set', V)).toHaveLength(2);
      expect(await audits('vendor.maintenance.clear', V)).toHaveLength(1);
    });

    it('refuses a window that ends first, is past, too long, or names itself or an unknown vendor', async () => {
      const now = Date.now();
      const bad = async (body: unknown, code = 'MRD_FISH') => (await call('PUT', `/vendors/${code}/maintenance`, owner, body)).body.code;
      expect(await bad({ from: now + 2, until: now + 1, alternatives: [] })).toBe('VALIDATION_ERROR');
      expect(await bad({ from: now - 7_200_000, until: now - 3_600_000, alternatives: [] })).toBe('VALIDATION_ERROR');
      expect(await bad({ from: now, until: now + 40 * 86_400_000, alternatives: [] })).toBe('VALIDATION_ERROR');
      expect(await bad({ from: now, until: now + 60_000, alternatives: ['MRD_FISH'] })).toBe('VALIDATION_ERROR');
      expect(await bad({ from: now, until: now + 60_000, alternatives: ['NO_SUCH'] })).toBe('VALIDATION_ERROR');
      expect(await bad({ from: 'soon', until: now + 60_000 })).toBe('VALIDATION_ERROR');
      expect(await bad({ from: now, until: now + 60_000, alternatives: [] }, 'NO_SUCH')).toBe('NOT_FOUND');
      expect((await call('DELETE', '/vendors/NO_SUCH/maintenance', owner)).body.code).toBe('NOT_FOUND');
    });

    it('30 identical schedules and 30 deletes at once: one changes, one audit row each', async () => {
      const V = await insertVendor(t.app.db);
      const now = Date.now();
      const body = { from: now + 60_000, until: now + 120_000, alternatives: [] };
      const sets = await Promise.all(Array.from({ length: 30 }, () => call<{ changed: boolean }>('PUT', `/vendors/${V}/maintenance`, owner, body)));
      expect(sets.every((r) => r.status === 200)).toBe(true);
      expect(sets.filter((r) => r.body.value.changed)).toHaveLength(1);
      const clears = await Promise.all(Array.from({ length: 30 }, () => call('DELETE', `/vendors/${V}/maintenance`, owner)));
      expect(clears.filter((r) => r.status === 200)).toHaveLength(1);
      expect(clears.filter((r) => r.body.code === 'INVALID_STATE')).toHaveLength(29);
      expect(await audits('vendor.maintenance.set', V)).toHaveLength(1);
      expect(await audits('vendor.maintenance.clear', V)).toHaveLength(1);
    });
  });

  describe('signing secrets', () => {
    const verifies = async (vendor: string, secret: string, now = Date.now()) => {
      const raw = JSON.stringify({ token: 'x'.repeat(43) });
      const ts = String(now);
      try {
        await handleCallback(t.app, vendor, 'balance', raw, { timestamp: ts, signature: sign(secret, ts, raw) }, now);
        return 'OK';
      } catch (err) {
        if (err instanceof AppError) return err.code;
        throw err;
      }
    };

    it('issues a secret shown once: the list and the audit hold only its fingerprint; it verifies callbacks; a rotation keeps the previous one for the grace', async () => {
      const V = await insertVendor(t.app.db, { wallet_secret: 'install-secret' });
      const before = await call<{ list: { fingerprint: string; state: string; issuedAt: number | null }[] }>('GET', `/vendors/${V}/secrets`, owner);
      expect(before.body.value.list).toEqual([{ fingerprint: expect.any(String), issuedAt: null, state: 'current', acceptedUntil: null }]);
      const first = await call<{ secret: string; fingerprint: string; previousValidUntil: number | null }>('POST', `/vendors/${V}/secrets`, owner, { graceMinutes: 10 });
      expect(first.status).toBe(200);
      const secret = first.body.value.secret;
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(first.body.value.previousValidUntil).toBeGreaterThan(Date.now());
      expect(await verifies(V, secret)).toBe('SESSION_EXPIRED');
      expect(await verifies(V, 'install-secret')).toBe('SESSION_EXPIRED');
      expect(await verifies(V, 'install-secret', Date.now() + 11 * 60_000)).toBe('INVALID_SIGNATURE');

      const second = await call<{ secret: string; fingerprint: string }>('POST', `/vendors/${V}/secrets`, owner, { graceMinutes: 0 });
      expect(second.body.value.secret).not.toBe(secret);
      expect(await verifies(V, second.body.value.secret)).toBe('SESSION_EXPIRED');
      expect(await verifies(V, secret, Date.now() + 1_000)).toBe('INVALID_SIGNATURE');

      const listed = await call<{ list: { fingerprint: string; state: string }[] }>('GET', `/vendors/${V}/secrets`, owner);
      const text = JSON.stringify(listed.body);
      expect(text).not.toContain(secret);
      expect(text).not.toContain(second.body.value.secret);
      expect(listed.body.value.list.filter((s) => s.state === 'current').map((s) => s.fingerprint)).toEqual([second.body.value.fingerprint]);
      const rows = await audits('vendor.secret.issue', V);
      expect(rows).toHaveLength(2);
      const auditText = JSON.stringify(rows);
      expect(auditText).not.toContain(secret);
      expect(auditText).not.toContain(second.body.value.secret);
      expect(auditText).toContain(first.body.value.fingerprint);
    });

    it('answers NOT_FOUND for an unknown vendor and refuses a grace out of range', async () => {
      expect((await call('GET', '/vendors/NO_SUCH/secrets', owner)).body.code).toBe('NOT_FOUND');
      expect((await call('POST', '/vendors/NO_SUCH/secrets', owner, {})).body.code).toBe('NOT_FOUND');
      expect((await call('POST', '/vendors/MRD_SLOT/secrets', owner, { graceMinutes: -1 })).body.code).toBe('VALIDATION_ERROR');
      expect((await call('POST', '/vendors/MRD_SLOT/secrets', owner, { graceMinutes: 43_201 })).body.code).toBe('VALIDATION_ERROR');
    });

    it('30 rotations at once leave exactly one current secret, each issue audited once', async () => {
      const V = await insertVendor(t.app.db, { wallet_secret: '' });
      const results = await Promise.all(Array.from({ length: 30 }, () => call<{ secret: string; fingerprint: string }>('POST', `/vendors/${V}/secrets`, owner, { graceMinutes: 5 })));
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(new Set(results.map((r) => r.body.value.secret)).size).toBe(30);
      const listed = await call<{ list: { fingerprint: string; state: string }[] }>('GET', `/vendors/${V}/secrets`, owner);
      const current = listed.body.value.list.filter((s) => s.state === 'current');
      expect(current).toHaveLength(1);
      expect(results.map((r) => r.body.value.fingerprint)).toContain(current[0]?.fingerprint);
      expect(await audits('vendor.secret.issue', V)).toHaveLength(30);
    });
  });

  describe('games', () => {
    it('pages, sorts and filters the catalogue in SQL', async () => {
      const page = await call<{ list: { vendor: string; name: string; sort: number }[]; total: number; totalPages: number; pageNum: number }>('GET', '?vendor=MRD_SLOT&sort=name&order=asc&language=en', owner);
      expect(page.status).toBe(200);
      expect(page.body.value.list.map((g) => g.name)).toEqual(['Golden Meridian', 'Royal Sevens', 'Tiger Temple']);
      const desc = await call<{ list: { name: string }[] }>('GET', '?vendor=MRD_SLOT&sort=name&order=desc&language=en', owner);
      expect(desc.body.value.list.map((g) => g.name)).toEqual(['Tiger Temple', 'Royal Sevens', 'Golden Meridian']);
      const search = await call<{ list: { name: string }[]; total: number }>('GET', '?q=roulette&language=en', owner);
      expect(search.body.value.list.map((g) => g.name).sort()).toEqual(['Lotus Roulette', 'Meridian Roulette', 'VIP Roulette']);
      const bn = await call<{ list: { name: string }[] }>('GET', '?q=tiger&language=bn', owner);
      expect(bn.body.value.list.map((g) => g.name)).toEqual(['টাইগার টেম্পল']);
      const paged = await call<{ list: unknown[]; total: number; totalPages: number; pageNum: number }>('GET', '?category=RNG&pageSize=2&pageNo=2', owner);
      expect(paged.body.value).toMatchObject({ pageNum: 2 });
      expect(paged.body.value.list).toHaveLength(2);
      expect(paged.body.value.totalPages).toBe(Math.ceil(paged.body.value.total / 2));
      expect((await call('GET', '?sort=secret', owner)).body.code).toBe('VALIDATION_ERROR');
      expect((await call('GET', '?pageSize=1000', owner)).body.code).toBe('VALIDATION_ERROR');
    });

    it('the hot flag shows in the hot list, the order number moves the game, the trial flag is honoured by a trial launch', async () => {
      const V = await insertVendor(t.app.db);
      const a = await insertGame(t.app.db, { vendor: V, sort: 1 });
      const b = await insertGame(t.app.db, { vendor: V, sort: 2 });
      expect((await hot()).some((g) => g.gameId === a)).toBe(false);
      const set = await call<{ changed: boolean; flags: { hot: boolean } }>('PUT', `/${a}`, owner, { hot: true, sort: 5 });
      expect(set.body.value).toEqual({ id: a, changed: true, flags: { hot: true, sort: 5, trialAllowed: true } });
      expect((await hot()).some((g) => g.gameId === a && g.isHot)).toBe(true);
      expect((await vendorGames(V)).map((g) => g.gameId)).toEqual([b, a]);
      expect((await launch(b)).status).toBe(200);
      await call('PUT', `/${b}`, owner, { trialAllowed: false });
      expect((await vendorGames(V)).find((g) => g.gameId === b)?.supportPlay).toBe(false);
      const trial = await launch(b);
      expect(trial.body.code).toBe('NOT_LOGGED_IN');
      const [row] = await audits('game.flags', a);
      expect(JSON.parse(row?.before_json ?? '{}')).toEqual({ hot: false, sort: 1, trialAllowed: true });
      expect(JSON.parse(row?.after_json ?? '{}')).toEqual({ hot: true, sort: 5, trialAllowed: true });
      const unchanged = await call<{ changed: boolean }>('PUT', `/${a}`, owner, { hot: true });
      expect(unchanged.body.value.changed).toBe(false);
      expect(await audits('game.flags', a)).toHaveLength(1);
    });

    it('refuses an unknown game and bad flags', async () => {
      expect((await call('PUT', '/99999999', owner, { hot: true })).body.code).toBe('NOT_FOUND');
      expect((await call('PUT', '/1', owner, { sort: -1 })).body.code).toBe('VALIDATION_ERROR');
      expect((await call('PUT', '/1', owner, { hot: 'yes' })).body.code).toBe('VALIDATION_ERROR');
      expect((await call('PUT', '/abc', owner, { hot: true })).body.code).toBe('VALIDATION_ERROR');
    });

    it('30 identical toggles at once: one changes the game, one audit row, the flag is set', async () => {
      const id = await insertGame(t.app.db, { hot: false });
      const results = await Promise.all(Array.from({ length: 30 }, () => call<{ changed: boolean }>('PUT', `/${id}`, owner, { hot: true })));
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(results.filter((r) => r.body.value.changed)).toHaveLength(1);
      expect(await audits('game.flags', id)).toHaveLength(1);
      const row = await t.app.db.selectFrom('games').select('is_hot').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.is_hot).toBe(1);
    });
  });

  describe('RTP', () => {
    it('measured RTP equals the settled bets’ payouts over stakes in the period, beside the stated one', async () => {
      const gameId = await insertGame(t.app.db, { vendor: 'MRD_FISH', engine: 'fish', name: 'RTP Probe' });
      const { id: memberId } = await insertMember(t.app.db);
      const now = Date.now();
      let n = 0;
      const bet = (stake: number, payout: number, status: string, at = now - 3_600_000) =>
        t.app.db
          .insertInto('bets')
          .values({ member_id: memberId, vendor_code: 'MRD_FISH', game_id: gameId, game_code: 'probe', category: 'FISH', round_id: `rtp-${gameId}-${++n}`, stake, valid_bet: stake, payout, status, currency: 'BDT', created_at: at, settled_at: status === 'settled' ? at : null })
          .execute();
      await bet(1_000, 500, 'settled');
      await bet(2_000, 2_300, 'settled');
      await bet(500, 0, 'settled');
      await bet(9_000, 0, 'open');
      await bet(7_000, 0, 'rolled_back');
      await bet(4_000, 10_000, 'settled', now - 3 * 86_400_000);
      type Rtp = { from: number | null; list: { id: number; engine: string; stated: number | null; measured: number | null; rounds: number; stake: number; payout: number }[] };
      const day = await call<Rtp>('GET', '/rtp?period=1d', owner);
      expect(day.status).toBe(200);
      const row = day.body.value.list.find((r) => r.id === gameId);
      expect(row).toMatchObject({ engine: 'fish', rounds: 3, stake: 3_500, payout: 2_800, stated: STATED_RTP['fish'] });
      expect(row?.measured).toBeCloseTo(2_800 / 3_500, 12);
      const all = await call<Rtp>('GET', '/rtp?period=all', owner);
      expect(all.body.value.from).toBeNull();
      expect(all.body.value.list.find((r) => r.id === gameId)).toMatchObject({ rounds: 4, stake: 7_500, payout: 12_800 });
      // Every house game is listed; one without bets has no measured figure.
      const engines = await t.app.db.selectFrom('games').select((eb) => eb.fn.countAll<number>().as('n')).where('engine', 'is not', null).executeTakeFirstOrThrow();
      expect(all.body.value.list).toHaveLength(Number(engines.n));
      const idle = all.body.value.list.find((r) => r.rounds === 0);
      expect(idle?.measured).toBeNull();
      expect(all.body.value.list.every((r) => r.stated !== null)).toBe(true);
      expect((await call('GET', '/rtp?period=2y', owner)).body.code).toBe('VALIDATION_ERROR');
      expect((await call('GET', '/rtp', analyst)).status).toBe(200);
    });
  });
});
