/**
 * Cashback and rebate rates and the amounts they pay (pure, no database). A rate row applies to
 * members of at least its VIP rank; for one member and one category the row with the highest rank
 * at or below the member's wins, a row of that category before an 'ALL' row of the same rank. No
 * row: 0. Rates are basis points of the amount (100 = 1%); every amount is floored per category.
 */
import type { RateRow } from '#lib/contracts/promotion-model.ts';

/** The rate (bps) one member of `rank` earns in `category`. */
export function rateFor(rates: readonly RateRow[], rank: number, category: string): number {
  let best: RateRow | undefined;
  for (const r of rates) {
    if (r.rank > rank || (r.category !== category && r.category !== 'ALL')) continue;
    if (!best || r.rank > best.rank || (r.rank === best.rank && best.category === 'ALL' && r.category !== 'ALL')) best = r;
  }
  return best?.rateBps ?? 0;
}

/** One category's bets in a period. */
export interface CategoryTotals {
  category: string;
  bets: number;
  stake: number;
  validBet: number;
  payout: number;
}

/** One category's line of a calculation the player is shown. */
export interface CalcLine {
  category: string;
  bets: number;
  /** Cashback: the stakes; rebate: the valid bet. */
  base: number;
  payout: number;
  /** Cashback: stake − payout (negative: a win); rebate: the valid bet. */
  loss: number;
  rateBps: number;
  amount: number;
}

export interface Calculation {
  lines: CalcLine[];
  /** Cashback: the net loss over every category; rebate: the total valid bet. */
  total: number;
  /** Before the cap. */
  gross: number;
  /** What is paid: 0 below the minimum loss, at most the cap. */
  amount: number;
}

const floorBps = (base: number, bps: number) => Math.floor((base * bps) / 10_000);
const capped = (amount: number, cap: number) => (cap > 0 ? Math.min(amount, cap) : amount);
const byCategory = (a: { category: string }, b: { category: string }) => a.category.localeCompare(b.category);

/**
 * Cashback: each category's net loss (stakes − payouts) times its rate; a category the member won
 * in pays nothing. Nothing at all when the net loss over every category is below `minLoss` (or
 * not a loss); the sum is capped at `maxPerPeriod` (0: no cap).
 */
export function cashbackOf(totals: readonly CategoryTotals[], rates: readonly RateRow[], rank: number, minLoss: number, maxPerPeriod: number): Calculation {
  const lines = [...totals].sort(byCategory).map((t) => {
    const loss = t.stake - t.payout;
    const rateBps = rateFor(rates, rank, t.category);
    return { category: t.category, bets: t.bets, base: t.stake, payout: t.payout, loss, rateBps, amount: loss > 0 ? floorBps(loss, rateBps) : 0 };
  });
  const total = lines.reduce((s, l) => s + l.loss, 0);
  const gross = lines.reduce((s, l) => s + l.amount, 0);
  const amount = total <= 0 || total < minLoss ? 0 : capped(gross, maxPerPeriod);
  return { lines, total, gross, amount };
}

/** Rebate: each category's valid bet times its rate, the sum capped at `maxPerDay` (0: no cap). */
export function rebateOf(totals: readonly CategoryTotals[], rates: readonly RateRow[], rank: number, maxPerDay: number): Calculation {
  const lines = [...totals].sort(byCategory).map((t) => {
    const rateBps = rateFor(rates, rank, t.category);
    return { category: t.category, bets: t.bets, base: t.validBet, payout: t.payout, loss: t.validBet, rateBps, amount: floorBps(t.validBet, rateBps) };
  });
  const total = lines.reduce((s, l) => s + l.base, 0);
  const gross = lines.reduce((s, l) => s + l.amount, 0);
  return { lines, total, gross, amount: capped(gross, maxPerDay) };
}
