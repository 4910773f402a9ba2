import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '#lib/backoffice/roles.ts';
import { importFeedResultAs, type StaffActor } from '#server/backoffice/index.ts';
import { Accounts, checkLedger, post } from '#server/ledger/index.ts';
import type { ResultFeed } from '#server/lottery/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { cashOf, makeDraw, placeTicket, player, withLotteries } from '../fixtures/lottery-draws.ts';
import { signedInStaff, type TestStaff } from '../fixtures/staff.ts';

type Env<T = Record<string, unknown>> = { success: boolean; code?: string; value: T };
const IP = '203.0.113.77';
const BASE = '/backoffice/api/lottery';
/** Thai: first prize, front 3 ×2, back 3 ×2, bottom 2. */
const RESULT_A = ['123456', '111', '222', '333', '444', '45'];
const RESULT_B = ['123456', '111', '222', '333', '444', '46'];

describe.each(DIALECTS)('official lottery results and corrections on %s', (dialect) => {
  let t: TestApp;
  const as: Partial<Record<StaffRole | 'risk2', { staff: TestStaff; headers: Record<string, string> }>> = {};
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    await withLotteries(t);
    for (const role of ['risk', 'finance', 'support'] as const) as[role] = await signedInStaff(t, role, IP);
    as.risk2 = await signedInStaff(t, 'risk', IP);
  }, 120_000);
  afterAll(() => t.close());
  const actorOf = (s: TestStaff): Promise<StaffActor> => Promise.resolve({ staffId: s.id, username: s.username, displayName: s.username, role: s.role, sessionId: 0, ip: IP, userAgent: 'vitest' });

  const call = async <T = Record<string, unknown>>(method: string, path: string, who: keyof typeof as, body?: unknown) => {
    const res = await t.request(path.startsWith('/') && !path.startsWith(BASE) && !path.startsWith('/backoffice') ? `${BASE}${path}` : path, {
      method,
      headers: as[who]?.headers ?? {},
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Env<T> };
  };
  const pastOfficialDraw = () => {
    const now = Date.now();
    return makeDraw(t, 'THAI_GOV', { status: 'open', opensAt: now - 86_400_000, closesAt: now - 7_200_000, drawAt: now - 3_600_000 });
  };

  it('a result entered by one staff member settles only once a second approves it; corrections resettle both ways', async () => {
    const d = await pastOfficialDraw();
    const winner = await player(t, 100);
    const loser = await player(t, 100);
    const w = await placeTicket(t, d.id, winner, '2-bottom', '45');
    const l = await placeTicket(t, d.id, loser, '2-bottom', '46');
    // Betting is over before anyone may enter a result.
    expect((await call('POST', `/draws/${d.id}/result`, 'risk', { result: RESULT_A })).body.code).toBe('DRAW_STATE_CHANGED');
    await t.app.db.updateTable('lottery_draws').set({ status: 'closed' }).where('id', '=', d.id).execute();

    const asked = await call<{ approvalId: number }>('POST', `/draws/${d.id}/result`, 'risk', { result: RESULT_A });
    expect(asked.status).toBe(200);
    const approvalId = asked.body.value.approvalId;
    // Nothing changes before the approval; a second request for the same draw waits its turn.
    expect((await t.app.db.selectFrom('lottery_draws').select('status').where('id', '=', d.id).executeTakeFirstOrThrow()).status).toBe('closed');
    expect((await call('POST', `/draws/${d.id}/result`, 'risk2', { result: RESULT_B })).body.code).toBe('DRAW_STATE_CHANGED');
    const desk = await call<{ waiting: { id: number }[]; pending: { approvalId: number; drawId: number; result: string[] }[] }>('GET', '/results', 'risk2');
    expect(desk.body.value.pending.find((p) => p.approvalId === approvalId)).toMatchObject({ drawId: d.id, result: RESULT_A });
    expect(desk.body.value.waiting.map((x) => x.id)).toContain(d.id);

    expect((await call('POST', `/backoffice/api/approvals/${approvalId}/approve`, 'risk', {})).body.code).toBe('SELF_APPROVAL');
    const approved = await call<{ status: string }>('POST', `/backoffice/api/approvals/${approvalId}/approve`, 'risk2', {});
    expect(approved.body.value.status).toBe('approved');
    const drawn = await t.app.db.selectFrom('lottery_draws').selectAll().where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(drawn).toMatchObject({ status: 'settled', result_source: 'staff', revision: 0, tickets: 2, payout: 9_000 });
    expect(Number(drawn.entered_by)).toBe(as.risk!.staff.id);
    expect(Number(drawn.approved_by)).toBe(as.risk2!.staff.id);
    expect(await cashOf(t, winner)).toBe(9_000);
    expect(await cashOf(t, loser)).toBe(0);

    // The winner spends part of the win before the correction.
    await t.app.ledger.run((sql) =>
      post(sql, { kind: 'adjustment', key: `test:spend:${winner}`, memberId: winner, postings: [{ account: Accounts.cash(winner, 'BDT'), amount: -5_000 }, { account: Accounts.adjustment('BDT'), amount: 5_000 }] }),
    );
    expect((await call('POST', `/draws/${d.id}/correction`, 'risk', { result: RESULT_A, reason: 'same' })).body.code).toBe('RESULT_INVALID');
    const corr = await call<{ approvalId: number }>('POST', `/draws/${d.id}/correction`, 'risk', { result: RESULT_B, reason: 'the official sheet was misread' });
    expect(corr.status).toBe(200);
    expect((await call<{ status: string }>('POST', `/backoffice/api/approvals/${corr.body.value.approvalId}/approve`, 'risk2', {})).body.value.status).toBe('approved');
    const corrected = await t.app.db.selectFrom('lottery_draws').selectAll().where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(corrected).toMatchObject({ status: 'settled', revision: 1, payout: 9_000 });
    const [tw, tl] = await Promise.all([w, l].map((id) => t.app.db.selectFrom('lottery_tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow()));
    expect(tw).toMatchObject({ status: 'lost', payout: 0, settled_revision: 1, unrecovered: 5_000 });
    expect(tl).toMatchObject({ status: 'won', payout: 9_000, settled_revision: 1, unrecovered: 0 });
    // Never below zero: the 4,000 left was taken back, the 5,000 spent is recorded for staff.
    expect(await cashOf(t, winner)).toBe(0);
    expect(await cashOf(t, loser)).toBe(9_000);
    const changes = await t.app.db.selectFrom('lottery_result_changes').selectAll().where('draw_id', '=', d.id).orderBy('revision').execute();
    expect(changes.map((c) => [c.kind, c.revision, c.previous])).toEqual([
      ['enter', 0, null],
      ['correct', 1, JSON.stringify(RESULT_A)],
    ]);
    const listed = await call<{ list: { id: number; unrecovered: number; payout: number; revision: number }[] }>('GET', `/draws?lottery=THAI_GOV`, 'risk');
    expect(listed.body.value.list.find((x) => x.id === d.id)).toMatchObject({ unrecovered: 5_000, payout: 9_000, revision: 1, lotteryName: 'থাই সরকারি লটারি (অফিশিয়াল ফল)' });
    const inEnglish = await call<{ list: { id: number; lotteryName: string }[] }>('GET', `/draws?lottery=THAI_GOV&language=en`, 'risk');
    expect(inEnglish.body.value.list.find((x) => x.id === d.id)?.lotteryName).toBe('Thai Government Lottery (official results)');

    // And back: the loser of the correction becomes the winner again, paid the difference once.
    const back = await call<{ approvalId: number }>('POST', `/draws/${d.id}/correction`, 'risk2', { result: RESULT_A, reason: 'the first sheet was right' });
    await call('POST', `/backoffice/api/approvals/${back.body.value.approvalId}/approve`, 'risk', {});
    const tw2 = await t.app.db.selectFrom('lottery_tickets').selectAll().where('id', '=', w).executeTakeFirstOrThrow();
    expect(tw2).toMatchObject({ status: 'won', payout: 9_000, settled_revision: 2, unrecovered: 0 });
    // 9,000 owed minus the 5,000 of the first win still held: 4,000 paid back.
    expect(await cashOf(t, winner)).toBe(4_000);
    expect(await cashOf(t, loser)).toBe(0);
    expect(await checkLedger(t.app.reader, dialect)).toEqual([]);
  });

  it('a feed’s result is checked and still waits for a second staff member', async () => {
    const d = await pastOfficialDraw();
    await t.app.db.updateTable('lottery_draws').set({ status: 'closed' }).where('id', '=', d.id).execute();
    const actor = await actorOf(as.risk!.staff);
    const unpublished: ResultFeed = { fetch: () => Promise.resolve(null) };
    expect(await importFeedResultAs(t.app, actor, unpublished, d.id)).toBeNull();
    const wrong: ResultFeed = { fetch: () => Promise.resolve(['1', '2', '3']) };
    await expect(importFeedResultAs(t.app, actor, wrong, d.id)).rejects.toMatchObject({ code: 'RESULT_INVALID' });
    const feed: ResultFeed = { fetch: (_l, draw) => Promise.resolve(draw.id === d.id ? RESULT_B : null) };
    const asked = await importFeedResultAs(t.app, actor, feed, d.id);
    expect((await t.app.db.selectFrom('lottery_draws').select('status').where('id', '=', d.id).executeTakeFirstOrThrow()).status).toBe('closed');
    await call('POST', `/backoffice/api/approvals/${asked!.approvalId}/approve`, 'risk2', {});
    expect(await t.app.db.selectFrom('lottery_draws').select(['status', 'result_source', 'result']).where('id', '=', d.id).executeTakeFirstOrThrow()).toMatchObject({ status: 'settled', result_source: 'feed', result: JSON.stringify(RESULT_B) });
  });

  it('refuses results that do not fit the format, unknown and house draws, and a role without the permission', async () => {
    const d = await pastOfficialDraw();
    await t.app.db.updateTable('lottery_draws').set({ status: 'closed' }).where('id', '=', d.id).execute();
    const refused = async (body: unknown, code: string, status: number) => {
      const r = await call('POST', `/draws/${d.id}/result`, 'risk', body);
      expect([r.status, r.body.code]).toEqual([status, code]);
    };
    await refused({ result: RESULT_A.slice(0, 5) }, 'RESULT_INVALID', 400);
    await refused({ result: ['12345', ...RESULT_A.slice(1)] }, 'RESULT_INVALID', 400);
    await refused({ result: [...RESULT_A.slice(0, 5), '7'] }, 'RESULT_INVALID', 400);
    await refused({ result: 'x' }, 'VALIDATION_ERROR', 400);
    expect((await call('POST', `/draws/99999999/result`, 'risk', { result: RESULT_A })).body.code).toBe('UNKNOWN_DRAW');
    const house = await makeDraw(t, 'K3_1M', { status: 'closed', closesAt: Date.now() - 2_000, drawAt: Date.now() - 1_000 });
    expect((await call('POST', `/draws/${house.id}/result`, 'risk', { result: ['1', '2', '3'] })).body.code).toBe('DRAW_STATE_CHANGED');
    expect((await call('POST', `/draws/${d.id}/correction`, 'risk', { result: RESULT_B, reason: 'x' })).body.code).toBe('DRAW_STATE_CHANGED');
    // Permissions: finance reads the desk but may not enter results or void; support may not read it.
    expect((await call('GET', '/draws', 'finance')).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', `/draws/${d.id}/result`, { result: RESULT_A }],
      ['POST', `/draws/${d.id}/correction`, { result: RESULT_A, reason: 'x' }],
      ['POST', `/draws/${d.id}/void`, { reason: 'x' }],
      ['GET', '/results', undefined],
      ['PUT', '/lotteries/THAI_GOV/odds/2-bottom', { oddsMilli: 90_000, returnBps: 9_000, costUnits: 1, maxStake: 100, maxPayout: 1_000, enabled: true }],
    ] as const) {
      const r = await call(method, path, 'finance', body);
      expect([path, r.status, r.body.code]).toEqual([path, 403, 'STAFF_FORBIDDEN']);
    }
    expect((await call('GET', '/draws', 'support')).body.code).toBe('STAFF_FORBIDDEN');
    expect((await t.app.db.selectFrom('lottery_draws').select('status').where('id', '=', d.id).executeTakeFirstOrThrow()).status).toBe('closed');
  });

  it('voids from the desk with a reason (audited); staff edit odds and a lottery’s schedule', async () => {
    const d = await makeDraw(t, 'K3_1M');
    const m = await player(t, 1_000);
    await placeTicket(t, d.id, m, 'big-small', 'big');
    const v = await call<{ refunded: number; finished: boolean }>('POST', `/draws/${d.id}/void`, 'risk', { reason: 'machine fault' });
    expect(v.body.value).toMatchObject({ refunded: 1, finished: true });
    expect(await cashOf(t, m)).toBe(1_000);
    expect((await call('POST', `/draws/${d.id}/void`, 'risk', { reason: 'again' })).body.code).toBe('DRAW_STATE_CHANGED');
    const audit = await t.app.db.selectFrom('audit_log').select(['action']).where('action', '=', 'lottery.draw.void').where('target_id', '=', String(d.id)).execute();
    expect(audit).toHaveLength(1);

    const odds = await call<{ oddsMilli: number; enabled: boolean }>('PUT', '/lotteries/THAI_GOV/odds/2-bottom', 'risk', { oddsMilli: 95_000, returnBps: 9_500, costUnits: 1, maxStake: 1_000_000, maxPayout: 95_000_000, enabled: false });
    expect(odds.body.value).toMatchObject({ oddsMilli: 95_000, enabled: false });
    expect((await call('PUT', '/lotteries/K3_1M/odds/big-small', 'risk', { oddsMilli: 2_000, returnBps: 9_500, costUnits: 1, maxStake: 100, maxPayout: 1_000, enabled: true })).body.code).toBe('VALIDATION_ERROR');
    expect((await call('PUT', '/lotteries/K3_1M/odds/nothing', 'risk', { oddsMilli: null, returnBps: 9_500, costUnits: 1, maxStake: 100, maxPayout: 1_000, enabled: true })).body.code).toBe('UNKNOWN_BET_TYPE');

    const list = await call<{ items: { code: string; version: number; closeSeconds: number }[] }>('GET', '/lotteries', 'finance');
    const ssc = list.body.value.items.find((x) => x.code === 'SSC_5M')!;
    const saved = await call<{ schedule: unknown; status: string; version: number }>('PUT', '/lotteries/SSC_5M', 'risk', { schedule: { kind: 'interval', minutes: 10 }, closeSeconds: 60, status: 'paused', version: ssc.version });
    expect(saved.body.value).toMatchObject({ schedule: { kind: 'interval', minutes: 10 }, status: 'paused', version: ssc.version + 1 });
    expect((await call('PUT', '/lotteries/SSC_5M', 'risk', { schedule: { kind: 'interval', minutes: 10 }, closeSeconds: 60, status: 'active', version: ssc.version })).body.code).toBe('INVALID_STATE');
    expect((await call('PUT', '/lotteries/NOPE', 'risk', { schedule: { kind: 'interval', minutes: 10 }, closeSeconds: 60, status: 'active', version: 0 })).body.code).toBe('UNKNOWN_LOTTERY');
    const again = await call<{ version: number }>('PUT', '/lotteries/SSC_5M', 'risk', { schedule: { kind: 'interval', minutes: 10 }, closeSeconds: 60, status: 'active', version: ssc.version + 1 });
    expect(again.status).toBe(200);
    const planned = await t.app.db
      .selectFrom('lottery_draws as d')
      .innerJoin('lotteries as l', 'l.id', 'd.lottery_id')
      .select(['d.number', 'd.draw_at', 'd.closes_at'])
      .where('l.code', '=', 'SSC_5M')
      .where('d.status', '=', 'scheduled')
      .orderBy('d.draw_at')
      .execute();
    expect(planned.length).toBeGreaterThan(100);
    for (const p of planned) expect(Number(p.draw_at) - Number(p.closes_at)).toBe(60_000);
    expect(Number(planned[1]!.draw_at) - Number(planned[0]!.draw_at)).toBe(600_000);
  });
});
