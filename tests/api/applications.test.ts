import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPromotion } from '#fixtures/factories.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { decideApplication, listApplications, promotionById } from '#server/promotions/index.ts';
import { MECHANIC_HANDLERS } from '#server/promotions/mechanics.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { rid, signedIn } from '../fixtures/member.ts';

const HOUR = 3_600_000;
const rules = { wageringMultiple: 5, contributions: { LIVE: 10, SPORTS: 50, RNG: 100, FISH: 100, PVP: 10, ESPORTS: 50, LOTT: 0, ELOTT: 0 }, maxBet: 50_000, expiryDays: 7 };
const staff = { id: 7, username: 'reviewer' };
type App = { entryId: number; state: string; comment: string; reason: string | null; decidedAt: number | null };

describe.each(DIALECTS)('application promotions on %s', (dialect) => {
  let t: TestApp;
  let cashPromo: number;
  let bonusPromo: number;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    cashPromo = await insertPromotion(t.app.db, 'application', { amount: 20_000, rules: null }, { title: { bn: 'জন্মদিন', en: 'Birthday' } });
    bonusPromo = await insertPromotion(t.app.db, 'application', { amount: 50_000, rules });
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('takes one application with a comment; the same request replays, another is ALREADY_JOINED', async () => {
    const m = await signedIn(t);
    expect((await m.get(`/wps/promotions/${cashPromo}/application`)).body.value).toBeNull();
    const view = await MECHANIC_HANDLERS.application?.view(t.app, (await promotionById(t.app.db, cashPromo)) as never, m.id, Date.now());
    expect(view).toEqual({ state: 'join', actionable: true, progress: null });
    const requestId = rid();
    const first = await m.post<App>(`/wps/promotions/${cashPromo}/application`, { comment: '  It is my birthday today!  ', requestId });
    expect(first.body.value).toMatchObject({ state: 'applying', comment: 'It is my birthday today!', reason: null, decidedAt: null });
    const replay = await m.post<App>(`/wps/promotions/${cashPromo}/application`, { comment: 'another text', requestId });
    expect(replay.body.value).toEqual(first.body.value);
    const again = await m.post(`/wps/promotions/${cashPromo}/application`, { comment: 'again', requestId: rid() });
    expect(again.body.code).toBe('ALREADY_JOINED');
    expect((await m.get<App>(`/wps/promotions/${cashPromo}/application`)).body.value).toEqual(first.body.value);
    const after = await MECHANIC_HANDLERS.application?.view(t.app, (await promotionById(t.app.db, cashPromo)) as never, m.id, Date.now());
    expect(after?.state).toBe('applying');
  });

  it('refuses bad comments, unknown promotions, another mechanic, not started, ended and outside the audience', async () => {
    const m = await signedIn(t);
    const post = (id: number, comment: string) => m.post(`/wps/promotions/${id}/application`, { comment, requestId: rid() });
    expect((await post(cashPromo, 'x'.repeat(141))).body.code).toBe('VALIDATION_ERROR');
    expect((await post(cashPromo, '   ')).body.code).toBe('VALIDATION_ERROR');
    // 140 Bengali characters are 140, whatever their bytes.
    const bengali = 'জ'.repeat(140);
    expect((await post(cashPromo, bengali)).body.value).toMatchObject({ comment: bengali });
    expect((await post(999_999, 'hello')).body.code).toBe('NOT_FOUND');
    const other = await insertPromotion(t.app.db, 'mission', { period: 'daily', tasks: [{ id: 'a', kind: 'rounds', target: 1, reward: 100 }] });
    expect((await post(other, 'hello')).body.code).toBe('NOT_FOUND');
    const later = await insertPromotion(t.app.db, 'application', { amount: 100, rules: null }, { startsAt: Date.now() + HOUR });
    expect((await post(later, 'hello')).body.code).toBe('PROMOTION_NOT_STARTED');
    const ended = await insertPromotion(t.app.db, 'application', { amount: 100, rules: null }, { startsAt: Date.now() - 3 * HOUR, endsAt: Date.now() - HOUR });
    expect((await post(ended, 'hello')).body.code).toBe('PROMOTION_ENDED');
    const vip = await insertPromotion(t.app.db, 'application', { amount: 100, rules: null }, { audience: { kind: 'vip', ranks: [9] } });
    expect((await post(vip, 'hello')).body.code).toBe('NOT_ELIGIBLE');
    const view = await MECHANIC_HANDLERS.application?.view(t.app, (await promotionById(t.app.db, vip)) as never, m.id, Date.now());
    expect(view?.state).toBe('close');
  });

  it('lists applications for staff; approving pays cash once under 30 parallel decisions', async () => {
    const m = await signedIn(t);
    const applied = await m.post<App>(`/wps/promotions/${cashPromo}/application`, { comment: 'Please', requestId: rid() });
    const entryId = applied.body.value.entryId;
    const queue = await listApplications(t.app.db, { state: 'applying', promotionId: cashPromo, pageNo: 1, pageSize: 50 });
    expect(queue.list.find((a) => a.entryId === entryId)).toMatchObject({ memberId: m.id, account: m.account, comment: 'Please', promotionTitle: { bn: 'জন্মদিন', en: 'Birthday' }, state: 'applying', decidedBy: null });
    expect(queue.total).toBeGreaterThanOrEqual(1);
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => decideApplication(t.app, staff, entryId, { approve: true, reason: '' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'INVALID_STATE' });
    expect(await m.balance()).toBe(20_000);
    const mine = await m.get<App>(`/wps/promotions/${cashPromo}/application`);
    expect(mine.body.value).toMatchObject({ state: 'issued', reason: null });
    expect(mine.body.value.decidedAt).toEqual(expect.any(Number));
    const decided = await listApplications(t.app.db, { state: 'issued', promotionId: cashPromo, pageNo: 1, pageSize: 50 });
    expect(decided.list.find((a) => a.entryId === entryId)).toMatchObject({ state: 'issued', decidedBy: staff.id });
    await expect(decideApplication(t.app, staff, entryId, { approve: false, reason: 'late' })).rejects.toMatchObject({ code: 'INVALID_STATE' });
    await expect(decideApplication(t.app, staff, 999_999, { approve: true, reason: '' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('pays a bonus under the promotion’s rules, and rejects only with a reason', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const ra = await a.post<App>(`/wps/promotions/${bonusPromo}/application`, { comment: 'A', requestId: rid() });
    const ea = ra.body.value.entryId;
    const eb = (await b.post<App>(`/wps/promotions/${bonusPromo}/application`, { comment: 'B', requestId: rid() })).body.value.entryId;
    const item = await decideApplication(t.app, staff, ea, { approve: true, reason: 'Welcome' });
    expect(item).toMatchObject({ state: 'issued', reason: 'Welcome', decidedBy: staff.id });
    const bonus = await t.app.db.selectFrom('member_bonuses').selectAll().where('member_id', '=', a.id).executeTakeFirstOrThrow();
    expect({ amount: Number(bonus.amount), required: Number(bonus.wagering_required), maxBet: Number(bonus.max_bet) }).toEqual({ amount: 50_000, required: 250_000, maxBet: 50_000 });
    expect(await a.balance()).toBe(0);
    await expect(decideApplication(t.app, staff, eb, { approve: false, reason: '  ' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await decideApplication(t.app, staff, eb, { approve: false, reason: 'Birthday not in this month' });
    expect((await b.get<App>(`/wps/promotions/${bonusPromo}/application`)).body.value).toMatchObject({ state: 'rejected', reason: 'Birthday not in this month' });
    const view = await MECHANIC_HANDLERS.application?.view(t.app, (await promotionById(t.app.db, bonusPromo)) as never, b.id, Date.now());
    expect(view?.state).toBe('rejected');
    expect(await b.balance()).toBe(0);
    const rejected = await listApplications(t.app.db, { state: 'rejected', pageNo: 1, pageSize: 1 });
    expect(rejected.list).toHaveLength(1);
    expect(rejected.total).toBeGreaterThanOrEqual(1);
  });
});
