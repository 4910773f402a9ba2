import { type AnyTerms, DIVIDEND_PERIODS, type DividendPeriod, type Kind } from '#lib/types/agents.ts';

/** The offer form's text fields: tiers (threshold in major units, active members, rate in %), or the real-time rates. */
export interface TermsDraft {
  period: DividendPeriod;
  tiers: { bet: string; members: string; rate: string }[];
  profitRate: string;
  lossRate: string;
  minSingleBet: string;
}

const pct = (bp: number) => String(bp / 100);
const major = (minor: number, units: number) => String(minor / 10 ** units);

/** A draft filled from existing terms (the agent's own, as a starting point that is within its cap). */
export function draftOf(kind: Kind, terms: AnyTerms | undefined, units: number): TermsDraft {
  const blank: TermsDraft = { period: 'semimonthly', tiers: [{ bet: '0', members: '0', rate: '' }], profitRate: '', lossRate: '', minSingleBet: '0' };
  if (!terms) return blank;
  if (kind === 'realtime_salary' && 'profitRate' in terms) return { ...blank, profitRate: pct(terms.profitRate), lossRate: pct(terms.lossRate), minSingleBet: major(terms.minSingleBet, units) };
  if ('period' in terms) return { ...blank, period: terms.period, tiers: terms.tiers.map((x) => ({ bet: major(x.minValidBet, units), members: String(x.minActiveMembers), rate: pct(x.rate) })) };
  if ('tiers' in terms) {
    return { ...blank, tiers: terms.tiers.map((x) => ({ bet: major('minDailyBet' in x ? x.minDailyBet : x.minHourlyBet, units), members: '0', rate: pct(x.rate) })) };
  }
  return blank;
}

const toBp = (s: string) => Math.round(Number(s) * 100);
const toMinor = (s: string, units: number) => Math.round(Number(s) * 10 ** units);
const ok = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** The terms a draft stands for, or null when a field is not a valid non-negative number. */
export function termsOf(kind: Kind, d: TermsDraft, units: number): AnyTerms | null {
  if (kind === 'realtime_salary') {
    const t = { profitRate: toBp(d.profitRate), lossRate: toBp(d.lossRate), minSingleBet: toMinor(d.minSingleBet, units) };
    return d.profitRate.trim() && d.lossRate.trim() && ok(t.profitRate) && ok(t.lossRate) && ok(t.minSingleBet) && t.profitRate <= 10_000 && t.lossRate <= 10_000 ? t : null;
  }
  const tiers = d.tiers.map((x) => ({ bet: toMinor(x.bet, units), members: Math.round(Number(x.members)), rate: toBp(x.rate), empty: !x.rate.trim() }));
  if (!tiers.length || tiers.some((x) => x.empty || !ok(x.bet) || !ok(x.members) || !ok(x.rate) || x.rate > 10_000)) return null;
  if (kind === 'dividend') {
    if (!DIVIDEND_PERIODS.includes(d.period)) return null;
    return { period: d.period, tiers: tiers.map((x) => ({ minValidBet: x.bet, minActiveMembers: x.members, rate: x.rate })) };
  }
  if (kind === 'daily_wage') return { tiers: tiers.map((x) => ({ minDailyBet: x.bet, rate: x.rate })) };
  return { tiers: tiers.map((x) => ({ minHourlyBet: x.bet, rate: x.rate })) };
}
