import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/auth/index.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { Accounts, balanceOf } from '#server/ledger/index.ts';
import { accrueBetPoints, accrueDepositPoints, hourOf } from '#server/loyalty/index.ts';
import { setSetting, loadSettings } from '#server/system/index.ts';
import { pointsFor } from '#lib/contracts/loyalty-model.ts';
import type { PointsBalance, PointsConfig, PointsConverted, PointsDetailPage } from '#lib/contracts/points.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { insertChannel } from '../fixtures/factories.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { rid, signedIn } from '../fixtures/member.ts';
import { addRollup } from '../fixtures/rebates.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PAY_PASSWORD = '246810';
const CATEGORIES = ['LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP', 'LOTT', 'ESPORTS'];

describe.each(DIALECTS)('points on %s', (dialect) => {
  let t: TestApp;
  let values: Record<string, number>;
  let betPerPoint: number;

  const since = (now: number) => hourOf(now) - 40 * DAY;
  const points = (memberId: number) => balanceOf(t.app.reader, Accounts.points(memberId));
  const owed = (memberId: number) => balanceOf(t.app.reader, Accounts.pointsOwed(memberId));
  /** What the member's roll-ups in [from, to) are worth: Σ pointsFor(row). */
  async function worth(memberId: number, from = 0, to = Number.MAX_SAFE_INTEGER): Promise<number> {
    const rows = await t.app.db.selectFrom('bet_rollups').select(['category', 'valid_bet']).where('member_id', '=', memberId).where('hour', '>=', from).where('hour', '<', to).execute();
    return rows.reduce((s, r) => s + pointsFor(Number(r.valid_bet), values[r.category] ?? 100, betPerPoint), 0);
  }
  async function credited(memberId: number, from: number, to: number): Promise<number> {
    const rows = await t.app.db.selectFrom('points_accruals').select('points').where('member_id', '=', memberId).where('hour', '>=', from).where('hour', '<', to).execute();
    return rows.reduce((s, r) => s + Number(r.points), 0);
  }
  async function setValidBet(memberId: number, category: string, hour: number, validBet: number) {
    await t.app.db.updateTable('bet_rollups').set({ valid_bet: validBet }).where('member_id', '=', memberId).where('category', '=', category).where('hour', '=', hourOf(hour)).execute();
  }
  const entries = async (memberId: number) => Number((await t.app.db.selectFrom('journal_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).where('kind', 'like', 'points_%').executeTakeFirstOrThrow()).n);
  async function player() {
    const m = await signedIn(t);
    await t.app.db.updateTable('members').set({ payment_password_hash: await hashPassword(PAY_PASSWORD) }).where('id', '=', m.id).execute();
    return m;
  }

  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    const s = await loadSettings(t.app.db);
    values = s.loyalty.categoryValues;
    betPerPoint = s.loyalty.betPerPoint;
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('earns Σ pointsFor over the roll-ups for any period, with random roll-ups, and keeps it through late settlements and rollbacks', async () => {
    const now = Date.now();
    const members = [await player(), await player(), await player()];
    let seed = 17;
    const rnd = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const cells: [number, string, number][] = [];
    for (const m of members) {
      for (let i = 0; i < 25; i++) {
        const at = now - rnd(39 * 24) * HOUR;
        const category = CATEGORIES[rnd(CATEGORIES.length)] ?? 'RNG';
        const stake = 1 + rnd(5_000_00);
        await addRollup(t.app.db, m.id, category, at, { stake, payout: 0 });
        cells.push([m.id, category, at]);
      }
    }
    await accrueBetPoints(t.app, since(now), now);
    for (const m of members) {
      expect(await points(m.id)).toBe(await worth(m.id));
      for (let k = 0; k < 5; k++) {
        const a = now - rnd(40 * 24) * HOUR;
        const b = a + rnd(20 * 24) * HOUR;
        expect(await credited(m.id, a, b)).toBe(await worth(m.id, a, b));
      }
    }
    // Late settlements add to some rows, rollbacks lower others; the next run nets the difference.
    for (const [memberId, category, at] of cells.slice(0, 30)) {
      const row = await t.app.db.selectFrom('bet_rollups').select('valid_bet').where('member_id', '=', memberId).where('category', '=', category).where('hour', '=', hourOf(at)).executeTakeFirstOrThrow();
      await setValidBet(memberId, category, at, rnd(2) ? Number(row.valid_bet) + rnd(3_000_00) : rnd(Number(row.valid_bet) + 1));
    }
    const later = now + 60_000;
    await accrueBetPoints(t.app, since(later), later);
    for (const m of members) expect((await points(m.id)) + (await owed(m.id))).toBe(await worth(m.id));
  });

  it('a rerun posts nothing, and 30 parallel runs post each change once', async () => {
    const now = Date.now();
    const m = await player();
    await addRollup(t.app.db, m.id, 'LIVE', now, { stake: 1_000_00, payout: 0 });
    await addRollup(t.app.db, m.id, 'RNG', now - 2 * HOUR, { stake: 250_00, payout: 0 });
    const results = await Promise.all(Array.from({ length: 30 }, () => accrueBetPoints(t.app, since(now), now)));
    expect(await entries(m.id)).toBe(2);
    expect(await points(m.id)).toBe(700 + 300);
    expect(results.reduce((s, r) => s + r.failed, 0)).toBe(0);
    expect(results.reduce((s, r) => s + r.entries, 0)).toBe(2);
    const again = await accrueBetPoints(t.app, since(now), now + 1);
    expect(again.entries).toBe(0);
    expect(await entries(m.id)).toBe(2);
  });

  it('a rollback takes the points back; what was spent becomes owed, and later earnings repay it first', async () => {
    const now = Date.now();
    const m = await player();
    await addRollup(t.app.db, m.id, 'SPORTS', now - HOUR, { stake: 20_000_00, payout: 0 });
    await accrueBetPoints(t.app, since(now), now);
    expect(await points(m.id)).toBe(200_00);
    // Half of it is converted away, then the whole bet is rolled back.
    const conv = await m.post<PointsConverted>('/wps/relay/passwordCheck/MCS2_convertPoint', { points: 150_00, paymentPassword: PAY_PASSWORD, requestId: rid() });
    expect(conv.body.value).toMatchObject({ points: 150_00, cash: 75_00, balance: 50_00 });
    await setValidBet(m.id, 'SPORTS', now - HOUR, 0);
    await accrueBetPoints(t.app, since(now), now + 1);
    expect(await points(m.id)).toBe(0);
    expect(await owed(m.id)).toBe(-150_00);
    expect((await m.get<PointsBalance>('/wps/relay/MCS2_getPointBalance')).body.value).toMatchObject({ points: 0, owed: 150_00 });
    const reverse = await t.app.db.selectFrom('journal_entries').select(['kind', 'ref']).where('member_id', '=', m.id).where('kind', '=', 'points_reverse').execute();
    expect(reverse).toEqual([{ kind: 'points_reverse', ref: 'sports' }]);
    // New bets earn 200.00 points: 150.00 repay the debt, 50.00 reach the balance.
    await addRollup(t.app.db, m.id, 'PVP', now, { stake: 20_000_00, payout: 0 });
    await accrueBetPoints(t.app, since(now), now + 2);
    expect(await owed(m.id)).toBe(0);
    expect(await points(m.id)).toBe(50_00);
  });

  it('each credited deposit earns its points once, however many runs', async () => {
    const now = Date.now();
    const m = await player();
    const channelId = await insertChannel(t.app.db);
    const deposit = (amount: number, status: string) =>
      t.app.db.insertInto('deposits').values({ member_id: m.id, channel_id: channelId, amount, fee: 0, status, reference: null, receipt_upload_id: null, note: null, created_at: now - 60_000, decided_at: status === 'pending' ? null : now - 1_000 }).returning('id').executeTakeFirstOrThrow();
    await deposit(1_000_00, 'credited');
    await deposit(555_55, 'credited');
    await deposit(9_000_00, 'pending');
    await deposit(9_000_00, 'rejected');
    const paid = await Promise.all(Array.from({ length: 10 }, () => accrueDepositPoints(t.app, now)));
    expect(paid.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(2);
    expect(await points(m.id)).toBe(10_00 + 5_55);
    expect(await accrueDepositPoints(t.app, now + 1)).toBe(0);
    const rows = await t.app.db.selectFrom('journal_entries').select('idempotency_key').where('member_id', '=', m.id).where('kind', '=', 'points_deposit').execute();
    expect(rows).toHaveLength(2);
  });

  it('answers the rules publicly and the balance only to the member', async () => {
    const config = await t.json<{ value: PointsConfig }>('/wps/relay/MCS2_getPointConfig');
    expect(config.status).toBe(200);
    expect(config.body.value).toMatchObject({ betPerPoint, expires: false });
    expect(config.body.value.categories.find((c) => c.category === 'LIVE')).toEqual({ category: 'LIVE', type: 'live', value: 70 });
    expect(config.body.value.categories.slice(0, 5).map((c) => c.category)).toEqual(['LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']);
    expect((await t.json('/wps/relay/MCS2_getPointBalance')).status).toBe(401);
    expect((await t.json('/wps/relay/ODSFE2_MemTransDet')).status).toBe(401);
  });

  it('refuses a wrong payment password and counts it, and refuses below the minimum, over the balance and bad input, changing nothing', async () => {
    const now = Date.now();
    const m = await player();
    await addRollup(t.app.db, m.id, 'RNG', now, { stake: 20_000_00, payout: 0 });
    await accrueBetPoints(t.app, since(now), now);
    const held = await points(m.id);
    expect(held).toBe(240_00);
    const cash = await m.balance();
    const convert = (body: unknown) => m.post('/wps/relay/passwordCheck/MCS2_convertPoint', body);
    const wrong = await convert({ points: 100_00, paymentPassword: '000000', requestId: rid() });
    expect([wrong.status, wrong.body.code]).toEqual([403, 'WRONG_PAYMENT_PASSWORD']);
    expect(wrong.body['triesLeft']).toBe(4);
    const lock = await t.app.db.selectFrom('payment_password_locks').select('failures').where('member_id', '=', m.id).executeTakeFirstOrThrow();
    expect(lock.failures).toBe(1);
    const below = await convert({ points: 99_99, paymentPassword: PAY_PASSWORD, requestId: rid() });
    expect([below.status, below.body.code, below.body['min']]).toEqual([400, 'CONVERT_MIN_POINTS', 100_00]);
    const over = await convert({ points: 240_01, paymentPassword: PAY_PASSWORD, requestId: rid() });
    expect([over.status, over.body.code, over.body['balance']]).toEqual([402, 'CONVERT_OVER_BALANCE', 240_00]);
    for (const bad of [{}, { points: 0, paymentPassword: PAY_PASSWORD, requestId: rid() }, { points: -100_00, paymentPassword: PAY_PASSWORD, requestId: rid() }, { points: 100.5, paymentPassword: PAY_PASSWORD, requestId: rid() }, { points: '10000', paymentPassword: PAY_PASSWORD, requestId: rid() }, { points: 100_00, paymentPassword: PAY_PASSWORD, requestId: 'x' }, { points: 100_00, requestId: rid() }]) {
      const res = await convert(bad);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect(await points(m.id)).toBe(held);
    expect(await m.balance()).toBe(cash);
    expect(await entries(m.id)).toBe(1);
  });

  it('a repeated requestId answers the first conversion; with other points it is refused', async () => {
    const now = Date.now();
    const m = await player();
    await addRollup(t.app.db, m.id, 'FISH', now, { stake: 50_000_00, payout: 0 });
    await accrueBetPoints(t.app, since(now), now);
    const requestId = rid();
    const first = await m.post<PointsConverted>('/wps/relay/passwordCheck/MCS2_convertPoint', { points: 100_00, paymentPassword: PAY_PASSWORD, requestId });
    expect(first.body.value).toMatchObject({ points: 100_00, cash: 50_00, balance: 500_00, replayed: false });
    const again = await m.post<PointsConverted>('/wps/relay/passwordCheck/MCS2_convertPoint', { points: 100_00, paymentPassword: PAY_PASSWORD, requestId });
    expect(again.body.value).toMatchObject({ points: 100_00, cash: 50_00, balance: 500_00, replayed: true });
    const other = await m.post('/wps/relay/passwordCheck/MCS2_convertPoint', { points: 200_00, paymentPassword: PAY_PASSWORD, requestId });
    expect(other.body.code).toBe('REQUEST_ID_REUSED');
    // Another member's same requestId is their own request.
    const n = await player();
    const theirs = await n.post('/wps/relay/passwordCheck/MCS2_convertPoint', { points: 100_00, paymentPassword: PAY_PASSWORD, requestId });
    expect(theirs.body.code).toBe('CONVERT_OVER_BALANCE');
    expect(await points(m.id)).toBe(500_00);
  });

  it('50 parallel converts never take more points than the balance holds', async () => {
    const now = Date.now();
    const m = await player();
    await addRollup(t.app.db, m.id, 'PVP', now, { stake: 1_234_56_00 / 100, payout: 0 });
    await setValidBet(m.id, 'PVP', now, 70_000_00);
    await accrueBetPoints(t.app, since(now), now);
    expect(await points(m.id)).toBe(700_00);
    const cash = await m.balance();
    const results = await Promise.all(Array.from({ length: 50 }, () => m.post<PointsConverted>('/wps/relay/passwordCheck/MCS2_convertPoint', { points: 100_00, paymentPassword: PAY_PASSWORD, requestId: rid() })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(7);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'CONVERT_OVER_BALANCE')).toBe(true);
    expect(await points(m.id)).toBe(0);
    expect(await m.balance()).toBe(cash + 7 * 50_00);
  });

  it('lists the details newest first with type filters, changes and the balance after each', async () => {
    const now = Date.now();
    const m = await player();
    await addRollup(t.app.db, m.id, 'LIVE', now - 2 * HOUR, { stake: 10_000_00, payout: 0 });
    await addRollup(t.app.db, m.id, 'RNG', now - HOUR, { stake: 10_000_00, payout: 0 });
    await accrueBetPoints(t.app, since(now), now);
    await m.post('/wps/relay/passwordCheck/MCS2_convertPoint', { points: 100_00, paymentPassword: PAY_PASSWORD, requestId: rid() });
    const all = (await m.get<PointsDetailPage>('/wps/relay/ODSFE2_MemTransDet')).body.value;
    expect(all.total).toBe(3);
    expect(all.list.map((r) => [r.type, r.points, r.balanceAfter])).toEqual([
      ['convert', -100_00, 90_00],
      ['slots', 120_00, 190_00],
      ['live', 70_00, 70_00],
    ]);
    expect(all.list[0]).toMatchObject({ cash: 50_00 });
    expect(all.list[2]).toMatchObject({ validBet: 10_000_00 });
    const live = (await m.get<PointsDetailPage>('/wps/relay/ODSFE2_MemTransDet?type=live')).body.value;
    expect(live.list.map((r) => r.type)).toEqual(['live']);
    const converts = (await m.get<PointsDetailPage>('/wps/relay/ODSFE2_MemTransDet?type=convert')).body.value;
    expect(converts.total).toBe(1);
    expect((await m.get<PointsDetailPage>('/wps/relay/ODSFE2_MemTransDet?type=redeem')).body.value.total).toBe(0);
    const paged = (await m.get<PointsDetailPage>('/wps/relay/ODSFE2_MemTransDet?pageSize=2&pageNo=2')).body.value;
    expect([paged.pageNum, paged.totalPages, paged.list.length]).toEqual([2, 2, 1]);
    const past = (await m.get<PointsDetailPage>(`/wps/relay/ODSFE2_MemTransDet?from=${now - 30 * DAY}&to=${now - 20 * DAY}`)).body.value;
    expect(past.total).toBe(0);
    for (const q of ['type=gold', `from=${now}&to=${now - 1}`, `from=0&to=${now}`, 'pageSize=500']) {
      const res = await m.get(`/wps/relay/ODSFE2_MemTransDet?${q}`);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    const balance = (await m.get<PointsBalance>('/wps/relay/MCS2_getPointBalance')).body.value;
    expect(balance).toMatchObject({ points: 90_00, owed: 0, earnedThisMonth: 190_00 });
  });

  it('a converting switch of 0 closes converting', async () => {
    const m = await player();
    const settings = await loadSettings(t.app.db);
    await setSetting(t.app.db, 'loyalty', { ...settings.loyalty, convertRate: 0 });
    try {
      const res = await m.post('/wps/relay/passwordCheck/MCS2_convertPoint', { points: 100_00, paymentPassword: PAY_PASSWORD, requestId: rid() });
      expect([res.status, res.body.code]).toEqual([403, 'FEATURE_DISABLED']);
    } finally {
      await setSetting(t.app.db, 'loyalty', settings.loyalty);
    }
  });
});

describe.each(DIALECTS)('check:ledger over points on %s', (dialect) => {
  it('reports a corrupted points balance and owed points in credit', async () => {
    const t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    try {
      const m = await signedIn(t);
      const now = Date.now();
      await addRollup(t.app.db, m.id, 'LIVE', now, { stake: 1_000_00, payout: 0 });
      await accrueBetPoints(t.app, hourOf(now) - DAY, now);
      expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
      const account = (kind: string) => t.app.db.updateTable('ledger_accounts').where('owner_id', '=', m.id).where('kind', '=', kind);
      await account('member_points').set((eb) => ({ balance: eb('balance', '+', 5) })).execute();
      expect((await checkLedger(t.app.reader, t.app.dialect)).map((v) => v.invariant)).toEqual(['2. a stored balance differs from the sum of its postings']);
      // (A negative member_points balance is refused by the table's own check constraint.)
      await account('member_points').set((eb) => ({ balance: eb('balance', '-', 5) })).execute();
      await t.app.db.insertInto('ledger_accounts').values({ kind: 'member_points_owed', owner_id: m.id, ref: '', currency: 'PTS', balance: 3, allow_negative: 1, created_at: now }).execute();
      expect((await checkLedger(t.app.reader, t.app.dialect)).map((v) => v.invariant)).toContain("3. a member's owed points above zero (owed points are a debt, never a credit)");
    } finally {
      await t.close();
    }
  });
});
