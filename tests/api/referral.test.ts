import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChannel, insertMember } from '#fixtures/factories.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { runReferrals } from '#server/loyalty/referral-friends.ts';
import { loadSettings, setSetting } from '#server/system/index.ts';
import type { ReferralPage } from '#lib/contracts/referral.ts';
import type { HeldReferral, StaffReferral } from '#lib/contracts/backoffice-referrals.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, type Envelope, login, sealed, solveSlider } from '../fixtures/auth.ts';
import { signedIn } from '../fixtures/member.ts';
import { addRollup } from '../fixtures/rebates.ts';
import { signedInStaff } from '../fixtures/staff.ts';

const DAY = 86_400_000;
const RULE = { minDeposit: 500_00, minValidBet: 2_000_00, days: 30, reward: 100_00, rewardTurnover: 0 };
type Member = Awaited<ReturnType<typeof signedIn>>;

describe.each(DIALECTS)('invite friends on %s', (dialect) => {
  let t: TestApp;
  let channelId: number;
  let staff: Record<string, string>;
  let seq = 0;

  const page = async (m: Member) => (await m.get<ReferralPage>('/wps/referral')).body.value;
  const run = (now = Date.now()) => runReferrals(t.app, now);
  const stateOf = async (friendId: number) => (await t.app.db.selectFrom('referrals').selectAll().where('friend_id', '=', friendId).executeTakeFirst()) ?? null;
  const setRule = async (over: Partial<typeof RULE> = {}) => setSetting(t.app.db, 'loyalty', { ...(await loadSettings(t.app.db)).loyalty, referral: { ...RULE, ...over } });
  const setSwitch = async (on: boolean) => setSetting(t.app.db, 'switches', { ...(await loadSettings(t.app.db)).switches, referral: on });
  const deposit = (memberId: number, amount: number, at = Date.now()) =>
    t.app.db.insertInto('deposits').values({ member_id: memberId, channel_id: channelId, amount, fee: 0, status: 'credited', reference: null, receipt_upload_id: null, note: null, created_at: at, decided_at: at }).execute();
  const bet = (memberId: number, valid: number, at = Date.now()) => addRollup(t.app.db, memberId, 'RNG', at, { stake: valid, valid, payout: 0 });
  const cashOf = async (memberId: number) => {
    const row = await t.app.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'member_cash').where('owner_id', '=', memberId).executeTakeFirst();
    return Number(row?.balance ?? 0);
  };
  const referralCost = async () => {
    const rows = await t.app.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'loyalty_cost').where('ref', '=', 'referral').execute();
    return rows.reduce((s, r) => s + Number(r.balance), 0);
  };

  /** A referrer with a code and a friend attached to it (the friend named the code at registration). */
  async function pair(): Promise<{ referrer: Member; friend: Member; code: string }> {
    const referrer = await signedIn(t);
    const { code } = await page(referrer);
    const friend = await signedIn(t);
    await t.app.db.updateTable('members').set({ referrer: code.toLowerCase() }).where('id', '=', friend.id).execute();
    await run();
    return { referrer, friend, code };
  }

  /** Deposits and valid bet that meet the rule. */
  const qualify = async (friendId: number) => {
    await deposit(friendId, RULE.minDeposit);
    await bet(friendId, RULE.minValidBet);
  };

  const decide = async (friendId: number | string, body: unknown, headers = staff) => {
    const res = await t.request(`/backoffice/api/loyalty/referrals/${friendId}/decide`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Envelope<StaffReferral> };
  };
  const staffGet = async <T>(path: string, headers = staff) => {
    const res = await t.request(path, { headers });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  };

  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    channelId = await insertChannel(t.app.db);
    await setRule();
    staff = (await signedInStaff(t, 'risk')).headers;
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('gives each member one short, unambiguous code on first view, with its link, QR code and the rules', async () => {
    const m = await signedIn(t);
    const views = await Promise.all(Array.from({ length: 20 }, () => m.get<ReferralPage>('/wps/referral')));
    expect(views.every((v) => v.status === 200)).toBe(true);
    const codes = new Set(views.map((v) => v.body.value.code));
    expect(codes.size).toBe(1);
    const p = views[0]?.body.value as ReferralPage;
    expect(p.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(p.link).toBe(`http://localhost/register?ref=${p.code}`);
    expect(p.qr).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(p.rules).toEqual(RULE);
    expect(p.friends).toEqual([]);
    expect(p.totals).toMatchObject({ invited: 0, earned: 0 });
    expect(await t.app.db.selectFrom('referral_codes').select('code').where('member_id', '=', m.id).execute()).toHaveLength(1);
    const other = await signedIn(t);
    expect((await page(other)).code).not.toBe(p.code);
  });

  it('attaches a friend who registered with the code (any case), once, and shows them masked', async () => {
    const referrer = await signedIn(t);
    const { code } = await page(referrer);
    const account = `frnd${dialect.slice(0, 2)}${++seq}x`;
    const res = await t.request('/wps/member/register', {
      method: 'PUT',
      headers: browser('100.64.9.9'),
      body: await sealed(t, { agree: true, login: true, registerMethod: 'WEB', registerUrl: 'http://localhost/register', slider: await solveSlider(t), username: account, password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42', referralCode: ` ${code.toLowerCase()} ` }),
    });
    expect(res.status).toBe(200);
    const friend = await t.app.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow();
    // Not a code: attached to nobody.
    const stranger = await insertMember(t.app.db);
    await t.app.db.updateTable('members').set({ referrer: 'NOPE' }).where('id', '=', stranger.id).execute();
    await Promise.all(Array.from({ length: 10 }, () => run()));
    expect(await stateOf(friend.id)).toMatchObject({ referrer_id: referrer.id, state: 'registered', reward: 0 });
    expect(await stateOf(stranger.id)).toBeNull();
    const p = await page(referrer);
    expect(p.friends).toEqual([{ account: `${account.slice(0, 2)}***${account.slice(-1)}`, state: 'registered', registeredAt: expect.any(Number), depositedAt: null, qualifiedAt: null, reward: 0 }]);
    expect(p.totals.invited).toBe(1);
  });

  it('moves a friend on: deposited, then qualified and paid in cash once, however many job runs race', async () => {
    const { referrer, friend } = await pair();
    await deposit(friend.id, 100_00);
    await run();
    expect(await stateOf(friend.id)).toMatchObject({ state: 'deposited', deposited_at: expect.any(Number) });
    await deposit(friend.id, RULE.minDeposit - 100_00);
    await bet(friend.id, RULE.minValidBet - 1);
    await run();
    expect((await stateOf(friend.id))?.state).toBe('deposited');
    const costBefore = await referralCost();
    await bet(friend.id, 1);
    const results = await Promise.all(Array.from({ length: 30 }, () => run()));
    expect(results.some((n) => n > 0)).toBe(true);
    expect(await stateOf(friend.id)).toMatchObject({ state: 'rewarded', reward: RULE.reward, qualified_at: expect.any(Number) });
    expect(await cashOf(referrer.id)).toBe(RULE.reward);
    expect(await referralCost()).toBe(costBefore - RULE.reward);
    const entries = await t.app.db.selectFrom('journal_entries').select('id').where('idempotency_key', '=', `referral:${friend.id}`).execute();
    expect(entries).toHaveLength(1);
    await run();
    expect(await cashOf(referrer.id)).toBe(RULE.reward);
    const p = await page(referrer);
    expect(p.friends[0]).toMatchObject({ state: 'rewarded', reward: RULE.reward });
    expect(p.totals).toMatchObject({ invited: 1, qualified: 1, rewarded: 1, earned: RULE.reward, pending: 0 });
  });

  it('pays into the bonus wallet with the turnover when the operator sets one', async () => {
    await setRule({ rewardTurnover: 3 });
    try {
      const { referrer, friend } = await pair();
      await qualify(friend.id);
      await Promise.all(Array.from({ length: 5 }, () => run()));
      const bonuses = await t.app.db.selectFrom('member_bonuses').selectAll().where('member_id', '=', referrer.id).execute();
      expect(bonuses).toHaveLength(1);
      expect(bonuses[0]).toMatchObject({ source_key: `referral:${friend.id}`, amount: RULE.reward, wagering_required: RULE.reward * 3 });
      expect(await cashOf(referrer.id)).toBe(0);
    } finally {
      await setRule();
    }
  });

  it('counts only what the friend did within the window and expires them when it closes first', async () => {
    const { friend } = await pair();
    const registered = Date.now() - 40 * DAY;
    await t.app.db.updateTable('referrals').set({ created_at: registered }).where('friend_id', '=', friend.id).execute();
    // Deposits and bets after the window do not count.
    await qualify(friend.id);
    await run();
    expect((await stateOf(friend.id))?.state).toBe('expired');
  });

  it('holds the reward when the friend logged in from the referrer’s device', async () => {
    const { referrer, friend } = await pair();
    await login(t, friend.account, friend.password, { ip: referrer.ip });
    await qualify(friend.id);
    await run();
    expect(await stateOf(friend.id)).toMatchObject({ state: 'held', hold_reason: 'same_device,same_ip' });
    expect(await cashOf(referrer.id)).toBe(0);
  });

  it('holds it for a shared address alone and for a shared bank account', async () => {
    const a = await pair();
    await t.app.db.insertInto('member_ips').values({ member_id: a.friend.id, ip: a.referrer.ip, first_seen: Date.now(), last_seen: Date.now() }).execute();
    const b = await pair();
    const number = `88${String(Date.now()).slice(-8)}${dialect.length}`;
    for (const id of [b.referrer.id, b.friend.id]) {
      await t.app.db.insertInto('bank_accounts').values({ member_id: id, bank_name: 'Sonali', account_number: number, holder_name: 'Same Person', confirmed_at: Date.now(), created_at: Date.now() }).execute();
    }
    await qualify(a.friend.id);
    await qualify(b.friend.id);
    await Promise.all(Array.from({ length: 10 }, () => run()));
    expect(await stateOf(a.friend.id)).toMatchObject({ state: 'held', hold_reason: 'same_ip' });
    expect(await stateOf(b.friend.id)).toMatchObject({ state: 'held', hold_reason: 'same_payment_account' });
    expect((await page(b.referrer)).friends[0]).toMatchObject({ state: 'held', reward: 0 });
    const held = await staffGet<{ list: HeldReferral[] }>('/backoffice/api/loyalty/referrals/held');
    expect(held.status).toBe(200);
    const mine = held.body.value.list.find((r) => r.friendId === b.friend.id);
    expect(mine).toMatchObject({ referrerAccount: b.referrer.account, friendAccount: b.friend.account, holdReasons: ['same_payment_account'], evidence: { bankAccounts: [number], devices: [], ips: [] } });
    expect(held.body.value.list.find((r) => r.friendId === a.friend.id)?.evidence.ips).toEqual([a.referrer.ip]);
  });

  it('staff approve a held reward: paid once however many approvals race, audited', async () => {
    const { referrer, friend } = await pair();
    await login(t, friend.account, friend.password, { ip: referrer.ip });
    await qualify(friend.id);
    await run();
    expect((await stateOf(friend.id))?.state).toBe('held');
    const answers = await Promise.all(Array.from({ length: 30 }, () => decide(friend.id, { approve: true })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.code === 'INVALID_STATE')).toBe(true);
    expect(answers.find((a) => a.status === 200)?.body.value).toMatchObject({ state: 'rewarded', decidedBy: expect.any(Number) });
    expect(await cashOf(referrer.id)).toBe(RULE.reward);
    await run();
    expect(await cashOf(referrer.id)).toBe(RULE.reward);
    const audits = await t.app.db.selectFrom('audit_log').select(['action', 'target_id']).where('action', '=', 'referral.reward.approve').where('target_id', '=', String(friend.id)).execute();
    expect(audits).toHaveLength(1);
  });

  it('staff reject a held reward with a reason; nothing is paid, and a rejection without a reason changes nothing', async () => {
    const { referrer, friend } = await pair();
    await login(t, friend.account, friend.password, { ip: referrer.ip });
    await qualify(friend.id);
    await run();
    const noReason = await decide(friend.id, { approve: false, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe('VALIDATION_ERROR');
    expect((await stateOf(friend.id))?.state).toBe('held');
    const ok = await decide(friend.id, { approve: false, reason: 'same household, one person' });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ state: 'rejected', reason: 'same household, one person' });
    expect((await decide(friend.id, { approve: true })).body.code).toBe('INVALID_STATE');
    await run();
    expect(await cashOf(referrer.id)).toBe(0);
    const list = await staffGet<{ list: StaffReferral[]; total: number }>(`/backoffice/api/loyalty/referrals?state=rejected&account=${referrer.account}`);
    expect(list.body.value).toMatchObject({ total: 1, list: [{ friendId: friend.id, state: 'rejected' }] });
  });

  it('refuses bad input and staff without the permission, changing nothing', async () => {
    expect((await decide(987_654_321, { approve: true })).status).toBe(404);
    expect((await decide('abc', { approve: true })).body.code).toBe('VALIDATION_ERROR');
    expect((await decide(1, { approve: 'yes' })).body.code).toBe('VALIDATION_ERROR');
    expect((await decide(1, { approve: false, reason: 'x'.repeat(301) })).body.code).toBe('VALIDATION_ERROR');
    expect((await staffGet('/backoffice/api/loyalty/referrals?state=paid')).body.code).toBe('VALIDATION_ERROR');
    expect((await staffGet('/backoffice/api/loyalty/referrals?pageSize=1000')).body.code).toBe('VALIDATION_ERROR');
    const { friend } = await pair();
    expect((await decide(friend.id, { approve: true })).body.code).toBe('INVALID_STATE');
    expect((await stateOf(friend.id))?.state).toBe('registered');
    const finance = (await signedInStaff(t, 'finance', '203.0.113.78')).headers;
    expect((await decide(friend.id, { approve: true }, finance)).status).toBe(403);
    expect((await staffGet('/backoffice/api/loyalty/referrals/held', finance)).status).toBe(403);
    expect((await staffGet('/backoffice/api/loyalty/referrals', finance)).status).toBe(200);
    const anonymous = await t.request('/wps/referral');
    expect(anonymous.status).toBe(401);
  });

  it('answers REFERRAL_OFF and attaches nobody while the switch is off', async () => {
    const referrer = await signedIn(t);
    const { code } = await page(referrer);
    await setSwitch(false);
    try {
      const off = await referrer.get('/wps/referral');
      expect(off.status).toBe(403);
      expect(off.body.code).toBe('REFERRAL_OFF');
      const friend = await insertMember(t.app.db);
      await t.app.db.updateTable('members').set({ referrer: code }).where('id', '=', friend.id).execute();
      expect(await run()).toBe(0);
      expect(await stateOf(friend.id)).toBeNull();
      await setSwitch(true);
      await run();
      expect((await stateOf(friend.id))?.state).toBe('registered');
    } finally {
      await setSwitch(true);
    }
  });
});
