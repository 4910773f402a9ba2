import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptContract, offerContract } from '#server/agents/index.ts';
import { type BetInput, writeBets } from '#server/agents/bulk.ts';
import { DAY, HOUR, lastEnded, type Period, periodAt, REALTIME_WINDOW } from '#server/system/periods.ts';
import { quickMember, sessionToken } from '#server/agents/seed-data.ts';
import type { Kind } from '#server/agents/terms.ts';
import { moneyParts } from '#server/context.ts';
import { type DbHandle, openDb } from '#server/db/connect.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { JOBS, runDue, startJobs } from '#server/jobs/scheduler.ts';
import { settlePeriod } from '#server/jobs/settle.ts';
import { getSetting, setSetting } from '#server/system/settings.ts';
import { createLogger } from '#server/log.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

const NOW = Date.now();
const LONG_AGO = NOW - 60 * DAY;
let round = 0;

function tierRateOf(tiers: { minDailyBet: number; rate: number }[], volume: number): number {
  return Math.max(0, ...tiers.filter((x) => volume >= x.minDailyBet).map((x) => x.rate));
}

function bet(memberId: number, at: number, stake: number, payout = 0, o: Partial<BetInput> = {}): BetInput {
  round++;
  return { memberId, category: 'RNG', vendor: 'TEST', gameCode: 'g', roundId: `s-${round}-${Math.random()}`, stake, validBet: stake, payout, status: 'settled', currency: 'BDT', createdAt: at, settledAt: at + 1_000, ...o };
}

// Every run twice: in the default merchant zone and in one with daylight saving.
const ZONES = ['Asia/Dhaka', 'Europe/London'];

describe.each(DIALECTS.flatMap((d) => ZONES.map((zone) => [d, zone] as const)))('wage settlement on %s in %s', (dialect, zone) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const deps = () => ({ db: t.app.db, ledger: t.app.ledger });
  const day = lastEnded('daily', NOW, zone);

  async function bets(list: BetInput[]) {
    await t.app.db.transaction().execute((tx) => writeBets(kyselyRunner(tx), list));
  }
  async function paidTo(memberId: number, kind?: string): Promise<number> {
    let q = t.app.db
      .selectFrom('journal_entries as e')
      .innerJoin('postings as p', 'p.entry_id', 'e.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('p.amount'), sql<number>`0`).as('total'))
      .where('a.kind', '=', 'member_cash')
      .where('a.owner_id', '=', memberId)
      .where('e.kind', 'like', 'agent_%');
    if (kind) q = q.where('e.kind', '=', `agent_${kind}`);
    return Number((await q.executeTakeFirstOrThrow()).total);
  }
  async function contract(upline: string, downline: string, kind: Kind, terms: unknown) {
    const c = await offerContract(t.app.db, { uplineId: ids[upline] as number, downlineId: ids[downline] as number, kind, terms }, LONG_AGO);
    await acceptContract(t.app.db, { agentId: ids[downline] as number, contractId: c.id, confirm: true }, LONG_AGO);
    return c.id;
  }

  beforeAll(async () => {
    t = await testApp(dialect);
    await setSetting(t.app.db, 'whitelabel', { ...(await getSetting(t.app.db, 'whitelabel')), timeZone: zone });
    const agents = await getSetting(t.app.db, 'agents');
    await setSetting(t.app.db, 'agents', {
      ...agents,
      topRates: {
        ...agents.topRates,
        daily_wage: { tiers: [{ minDailyBet: 1_000_000, rate: 50 }, { minDailyBet: 5_000_000, rate: 80 }, { minDailyBet: 20_000_000, rate: 100 }] },
        hourly_wage: { tiers: [{ minHourlyBet: 100_000, rate: 20 }] },
        realtime_salary: { profitRate: 30, lossRate: 60, minSingleBet: 1_000 },
        dividend: { period: 'daily', tiers: [{ minValidBet: 0, minActiveMembers: 1, rate: 1_000 }] },
      },
    });
    const make = async (name: string, isAgent: number, upline: string | null) => {
      ids[name] = await quickMember(t.app.db, { isAgent, uplineId: upline ? (ids[upline] ?? null) : null, createdAt: LONG_AGO - DAY });
    };
    await make('T', 1, null);
    await make('A', 2, 'T');
    await make('B', 41, 'A');
    await make('pT', 0, 'T');
    await make('pA', 0, 'A');
    await make('pB', 0, 'B');
    await contract('T', 'A', 'daily_wage', { tiers: [{ minDailyBet: 1_000_000, rate: 40 }, { minDailyBet: 5_000_000, rate: 60 }] });
    await contract('A', 'B', 'daily_wage', { tiers: [{ minDailyBet: 1_000_000, rate: 30 }] });
    await contract('T', 'A', 'realtime_salary', { profitRate: 20, lossRate: 40, minSingleBet: 5_000 });
    await contract('T', 'A', 'dividend', { period: 'daily', tiers: [{ minValidBet: 0, minActiveMembers: 1, rate: 800 }] });
    // Example 1 of docs/agent-wages.md on yesterday: B's team 2,000,000; A's 5,500,000; T's 21,500,000.
    const at = day.start + 3 * HOUR;
    await bets([bet(ids['pB'] as number, at, 2_000_000), bet(ids['pA'] as number, at, 3_500_000, 7_000_000), bet(ids['pT'] as number, at + HOUR, 16_000_000, 10_000_000)]);
  });
  afterAll(async () => {
    // Bets are written here directly (as the large seed does), without the wallet's journal entries.
    const violations = (await checkLedger(t.app.reader, t.app.dialect)).filter((v) => !v.invariant.startsWith('8. a bet whose stake'));
    expect(violations).toEqual([]);
    await t.close();
  });

  it('pays each agent the difference, once, into its cash with a keyed journal entry', async () => {
    const first = await settlePeriod(deps(), 'daily_wage', day);
    expect(first).toMatchObject({ outcome: 'settled', paid: 3, paidAmount: 215_000 });
    expect([await paidTo(ids['T'] as number), await paidTo(ids['A'] as number), await paidTo(ids['B'] as number)]).toEqual([182_000, 27_000, 6_000]);
    const keys = await t.app.db.selectFrom('journal_entries').select(['idempotency_key', 'kind']).where('kind', '=', 'agent_daily_wage').orderBy('id').execute();
    const contracts = await t.app.db.selectFrom('agent_settlements').select(['contract_id', 'status', 'amount', 'gross', 'downline_cost', 'rate']).where('kind', '=', 'daily_wage').orderBy('amount', 'desc').execute();
    expect(keys.map((k) => k.idempotency_key).sort()).toEqual(contracts.map((c) => `wage:${c.contract_id}:${day.start}`).sort());
    expect(contracts.map((c) => [c.rate, c.gross, c.downline_cost, c.amount, c.status])).toEqual([
      [100, 215_000, 33_000, 182_000, 'paid'],
      [60, 33_000, 6_000, 27_000, 'paid'],
      [30, 6_000, 0, 6_000, 'paid'],
    ]);
    const again = await settlePeriod(deps(), 'daily_wage', day);
    expect(again).toMatchObject({ outcome: 'already_done', paid: 0 });
    expect(await paidTo(ids['T'] as number)).toBe(182_000);
  });

  it('shows the payout in My Income, whose totals equal the ledger', async () => {
    const token = await sessionToken(t.app.db, ids['A'] as number);
    const res = await t.request(`/wps/agent/income?from=${day.start}&to=${day.end + DAY}`, { headers: { token } });
    const body = (await res.json()) as { value: { totals: { total: number; byKind: Record<string, number> }; records: { list: { kind: string; amount: number; periodStart: number }[] } } };
    expect(body.value.totals.total).toBe(await paidTo(ids['A'] as number));
    expect(body.value.totals.byKind['daily_wage']).toBe(27_000);
    expect(body.value.records.list).toContainEqual(expect.objectContaining({ kind: 'daily_wage', amount: 27_000, periodStart: day.start }));
    const csv = await t.request(`/wps/agent/income?from=${day.start}&to=${day.end + DAY}&format=csv&language=en`, { headers: { token } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).startsWith('ID,Contract,Kind')).toBe(true);
  });

  it('pays dividends on the team result and the real-time salary per bet', async () => {
    const div = await settlePeriod(deps(), 'dividend', { ...day, type: 'daily' });
    // T's team: stakes 21,500,000 − payouts 17,000,000 = 4,500,000 at 10 % → 450,000; A's team: 5,500,000 − 7,000,000 < 0 → 0.
    expect(div.paidAmount).toBe(450_000);
    expect(await paidTo(ids['A'] as number, 'dividend')).toBe(0);
    expect(await paidTo(ids['T'] as number, 'dividend')).toBe(450_000);

    const w = periodAt('realtime', NOW - 2 * HOUR, zone);
    await bets([
      bet(ids['pA'] as number, w.start + 1_000, 10_000, 0),
      bet(ids['pA'] as number, w.start + 2_000, 20_000, 50_000),
      bet(ids['pB'] as number, w.start + 3_000, 2_000, 0),
      bet(ids['pT'] as number, w.start + 4_000, 5_000, 0),
      // settled in the next window: not this one
      bet(ids['pT'] as number, w.start + 5_000, 5_000, 0, { settledAt: w.end }),
    ]);
    const rt = await settlePeriod(deps(), 'realtime_salary', w);
    expect(rt.paidAmount).toBe(162);
    expect(await paidTo(ids['A'] as number, 'realtime_salary')).toBe(80);
    expect(await paidTo(ids['T'] as number, 'realtime_salary')).toBe(82);
  });

  it('pays once when several runs and a second process race', async () => {
    const h = periodAt('hourly', day.start + 3 * HOUR, zone);
    let other: DbHandle;
    if (dialect === 'sqlite') {
      const file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(t.app.db)).rows[0]?.file ?? '';
      other = openDb({ file });
      // One process holding two connections: a short wait, so a blocked one gives up and retries quickly.
      other.sqlite?.pragma('busy_timeout = 50');
      await sql`pragma busy_timeout = 50`.execute(t.app.db);
    } else {
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.app.db)).rows[0]?.s ?? '';
      other = openDb({ url: process.env['TEST_DATABASE_URL'] ?? '', schema });
    }
    const second = moneyParts(other);
    try {
      const results = await Promise.all([
        settlePeriod(deps(), 'hourly_wage', h),
        settlePeriod({ db: other.db, ledger: second.ledger }, 'hourly_wage', h),
        settlePeriod(deps(), 'hourly_wage', h),
        settlePeriod({ db: other.db, ledger: second.ledger }, 'hourly_wage', h),
      ]);
      // House hourly terms 20 bp on T's team (4,000 + 1,000 for B's and A's hour); A holds no hourly contract.
      expect(results.reduce((s, r) => s + r.paidAmount, 0)).toBe(await paidTo(ids['T'] as number, 'hourly_wage'));
      expect(await paidTo(ids['T'] as number, 'hourly_wage')).toBe(Math.floor((5_500_000 * 20) / 10_000));
      const entries = await t.app.db.selectFrom('journal_entries').select('id').where('kind', '=', 'agent_hourly_wage').execute();
      expect(entries).toHaveLength(1);
    } finally {
      if (dialect === 'sqlite') await sql`pragma busy_timeout = 5000`.execute(t.app.db);
      second.closeReader();
      await other.close();
    }
  });

  it('after a crash part-way, a rerun pays exactly the missing part', async () => {
    const d2 = { ...day, start: day.start - DAY, end: day.start };
    const at = d2.start + 5 * HOUR;
    await bets([bet(ids['pB'] as number, at, 2_000_000), bet(ids['pA'] as number, at, 3_500_000), bet(ids['pT'] as number, at, 16_000_000)]);
    await expect(
      settlePeriod(deps(), 'daily_wage', d2, {
        hooks: {
          beforePayout: (_row, i) => {
            if (i === 1) throw new Error('killed');
          },
        },
      }),
    ).rejects.toThrow('killed');
    const paidFirst = await t.app.db.selectFrom('agent_settlements').select(['status', 'amount']).where('kind', '=', 'daily_wage').where('period_start', '=', d2.start).execute();
    expect(paidFirst.filter((r) => r.status === 'paid')).toHaveLength(1);
    const before = (await paidTo(ids['T'] as number, 'daily_wage')) + (await paidTo(ids['A'] as number, 'daily_wage')) + (await paidTo(ids['B'] as number, 'daily_wage'));
    const rerun = await settlePeriod(deps(), 'daily_wage', d2);
    expect(rerun.paid).toBe(2);
    const after = (await paidTo(ids['T'] as number, 'daily_wage')) + (await paidTo(ids['A'] as number, 'daily_wage')) + (await paidTo(ids['B'] as number, 'daily_wage'));
    expect(after - before + paidFirst.filter((r) => r.status === 'paid').reduce((s, r) => s + r.amount, 0)).toBe(215_000);
    expect(after).toBe(2 * 215_000);
    expect((await settlePeriod(deps(), 'daily_wage', d2)).outcome).toBe('already_done');
  });

  it('never pays more in total than the top agent’s rate on its team’s volume (random trees)', async () => {
    let seed = dialect === 'sqlite' ? 3 : 5;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const agents = await getSetting(t.app.db, 'agents');
    const house = agents.topRates;
    for (let round = 0; round < 3; round++) {
      const top = await quickMember(t.app.db, { isAgent: 1, createdAt: LONG_AGO - DAY });
      const tree: { id: number; daily: { minDailyBet: number; rate: number }[]; rt: { profitRate: number; lossRate: number; minSingleBet: number } }[] = [
        { id: top, daily: house.daily_wage.tiers, rt: house.realtime_salary },
      ];
      const players: number[] = [];
      for (let i = 0; i < 14; i++) {
        const parent = tree[rand(tree.length)] as (typeof tree)[number];
        const id = await quickMember(t.app.db, { isAgent: 2, uplineId: parent.id, createdAt: LONG_AGO - DAY });
        const daily = parent.daily.map((x) => ({ minDailyBet: x.minDailyBet, rate: Math.floor((x.rate * (30 + rand(71))) / 100) }));
        const rt = { profitRate: Math.floor((parent.rt.profitRate * rand(101)) / 100), lossRate: Math.floor((parent.rt.lossRate * rand(101)) / 100), minSingleBet: parent.rt.minSingleBet + rand(3) * 1_000 };
        for (const [kind, terms] of [['daily_wage', { tiers: daily }], ['realtime_salary', rt]] as const) {
          const c = await offerContract(t.app.db, { uplineId: parent.id, downlineId: id, kind, terms }, LONG_AGO);
          await acceptContract(t.app.db, { agentId: id, contractId: c.id, confirm: true }, LONG_AGO);
        }
        tree.push({ id, daily, rt });
      }
      for (let i = 0; i < 30; i++) players.push(await quickMember(t.app.db, { uplineId: (tree[rand(tree.length)] as (typeof tree)[number]).id }));
      const w = periodAt('realtime', NOW - (4 + round) * DAY, zone);
      const list: BetInput[] = [];
      for (let i = 0; i < 150; i++) {
        const stake = 500 * (1 + rand(4_000));
        const at = w.start + rand(200_000);
        list.push(bet(players[rand(players.length)] as number, at, stake, rand(3) === 0 ? stake * 2 : 0, { settledAt: at + 1_000 }));
      }
      await bets(list);
      const volume = list.reduce((sum, b) => sum + b.validBet, 0);
      const paidIn = async (kind: string) => {
        let total = 0;
        for (const node of tree) total += await paidTo(node.id, kind);
        return total;
      };
      const before = { daily: await paidIn('daily_wage'), rt: await paidIn('realtime_salary') };
      await settlePeriod(deps(), 'daily_wage', periodAt('daily', w.start, zone));
      await settlePeriod(deps(), 'realtime_salary', w);
      const topDaily = Math.floor((tierRateOf(house.daily_wage.tiers, volume) * volume) / 10_000);
      const topRt = Math.floor(list.reduce((sum, b) => sum + (b.validBet >= house.realtime_salary.minSingleBet ? (b.payout > b.stake ? house.realtime_salary.profitRate : house.realtime_salary.lossRate) * b.validBet : 0), 0) / 10_000);
      expect((await paidIn('daily_wage')) - before.daily).toBe(topDaily);
      expect((await paidIn('realtime_salary')) - before.rt).toBe(topRt);
    }
  });

  it('refuses a period that has not ended, skips a kind switched off, and catches up due periods', async () => {
    await expect(settlePeriod(deps(), 'daily_wage', periodAt('daily', NOW, zone))).rejects.toMatchObject({ code: 'PERIOD_NOT_ENDED' });
    const switches = await getSetting(t.app.db, 'switches');
    await setSetting(t.app.db, 'switches', { ...switches, realTimeSalary: false });
    const w: Period = periodAt('realtime', NOW - 3 * HOUR, zone);
    await bets([bet(ids['pA'] as number, w.start + 1_000, 10_000)]);
    expect((await settlePeriod(deps(), 'realtime_salary', w)).outcome).toBe('skipped');
    await setSetting(t.app.db, 'switches', switches);
    expect((await settlePeriod(deps(), 'realtime_salary', w)).outcome).toBe('already_done');

    const spec = JOBS.find((j) => j.kind === 'realtime_salary');
    if (!spec) throw new Error('no realtime job');
    const recent = periodAt('realtime', NOW - 30 * 60_000, zone);
    await bets([bet(ids['pA'] as number, recent.start + 1_000, 10_000)]);
    const first = await runDue(deps(), spec, NOW);
    expect(first.length).toBe(spec.lookBack);
    expect(first.reduce((s, r) => s + r.paidAmount, 0)).toBe(60);
    expect(await runDue(deps(), spec, NOW)).toEqual([]);
    expect(REALTIME_WINDOW).toBe(300_000);
  });

  it('runs the jobs in process: the scheduler catches up and keeps following the clock until stopped, one log line a run', async () => {
    const ran = new Set<string>();
    const lines: { msg: string; job?: string; periods?: number }[] = [];
    const quiet = t.app.log;
    t.app.log = createLogger('info', new Writable({ write: (chunk: Buffer, _e, next) => (lines.push(...chunk.toString('utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as (typeof lines)[0])), next()) }));
    const done = new Promise<void>((resolve) => {
      const jobs = startJobs(t.app, {
        initialDelayMs: 0,
        onRun: (spec) => {
          ran.add(`${spec.kind}:${spec.type}`);
          if (ran.size === 2) {
            jobs.stop();
            resolve();
          }
        },
      });
    });
    await done;
    t.app.log = quiet;
    expect([...ran].sort()).toEqual(['hourly_wage:hourly', 'realtime_salary:realtime']);
    // A start-up catch-up of 24 hourly periods is one line, not 24.
    const hourly = lines.filter((l) => l.job === 'agents:hourly_wage');
    expect(hourly).toEqual([expect.objectContaining({ msg: 'agent settlement run', periods: expect.any(Number) })]);
    expect(hourly[0]?.periods).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(ran.size);
    const runs = await t.app.db.selectFrom('job_runs').select(['job', 'status']).where('job', '=', 'agents:hourly_wage').execute();
    expect(runs.length).toBeGreaterThanOrEqual(24);
    expect(runs.every((r) => r.status === 'done')).toBe(true);
  });
});
