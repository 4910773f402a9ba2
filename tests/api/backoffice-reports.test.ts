import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, insertChannel, insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { writeBets } from '#server/agents/bulk.ts';
import { insertDeposit, insertWithdrawal, quickMember } from '#server/agents/seed-data.ts';
import { creditDeposit, grantBonus } from '#server/cashier/index.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { getSetting, setSetting } from '#server/system/settings.ts';
import { csvRows, minorOf } from '../fixtures/csv.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { callback, launch } from '../fixtures/provider.ts';
import { signedInStaff } from '../fixtures/staff.ts';

const HOUR = 3_600_000;
const ZONE = 'Asia/Dhaka';

interface Envelope<T> {
  success: boolean;
  code?: string;
  value: T;
}
interface Figures {
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  ggr: number;
}
interface Page<R, T> {
  list: R[];
  total: number;
  pageNum: number;
  totalPages: number;
  totals: T;
  currency: string;
}

describe.each(DIALECTS)('back office dashboard and reports on %s (merchant in Asia/Dhaka)', (dialect) => {
  let t: TestApp;
  let analyst: Record<string, string>;
  let marketing: Record<string, string>;
  const V1 = 'BO_SLOTS';
  const V2 = 'BO_LIVE';
  // The range: the hour before this one to two hours on (whole hours, so every bet placed now is in it).
  const hourNow = Math.floor(Date.now() / HOUR) * HOUR;
  const range = { from: hourNow - HOUR, to: hourNow + 2 * HOUR };
  const previous = { from: range.from - 3 * HOUR, to: range.from };
  const q = `from=${range.from}&to=${range.to}`;
  const members: { id: number; account: string; token: string }[] = [];

  const get = async <T>(path: string, headers = analyst) => {
    const res = await t.request(path, { headers });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  };
  /** One value of a SQL query on the test database. */
  const sum = async (text: string, params: unknown[]) => Number((await t.app.reader.get<{ s: unknown }>(text, params))?.s ?? 0);

  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    await setSetting(t.app.db, 'whitelabel', { ...(await getSetting(t.app.db, 'whitelabel')), timeZone: ZONE });
    analyst = (await signedInStaff(t, 'analyst')).headers;
    marketing = (await signedInStaff(t, 'marketing')).headers;
    await insertVendor(t.app.db, { code: V1, category: 'RNG' });
    await insertVendor(t.app.db, { code: V2, category: 'LIVE' });
    const games = [
      await insertGame(t.app.db, { vendor: V1, code: 'bo-slot-a', category: 'RNG', name: 'Slot A', names: { en: 'Slot A', bn: 'স্লট এ' } }),
      await insertGame(t.app.db, { vendor: V1, code: 'bo-slot-b', category: 'RNG', name: 'Slot B' }),
      await insertGame(t.app.db, { vendor: V2, code: 'bo-table', category: 'LIVE', name: 'Table' }),
    ];
    // Three players, each playing each game: stakes and wins through the vendors' wallet callbacks (the ledger).
    const plays = [
      [10_000, 0, 5_000, 12_000, 20_000, 0],
      [3_000, 9_000, 4_000, 0, 50_000, 80_000],
      [7_000, 1_000, 6_000, 6_000, 1_000, 0],
    ];
    for (let i = 0; i < 3; i++) {
      const m = await insertMember(t.app.db);
      await fundMember(t.app.db, m.id, 1_000_000);
      for (let g = 0; g < 3; g++) {
        const vendor = g < 2 ? V1 : V2;
        const { token } = await launch(t, m.account, m.password, games[g] ?? 0);
        const [stake, win] = [plays[i]?.[g * 2] ?? 0, plays[i]?.[g * 2 + 1] ?? 0];
        const round = `${m.account}-${g}`;
        expect((await callback(t, vendor, 'debit', { txnId: `${round}-b`, token, player: m.account, roundId: round, amount: stake, currency: 'BDT' })).status).toBe(200);
        expect((await callback(t, vendor, 'credit', { txnId: `${round}-w`, token, player: m.account, roundId: round, amount: win, currency: 'BDT' })).status).toBe(200);
        if (i === 0 && g === 0) members.push({ id: m.id, account: m.account, token });
      }
      if (i > 0) members.push({ id: m.id, account: m.account, token: '' });
    }
    // A cancelled round: its stake comes back, and it is not a bet.
    const first = members[0];
    if (first) {
      expect((await callback(t, V1, 'debit', { txnId: 'cancel-b', token: first.token, player: first.account, roundId: 'cancel', amount: 2_500, currency: 'BDT' })).status).toBe(200);
      expect((await callback(t, V1, 'rollback', { txnId: 'cancel-r', refTxnId: 'cancel-b', token: first.token, player: first.account, roundId: 'cancel' })).status).toBe(200);
    }
    // The previous period: bets written in bulk three hours before (bets and roll-ups, as the seed does).
    const prevMember = await quickMember(t.app.db, { createdAt: previous.from });
    await t.app.db.transaction().execute((tx) =>
      writeBets(kyselyRunner(tx), [
      { memberId: prevMember, vendor: V1, gameCode: 'bo-slot-a', category: 'RNG', roundId: 'prev-1', stake: 40_000, validBet: 40_000, payout: 10_000, status: 'settled', currency: 'BDT', createdAt: previous.from + HOUR, settledAt: previous.from + HOUR },
      ]),
    );
    // Cashier: deposits credited through the ledger now (one still pending, one rejected), a withdrawal paid.
    await insertChannel(t.app.db, { code: 'BO_BANK', fee_bp: 0 });
    const channelId = Number((await t.app.db.selectFrom('payment_channels').select('id').where('code', '=', 'BO_BANK').executeTakeFirstOrThrow()).id);
    for (const [i, amount] of [123_450, 500_000].entries()) {
      const id = await insertDeposit(t.app.db, { memberId: members[i]?.id ?? 0, amount, status: 'pending', createdAt: Date.now(), decidedAt: null });
      await t.app.db.updateTable('deposits').set({ channel_id: channelId }).where('id', '=', id).execute();
      expect((await creditDeposit(t.app, id, 'test')).credited).toBe(true);
    }
    await insertDeposit(t.app.db, { memberId: members[2]?.id ?? 0, amount: 77_700, status: 'pending', createdAt: Date.now(), decidedAt: null });
    await insertDeposit(t.app.db, { memberId: members[2]?.id ?? 0, amount: 11_100, status: 'rejected', createdAt: Date.now() });
    await insertWithdrawal(t.app.db, { memberId: members[1]?.id ?? 0, amount: 45_000, status: 'paid', createdAt: Date.now() });
    // A bonus with nothing to wager: issued from the staff grants' promotion cost account, cash at once.
    const bonusTo = await t.app.db.selectFrom('members').select('account').where('id', '=', members[1]?.id ?? 0).executeTakeFirstOrThrow();
    await grantBonus(t.app, { account: bonusTo.account, amount: 8_000, wageringMultiple: 0, reason: 'welcome' });
    // An agent's settled wages: one paid, one pending.
    const agent = await quickMember(t.app.db, { isAgent: 2, account: 'boagent01', createdAt: previous.from });
    const contract = await t.app.db
      .insertInto('agent_contracts')
      .values({ kind: 'daily_wage', upline_id: null, downline_id: agent, period: 'daily', terms: '{}', headline_rate: 100, status: 'active', created_at: previous.from, decided_at: previous.from, accepted_at: previous.from, ended_at: null, end_reason: null, termination_requested_by: null, termination_requested_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, status] of (['paid', 'pending'] as const).entries()) {
      await t.app.db
        .insertInto('agent_settlements')
        .values({ contract_id: Number(contract.id), agent_id: agent, kind: 'daily_wage', period_type: 'hourly', period_start: range.from + i * HOUR, period_end: range.from + (i + 1) * HOUR, valid_bet: 100_000, profit: 0, active_members: 3, rate: 100, gross: 1_000, downline_cost: 0, amount: 1_000, status, entry_id: null, created_at: range.from, paid_at: status === 'paid' ? range.from : null })
        .execute();
    }
  }, 60_000);
  // No ledger check at the end: the previous period's bet is written in bulk, as the large seed writes them (no journal entries).
  afterAll(() => t.close());

  /** What the bets table and the ledger say for the range. */
  async function truth(r = range) {
    const bets = await t.app.reader.get<{ n: unknown; s: unknown; v: unknown; p: unknown }>(
      "select sum(case when status = 'rolled_back' then 0 else 1 end) as n, sum(stake) as s, sum(valid_bet) as v, sum(payout) as p from bets where created_at >= ? and created_at < ?",
      [r.from, r.to],
    );
    // The house accounts take the stakes and pay the wins: their postings in the range are GGR.
    const house = await sum("select sum(p.amount) as s from postings p join ledger_accounts a on a.id = p.account_id where a.kind = 'house' and p.created_at >= ? and p.created_at < ?", [r.from, r.to]);
    const deposits = await sum(
      "select sum(p.amount) as s from postings p join journal_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id where e.kind = 'deposit' and e.ref like 'deposit:%' and a.kind = 'member_cash' and p.created_at >= ? and p.created_at < ?",
      [r.from, r.to],
    );
    const bonus = await sum("select sum(p.amount) as s from postings p join ledger_accounts a on a.id = p.account_id where a.kind in ('bonus_expense', 'promotion_cost') and p.created_at >= ? and p.created_at < ?", [r.from, r.to]);
    const stake = Number(bets?.s ?? 0);
    const payout = Number(bets?.p ?? 0);
    return { betCount: Number(bets?.n ?? 0), stake, validBet: Number(bets?.v ?? 0), payout, ggr: stake - payout, house, deposits, bonusCost: -bonus };
  }

  it('the dashboard’s figures equal the bets and the ledger, beside the previous period', async () => {
    const { status, body } = await get<{
      range: { from: number; to: number };
      previous: { from: number; to: number };
      currency: string;
      zone: string;
      metrics: Record<string, { value: number; previous: number }>;
      days: { day: string; ggr: number; stake: number }[];
      categories: { category: string; stake: number; ggr: number; previousStake: number }[];
    }>(`/backoffice/api/dashboard?${q}`);
    expect(status).toBe(200);
    const v = body.value;
    const now = await truth();
    const before = await truth(previous);
    expect(v.range).toEqual(range);
    expect(v.previous).toEqual(previous);
    expect(v.currency).toBe('BDT');
    expect(v.zone).toBe(ZONE);
    expect(now.ggr).toBe(now.house);
    expect(v.metrics['ggr']).toEqual({ value: now.ggr, previous: before.ggr });
    expect(v.metrics['ggr']?.previous).toBe(30_000);
    expect(v.metrics['stake']).toEqual({ value: now.stake, previous: before.stake });
    expect(v.metrics['betCount']).toEqual({ value: 9, previous: 1 });
    expect(v.metrics['bonusCost']).toEqual({ value: 8_000, previous: 0 });
    expect(now.bonusCost).toBe(8_000);
    expect(v.metrics['ngr']?.value).toBe(now.ggr - now.bonusCost);
    expect(v.metrics['deposits']).toEqual({ value: 623_450, previous: 0 });
    expect(now.deposits).toBe(623_450);
    expect(v.metrics['withdrawals']).toEqual({ value: 45_000, previous: 0 });
    expect(v.metrics['activePlayers']).toEqual({ value: 3, previous: 1 });
    expect(v.metrics['firstDeposits']?.value).toBe(2);
    expect(v.metrics['registrations']?.value).toBeGreaterThanOrEqual(3);
    // Days on the merchant's calendar (Dhaka, UTC+6), adding up to the range.
    const dhakaDay = (ms: number) => new Date(ms + 6 * HOUR).toISOString().slice(0, 10);
    expect(v.days.map((d) => d.day)).toEqual([...new Set([range.from, range.from + HOUR, range.from + 2 * HOUR].map(dhakaDay))]);
    expect(v.days.reduce((a, d) => a + d.ggr, 0)).toBe(now.ggr);
    const rng = v.categories.find((c) => c.category === 'RNG');
    expect(rng?.previousStake).toBe(40_000);
    expect(v.categories.reduce((a, c) => a + c.stake, 0)).toBe(now.stake);
  });

  it('GGR by category, vendor, game and day: the totals equal the bets and the ledger', async () => {
    const now = await truth();
    for (const groupBy of ['category', 'vendor', 'game', 'day']) {
      const { status, body } = await get<Page<Figures & { key: string; label: string }, Figures>>(`/backoffice/api/reports/ggr?${q}&groupBy=${groupBy}`);
      expect(status).toBe(200);
      const { totals, list, currency } = body.value;
      expect(currency).toBe('BDT');
      expect(totals).toEqual({ betCount: now.betCount, stake: now.stake, validBet: now.validBet, payout: now.payout, ggr: now.ggr });
      expect(totals.ggr).toBe(now.house);
      expect(list.reduce((a, r) => a + r.ggr, 0)).toBe(now.ggr);
    }
    const games = await get<Page<Figures & { key: string; label: string }, Figures>>(`/backoffice/api/reports/ggr?${q}&groupBy=game&sort=key&order=asc`, { ...analyst, 'x-language': 'bn' });
    expect(games.body.value.list.map((r) => r.key)).toEqual([`${V2}/bo-table`, `${V1}/bo-slot-a`, `${V1}/bo-slot-b`].sort());
    expect(games.body.value.list.find((r) => r.key === `${V1}/bo-slot-a`)?.label).toBe('স্লট এ');
    const vendors = await get<Page<Figures & { key: string }, Figures>>(`/backoffice/api/reports/ggr?${q}&groupBy=vendor&sort=key&order=asc`);
    // V1: stakes 10,000+5,000+3,000+4,000+7,000+6,000 (the cancelled round gives back its 2,500), wins 0+12,000+9,000+0+1,000+6,000.
    expect(vendors.body.value.list.find((r) => r.key === V1)).toMatchObject({ betCount: 6, stake: 35_000, payout: 28_000, ggr: 7_000 });
    expect(vendors.body.value.list.find((r) => r.key === V2)).toMatchObject({ betCount: 3, stake: 71_000, payout: 80_000, ggr: -9_000 });
    const category = await get<Page<Figures & { key: string }, Figures>>(`/backoffice/api/reports/ggr?${q}&groupBy=category&category=LIVE`);
    expect(category.body.value.list.map((r) => r.key)).toEqual(['LIVE']);
    expect(category.body.value.totals.stake).toBe(71_000);
  });

  it('pages and sorts on the server; the totals are every row’s', async () => {
    const all = (await get<Page<Figures & { key: string }, Figures>>(`/backoffice/api/reports/ggr?${q}&groupBy=game&sort=stake&order=asc`)).body.value;
    expect(all.list.map((r) => r.stake)).toEqual([...all.list.map((r) => r.stake)].sort((a, b) => a - b));
    const second = (await get<Page<Figures & { key: string }, Figures>>(`/backoffice/api/reports/ggr?${q}&groupBy=game&sort=stake&order=asc&pageNo=2&pageSize=1`)).body.value;
    expect(second).toMatchObject({ total: 3, pageNum: 2, totalPages: 3 });
    expect(second.list).toEqual([all.list[1]]);
    expect(second.totals).toEqual(all.totals);
    const past = (await get<Page<Figures, Figures>>(`/backoffice/api/reports/ggr?${q}&groupBy=game&pageNo=9&pageSize=2`)).body.value;
    expect(past).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(past.list).toHaveLength(1);
  });

  it('players: top winners, losers and turnover, totals equal the bets', async () => {
    const now = await truth();
    type P = Page<{ memberId: number; account: string; stake: number; validBet: number; result: number }, { stake: number; result: number }>;
    const winners = (await get<P>(`/backoffice/api/reports/players?${q}&order=winners`)).body.value;
    const results = winners.list.map((r) => r.result);
    expect(results).toEqual([...results].sort((a, b) => b - a));
    expect(winners.totals.stake).toBe(now.stake);
    expect(winners.totals.result).toBe(-now.ggr);
    expect(winners.list[0]).toMatchObject({ memberId: members[1]?.id, account: members[1]?.account, result: 32_000 });
    const losers = (await get<P>(`/backoffice/api/reports/players?${q}&order=losers&pageSize=1`)).body.value;
    expect(losers.list[0]).toMatchObject({ memberId: members[0]?.id, result: -23_000 });
    expect(losers.total).toBe(3);
    const turnover = (await get<P>(`/backoffice/api/reports/players?${q}&order=turnover`)).body.value;
    expect(turnover.list[0]?.memberId).toBe(members[1]?.id);
  });

  it('cashier by channel and by status: credited deposits equal the ledger', async () => {
    const now = await truth();
    type C = Page<{ type: string; key: string; count: number; amount: number }, { deposits: { count: number; amount: number }; withdrawals: { count: number; amount: number } }>;
    const byStatus = (await get<C>(`/backoffice/api/reports/cashier?${q}&groupBy=status`)).body.value;
    expect(byStatus.list.find((r) => r.type === 'deposit' && r.key === 'credited')).toMatchObject({ count: 2, amount: now.deposits });
    expect(byStatus.list.find((r) => r.type === 'deposit' && r.key === 'pending')).toMatchObject({ count: 1, amount: 77_700 });
    expect(byStatus.list.find((r) => r.type === 'withdrawal' && r.key === 'paid')).toMatchObject({ count: 1, amount: 45_000 });
    expect(byStatus.totals.deposits).toMatchObject({ count: 4, amount: 623_450 + 77_700 + 11_100 });
    const byChannel = (await get<C>(`/backoffice/api/reports/cashier?${q}&groupBy=channel&type=deposit`)).body.value;
    expect(byChannel.list.every((r) => r.type === 'deposit')).toBe(true);
    expect(byChannel.list.find((r) => r.key === 'BO_BANK')).toMatchObject({ count: 2, amount: 623_450 });
    expect(byChannel.totals.withdrawals).toMatchObject({ count: 0, amount: 0 });
  });

  it('agents’ commissions and wages: totals equal the settlements', async () => {
    type A = Page<{ account: string; kind: string; settlements: number; amount: number; paid: number }, { settlements: number; amount: number; paid: number }>;
    const { body } = await get<A>(`/backoffice/api/reports/agents?${q}`);
    expect(body.value.list).toEqual([expect.objectContaining({ account: 'boagent01', kind: 'daily_wage', settlements: 2, amount: 2_000, paid: 1_000 })]);
    expect(body.value.totals).toMatchObject({ settlements: 2, amount: 2_000, paid: 1_000 });
    const before = await get<A>(`/backoffice/api/reports/agents?from=${previous.from}&to=${previous.to}`);
    expect(before.body.value.total).toBe(0);
  });

  it('CSV: translated headers, money in units with the currency, a totals row', async () => {
    const now = await truth();
    const download = async (path: string, language: string) => {
      const res = await t.request(path, { headers: { ...analyst, 'x-language': language } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      return csvRows(res);
    };
    const [header, ...rows] = await download(`/backoffice/api/reports/ggr?${q}&groupBy=category&format=csv`, 'en');
    expect(header).toEqual(['Group', 'Name', 'Bets', 'Stake (BDT)', 'Valid bet (BDT)', 'Payout (BDT)', 'GGR (BDT)']);
    const total = rows.at(-1);
    expect(total?.[0]).toBe('Total');
    expect(minorOf(total?.[3])).toBe(now.stake);
    expect(minorOf(total?.[6])).toBe(now.ggr);
    expect(rows.find((r) => r[0] === 'Live casino')?.[3]).toBe('710.00');
    const bn = await download(`/backoffice/api/reports/ggr?${q}&groupBy=category&format=csv`, 'bn');
    expect(bn[0]?.[3]).toBe('বাজি (BDT)');
    expect(bn.at(-1)?.[0]).toBe('মোট');
    const cashier = await download(`/backoffice/api/reports/cashier?${q}&groupBy=status&format=csv`, 'en');
    expect(cashier[0]).toEqual(['Type', 'Channel or status', 'Count', 'Amount (BDT)', 'Fee (BDT)']);
    expect(cashier.find((r) => r[0] === 'Deposit' && r[1] === 'Credited')?.[3]).toBe('6,234.50');
    for (const path of ['players?order=turnover', 'agents?sort=amount']) {
      const [h, ...body] = await download(`/backoffice/api/reports/${path}&${q}&format=csv`, 'en');
      expect(h?.some((c) => c.endsWith('(BDT)'))).toBe(true);
      expect(body.at(-1)?.[0]).toBe('Total');
    }
  });

  it('refuses without a staff session, without the permission, and bad or too long ranges', async () => {
    expect((await get(`/backoffice/api/reports/ggr?${q}`, {})).body.code).toBe('STAFF_NOT_LOGGED_IN');
    expect((await get(`/backoffice/api/dashboard?${q}`, {})).status).toBe(401);
    const forbidden = await get(`/backoffice/api/reports/ggr?${q}`, marketing);
    expect([forbidden.status, forbidden.body.code]).toEqual([403, 'STAFF_FORBIDDEN']);
    expect((await get(`/backoffice/api/dashboard?${q}`, marketing)).status).toBe(200);
    const bad = [
      `from=${range.from}`,
      `to=${range.to}`,
      `from=${range.to}&to=${range.from}`,
      `from=${range.from}&to=${range.from + 401 * 24 * HOUR}`,
      'from=yesterday&to=today',
      `${q}&preset=next7`,
      `${q}&groupBy=member`,
      `${q}&sort=account`,
      `${q}&pageSize=5000`,
      `${q}&category=POKER`,
    ];
    for (const query of bad) {
      const { status, body } = await get(`/backoffice/api/reports/ggr?${query}`);
      expect([query, status, body.code]).toEqual([query, 400, 'VALIDATION_ERROR']);
    }
    for (const path of ['dashboard', 'reports/players', 'reports/cashier', 'reports/agents']) {
      const { status, body } = await get(`/backoffice/api/${path}?from=${range.from}&to=${range.from + 500 * 24 * HOUR}`);
      expect([path, status, body.code]).toEqual([path, 400, 'VALIDATION_ERROR']);
    }
    expect((await get(`/backoffice/api/reports/players?${q}&order=richest`)).body.code).toBe('VALIDATION_ERROR');
    expect((await get(`/backoffice/api/reports/cashier?${q}&groupBy=member`)).body.code).toBe('VALIDATION_ERROR');
  });

  it('the per-game roll-ups stay equal to the bets under 30 concurrent rounds on one game', async () => {
    const gameId = await insertGame(t.app.db, { vendor: V1, code: 'bo-race', category: 'RNG', name: 'Race' });
    const players = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const m = await insertMember(t.app.db);
        await fundMember(t.app.db, m.id, 100_000);
        return { ...m, token: (await launch(t, m.account, m.password, gameId, false, `198.51.100.${i + 1}`)).token };
      }),
    );
    const answers = await Promise.all(
      players.map(async (p, i) => {
        const round = `race-${p.account}`;
        const bet = await callback(t, V1, 'debit', { txnId: `${round}-b`, token: p.token, player: p.account, roundId: round, amount: 1_000 + i, currency: 'BDT' });
        const win = await callback(t, V1, 'credit', { txnId: `${round}-w`, token: p.token, player: p.account, roundId: round, amount: i % 3 === 0 ? 2_500 : 0, currency: 'BDT' });
        return [bet.status, win.status];
      }),
    );
    expect(answers.every(([a, b]) => a === 200 && b === 200)).toBe(true);
    const fromBets = await t.app.reader.all<{ g: string; n: unknown; s: unknown; p: unknown }>(
      "select vendor_code || '/' || game_code as g, sum(case when status = 'rolled_back' then 0 else 1 end) as n, sum(stake) as s, sum(payout) as p from bets group by vendor_code, game_code order by g",
      [],
    );
    const fromRollups = await t.app.reader.all<{ g: string; n: unknown; s: unknown; p: unknown }>(
      "select vendor_code || '/' || game_code as g, sum(bet_count) as n, sum(stake) as s, sum(payout) as p from game_rollups group by vendor_code, game_code order by g",
      [],
    );
    const norm = (rows: { g: string; n: unknown; s: unknown; p: unknown }[]) => rows.map((r) => [r.g, Number(r.n), Number(r.s), Number(r.p)]);
    expect(norm(fromRollups)).toEqual(norm(fromBets));
    const race = norm(fromRollups).find((r) => r[0] === `${V1}/bo-race`);
    expect(race).toEqual([`${V1}/bo-race`, 30, 30 * 1_000 + 435, 10 * 2_500]);
  });

  it('a preset range is read in the merchant’s zone', async () => {
    const { body } = await get<{ range: { from: number; to: number } }>('/backoffice/api/dashboard?preset=today');
    const dhakaMidnight = Math.floor((Date.now() + 6 * HOUR) / (24 * HOUR)) * 24 * HOUR - 6 * HOUR;
    expect(body.value.range).toEqual({ from: dhakaMidnight, to: dhakaMidnight + 24 * HOUR });
  });

  it('GGR per day over the last 30 days: one entry per merchant day, in order, numbers adding up to the GGR', async () => {
    const { status, body } = await get<{ range: { from: number; to: number }; metrics: Record<string, { value: number }>; days: Record<string, unknown>[] }>('/backoffice/api/dashboard?preset=prev30');
    expect(status).toBe(200);
    const { range: r, days, metrics } = body.value;
    const dhakaDay = (ms: number) => new Date(ms + 6 * HOUR).toISOString().slice(0, 10);
    // Dhaka keeps no summer time: the range is 30 whole days, the first starting at its from.
    expect(r.to - r.from).toBe(30 * 24 * HOUR);
    expect(days.map((d) => d['day'])).toEqual(Array.from({ length: 30 }, (_, i) => dhakaDay(r.from + i * 24 * HOUR)));
    for (const d of days) {
      for (const key of ['ggr', 'stake', 'payout', 'betCount']) expect(typeof d[key], `${String(d['day'])} ${key}`).toBe('number');
      expect(d['ggr']).toBe(Number(d['stake']) - Number(d['payout']));
    }
    expect(days.reduce((a, d) => a + Number(d['ggr']), 0)).toBe(metrics['ggr']?.value);
  });
});
