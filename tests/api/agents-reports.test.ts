/**
 * DESIGN invariant 6: for random trees, bets and money movements, every report's totals equal the
 * sums over the bets and the ledger (and the cashier's rows) of the same members and period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BetInput, writeBets } from '#server/agents/bulk.ts';
import { DAY, HOUR } from '#server/system/periods.ts';
import { insertBonus, insertDeposit, insertTransfer, insertWithdrawal, quickMember, sessionToken } from '#server/agents/seed-data.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { setMerchantTimeZone } from '#server/system/time-zone.ts';
import { Accounts } from '#server/ledger/accounts.ts';
import { post } from '#server/ledger/post.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { csvRows, minorOf } from '../fixtures/csv.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

const NOW = Math.floor(Date.now() / HOUR) * HOUR;
const CATEGORIES = ['RNG', 'LIVE', 'SPORTS'];

function lcg(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s % n;
  };
}

interface Member {
  id: number;
  parent: number | null;
  agent: boolean;
  createdAt: number;
  account: string;
}
type Money = { memberId: number; amount: number; status: string; decidedAt: number; createdAt: number; id: number };

// In the default merchant zone and in one with daylight saving: the sums hold in both.
const ZONES = ['Asia/Dhaka', 'Europe/London'];

describe.each(DIALECTS.flatMap((d) => ZONES.map((zone) => [d, zone] as const)))('agent reports equal the sums of their rows on %s in %s', (dialect, zone) => {
  let t: TestApp;
  const rand = lcg(dialect === 'sqlite' ? 7 : 11);
  const members: Member[] = [];
  const bets: BetInput[] = [];
  const deposits: Money[] = [];
  const withdrawals: Money[] = [];
  const transfers: { id: number; from: number; to: number; amount: number; createdAt: number }[] = [];
  const bonuses: { memberId: number; amount: number; grantedAt: number }[] = [];
  const income: { memberId: number; kind: string; amount: number; at: number }[] = [];
  const tokens = new Map<number, string>();

  const byId = (id: number) => members.find((m) => m.id === id) as Member;
  /** Depth of m below root (0 itself), or null. */
  function depth(root: number, m: number): number | null {
    let d = 0;
    for (let cur: number | null = m; cur !== null; cur = byId(cur).parent, d++) if (cur === root) return d;
    return null;
  }
  const teamOf = (root: number, only?: number) =>
    members.filter((m) => {
      const d = depth(root, m.id);
      return d !== null && d >= 1 && (only === undefined || d === only);
    });

  async function get<T>(who: number, path: string): Promise<T> {
    let token = tokens.get(who);
    if (!token) {
      token = await sessionToken(t.app.db, who);
      tokens.set(who, token);
    }
    const res = await t.request(path, { headers: { token } });
    const body = (await res.json()) as { success: boolean; value: T; code?: string };
    if (!body.success) throw new Error(`${path}: ${res.status} ${body.code}`);
    return body.value;
  }

  beforeAll(async () => {
    t = await testApp(dialect);
    const db = t.app.db;
    await setMerchantTimeZone(db, zone);
    for (let i = 0; i < 70; i++) {
      const agents = members.filter((m) => m.agent);
      const parent = i < 2 ? null : (agents[rand(agents.length)] as Member).id;
      const agent = i < 2 || rand(10) < 3;
      const createdAt = NOW - rand(20 * DAY);
      const id = await quickMember(db, { isAgent: agent ? ([1, 2, 41, 42][rand(4)] as number) : 0, uplineId: parent, createdAt });
      const row = await db.selectFrom('members').select('account').where('id', '=', id).executeTakeFirstOrThrow();
      members.push({ id, parent, agent, createdAt, account: row.account });
    }
    for (let i = 0; i < 900; i++) {
      const m = members[rand(members.length)] as Member;
      const createdAt = NOW - rand(18 * DAY) + rand(HOUR);
      const kind = rand(20);
      const stake = kind === 0 ? 0 : 100 * (1 + rand(500));
      const status = kind === 0 ? 'rolled_back' : kind === 1 ? 'open' : 'settled';
      bets.push({
        memberId: m.id,
        category: CATEGORIES[rand(3)] as string,
        vendor: 'TEST',
        gameCode: 'g',
        roundId: `r${i}`,
        stake,
        validBet: stake,
        payout: status === 'settled' ? rand(3) * stake : 0,
        status,
        currency: 'BDT',
        createdAt,
        settledAt: status === 'open' ? null : createdAt + 5_000,
      });
    }
    await db.transaction().execute((tx) => writeBets(kyselyRunner(tx), bets, 97));
    for (let i = 0; i < 120; i++) {
      const m = members[rand(members.length)] as Member;
      const createdAt = NOW - rand(18 * DAY);
      const status = ['credited', 'credited', 'credited', 'pending', 'rejected'][rand(5)] as string;
      const decidedAt = createdAt + rand(3 * HOUR);
      const amount = 100 * (1 + rand(10_000));
      const id = await insertDeposit(db, { memberId: m.id, amount, status, createdAt, decidedAt: status === 'pending' ? null : decidedAt });
      deposits.push({ id, memberId: m.id, amount, status, createdAt, decidedAt: status === 'pending' ? Number.NaN : decidedAt });
    }
    for (let i = 0; i < 60; i++) {
      const m = members[rand(members.length)] as Member;
      const createdAt = NOW - rand(18 * DAY);
      const status = ['paid', 'paid', 'pending', 'rejected'][rand(4)] as string;
      const decidedAt = createdAt + rand(DAY);
      const amount = 100 * (1 + rand(5_000));
      const id = await insertWithdrawal(db, { memberId: m.id, amount, status, createdAt, decidedAt: status === 'pending' ? null : decidedAt });
      withdrawals.push({ id, memberId: m.id, amount, status, createdAt, decidedAt: status === 'pending' ? Number.NaN : decidedAt });
    }
    for (let i = 0; i < 30; i++) {
      const child = members[2 + rand(members.length - 2)] as Member;
      const createdAt = NOW - rand(18 * DAY);
      const amount = 100 * (1 + rand(1_000));
      const id = await insertTransfer(db, { from: child.parent as number, to: child.id, amount, kind: 'downline', createdAt });
      transfers.push({ id, from: child.parent as number, to: child.id, amount, createdAt });
    }
    for (let i = 0; i < 25; i++) {
      const m = members[rand(members.length)] as Member;
      const grantedAt = NOW - rand(18 * DAY);
      const amount = 100 * (1 + rand(500));
      await insertBonus(db, { memberId: m.id, amount, grantedAt });
      bonuses.push({ memberId: m.id, amount, grantedAt });
    }
    const agents = members.filter((m) => m.agent);
    for (let i = 0; i < 40; i++) {
      const m = agents[rand(agents.length)] as Member;
      const kind = ['agent_daily_wage', 'agent_dividend', 'agent_realtime_salary', 'commission'][rand(4)] as string;
      const amount = 1 + rand(100_000);
      const at = NOW - rand(18 * DAY);
      await t.app.ledger.run((sql) =>
        post(sql, { kind, key: `test-income:${i}`, memberId: m.id, postings: [{ account: Accounts.commission('BDT'), amount: -amount }, { account: Accounts.cash(m.id, 'BDT'), amount }] }, at),
      );
      income.push({ memberId: m.id, kind, amount, at });
    }
  });
  afterAll(() => t.close());

  const ranges = () => [
    { from: NOW - 7 * DAY, to: NOW + HOUR },
    { from: NOW - 30 * DAY, to: NOW + HOUR },
    { from: NOW - 10 * DAY - 17 * 60_000, to: NOW - 3 * DAY + 5 * 60_000 },
  ];
  const within = (at: number, r: { from: number; to: number }) => at >= r.from && at < r.to;
  const hourRange = (r: { from: number; to: number }) => ({ from: Math.floor(r.from / HOUR) * HOUR, to: Math.ceil(r.to / HOUR) * HOUR });

  function betSums(ids: Set<number>, r: { from: number; to: number }) {
    const list = bets.filter((b) => ids.has(b.memberId) && within(b.createdAt, r));
    return {
      betCount: list.filter((b) => b.status !== 'rolled_back').length,
      stake: list.reduce((s, b) => s + b.stake, 0),
      validBet: list.reduce((s, b) => s + b.validBet, 0),
      payout: list.reduce((s, b) => s + b.payout, 0),
      active: new Set(list.filter((b) => b.status !== 'rolled_back').map((b) => b.memberId)).size,
    };
  }

  it('team overview: totals and series equal the bets, cashier rows and ledger', async () => {
    const roots = [members[0], members[1], ...members.filter((m) => m.agent && m.parent !== null).slice(0, 3)] as Member[];
    for (const root of roots) {
      for (const raw of ranges()) {
        const r = hourRange(raw);
        const team = teamOf(root.id);
        const ids = new Set(team.map((m) => m.id));
        const v = await get<{ range: { from: number; to: number }; teamSize: { direct: number; total: number }; totals: Record<string, number>; series: Record<string, number>[] }>(
          root.id,
          `/wps/agent/team/overview?from=${raw.from}&to=${raw.to}`,
        );
        expect(v.range).toEqual(r);
        expect(v.teamSize).toEqual({ direct: teamOf(root.id, 1).length, total: team.length });
        const b = betSums(ids, r);
        const credited = deposits.filter((d) => ids.has(d.memberId) && d.status === 'credited' && within(d.decidedAt, r));
        const firsts = credited.filter((d) => !deposits.some((e) => e.memberId === d.memberId && e.status === 'credited' && (e.decidedAt < d.decidedAt || (e.decidedAt === d.decidedAt && e.id < d.id))));
        const paid = withdrawals.filter((w) => ids.has(w.memberId) && w.status === 'paid' && within(w.decidedAt, r));
        const earned = income.filter((i) => i.memberId === root.id && within(i.at, r));
        expect(v.totals).toEqual({
          newRegistrations: team.filter((m) => within(m.createdAt, r)).length,
          activeMembers: b.active,
          firstDeposits: firsts.length,
          firstDepositAmount: firsts.reduce((s, d) => s + d.amount, 0),
          deposits: credited.length,
          depositAmount: credited.reduce((s, d) => s + d.amount, 0),
          withdrawals: paid.length,
          withdrawalAmount: paid.reduce((s, w) => s + w.amount, 0),
          betCount: b.betCount,
          stake: b.stake,
          validBet: b.validBet,
          payout: b.payout,
          profitLoss: b.payout - b.stake,
          income: earned.reduce((s, i) => s + i.amount, 0),
        });
        for (const key of ['betCount', 'validBet', 'depositAmount', 'withdrawalAmount', 'newRegistrations', 'income'] as const) {
          expect(v.series.reduce((s, p) => s + (p[key] ?? 0), 0)).toBe(v.totals[key]);
        }
        expect(Math.max(0, ...v.series.map((p) => p['activeMembers'] ?? 0))).toBeLessThanOrEqual(b.active);
      }
    }
  });

  it('downsamples a long hourly series to at most 1,000 points, keeping the sums', async () => {
    const root = members[0] as Member;
    const v = await get<{ bucketMs: number; series: { validBet: number; t: number }[]; totals: { validBet: number } }>(root.id, `/wps/agent/team/overview?from=${NOW - 60 * DAY}&to=${NOW + HOUR}&granularity=hour`);
    expect(v.series.length).toBeLessThanOrEqual(1_000);
    expect(v.bucketMs).toBe(2 * HOUR);
    expect(v.series.reduce((s, p) => s + p.validBet, 0)).toBe(v.totals.validBet);
    const daily = await get<{ series: unknown[]; bucketMs: number }>(root.id, `/wps/agent/team/overview?preset=prev30`);
    expect([daily.series.length, daily.bucketMs]).toEqual([30, DAY]);
  });

  it('team betting: every grouping, page by page, adds up to the bets', async () => {
    for (const root of [members[0], members[1]] as Member[]) {
      const raw = ranges()[1] as { from: number; to: number };
      const r = hourRange(raw);
      const ids = new Set(teamOf(root.id).map((m) => m.id));
      const b = betSums(ids, r);
      for (const groupBy of ['member', 'category', 'day', 'member,category', 'member,category,day', 'category,day']) {
        const rows: Record<string, number>[] = [];
        let totals: Record<string, number> = {};
        for (let page = 1; ; page++) {
          const v = await get<{ list: Record<string, number>[]; totalPages: number; total: number; totals: Record<string, number> }>(
            root.id,
            `/wps/agent/team/betting?from=${raw.from}&to=${raw.to}&groupBy=${groupBy}&sort=validBet&order=desc&pageSize=7&pageNo=${page}`,
          );
          rows.push(...v.list);
          totals = v.totals;
          expect(v.list.map((x) => x['validBet'])).toEqual([...v.list.map((x) => x['validBet'])].sort((x, y) => (y ?? 0) - (x ?? 0)));
          if (page >= v.totalPages) {
            expect(rows.length).toBe(v.total);
            break;
          }
        }
        expect(totals).toEqual({ betCount: b.betCount, stake: b.stake, validBet: b.validBet, payout: b.payout, profitLoss: b.payout - b.stake });
        for (const k of ['betCount', 'stake', 'validBet', 'payout'] as const) expect(rows.reduce((s, x) => s + (x[k] ?? 0), 0)).toBe(totals[k]);
        if (groupBy === 'member') expect(new Set(rows.map((x) => x['memberId'])).size).toBe(rows.length);
      }
      for (const [sort, key] of [['account', 'account'], ['level', 'level']] as const) {
        const v = await get<{ list: Record<string, string | number>[]; total: number }>(root.id, `/wps/agent/team/betting?from=${raw.from}&to=${raw.to}&groupBy=member&sort=${sort}&order=asc&pageSize=1000`);
        const values = v.list.map((x) => x[key]);
        expect(values).toEqual([...values].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)))));
        expect(v.list.length).toBe(v.total);
      }
      const direct = new Set(teamOf(root.id, 1).map((m) => m.id));
      const onlyRng = bets.filter((x) => direct.has(x.memberId) && x.category === 'RNG' && within(x.createdAt, r));
      const v = await get<{ totals: { validBet: number } }>(root.id, `/wps/agent/team/betting?from=${raw.from}&to=${raw.to}&scope=direct&category=RNG`);
      expect(v.totals.validBet).toBe(onlyRng.reduce((s, x) => s + x.validBet, 0));
    }
  });

  it('drills down to single bets and exports CSV', async () => {
    const root = members[0] as Member;
    const target = teamOf(root.id).find((m) => bets.some((b) => b.memberId === m.id)) as Member;
    const raw = ranges()[1] as { from: number; to: number };
    const r = hourRange(raw);
    const v = await get<{ total: number; totals: { stake: number; payout: number } }>(root.id, `/wps/agent/team/bets?memberId=${target.id}&from=${raw.from}&to=${raw.to}&pageSize=5`);
    const mine = bets.filter((b) => b.memberId === target.id && within(b.createdAt, r));
    expect(v.total).toBe(mine.length);
    expect(v.totals.stake).toBe(mine.reduce((s, b) => s + b.stake, 0));
    const token = tokens.get(root.id) as string;
    const csv = await t.request(`/wps/agent/team/betting?from=${raw.from}&to=${raw.to}&groupBy=member,day&format=csv&language=en`, { headers: { token } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = await csvRows(csv);
    expect(header).toEqual(['Member ID', 'Username', 'Level', 'Day', 'Bets', 'Stake (BDT)', 'Valid bet (BDT)', 'Payout (BDT)', 'Profit/loss (BDT)']);
    const json = await get<{ total: number; totals: { validBet: number } }>(root.id, `/wps/agent/team/betting?from=${raw.from}&to=${raw.to}&groupBy=member,day`);
    expect(lines.length).toBe(json.total);
    expect(lines.reduce((s, l) => s + minorOf(l[6]), 0)).toBe(json.totals.validBet);
  });

  it('user profit and loss: totals equal the sources, rows add up to the totals', async () => {
    for (const root of [members[0], members[1], members.find((m) => m.agent && m.parent !== null)] as Member[]) {
      const raw = ranges()[0] as { from: number; to: number };
      const r = hourRange(raw);
      const team = teamOf(root.id);
      const ids = new Set(team.map((m) => m.id));
      const b = betSums(ids, r);
      const dep = deposits.filter((d) => ids.has(d.memberId) && d.status === 'credited' && within(d.decidedAt, r)).reduce((s, d) => s + d.amount, 0);
      const wd = withdrawals.filter((w) => ids.has(w.memberId) && w.status === 'paid' && within(w.decidedAt, r)).reduce((s, w) => s + w.amount, 0);
      const bo = bonuses.filter((x) => ids.has(x.memberId) && within(x.grantedAt, r)).reduce((s, x) => s + x.amount, 0);
      const v = await get<{ list: Record<string, number>[]; total: number; totals: Record<string, number> }>(root.id, `/wps/agent/team/profit-loss?from=${raw.from}&to=${raw.to}&pageSize=1000`);
      expect(v.totals).toMatchObject({ deposits: dep, withdrawals: wd, betCount: b.betCount, stake: b.stake, validBet: b.validBet, payout: b.payout, bonuses: bo, rebates: 0, profitLoss: b.payout - b.stake, net: b.payout - b.stake + bo });
      for (const k of ['deposits', 'withdrawals', 'stake', 'validBet', 'payout', 'bonuses', 'net'] as const) expect(v.list.reduce((s, x) => s + (x[k] ?? 0), 0)).toBe(v.totals[k]);
      expect(v.list.map((x) => x['net'])).toEqual([...v.list.map((x) => x['net'])].sort((x, y) => (y ?? 0) - (x ?? 0)));
      const everyone = await get<{ total: number }>(root.id, `/wps/agent/team/profit-loss?from=${raw.from}&to=${raw.to}&activeOnly=false`);
      expect(everyone.total).toBe(team.length);
    }
  });

  it('transaction details: team deposits, withdrawals and transfers of the period', async () => {
    const root = members[0] as Member;
    const raw = ranges()[1] as { from: number; to: number };
    const r = hourRange(raw);
    const ids = new Set(teamOf(root.id).map((m) => m.id));
    const v = await get<{ total: number; totals: Record<string, number>; list: { type: string; createdAt: number }[] }>(root.id, `/wps/agent/team/transactions?from=${raw.from}&to=${raw.to}&pageSize=1000`);
    const d = deposits.filter((x) => ids.has(x.memberId) && within(x.createdAt, r));
    const w = withdrawals.filter((x) => ids.has(x.memberId) && within(x.createdAt, r));
    const tr = transfers.filter((x) => (ids.has(x.from) || ids.has(x.to)) && within(x.createdAt, r));
    expect(v.total).toBe(d.length + w.length + tr.length);
    expect(v.totals).toEqual({
      deposits: d.filter((x) => x.status === 'credited').length,
      depositAmount: d.filter((x) => x.status === 'credited').reduce((s, x) => s + x.amount, 0),
      withdrawals: w.filter((x) => x.status === 'paid').length,
      withdrawalAmount: w.filter((x) => x.status === 'paid').reduce((s, x) => s + x.amount, 0),
      transfers: tr.length,
      transferAmount: tr.reduce((s, x) => s + x.amount, 0),
    });
    expect(v.list.map((x) => x.createdAt)).toEqual([...v.list.map((x) => x.createdAt)].sort((a, b) => b - a));
    const onlyDeposits = await get<{ total: number }>(root.id, `/wps/agent/team/transactions?from=${raw.from}&to=${raw.to}&type=deposit&status=credited`);
    expect(onlyDeposits.total).toBe(d.filter((x) => x.status === 'credited').length);
  });

  it('team management: direct, all, a level, search and drill-down', async () => {
    const root = members[0] as Member;
    const all = await get<{ total: number; list: { id: number; level: number; directCount: number; teamCount: number }[] }>(root.id, `/wps/agent/team/members?pageSize=10000`);
    expect(all.total).toBe(teamOf(root.id).length);
    for (const row of all.list) {
      expect(row.level).toBe(depth(root.id, row.id));
      expect([row.directCount, row.teamCount]).toEqual([teamOf(row.id, 1).length, teamOf(row.id).length]);
    }
    expect((await get<{ total: number }>(root.id, `/wps/agent/team/members?scope=direct`)).total).toBe(teamOf(root.id, 1).length);
    expect((await get<{ total: number }>(root.id, `/wps/agent/team/members?level=2`)).total).toBe(teamOf(root.id, 2).length);
    const sub = members.find((m) => m.agent && m.parent === root.id && teamOf(m.id).length > 0) as Member;
    const drill = await get<{ list: { id: number }[] }>(root.id, `/wps/agent/team/members?memberId=${sub.id}&pageSize=1000`);
    expect(drill.list.map((x) => x.id).sort((a, b) => a - b)).toEqual(teamOf(sub.id).map((m) => m.id).sort((a, b) => a - b));
    const target = teamOf(sub.id)[0] as Member;
    const found = await get<{ list: { id: number }[] }>(root.id, `/wps/agent/team/members?account=${target.account.slice(-6)}`);
    expect(found.list.map((x) => x.id)).toContain(target.id);
    const detail = await get<{ member: { id: number }; path: { id: number }[] }>(root.id, `/wps/agent/team/members/${target.id}`);
    expect(detail.member.id).toBe(target.id);
    const chain: number[] = [];
    for (let cur: number | null = target.id; cur !== null && cur !== root.id; cur = byId(cur).parent) chain.unshift(cur);
    expect(detail.path.map((p) => p.id)).toEqual([root.id, ...chain]);
  });
});
