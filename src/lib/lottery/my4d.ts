/**
 * The bet types of the my4d format: 23 distinct 4-digit numbers [1st, 2nd, 3rd, special ×10,
 * consolation ×10]. Big pays on all 23 prizes, Small on the top three only, each prize tier at
 * its own odds. A row's `oddsMilli` is the first prize's odds; the other tiers scale with it
 * (tier odds × oddsMilli ÷ the default first-prize odds, rounded down), so staff move the whole
 * table with one number.
 */
import type { DrawResult } from '#lib/contracts/lottery-model.ts';
import type { BetType } from './bet-type.ts';
import { prizeOfEach } from './digits.ts';
import { numberBet } from './number-bet.ts';

export type Tier = 'first' | 'second' | 'third' | 'special' | 'consolation';
/** What each tier returns per unit (thousandths) at the default odds; a missing tier does not pay. */
export type TierTable = Partial<Record<Tier, number>>;

/** The common market table per unit: Big 2,500 / 1,000 / 500 / 180 / 60, Small 3,500 / 2,000 / 1,000. */
export const BIG_TIERS: TierTable = {
  first: 2_500_000,
  second: 1_000_000,
  third: 500_000,
  special: 180_000,
  consolation: 60_000,
};
export const SMALL_TIERS: TierTable = {
  first: 3_500_000,
  second: 2_000_000,
  third: 1_000_000,
};

const PRIZES = prizeOfEach('my4d') as Tier[];
const MAX_NUMBERS = 100;

/** The tier a number won in a result (the first place it appears; 4D numbers are distinct), if any. */
export function tierOf(number: string, result: DrawResult): Tier | undefined {
  const at = result.indexOf(number);
  return at < 0 ? undefined : PRIZES[at];
}

/** What a tier returns per unit at the row's first-prize odds. */
export function tierPays(table: TierTable, tier: Tier | undefined, oddsMilli: number): number {
  const base = tier ? table[tier] : undefined;
  return base ? Math.floor((base * oddsMilli) / table.first!) : 0;
}

function fourD(code: 'big' | 'small', table: TierTable, returnBps: number): BetType {
  return numberBet({
    code,
    digits: 4,
    max: MAX_NUMBERS,
    defaults: {
      oddsMilli: table.first!,
      returnBps,
      costUnits: 1,
      maxStake: 2_000_000,
      maxPayout: 100_000_000,
    },
    hits: (n, r) => (tierPays(table, tierOf(n, r), table.first!) > 0 ? 1 : 0),
    hitPays: (n, r, odds) => tierPays(table, tierOf(n, r), odds),
  });
}

/** Big returns (2,500 + 1,000 + 500 + 10 × 180 + 10 × 60) ÷ 10,000 = 64%; Small (3,500 + 2,000 + 1,000) ÷ 10,000 = 65%. */
export const MY4D_BETS: readonly BetType[] = [fourD('big', BIG_TIERS, 6_400), fourD('small', SMALL_TIERS, 6_500)];
