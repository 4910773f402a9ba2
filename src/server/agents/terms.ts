/**
 * Contract kinds and their terms (spec §3 "Contract"), as pure functions: validation, the rate a
 * tier table gives for a team's volume, and whether one set of terms never pays more than another
 * (the rule that keeps an upline's offer at or below its own rate). Rates are integers in basis
 * points (100 = 1 %), amounts integer minor units.
 */
import type { z } from 'zod';
import type { AnyTerms, DailyWageTerms, DividendTerms, HourlyWageTerms, RealtimeTerms, TermsOf } from '#lib/contracts/agents-shapes.ts';
import { dailyWageTerms, dividendTerms, hourlyWageTerms, MAX_RATE, realtimeTerms } from '#lib/validation/agent-terms.ts';

export const KINDS = ['dividend', 'daily_wage', 'hourly_wage', 'realtime_salary'] as const;
export type Kind = (typeof KINDS)[number];

export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
/** A settlement period type: the dividend periods, plus the hour and the 5-minute real-time window. */
import type { PeriodType } from '#server/system/index.ts';
export type { PeriodType };

/** The feature switch (settings 'switches') that turns each kind on and off (spec §6). */
export const SWITCH_OF = {
  dividend: 'dividend',
  daily_wage: 'dailyWages',
  hourly_wage: 'hourlySalary',
  realtime_salary: 'realTimeSalary',
} as const satisfies Record<Kind, string>;

/** The journal-entry kind of each payout (My Income groups by it). */
export const ENTRY_KIND = {
  dividend: 'agent_dividend',
  daily_wage: 'agent_daily_wage',
  hourly_wage: 'agent_hourly_wage',
  realtime_salary: 'agent_realtime_salary',
} as const satisfies Record<Kind, string>;

// The schemas sit below the domains (the settings schema in system uses them too).
export { dailyWageTerms, dividendTerms, hourlyWageTerms, MAX_RATE, realtimeTerms };

// The terms' types are the contract's (the same schemas, declared for the API once).
export type { AnyTerms, DailyWageTerms, DividendTerms, HourlyWageTerms, RealtimeTerms, TermsOf };

export const TERMS_SCHEMA = {
  dividend: dividendTerms,
  daily_wage: dailyWageTerms,
  hourly_wage: hourlyWageTerms,
  realtime_salary: realtimeTerms,
} as const;

/** The period a contract of this kind settles over. */
export function periodOf(kind: Kind, terms: AnyTerms): PeriodType {
  if (kind === 'dividend') return (terms as DividendTerms).period;
  if (kind === 'daily_wage') return 'daily';
  if (kind === 'hourly_wage') return 'hourly';
  return 'realtime';
}

/** Volume that decides a tier: valid bet, and (dividends) active members. */
export interface Volume {
  validBet: number;
  activeMembers?: number;
}

/** A tier table flattened to (threshold, rate) points, so every kind compares the same way. */
interface Step {
  minValidBet: number;
  minActiveMembers: number;
  rate: number;
}

function steps(kind: Exclude<Kind, 'realtime_salary'>, terms: AnyTerms): Step[] {
  if (kind === 'dividend') return (terms as DividendTerms).tiers.map((t) => ({ ...t }));
  if (kind === 'daily_wage') return (terms as DailyWageTerms).tiers.map((t) => ({ minValidBet: t.minDailyBet, minActiveMembers: 0, rate: t.rate }));
  return (terms as HourlyWageTerms).tiers.map((t) => ({ minValidBet: t.minHourlyBet, minActiveMembers: 0, rate: t.rate }));
}

/**
 * The rate a tier table gives a team's volume: the highest rate among the tiers whose every
 * minimum the team reached, 0 when it reached none. It never falls when the volume grows.
 */
export function tierRate(kind: Exclude<Kind, 'realtime_salary'>, terms: AnyTerms, v: Volume): number {
  let best = 0;
  for (const s of steps(kind, terms)) {
    if (v.validBet >= s.minValidBet && (v.activeMembers ?? 0) >= s.minActiveMembers && s.rate > best) best = s.rate;
  }
  return best;
}

/** The real-time salary rate of one bet: profitRate when the player won it, lossRate otherwise; 0 below the minimum single bet. */
export function betRate(terms: RealtimeTerms, bet: { validBet: number; stake: number; payout: number }): number {
  if (bet.validBet <= 0 || bet.validBet < terms.minSingleBet) return 0;
  return bet.payout > bet.stake ? terms.profitRate : terms.lossRate;
}

/**
 * Whether `lower` never pays more than `upper` for any team: true when, at every tier of `lower`,
 * `upper` gives at least that rate (tier rates only rise with volume, so checking the corners of
 * `lower` suffices). Real-time salary: both rates at most upper's, and a minimum single bet at
 * least upper's.
 */
export function dominates<K extends Kind>(kind: K, upper: TermsOf[K], lower: TermsOf[K]): boolean {
  if (kind === 'realtime_salary') {
    const u = upper as RealtimeTerms;
    const l = lower as RealtimeTerms;
    const paysNothing = l.profitRate === 0 && l.lossRate === 0;
    return paysNothing || (l.profitRate <= u.profitRate && l.lossRate <= u.lossRate && l.minSingleBet >= u.minSingleBet);
  }
  const k = kind as Exclude<Kind, 'realtime_salary'>;
  if (kind === 'dividend' && (upper as DividendTerms).period !== (lower as DividendTerms).period) return false;
  return steps(k, lower).every((s) => s.rate === 0 || tierRate(k, upper, { validBet: s.minValidBet, activeMembers: s.minActiveMembers }) >= s.rate);
}

/** The highest rate the terms can give (lists show it as the contract's rate). */
export function headlineRate(kind: Kind, terms: AnyTerms): number {
  if (kind === 'realtime_salary') {
    const t = terms as RealtimeTerms;
    return Math.max(t.profitRate, t.lossRate);
  }
  return Math.max(0, ...steps(kind, terms).map((s) => s.rate));
}

/** Validates terms of a kind (a zod error names the field). */
export function parseTerms<K extends Kind>(kind: K, raw: unknown): z.ZodSafeParseResult<TermsOf[K]> {
  return TERMS_SCHEMA[kind].safeParse(raw) as z.ZodSafeParseResult<TermsOf[K]>;
}
