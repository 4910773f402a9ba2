/**
 * Demo contracts down the demo agent tree (agentone → agenttwo → agent41 → agent42), each within
 * its upline's terms; agentone, the top agent, earns by the house's terms (setting agents.topRates).
 * agent42 has a dividend offer from agent41 waiting for its answer. Rates in basis points, amounts
 * in minor units.
 */
export interface DemoContract {
  upline: string;
  downline: string;
  kind: 'dividend' | 'daily_wage' | 'hourly_wage' | 'realtime_salary';
  terms: Record<string, unknown>;
  /** false: left as an open offer. */
  accept: boolean;
}

export const DEMO_CONTRACTS: DemoContract[] = [
  { upline: 'agentone', downline: 'agenttwo', kind: 'daily_wage', accept: true, terms: { tiers: [{ minDailyBet: 1_000_000, rate: 40 }, { minDailyBet: 5_000_000, rate: 60 }, { minDailyBet: 20_000_000, rate: 80 }] } },
  {
    upline: 'agentone',
    downline: 'agenttwo',
    kind: 'dividend',
    accept: true,
    terms: { period: 'semimonthly', tiers: [{ minValidBet: 0, minActiveMembers: 1, rate: 800 }, { minValidBet: 10_000_000, minActiveMembers: 5, rate: 1_500 }, { minValidBet: 50_000_000, minActiveMembers: 20, rate: 2_500 }] },
  },
  { upline: 'agentone', downline: 'agenttwo', kind: 'hourly_wage', accept: true, terms: { tiers: [{ minHourlyBet: 100_000, rate: 15 }, { minHourlyBet: 1_000_000, rate: 30 }] } },
  { upline: 'agentone', downline: 'agenttwo', kind: 'realtime_salary', accept: true, terms: { profitRate: 20, lossRate: 40, minSingleBet: 1_000 } },
  { upline: 'agenttwo', downline: 'agent41', kind: 'daily_wage', accept: true, terms: { tiers: [{ minDailyBet: 1_000_000, rate: 30 }, { minDailyBet: 5_000_000, rate: 45 }] } },
  { upline: 'agenttwo', downline: 'agent41', kind: 'dividend', accept: true, terms: { period: 'semimonthly', tiers: [{ minValidBet: 0, minActiveMembers: 1, rate: 600 }, { minValidBet: 10_000_000, minActiveMembers: 5, rate: 1_000 }] } },
  { upline: 'agenttwo', downline: 'agent41', kind: 'realtime_salary', accept: true, terms: { profitRate: 10, lossRate: 25, minSingleBet: 2_000 } },
  { upline: 'agent41', downline: 'agent42', kind: 'daily_wage', accept: true, terms: { tiers: [{ minDailyBet: 1_000_000, rate: 20 }] } },
  { upline: 'agent41', downline: 'agent42', kind: 'dividend', accept: false, terms: { period: 'semimonthly', tiers: [{ minValidBet: 0, minActiveMembers: 1, rate: 400 }] } },
];
