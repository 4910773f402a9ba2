/** Every worked example of docs/agent-wages.md, reproduced exactly. */
import { describe, expect, it } from 'vitest';
import { periodAt, type Period } from '#server/system/periods.ts';
import { dominates, tierRate, type DailyWageTerms, type DividendTerms, type HourlyWageTerms, type RealtimeTerms } from '#server/agents/terms.ts';
import { allocate, realtimeShares } from '#server/agents/wages.ts';

const amounts = (m: Map<number, { amount: number; gross: number }>) => Object.fromEntries([...m].map(([id, s]) => [id, s.amount]));
const grosses = (m: Map<number, { gross: number }>) => Object.fromEntries([...m].map(([id, s]) => [id, s.gross]));

describe('agent wages (docs/agent-wages.md)', () => {
  it('example 1: daily wage over three levels', () => {
    const house: DailyWageTerms = { tiers: [{ minDailyBet: 1_000_000, rate: 50 }, { minDailyBet: 5_000_000, rate: 80 }, { minDailyBet: 20_000_000, rate: 100 }] };
    const a: DailyWageTerms = { tiers: [{ minDailyBet: 1_000_000, rate: 40 }, { minDailyBet: 5_000_000, rate: 60 }] };
    const b: DailyWageTerms = { tiers: [{ minDailyBet: 1_000_000, rate: 30 }] };
    expect(dominates('daily_wage', house, a)).toBe(true);
    expect(dominates('daily_wage', a, b)).toBe(true);
    const volumes = { T: 21_500_000, A: 5_500_000, B: 2_000_000 };
    expect([tierRate('daily_wage', house, { validBet: volumes.T }), tierRate('daily_wage', a, { validBet: volumes.A }), tierRate('daily_wage', b, { validBet: volumes.B })]).toEqual([100, 60, 30]);
    const shares = allocate([
      { contractId: 1, agentId: 1, parentContractId: null, house: true, rate: 100, base: volumes.T },
      { contractId: 2, agentId: 2, parentContractId: 1, house: false, rate: 60, base: volumes.A },
      { contractId: 3, agentId: 3, parentContractId: 2, house: false, rate: 30, base: volumes.B },
    ]);
    expect(grosses(shares)).toEqual({ 1: 215_000, 2: 33_000, 3: 6_000 });
    expect(amounts(shares)).toEqual({ 1: 182_000, 2: 27_000, 3: 6_000 });
    expect(shares.get(2)).toMatchObject({ downlineCost: 6_000 });
    // One ৳100 bet by B's player: 30 + 30 + 40 bp.
    const bet = allocate([
      { contractId: 1, agentId: 1, parentContractId: null, house: true, rate: 100, base: 10_000 },
      { contractId: 2, agentId: 2, parentContractId: 1, house: false, rate: 60, base: 10_000 },
      { contractId: 3, agentId: 3, parentContractId: 2, house: false, rate: 30, base: 10_000 },
    ]);
    expect(amounts(bet)).toEqual({ 1: 40, 2: 30, 3: 30 });
  });

  it('example 2: rounding down per agent', () => {
    const shares = allocate([
      { contractId: 1, agentId: 1, parentContractId: null, house: true, rate: 37, base: 12_345 },
      { contractId: 2, agentId: 2, parentContractId: 1, house: false, rate: 30, base: 9_999 },
    ]);
    expect(amounts(shares)).toEqual({ 1: 16, 2: 29 });
  });

  it('example 3: hourly wage capped by the house terms lowered later', () => {
    const house: HourlyWageTerms = { tiers: [{ minHourlyBet: 100_000, rate: 20 }, { minHourlyBet: 1_000_000, rate: 40 }] };
    const a: HourlyWageTerms = { tiers: [{ minHourlyBet: 100_000, rate: 30 }] };
    expect(dominates('hourly_wage', house, a)).toBe(false);
    const shares = allocate([
      { contractId: 1, agentId: 1, parentContractId: null, house: true, rate: tierRate('hourly_wage', house, { validBet: 600_000 }), base: 600_000 },
      { contractId: 2, agentId: 2, parentContractId: 1, house: false, rate: tierRate('hourly_wage', a, { validBet: 300_000 }), base: 300_000 },
    ]);
    expect(shares.get(2)?.rate).toBe(20);
    expect(amounts(shares)).toEqual({ 1: 600, 2: 600 });
  });

  it('example 4: dividend with tiers and active members', () => {
    const house: DividendTerms = {
      period: 'semimonthly',
      tiers: [
        { minValidBet: 0, minActiveMembers: 1, rate: 1_000 },
        { minValidBet: 10_000_000, minActiveMembers: 5, rate: 2_000 },
        { minValidBet: 50_000_000, minActiveMembers: 20, rate: 3_000 },
      ],
    };
    const a: DividendTerms = { period: 'semimonthly', tiers: [{ minValidBet: 0, minActiveMembers: 1, rate: 800 }, { minValidBet: 10_000_000, minActiveMembers: 5, rate: 1_500 }] };
    expect(dominates('dividend', house, a)).toBe(true);
    expect(dominates('dividend', house, { ...a, period: 'monthly' })).toBe(false);
    const rT = tierRate('dividend', house, { validBet: 60_000_000, activeMembers: 25 });
    const rA = tierRate('dividend', a, { validBet: 12_000_000, activeMembers: 6 });
    expect([rT, rA]).toEqual([3_000, 1_500]);
    expect(tierRate('dividend', house, { validBet: 60_000_000, activeMembers: 19 })).toBe(2_000);
    const shares = allocate([
      { contractId: 1, agentId: 1, parentContractId: null, house: true, rate: rT, base: 3_000_000 },
      { contractId: 2, agentId: 2, parentContractId: 1, house: false, rate: rA, base: 1_000_000 },
    ]);
    expect(grosses(shares)).toEqual({ 1: 900_000, 2: 150_000 });
    expect(amounts(shares)).toEqual({ 1: 750_000, 2: 150_000 });
  });

  it('example 5: dividend fit rule', () => {
    const shares = allocate([
      { contractId: 1, agentId: 1, parentContractId: null, house: true, rate: 1_000, base: 200_000 },
      { contractId: 2, agentId: 2, parentContractId: 1, house: false, rate: 800, base: 750_000 },
      { contractId: 3, agentId: 3, parentContractId: 1, house: false, rate: 800, base: 250_000 },
    ]);
    expect(grosses(shares)).toEqual({ 1: 20_000, 2: 15_000, 3: 5_000 });
    expect(amounts(shares)).toEqual({ 1: 0, 2: 15_000, 3: 5_000 });
    // A negative result pays nothing and carries nothing.
    const lost = allocate([{ contractId: 1, agentId: 1, parentContractId: null, house: true, rate: 1_000, base: -500_000 }]);
    expect(amounts(lost)).toEqual({ 1: 0 });
  });

  it('example 6: real-time salary', () => {
    const house: RealtimeTerms = { profitRate: 30, lossRate: 60, minSingleBet: 1_000 };
    const a: RealtimeTerms = { profitRate: 20, lossRate: 40, minSingleBet: 5_000 };
    expect(dominates('realtime_salary', house, a)).toBe(true);
    expect(dominates('realtime_salary', house, { ...a, minSingleBet: 500 })).toBe(false);
    const T = 1;
    const A = 2;
    const shares = realtimeShares(
      [
        { contractId: 10, agentId: T, parentContractId: null, house: true, terms: house },
        { contractId: 20, agentId: A, parentContractId: 10, house: false, terms: a },
      ],
      [
        { memberId: 100, stake: 10_000, validBet: 10_000, payout: 0, count: 1, ancestors: [A, T] },
        { memberId: 100, stake: 20_000, validBet: 20_000, payout: 50_000, count: 1, ancestors: [A, T] },
        { memberId: 101, stake: 2_000, validBet: 2_000, payout: 0, count: 1, ancestors: [A, T] },
        { memberId: 102, stake: 5_000, validBet: 5_000, payout: 0, count: 1, ancestors: [T] },
      ],
    );
    expect(grosses(shares)).toEqual({ 10: 162, 20: 80 });
    expect(amounts(shares)).toEqual({ 10: 82, 20: 80 });
  });

  it('example 7: periods in Asia/Dhaka', () => {
    const at = Date.parse('2025-03-15T19:30:00Z');
    const iso = (p: Period) => [new Date(p.start).toISOString(), new Date(p.end).toISOString()];
    expect(iso(periodAt('realtime', at, 'Asia/Dhaka'))).toEqual(['2025-03-15T19:30:00.000Z', '2025-03-15T19:35:00.000Z']);
    expect(iso(periodAt('hourly', at, 'Asia/Dhaka'))).toEqual(['2025-03-15T19:00:00.000Z', '2025-03-15T20:00:00.000Z']);
    expect(iso(periodAt('daily', at, 'Asia/Dhaka'))).toEqual(['2025-03-15T18:00:00.000Z', '2025-03-16T18:00:00.000Z']);
    expect(iso(periodAt('weekly', at, 'Asia/Dhaka'))).toEqual(['2025-03-09T18:00:00.000Z', '2025-03-16T18:00:00.000Z']);
    expect(iso(periodAt('semimonthly', at, 'Asia/Dhaka'))).toEqual(['2025-03-15T18:00:00.000Z', '2025-03-31T18:00:00.000Z']);
    expect(iso(periodAt('monthly', at, 'Asia/Dhaka'))).toEqual(['2025-02-28T18:00:00.000Z', '2025-03-31T18:00:00.000Z']);
    // The first half of a month, and the turn of the year.
    expect(iso(periodAt('semimonthly', Date.parse('2025-03-10T00:00:00Z'), 'Asia/Dhaka'))).toEqual(['2025-02-28T18:00:00.000Z', '2025-03-15T18:00:00.000Z']);
    expect(iso(periodAt('monthly', Date.parse('2024-12-31T19:00:00Z'), 'Asia/Dhaka'))).toEqual(['2024-12-31T18:00:00.000Z', '2025-01-31T18:00:00.000Z']);
  });
});

describe('the total paid never exceeds the top rate (random trees)', () => {
  it('holds for wages and dividends, whatever the tiers and volumes', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const nodes: { contractId: number; agentId: number; parentContractId: number | null; house: boolean; rate: number; base: number }[] = [];
      const count = 1 + rand(12);
      for (let i = 1; i <= count; i++) {
        const parent = i === 1 ? null : 1 + rand(i - 1);
        nodes.push({ contractId: i, agentId: i, parentContractId: parent, house: parent === null, rate: rand(3_000), base: rand(10_000_000) - (round % 3 === 0 ? 3_000_000 : 0) });
      }
      const shares = allocate(nodes);
      const paid = [...shares.values()].reduce((s, x) => s + x.amount, 0);
      const top = nodes[0] as (typeof nodes)[number];
      expect(paid).toBeLessThanOrEqual(Math.floor((top.rate * Math.max(0, top.base)) / 10_000));
      for (const s of shares.values()) expect(s.amount).toBeGreaterThanOrEqual(0);
    }
  });
});
