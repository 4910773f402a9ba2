/**
 * Several instances on one database (decision 032): live events reach every instance once, the
 * scheduler lease runs each tick on one instance and is taken over when its holder dies, request
 * limits are shared, and a back-office change drops every instance's cached copy.
 * Two "instances" here are two database handles (two pools, two listening connections) and two
 * buses in one process, each with its own instance id.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type DbHandle, type Dialect, openDb } from '#server/db/connect.ts';
import { insertPromotion } from '#server/db/factories/promotions.ts';
import type { ChatEvent, MemberEvent, MemberEvents, PublicEvent } from '#server/events/bus.ts';
import { connectEvents } from '#server/events/connect.ts';
import { cutBatch, NOTIFY_MAX_BYTES } from '#server/events/transports.ts';
import { holdLease, recordTicks, takeLease } from '#server/jobs/lease.ts';
import { startJobs } from '#server/jobs/index.ts';
import { cachedPromotions, forgetPromotionCards } from '#server/promotions/index.ts';
import { createRateLimits } from '#server/rate-limits.ts';
import { TooManyRequests } from '#server/errors.ts';
import { createLogger } from '#server/log.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commands } from '#server/admin/commands.ts';
import { AppError } from '#server/errors.ts';
import { handleCallback } from '#server/providers/callbacks.ts';
import { sign } from '#server/providers/signature.ts';
import { fundMember, insertMember, insertVendor } from '#fixtures/factories.ts';
import { STREAM_POLL_MS } from '#server/http/routes/wallet.ts';
import { DIALECTS, freshDb } from '../fixtures/db.ts';
import { testApp } from '../fixtures/app.ts';
import { login } from '../fixtures/auth.ts';
import { openWalletStream } from '../fixtures/member.ts';

const PG = process.env['TEST_DATABASE_URL'];
const REDIS = process.env['TEST_REDIS_URL'];
const log = createLogger('silent');
const cleanup: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  while (cleanup.length) await cleanup.pop()?.().catch(() => undefined);
});

/** A second handle on the same database (another instance's pool). */
async function secondHandle(first: DbHandle): Promise<DbHandle> {
  if (first.dialect === 'sqlite') return openDb({ file: first.file as string });
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(first.db)).rows[0]?.s;
  return openDb({ url: PG as string, schema: schema as string });
}

async function twoHandles(dialect: Dialect): Promise<[DbHandle, DbHandle]> {
  const a = await freshDb(dialect);
  const b = await secondHandle(a);
  cleanup.push(() => a.close());
  cleanup.push(() => b.close());
  return [a, b];
}

async function twoBuses(a: DbHandle, b: DbHandle, redisUrl?: string): Promise<[MemberEvents, MemberEvents]> {
  const x = await connectEvents(a.db, { pool: a.pool, file: a.file, redisUrl, log });
  const y = await connectEvents(b.db, { pool: b.pool, file: b.file, redisUrl, log });
  cleanup.push(() => x.close());
  cleanup.push(() => y.close());
  return [x.events, y.events];
}

const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

function busTests(mode: 'postgres' | 'redis') {
  const redisUrl = mode === 'redis' ? REDIS : undefined;

  it('delivers each instance’s member, topic and chat events to the other once, and to its own listeners once', async () => {
    const [a, b] = await twoHandles('postgres');
    const [busA, busB] = await twoBuses(a, b, redisUrl);
    const got = { a: [] as MemberEvent[], b: [] as MemberEvent[], topicB: [] as PublicEvent[], chatB: [] as ChatEvent[], deskA: [] as ChatEvent[] };
    busA.subscribe(7, (e) => got.a.push(e));
    busB.subscribe(7, (e) => got.b.push(e));
    busB.listen('lottery', (e) => got.topicB.push(e));
    busB.listenChat(3, (e) => got.chatB.push(e));
    busA.listenDesk((e) => got.deskA.push(e));
    busA.publish({ type: 'balance', memberId: 7, data: { balance: 100 } });
    busA.broadcast({ topic: 'lottery', type: 'draw', data: { id: 1 } });
    busB.chat({ conversationId: 3, type: 'message', from: 'player', data: { text: 'hi' } });
    // Delivered at once on the instance that published.
    expect(got.a).toHaveLength(1);
    expect(got.chatB).toHaveLength(1);
    await expect.poll(() => got.b.length + got.topicB.length + got.deskA.length, { timeout: 3_000 }).toBe(3);
    await settle();
    expect(got.a).toEqual([{ type: 'balance', memberId: 7, data: { balance: 100 } }]);
    expect(got.b).toEqual([{ type: 'balance', memberId: 7, data: { balance: 100 } }]);
    expect(got.topicB).toEqual([{ topic: 'lottery', type: 'draw', data: { id: 1 } }]);
    expect(got.chatB).toHaveLength(1);
    expect(got.deskA).toEqual([{ conversationId: 3, type: 'message', from: 'player', data: { text: 'hi' } }]);
  });

  it('keeps one instance’s events in their order, and carries an event far bigger than one notification', async () => {
    const [a, b] = await twoHandles('postgres');
    const [busA, busB] = await twoBuses(a, b, redisUrl);
    const seen: number[] = [];
    const chats: ChatEvent[] = [];
    busB.subscribe(1, (e) => seen.push(e.data['balance'] as number));
    busB.listenChat(9, (e) => chats.push(e));
    for (let i = 0; i < 500; i++) busA.publish({ type: 'balance', memberId: 1, data: { balance: i, pad: 'x'.repeat(40) } });
    const text = 'ব'.repeat(12_000);
    busA.chat({ conversationId: 9, type: 'message', from: 'staff', data: { text } });
    busA.publish({ type: 'balance', memberId: 1, data: { balance: 500 } });
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(501);
    expect(seen).toEqual(Array.from({ length: 501 }, (_, i) => i));
    expect(chats).toHaveLength(1);
    expect(chats[0]?.data['text']).toBe(text);
  });

  it('stops carrying events when closed, without losing what was published before', async () => {
    const [a, b] = await twoHandles('postgres');
    const x = await connectEvents(a.db, { pool: a.pool, redisUrl, log });
    const y = await connectEvents(b.db, { pool: b.pool, redisUrl, log });
    cleanup.push(() => y.close());
    const seen: MemberEvent[] = [];
    y.events.subscribe(2, (e) => seen.push(e));
    x.events.publish({ type: 'message', memberId: 2, data: { unread: 1 } });
    await x.close();
    x.events.publish({ type: 'message', memberId: 2, data: { unread: 2 } });
    await settle(500);
    expect(seen.map((e) => e.data['unread'])).toEqual([1]);
  });
}

describe.skipIf(!PG)('live events across instances: PostgreSQL LISTEN/NOTIFY', () => {
  busTests('postgres');

  it('listens again after its connection is cut, and events flow again', async () => {
    const [a, b] = await twoHandles('postgres');
    const [busA, busB] = await twoBuses(a, b);
    const seen: number[] = [];
    busB.subscribe(5, (e) => seen.push(e.data['n'] as number));
    // Cut every listening connection of this schema (both instances').
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(a.db)).rows[0]?.s ?? '';
    const cut = await sql<{ n: number }>`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where query like ${`listen "meridian_events:%:${schema}"`}`.execute(a.db);
    expect(cut.rows[0]?.n).toBe(2);
    await expect
      .poll(
        async () => {
          busA.publish({ type: 'balance', memberId: 5, data: { n: 1 } });
          await busA.flushed();
          return seen.length > 0;
        },
        { timeout: 8_000, interval: 300 },
      )
      .toBe(true);
  });

  it('cuts batches into payloads PostgreSQL accepts', () => {
    const e = Array.from({ length: 300 }, (_, i) => ['m', { type: 'balance', memberId: i, data: { balance: i } }] as ['m', MemberEvent]);
    const big = ['c', { conversationId: 1, type: 'message', from: 'staff', data: { text: 'y'.repeat(9_000) } }] as ['c', ChatEvent];
    const pieces = cutBatch({ i: 'me', e: [...e.slice(0, 150), big, ...e.slice(150)] });
    const bigAt = pieces.findIndex((p) => 'big' in p);
    expect(pieces.filter((p) => 'big' in p)).toEqual([{ big }]);
    expect(pieces.length).toBeGreaterThan(3);
    const texts = (from: number, to?: number) => pieces.slice(from, to).map((p) => ('text' in p ? p.text : ''));
    for (const s of texts(0)) expect(Buffer.byteLength(s)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
    // In order: the big one keeps its place between the events before and after it.
    expect(texts(0, bigAt).flatMap((s) => (JSON.parse(s) as { e: unknown[] }).e)).toEqual(e.slice(0, 150));
    expect(texts(bigAt + 1).flatMap((s) => (JSON.parse(s) as { e: unknown[] }).e)).toEqual(e.slice(150));
  });
});

describe.skipIf(!PG)('an open balance stream on one instance', () => {
  it('shows a balance changed through another instance at once, not at its next look', async () => {
    const t = await testApp('postgres');
    cleanup.push(() => t.close());
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.app.db)).rows[0]?.s as string;
    const [a, b] = [openDb({ url: PG as string, schema }), openDb({ url: PG as string, schema })];
    cleanup.push(() => a.close());
    cleanup.push(() => b.close());
    const [busA, busB] = await twoBuses(a, b);
    // This app is instance B; A is another instance on the same database.
    t.app.events = busB;
    const m = await insertMember(t.app.db);
    await fundMember(t.app.db, m.id, 5_000);
    const { cookie } = await login(t, m.account, m.password);
    const { read, close } = await openWalletStream(t, cookie);
    expect(await read()).toContain('"balance":5000');
    const at = Date.now();
    await fundMember(a.db, m.id, 2_500);
    busA.publish({ type: 'balance', memberId: m.id, data: { balance: 7_500 } });
    expect(await read()).toMatch(/event: balance\ndata: \{"balance":7500\}/);
    expect(Date.now() - at).toBeLessThan(STREAM_POLL_MS / 2);
    await close();
  }, 15_000);
});

describe.skipIf(!PG || !REDIS)('live events across instances: Redis pub/sub', () => {
  busTests('redis');
});

describe.each(DIALECTS)('the scheduler lease (%s)', (dialect) => {
  it('is held by one instance at a time, renewed by it, and taken over only once it has expired', async () => {
    const [a] = await twoHandles(dialect);
    const t = 1_000_000;
    expect(await takeLease(a.db, 'x', 'A', 5_000, t)).toBe(true);
    expect(await takeLease(a.db, 'x', 'B', 5_000, t + 1_000)).toBe(false);
    expect(await takeLease(a.db, 'x', 'A', 5_000, t + 4_000)).toBe(true);
    // A's renewal moved the expiry on: B still cannot take it where the first lease would have ended.
    expect(await takeLease(a.db, 'x', 'B', 5_000, t + 6_000)).toBe(false);
    expect(await takeLease(a.db, 'x', 'B', 5_000, t + 9_000)).toBe(true);
    expect(await takeLease(a.db, 'x', 'A', 5_000, t + 9_500)).toBe(false);
    const row = await a.db.selectFrom('job_leases').selectAll().where('name', '=', 'x').executeTakeFirstOrThrow();
    expect({ holder: row.holder, expires: Number(row.expires_at), acquired: Number(row.acquired_at) }).toEqual({ holder: 'B', expires: t + 14_000, acquired: t + 9_000 });
  });

  it('records a tick once, whoever records it', async () => {
    const [a, b] = await twoHandles(dialect);
    const tries = [a, a, a, a, a, b, b, b, b, b].map((h, i) => recordTicks(h.db, 'j', ['42'], i < 5 ? 'A' : 'B'));
    expect((await Promise.all(tries)).flat()).toEqual(['42']);
    expect(await a.db.selectFrom('job_ticks').select('tick').where('job', '=', 'j').execute()).toHaveLength(1);
    // Several at once: only the ticks not run before are recorded now.
    expect(await recordTicks(b.db, 'j', ['41', '42', '43'], 'B')).toEqual(['41', '43']);
  });

  it('runs each tick on one instance, and another takes the jobs over within a few seconds of the holder dying', async () => {
    const [a, b] = await twoHandles(dialect);
    const t = await testApp(dialect);
    cleanup.push(() => t.close());
    const leaseA = holdLease(a.db, { holder: 'A', ttlMs: 600, everyMs: 100 });
    const leaseB = holdLease(b.db, { holder: 'B', ttlMs: 600, everyMs: 100 });
    cleanup.push(() => leaseB.stop());
    const off = { initialDelayMs: 3_600_000, promotionsEveryMs: 0, lotteryEveryMs: 0, sportsEveryMs: 0, supportEveryMs: 0, approvalExpiryEveryMs: 50 };
    const jobsA = startJobs({ ...t.app, db: a.db }, { ...off, lease: leaseA });
    const jobsB = startJobs({ ...t.app, db: b.db }, { ...off, lease: leaseB });
    cleanup.push(() => jobsB.stop());
    const ticks = () => a.db.selectFrom('job_ticks').select(['tick', 'holder']).where('job', '=', 'approvals').orderBy('tick').execute();
    await expect.poll(async () => (await ticks()).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(10);
    const first = await ticks();
    const [holder] = new Set(first.map((r) => r.holder));
    expect(new Set(first.map((r) => r.holder)).size).toBe(1);
    // The holder dies: its timers stop and its connection goes, without giving the lease up.
    const [deadJobs, deadLease] = holder === 'A' ? [jobsA, leaseA] : [jobsB, leaseB];
    const survivor = holder === 'A' ? 'B' : 'A';
    const diedAt = Date.now();
    await Promise.all([deadJobs.stop(), deadLease.stop({ release: false })]);
    const byOther = async () => (await ticks()).filter((r) => r.holder === survivor).length;
    await expect.poll(byOther, { timeout: 5_000, interval: 50 }).toBeGreaterThanOrEqual(3);
    const all = await ticks();
    const firstOther = all.find((r) => r.holder === survivor);
    // Taken over after the lease's 600 ms, well within a few seconds.
    expect(Number(firstOther?.tick) * 50 - diedAt).toBeLessThan(3_000);
    expect(Number(firstOther?.tick) * 50 - diedAt).toBeGreaterThanOrEqual(350);
    expect(new Set(all.map((r) => r.tick)).size).toBe(all.length);
  });
});

describe.skipIf(!PG)('shared request limits without Redis (PostgreSQL table)', () => {
  it('counts hits made on either instance against one allowance, and its block holds on both', async () => {
    const [a, b] = await twoHandles('postgres');
    const limitsA = createRateLimits(undefined, {}, { pool: a.pool });
    const limitsB = createRateLimits(undefined, {}, { pool: b.pool });
    cleanup.push(() => limitsA.close());
    cleanup.push(() => limitsB.close());
    for (let i = 0; i < 15; i++) await limitsA.hit('loginIp', '203.0.113.9');
    for (let i = 0; i < 15; i++) await limitsB.hit('loginIp', '203.0.113.9');
    expect(await limitsA.count('loginIp', '203.0.113.9')).toBe(30);
    await expect(limitsA.hit('loginIp', '203.0.113.9')).rejects.toBeInstanceOf(TooManyRequests);
    await expect(limitsB.check('loginIp', '203.0.113.9')).rejects.toBeInstanceOf(TooManyRequests);
    // Parallel failures on both each count (one guarded upsert per count).
    await Promise.all([...Array.from({ length: 4 }, () => limitsA.fail('loginAccount', 'm:1')), ...Array.from({ length: 4 }, () => limitsB.fail('loginAccount', 'm:1'))]);
    expect(await limitsB.count('loginAccount', 'm:1')).toBe(8);
    await limitsB.reset('loginAccount', 'm:1');
    expect(await limitsA.count('loginAccount', 'm:1')).toBe(0);
  });
});

describe.skipIf(!PG)('caches dropped on every instance after a back-office change', () => {
  it('shows a promotion published on one instance on the other within 2 s (its own cache keeps lists for 30 s)', async () => {
    const [a, b] = await twoHandles('postgres');
    const [busA, busB] = await twoBuses(a, b);
    const appA = { db: a.db, events: busA };
    const appB = { db: b.db, events: busB };
    expect(await cachedPromotions(appB)).toEqual([]);
    await insertPromotion(a.db, 'rebate', { rates: [{ rank: 0, category: 'ALL', rateBps: 50 }], payout: 'auto', maxPerDay: 0 });
    // Without the change announced, the other instance keeps its list.
    await settle(200);
    expect(await cachedPromotions(appB)).toEqual([]);
    const changed = Date.now();
    forgetPromotionCards(appA);
    await expect.poll(async () => (await cachedPromotions(appB)).length, { timeout: 2_000, interval: 20 }).toBe(1);
    expect(Date.now() - changed).toBeLessThan(2_000);
  });
});

describe.skipIf(!PG)('vendor signing secrets rotated on one instance', () => {
  it('are refused on the other at once once retired (its own cache keeps them for 10 s)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'meridian-instances-'));
    cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const t = await testApp('postgres', { config: { dataDir } });
    cleanup.push(() => t.close());
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.app.db)).rows[0]?.s as string;
    const a = openDb({ url: PG as string, schema });
    const b = openDb({ url: PG as string, schema });
    cleanup.push(() => a.close());
    cleanup.push(() => b.close());
    // B is the test app (its own pool); A is another instance on the same database.
    const x = await connectEvents(a.db, { pool: a.pool, log });
    const y = await connectEvents(t.app.db, { pool: b.pool, log });
    cleanup.push(() => x.close());
    cleanup.push(() => y.close());
    t.app.events = y.events;
    const appA = { ...t.app, db: a.db, events: x.events };
    const admin = async (...args: string[]) => String(await commands['vendor:secret']?.run(a.db, args, appA));
    const secretIn = (out: string) => /^([0-9a-f]{64})$/m.exec(out)?.[1] as string;
    const on = async (vendor: string, secret: string) => {
      const raw = JSON.stringify({ token: 'x'.repeat(43) });
      const ts = String(Date.now());
      try {
        await handleCallback(t.app, vendor, 'balance', raw, { timestamp: ts, signature: sign(secret, ts, raw) });
        return 'OK';
      } catch (err) {
        if (err instanceof AppError) return err.code;
        throw err;
      }
    };
    const V = await insertVendor(t.app.db, { wallet_secret: '' });
    const first = secretIn(await admin(V));
    // B verifies with it, and so keeps the vendor's secrets.
    expect(await on(V, first)).toBe('SESSION_EXPIRED');
    const second = secretIn(await admin(V, '0'));
    await expect.poll(() => on(V, first), { timeout: 2_000, interval: 50 }).toBe('INVALID_SIGNATURE');
    expect(await on(V, second)).toBe('SESSION_EXPIRED');
  });
});
