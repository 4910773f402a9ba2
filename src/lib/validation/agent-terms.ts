/**
 * The shapes of an agent contract's terms (spec §3 "Contract"), as zod schemas. They sit here,
 * below every server domain, because the settings schema (src/server/system) declares the
 * house's top rates with them and the agents domain validates offers with them; the browser may
 * use them too. Rates are integers in basis points (100 = 1 %), amounts integer minor units.
 */
import { z } from 'zod';
import { DIVIDEND_PERIODS } from '#lib/types/agent-lists.ts';

export const MAX_RATE = 10_000;
const rate = z.number().int().min(0).max(MAX_RATE);
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const tiers = <T extends z.ZodType>(tier: T) => z.array(tier).min(1).max(20);

export const dividendTerms = z.strictObject({
  period: z.enum(DIVIDEND_PERIODS),
  tiers: tiers(z.strictObject({ minValidBet: amount, minActiveMembers: z.number().int().min(0).max(1_000_000), rate })),
});
export const dailyWageTerms = z.strictObject({ tiers: tiers(z.strictObject({ minDailyBet: amount, rate })) });
export const hourlyWageTerms = z.strictObject({ tiers: tiers(z.strictObject({ minHourlyBet: amount, rate })) });
export const realtimeTerms = z.strictObject({ profitRate: rate, lossRate: rate, minSingleBet: amount });
