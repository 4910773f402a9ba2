/**
 * The 'agents' setting: the house's terms for top agents (agents without an upline) — the highest
 * rates anyone in the programme can earn, since every offer down the tree stays at or below its
 * upline's — and the contract rules. It is a section of the settings schema, so it lives with it
 * in system; the agents domain reads it through loadSettings.
 */
import { z } from 'zod';
import { dailyWageTerms, dividendTerms, hourlyWageTerms, realtimeTerms } from '#lib/validation/agent-terms.ts';

export const AGENT_SETTINGS = z
  .object({
    topRates: z.object({
      dividend: dividendTerms,
      daily_wage: dailyWageTerms,
      hourly_wage: hourlyWageTerms,
      realtime_salary: realtimeTerms,
    }),
    /** A termination request nobody answered takes effect after this many days (0: never by itself). */
    terminationAutoAcceptDays: z.number().int().min(0).max(90),
  })
  .default({
    topRates: {
      dividend: {
        period: 'semimonthly',
        tiers: [
          { minValidBet: 0, minActiveMembers: 1, rate: 1_000 },
          { minValidBet: 10_000_000, minActiveMembers: 5, rate: 2_000 },
          { minValidBet: 50_000_000, minActiveMembers: 20, rate: 3_000 },
          { minValidBet: 200_000_000, minActiveMembers: 50, rate: 4_000 },
        ],
      },
      daily_wage: {
        tiers: [
          { minDailyBet: 1_000_000, rate: 50 },
          { minDailyBet: 5_000_000, rate: 80 },
          { minDailyBet: 20_000_000, rate: 100 },
          { minDailyBet: 100_000_000, rate: 150 },
        ],
      },
      hourly_wage: {
        tiers: [
          { minHourlyBet: 100_000, rate: 20 },
          { minHourlyBet: 1_000_000, rate: 40 },
          { minHourlyBet: 5_000_000, rate: 60 },
        ],
      },
      realtime_salary: { profitRate: 30, lossRate: 60, minSingleBet: 1_000 },
    },
    terminationAutoAcceptDays: 7,
  });

export type AgentSettings = z.output<typeof AGENT_SETTINGS>;
