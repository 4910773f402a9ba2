import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, insertGame, insertVendor } from '#fixtures/factories.ts';
import { grantBonus } from '#server/cashier/bonuses.ts';
import { catalogueChanged } from '#server/games/catalogue.ts';
import { approveWithdrawal } from '#server/cashier/withdrawals.ts';
import { setSetting } from '#server/system/settings.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, login } from '../fixtures/auth.ts';
import { callback, launch } from '../fixtures/provider.ts';
import { signedIn } from '../fixtures/member.ts';

describe.each(DIALECTS)('responsible gambling and records on %s', (dialect) => {
  let t: TestApp;
  let gameId = 0;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    await insertVendor(t.app.db, { code: 'RG_VENDOR', category: 'RNG', wallet_secret: 'rg-secret' });
    gameId = await insertGame(t.app.db, { vendor: 'RG_VENDOR', code: 'rg-slot', category: 'RNG' });
  });
  afterAll(() => t.close());

  it('a time-out starts at once: every session ends, a pending withdrawal still completes', async () => {
    const m = await signedIn(t, { realName: 'Nusrat Jahan' });
    await fundMember(t.app.db, m.id, 300_000);
    await m.post('/wps/member/paymentPassword', { currentPassword: m.password, paymentPassword: '135790', confirmPaymentPassword: '135790' });
    const acc = await m.post<{ id: number }>('/wps/cashier/bankAccounts', { bankName: 'BD Bank', accountNumber: '99887766', holderName: 'Nusrat Jahan', paymentPassword: '135790' });
    await t.app.db.updateTable('bank_accounts').set({ created_at: 0 }).execute();
    await t.app.db.updateTable('member_ips').set({ first_seen: 0 }).where('member_id', '=', m.id).execute();
    const w = await m.post<{ id: number }>('/wps/cashier/withdrawals', { bankAccountId: acc.body.value.id, amount: 100_000, paymentPassword: '135790' });
    expect(w.status).toBe(200);
    expect((await m.post('/wps/rg/exclusion', { kind: 'time_out', days: 7, password: 'wrong' })).body.code).toBe('INVALID_PASSWORD');
    expect((await m.post('/wps/rg/exclusion', { kind: 'time_out', days: 3, password: m.password })).body.code).toBe('VALIDATION_ERROR');
    const out = await m.post<{ kind: string; until: number }>('/wps/rg/exclusion', { kind: 'time_out', days: 7, password: m.password });
    expect(out.body.value.kind).toBe('time_out');
    expect(out.body.value.until).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect((await m.get('/wps/member/info')).status).toBe(401);
    expect(await approveWithdrawal(t.app, w.body.value.id)).toBe(true);
  });

  it('a timed-out member signs in to a clear message with the end date: may withdraw, read records and reach support, may not deposit, play or take promotions', async () => {
    const m = await signedIn(t, { realName: 'Farhana Akter' });
    await fundMember(t.app.db, m.id, 300_000);
    await m.post('/wps/member/paymentPassword', { currentPassword: m.password, paymentPassword: '246810', confirmPaymentPassword: '246810' });
    const acc = await m.post<{ id: number }>('/wps/cashier/bankAccounts', { bankName: 'BD Bank', accountNumber: '11223344', holderName: 'Farhana Akter', paymentPassword: '246810' });
    await t.app.db.updateTable('bank_accounts').set({ created_at: 0 }).where('member_id', '=', m.id).execute();
    await t.app.db.updateTable('member_ips').set({ first_seen: 0 }).where('member_id', '=', m.id).execute();
    const channel = (await m.get<{ id: number; code: string }[]>('/wps/cashier/channels')).body.value[0];
    const out = await m.post<{ until: number }>('/wps/rg/exclusion', { kind: 'time_out', days: 7, password: m.password });
    const again = await login(t, m.account, m.password, { ip: m.ip });
    expect(again.status).toBe(200);
    const value = again.json.value as unknown as { exclusion: { kind: string; until: number } };
    expect(value.exclusion).toEqual({ kind: 'time_out', until: out.body.value.until });
    const as = (path: string, body?: unknown) =>
      t.request(path, body === undefined ? { headers: { cookie: again.cookie, 'x-forwarded-for': m.ip } } : { method: 'POST', headers: browser(m.ip, again.cookie), body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string; value: unknown } }));
    // Open: records, profit and loss, the exclusion itself, a withdrawal of the balance.
    expect((await as('/wps/cashier/records')).status).toBe(200);
    expect((await as('/wps/cashier/profit')).status).toBe(200);
    expect((await as('/wps/rg/exclusion')).body.value).toEqual({ kind: 'time_out', until: out.body.value.until });
    const w = await as('/wps/cashier/withdrawals', { bankAccountId: acc.body.value.id, amount: 100_000, paymentPassword: '246810' });
    expect(w.status).toBe(200);
    // Closed: a deposit, a game (real or trial), a promotion.
    const dep = await as('/wps/cashier/deposits', { channelId: channel?.id, amount: 50_000, reference: 'TRX-1' });
    expect(dep.status).toBe(403);
    expect(dep.body.code).toBe('ACCOUNT_EXCLUDED');
    for (const trial of [false, true]) {
      const game = await as('/wps/game/launchGame', { gameId, language: 'en', trial });
      expect(game.body.code).toBe('ACCOUNT_EXCLUDED');
    }
    // A game under maintenance offers other games to others; not to a member on a break.
    await t.app.db.updateTable('games').set({ status: 1 }).where('id', '=', gameId).execute();
    catalogueChanged();
    const down = await as('/wps/game/launchGame', { gameId, language: 'en', trial: false });
    await t.app.db.updateTable('games').set({ status: 0 }).where('id', '=', gameId).execute();
    catalogueChanged();
    expect(down.body.code).toBe('ACCOUNT_EXCLUDED');
    expect(await t.app.db.selectFrom('provider_sessions').select('token_hash').where('member_id', '=', m.id).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('deposits').select('id').where('member_id', '=', m.id).execute()).toEqual([]);
    await expect(grantBonus(t.app, { account: m.account, amount: 10_000, wageringMultiple: 5, reason: 'welcome' })).rejects.toMatchObject({ code: 'ACCOUNT_EXCLUDED' });
  });

  it('self-exclusion is at least six months, or permanent', async () => {
    const m = await signedIn(t);
    expect((await m.post('/wps/rg/exclusion', { kind: 'self_exclusion', months: 3, password: m.password })).body.code).toBe('VALIDATION_ERROR');
    const res = await m.post<{ until: number | null }>('/wps/rg/exclusion', { kind: 'self_exclusion', months: 'permanent', password: m.password });
    expect(res.body.value.until).toBeNull();
    expect((await login(t, m.account, m.password, { ip: m.ip })).json.value).toMatchObject({ exclusion: { kind: 'self_exclusion', until: null } });
  });

  it('reminds with time played and the net result at the chosen interval', async () => {
    const m = await signedIn(t);
    expect((await m.post('/wps/rg/realityCheck', { minutes: 5 })).body.code).toBe('VALIDATION_ERROR');
    const set = await m.post<{ intervalMinutes: number; playedMinutes: number; net: number }>('/wps/rg/realityCheck', { minutes: 30 });
    expect(set.body.value).toMatchObject({ intervalMinutes: 30, playedMinutes: 0, net: 0 });
  });

  it('the reality check shows this session: time played, rounds, staked, won and the net result', async () => {
    const m = await signedIn(t);
    await fundMember(t.app.db, m.id, 100_000);
    const { token, cookie } = await launch(t, m.account, m.password, gameId, false, m.ip);
    for (const [i, [stake, win]] of [[1_000, 0], [2_000, 5_000], [500, 0]].entries()) {
      await callback(t, 'RG_VENDOR', 'debit', { txnId: `rc-d${i}`, token, player: m.account, roundId: `rc-r${i}`, amount: stake, currency: 'BDT' });
      await callback(t, 'RG_VENDOR', 'credit', { txnId: `rc-c${i}`, token, player: m.account, roundId: `rc-r${i}`, amount: win, currency: 'BDT' });
    }
    // The launch's own login session: it began when that login did.
    await t.app.db.updateTable('sessions').set({ created_at: Date.now() - 25 * 60_000 }).where('member_id', '=', m.id).execute();
    const res = await t.request('/wps/rg/realityCheck', { headers: { cookie, 'x-forwarded-for': m.ip } });
    const value = ((await res.json()) as { value: Record<string, number> }).value;
    expect(value).toMatchObject({ playedMinutes: 25, rounds: 3, staked: 3_500, won: 5_000, net: 1_500 });
  });

  it('personal profit and loss per day and category equals what the ledger moved for the bets', async () => {
    const m = await signedIn(t);
    await fundMember(t.app.db, m.id, 1_000_000);
    const { token } = await launch(t, m.account, m.password, gameId, false, m.ip);
    let expected = 0;
    for (let i = 0; i < 30; i++) {
      const stake = 1_000 + i * 37;
      const win = i % 3 === 0 ? stake * 2 : 0;
      await callback(t, 'RG_VENDOR', 'debit', { txnId: `pl-d${i}`, token, player: m.account, roundId: `pl-r${i}`, amount: stake, currency: 'BDT' });
      await callback(t, 'RG_VENDOR', 'credit', { txnId: `pl-c${i}`, token, player: m.account, roundId: `pl-r${i}`, amount: win, currency: 'BDT' });
      expected += win - stake;
    }
    const profit = await m.get<{ list: { category: string; net: number; bets: number }[]; totals: { net: number; bets: number; validBet: number } }>('/wps/cashier/profit');
    expect(profit.body.value.totals.net).toBe(expected);
    expect(profit.body.value.totals.bets).toBe(30);
    const ledger = await t.app.db
      .selectFrom('postings as p')
      .innerJoin('journal_entries as e', 'e.id', 'p.entry_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select((eb) => eb.fn.sum<number>('p.amount').as('s'))
      .where('a.kind', '=', 'member_cash')
      .where('a.owner_id', '=', m.id)
      .where('e.kind', 'in', ['bet', 'win', 'bet_rollback'])
      .executeTakeFirstOrThrow();
    expect(Number(ledger.s)).toBe(profit.body.value.totals.net);
    expect(await m.balance()).toBe(1_000_000 + expected);
  });
  it('deposit limits (RTS 12): a decrease applies at once, an increase only 24 hours later and after a confirmation, once', async () => {
    const m = await signedIn(t);
    type Limit = { period: string; amount: number | null; pending: { amount: number | null; from: number } | null };
    const day = (list: Limit[]) => list.find((l) => l.period === 'day');
    expect(day((await m.post<Limit[]>('/wps/rg/limits', { period: 'day', amount: 100_000 })).body.value)?.amount).toBe(100_000);
    expect(day((await m.post<Limit[]>('/wps/rg/limits', { period: 'day', amount: 50_000 })).body.value)).toMatchObject({ amount: 50_000, pending: null });
    const asked = Date.now();
    const up = day((await m.post<Limit[]>('/wps/rg/limits', { period: 'day', amount: 200_000 })).body.value);
    expect(up?.amount).toBe(50_000);
    expect(up?.pending?.amount).toBe(200_000);
    expect(up?.pending?.from).toBeGreaterThanOrEqual(asked + 24 * 3_600_000);
    expect((await m.post('/wps/rg/limits/confirm', { period: 'day' })).body.code).toBe('VALIDATION_ERROR');
    const channel = (await m.get<{ id: number }[]>('/wps/cashier/channels')).body.value[0];
    expect((await m.post('/wps/cashier/deposits', { channelId: channel?.id, amount: 60_000, reference: 'TRX-L1' })).body.code).toBe('DEPOSIT_LIMIT_REACHED');
    // 24 hours later: 30 confirmations at once apply the increase exactly once.
    await t.app.db.updateTable('deposit_limits').set({ pending_from: Date.now() - 1 }).where('member_id', '=', m.id).execute();
    const confirms = await Promise.all(Array.from({ length: 30 }, () => m.post<Limit[]>('/wps/rg/limits/confirm', { period: 'day' })));
    expect(confirms.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of confirms) if (r.status !== 200) expect(r.body.code).toBe('VALIDATION_ERROR');
    expect(day((await m.get<Limit[]>('/wps/rg/limits')).body.value)).toMatchObject({ amount: 200_000, pending: null });
    // A decrease after that is at once again, and clears nothing else.
    expect(day((await m.post<Limit[]>('/wps/rg/limits', { period: 'day', amount: 10_000 })).body.value)?.amount).toBe(10_000);
  });

  it('lists real helplines, the merchant country first, and the operator can change them; bad settings are refused', async () => {
    const res = await t.request('/wps/rg/helplines');
    const body = (await res.json()) as { value: { country: string; lines: { country: string; name: string; phone: string | null; url: string }[] } };
    expect(body.value.country).toBe('BD');
    expect(body.value.lines[0]).toMatchObject({ country: 'BD', name: 'Kaan Pete Roi', url: 'https://kaanpeteroi.org' });
    expect(body.value.lines.find((l) => l.country === 'GB')).toMatchObject({ phone: '0808 8020 133', url: 'https://www.gamcare.org.uk' });
    await expect(setSetting(t.app.db, 'helplines', { country: 'BD', lines: [{ country: 'GB', name: 'X', phone: 'call me', url: 'https://example.org', hours: null }] })).rejects.toMatchObject({ code: 'INVALID_SETTING' });
    const gb = { country: 'GB', lines: [...body.value.lines.map((l) => ({ ...l, hours: null }))] };
    await setSetting(t.app.db, 'helplines', gb);
    const after = (await (await t.request('/wps/rg/helplines')).json()) as typeof body;
    expect(after.value.lines[0]?.country).toBe('GB');
  });
});
