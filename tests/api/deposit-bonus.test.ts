import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditDeposit } from '#server/cashier/index.ts';
import { checkLedger } from '#server/ledger/index.ts';
import { depositBonusHandler } from '#server/promotions/deposit-bonus-view.ts';
import { type Promotion, promotionById } from '#server/promotions/index.ts';
import { DEFAULT_CONTRIBUTIONS, type MechanicParams } from '#lib/contracts/promotion-model.ts';
import { insertPromotion } from '#fixtures/factories.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { latestCode } from '../fixtures/auth.ts';
import { signedIn } from '../fixtures/member.ts';

const DAY = 86_400_000;
type Member = Awaited<ReturnType<typeof signedIn>>;
type Bonus = { id: number; promotionId: number; title: string | null; amount: number; balance: number; wagered: number; required: number; maxBet: number; state: string; closedAmount: number | null; contributions: Record<string, number> };

const rules = { wageringMultiple: 10, contributions: DEFAULT_CONTRIBUTIONS, maxBet: 500_00, expiryDays: 14 };
const params = (o: Partial<MechanicParams['depositBonus']> = {}): MechanicParams['depositBonus'] => ({ matchPct: 100, cap: 5_000_00, minDeposit: 500_00, deposit: 'first', per: 'once', rules, ...o });

describe.each(DIALECTS)('deposit bonus on %s', (dialect) => {
  let t: TestApp;
  let bank = 0;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    const m = await signedIn(t);
    bank = (await m.get<{ id: number; code: string }[]>('/wps/cashier/channels')).body.value.find((c) => c.code === 'BANK_TRANSFER')?.id ?? 0;
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  /** A bank transfer the operator credits; answers the deposit id. */
  async function deposit(m: Member, amount: number): Promise<number> {
    const req = await m.post<{ id: number }>('/wps/cashier/deposits', { channelId: bank, amount, reference: 'TRX-1' });
    expect(req.status).toBe(200);
    await creditDeposit(t.app, req.body.value.id, 'operator');
    return req.body.value.id;
  }
  const bonuses = async (m: Member, lang = 'en') => (await m.get<Bonus[]>(`/wps/bonus/list?language=${lang}`)).body.value;
  const optIn = (m: Member, id: number) => m.post<{ promotionId: number; periodKey: string; state: string; joinedAt: number }>(`/wps/promotions/${id}/opt-in`, {});
  const entries = async (memberId: number) => (await t.app.db.selectFrom('promotion_entries').select(['promotion_id', 'state']).where('member_id', '=', memberId).execute()).length;
  const view = async (id: number, memberId: number) => depositBonusHandler.view(t.app, (await promotionById(t.app.db, id)) as Promotion<'depositBonus'>, memberId, Date.now());

  it('refuses an opt-in to an unknown, draft, other, unstarted or ended promotion, or outside its audience, and changes nothing', async () => {
    const m = await signedIn(t);
    const now = Date.now();
    const cases: [number, string][] = [
      [987_654, 'NOT_FOUND'],
      [await insertPromotion(t.app.db, 'depositBonus', params(), { status: 'draft' }), 'NOT_FOUND'],
      [await insertPromotion(t.app.db, 'application', { amount: 100_00, rules: null }), 'NOT_FOUND'],
      [await insertPromotion(t.app.db, 'depositBonus', params(), { startsAt: now + DAY, endsAt: now + 2 * DAY }), 'PROMOTION_NOT_STARTED'],
      [await insertPromotion(t.app.db, 'depositBonus', params(), { startsAt: now - 2 * DAY, endsAt: now - DAY }), 'PROMOTION_ENDED'],
      [await insertPromotion(t.app.db, 'depositBonus', params(), { status: 'ended' }), 'PROMOTION_ENDED'],
      [await insertPromotion(t.app.db, 'depositBonus', params(), { audience: { kind: 'vip', ranks: [9] } }), 'NOT_ELIGIBLE'],
    ];
    for (const [id, code] of cases) expect((await optIn(m, id)).body.code, `promotion ${id}`).toBe(code);
    expect((await m.post('/wps/promotions/abc/opt-in', {})).body.code).toBe('VALIDATION_ERROR');
    expect(await entries(m.id)).toBe(0);
    await deposit(m, 1_000_00);
    expect(await bonuses(m)).toEqual([]);
  });

  it('a first-deposit bonus: 50 parallel opt-ins make one entry, the first deposit issues 100% up to the cap, once', async () => {
    const m = await signedIn(t);
    const id = await insertPromotion(t.app.db, 'depositBonus', params({ cap: 800_00 }), { audience: { kind: 'new', days: 30 }, title: { bn: 'স্বাগতম বোনাস', en: 'Welcome bonus' } });
    expect(await view(id, m.id)).toEqual({ state: 'join', actionable: true, progress: null });
    const answers = await Promise.all(Array.from({ length: 50 }, () => optIn(m, id)));
    expect(answers.every((a) => a.status === 200 && a.body.value.state === 'joined' && a.body.value.periodKey === '')).toBe(true);
    expect(new Set(answers.map((a) => a.body.value.joinedAt)).size).toBe(1);
    expect(await entries(m.id)).toBe(1);
    expect(await view(id, m.id)).toMatchObject({ state: 'joined', actionable: false });

    const depositId = await deposit(m, 1_000_00);
    // The same deposit credited again, even in parallel, issues nothing more.
    const again = await Promise.all(Array.from({ length: 10 }, () => creditDeposit(t.app, depositId, 'operator')));
    expect(again.filter((r) => r.credited)).toHaveLength(0);
    const list = await bonuses(m);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ promotionId: id, title: 'Welcome bonus', amount: 800_00, balance: 800_00, wagered: 0, required: 8_000_00, maxBet: 500_00, state: 'active', closedAmount: null });
    expect(list[0]?.contributions).toMatchObject({ RNG: 100, LIVE: 10 });
    expect((await bonuses(m, 'bn'))[0]?.title).toBe('স্বাগতম বোনাস');
    expect(await view(id, m.id)).toEqual({ state: 'process', actionable: false, progress: { current: 0, target: 8_000_00, unit: 'minor' } });
    expect((await optIn(m, id)).body.value.state).toBe('process');

    await deposit(m, 1_000_00);
    expect(await bonuses(m)).toHaveLength(1);
    // Once deposited, a first-deposit bonus is closed to this member.
    const other = await insertPromotion(t.app.db, 'depositBonus', params());
    expect((await optIn(m, other)).body.code).toBe('NOT_ELIGIBLE');
    expect(await view(other, m.id)).toMatchObject({ state: 'close' });
  });

  it('a reload bonus skips the first deposit and one under the minimum, then pays on a later one', async () => {
    const m = await signedIn(t);
    const id = await insertPromotion(t.app.db, 'depositBonus', params({ deposit: 'reload', matchPct: 50, minDeposit: 1_000_00, per: 'weekly' }));
    expect((await optIn(m, id)).body.value.periodKey).toMatch(/^\d{4}-\d{2}-\d{2} 00:00/);
    await deposit(m, 2_000_00);
    await deposit(m, 999_00);
    expect(await bonuses(m)).toEqual([]);
    expect(await view(id, m.id)).toMatchObject({ state: 'joined' });
    await deposit(m, 1_500_00);
    expect((await bonuses(m)).map((b) => b.amount)).toEqual([750_00]);
  });

  it('one bonus per period, and none while another bonus is active', async () => {
    const m = await signedIn(t);
    const daily = await insertPromotion(t.app.db, 'depositBonus', params({ deposit: 'reload', per: 'daily', matchPct: 10 }));
    const other = await insertPromotion(t.app.db, 'depositBonus', params({ deposit: 'reload', per: 'once', matchPct: 20 }));
    await deposit(m, 1_000_00);
    await optIn(m, daily);
    await deposit(m, 1_000_00);
    const [first] = await bonuses(m);
    expect(first).toMatchObject({ promotionId: daily, amount: 100_00 });
    // Opted in to another while the first is active: the deposit does not issue a second bonus.
    await optIn(m, other);
    await deposit(m, 1_000_00);
    expect(await bonuses(m)).toHaveLength(1);
    expect(await view(other, m.id)).toMatchObject({ state: 'joined' });

    // Forfeiting frees the wallet: the next deposit pays the waiting opt-in, but never the daily bonus twice.
    const forfeit = await m.post<{ bonusId: number; lost: number; state: string }>('/wps/bonus/forfeit', { bonusId: first?.id });
    expect(forfeit.body.value).toEqual({ bonusId: first?.id, lost: 100_00, state: 'forfeited' });
    expect(await view(daily, m.id)).toMatchObject({ state: 'close' });
    expect((await optIn(m, daily)).body.value.state).toBe('process');
    await deposit(m, 1_000_00);
    const list = await bonuses(m);
    expect(list.map((b) => [b.promotionId, b.amount, b.state])).toEqual([
      [other, 200_00, 'active'],
      [daily, 100_00, 'forfeited'],
    ]);
    expect(list[1]).toMatchObject({ balance: 0, closedAmount: 100_00 });
  });

  it('forfeit: another member’s bonus is NOT_FOUND, 20 parallel forfeits answer the first and cash stays', async () => {
    const m = await signedIn(t);
    const stranger = await signedIn(t);
    const id = await insertPromotion(t.app.db, 'depositBonus', params());
    await optIn(m, id);
    await deposit(m, 600_00);
    const [b] = await bonuses(m);
    expect((await stranger.post('/wps/bonus/forfeit', { bonusId: b?.id })).body.code).toBe('NOT_FOUND');
    expect((await m.post('/wps/bonus/forfeit', { bonusId: 123_456_789 })).body.code).toBe('NOT_FOUND');
    expect((await m.post('/wps/bonus/forfeit', { bonusId: 'x' })).status).toBe(400);
    expect((await bonuses(m))[0]?.state).toBe('active');
    const answers = await Promise.all(Array.from({ length: 20 }, () => m.post<{ lost: number }>('/wps/bonus/forfeit', { bonusId: b?.id })));
    expect(answers.map((a) => a.body.value.lost)).toEqual(Array(20).fill(600_00));
    expect((await bonuses(m))[0]).toMatchObject({ state: 'forfeited', closedAmount: 600_00, balance: 0 });
    expect(await m.balance()).toBe(600_00);
  });

  it('a withdrawal asks about the active bonus before its step-up code is used; confirmed with the same code, it forfeits and withdraws', async () => {
    const m = await signedIn(t, { realName: 'Sadia Islam', mobile: ['880', `18${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`] });
    expect((await m.post('/wps/member/paymentPassword', { currentPassword: m.password, paymentPassword: '482913', confirmPaymentPassword: '482913' })).status).toBe(200);
    const account = await m.post<{ id: number }>('/wps/cashier/bankAccounts', { bankName: 'Meridian Trust Bank', accountNumber: '1234 5678 9012', holderName: 'Sadia Islam', paymentPassword: '482913' });
    const id = await insertPromotion(t.app.db, 'depositBonus', params());
    await optIn(m, id);
    await deposit(m, 700_00);
    const ask = { bankAccountId: account.body.value.id, amount: 500_00, paymentPassword: '482913' };
    expect((await m.post('/wps/cashier/withdrawals', ask)).body.code).toBe('BONUS_ACTIVE');
    expect((await m.post('/wps/cashier/withdrawals', { ...ask, forfeitBonus: true })).body.code).toBe('STEP_UP_REQUIRED');
    await m.post('/wps/cashier/withdrawals/code', { method: 'sms' });
    const member = await t.app.db.selectFrom('members').select(['mobile_country', 'mobile_num']).where('id', '=', m.id).executeTakeFirstOrThrow();
    const code = await latestCode(t, `${member.mobile_country}${member.mobile_num}`);
    const refused = await m.post('/wps/cashier/withdrawals', { ...ask, method: 'sms', code });
    expect(refused.body).toMatchObject({ code: 'BONUS_ACTIVE', lost: 700_00 });
    expect((await bonuses(m))[0]?.state).toBe('active');
    const done = await m.post<{ amount: number }>('/wps/cashier/withdrawals', { ...ask, method: 'sms', code, forfeitBonus: true });
    expect(done.status).toBe(200);
    expect((await bonuses(m))[0]).toMatchObject({ state: 'forfeited', closedAmount: 700_00 });
    expect(await m.balance()).toBe(200_00);
  });
});
