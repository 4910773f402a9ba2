/**
 * Video slot: 5 reels × 3 rows, 10 fixed paylines.
 *
 * Rules (player-facing summary):
 * - The stake is per spin and must be a positive multiple of 10 minor units; each of the 10 lines
 *   plays stake / 10 (the line stake).
 * - Symbols: four low (A, K, Q, J), four high (gem, bell, seven, crown), WILD and SCATTER.
 * - Line wins pay left to right from the first reel for 3, 4 or 5 matching symbols, as a multiple
 *   of the line stake (SLOT_PAYTABLE). Only the highest win on each line is paid; wins on
 *   different lines add up.
 * - WILD appears on reels 2, 3 and 4 only and substitutes for every symbol except SCATTER.
 * - SCATTER pays anywhere in the window: 3, 4 or 5 scatters pay 2, 10 or 50 × the total stake,
 *   in addition to line wins, and 3 or more award 10 free spins at the same stake. Free spins use
 *   the same reels and paytable; 3 or more scatters during free spins award 10 more, up to at most
 *   50 free spins for one paid spin.
 * - A spin draws one float per reel: stop = floor(float × reel length); the window of a reel shows
 *   its strip at stop, stop + 1 and stop + 2 (wrapping around).
 * - The theoretical return to player (RTP), free spins included, is THEORETICAL_RTP ≈ 96.15 %:
 *   over a very long run a stake of 100 returns about 96.15 on average (line wins ≈ 91.0 %,
 *   scatter pays ≈ 1.0 %, free spins ≈ 4.1 %). About 61 % of paid spins win something; free spins
 *   trigger on about 1 paid spin in 233. The standard deviation of one paid spin's return (free
 *   spins included) is SLOT_STANDARD_DEVIATION ≈ 1.35 × the stake (low to moderate volatility).
 *
 * Both figures are computed exactly from the reel strips and the paytable by theoreticalRtp() and
 * slotStatistics() in slot-analysis.ts (no simulation) for uniformly distributed reel stops; with
 * 32-bit floats each stop's probability is 1 / length to within 2^-32.
 */
import { intBelow, type Floats } from './rng.ts';

export const SLOT_SYMBOLS = ['J', 'Q', 'K', 'A', 'gem', 'bell', 'seven', 'crown', 'wild', 'scatter'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
/** Symbols that form line wins (WILD only substitutes, SCATTER pays anywhere). */
export type PayingSymbol = Exclude<SlotSymbol, 'wild' | 'scatter'>;
export const PAYING_SYMBOLS: readonly PayingSymbol[] = ['J', 'Q', 'K', 'A', 'gem', 'bell', 'seven', 'crown'];

export const SLOT_REEL_COUNT = 5;
export const SLOT_ROWS = 3;
/** The stake is a multiple of this (one minor unit per line at the least). */
export const SLOT_STAKE_STEP = 10;

/** The 10 paylines: for each line, the row (0 = top, 1 = middle, 2 = bottom) read on each reel. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Line pays for 3, 4 and 5 of a kind, as multiples of the line stake (stake / 10). */
export type Paytable = Readonly<Record<PayingSymbol, readonly [number, number, number]>>;
export const SLOT_PAYTABLE: Paytable = {
  J: [7, 10, 20],
  Q: [7, 12, 25],
  K: [10, 20, 40],
  A: [12, 25, 50],
  gem: [20, 40, 75],
  bell: [25, 50, 100],
  seven: [30, 60, 125],
  crown: [40, 75, 150],
};

/** Scatter pays anywhere, as multiples of the total stake, by number of scatters in the window. */
export const SLOT_SCATTER_PAYS: Readonly<Record<number, number>> = { 3: 2, 4: 10, 5: 50 };

export const SLOT_FREE_SPINS = {
  /** Scatters needed to trigger (or retrigger). */
  trigger: 3,
  /** Free spins awarded by a trigger in the paid spin. */
  award: 10,
  /** Free spins added by a retrigger during free spins. */
  retrigger: 10,
  /** At most this many free spins for one paid spin. */
  cap: 50,
} as const;

/** The reel strips (one float per reel chooses a stop; the window is stop, stop + 1, stop + 2). */
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [
  // Reel 1: 37 stops.
  [
    'J', 'Q', 'J', 'A', 'K', 'Q', 'J', 'Q', 'J', 'K', 'Q', 'J', 'A', 'J', 'Q', 'K', 'J', 'Q', 'seven', 'J', 'A',
    'K', 'Q', 'J', 'gem', 'Q', 'J', 'crown', 'K', 'Q', 'J', 'A', 'bell', 'J', 'Q', 'K', 'scatter',
  ],
  // Reel 2: 39 stops.
  [
    'J', 'Q', 'J', 'Q', 'wild', 'K', 'J', 'A', 'Q', 'J', 'Q', 'J', 'K', 'gem', 'J', 'Q', 'wild', 'bell', 'J',
    'A', 'Q', 'K', 'J', 'Q', 'seven', 'J', 'scatter', 'Q', 'K', 'J', 'wild', 'Q', 'J', 'A', 'crown', 'gem', 'J',
    'Q', 'K',
  ],
  // Reel 3: 39 stops.
  [
    'J', 'Q', 'K', 'J', 'Q', 'J', 'wild', 'A', 'Q', 'J', 'K', 'Q', 'J', 'gem', 'J', 'Q', 'crown', 'K', 'J',
    'wild', 'A', 'Q', 'bell', 'J', 'Q', 'K', 'J', 'Q', 'J', 'seven', 'scatter', 'Q', 'J', 'wild', 'K', 'A',
    'gem', 'J', 'Q',
  ],
  // Reel 4: 39 stops.
  [
    'Q', 'J', 'K', 'Q', 'J', 'Q', 'J', 'wild', 'gem', 'A', 'J', 'K', 'Q', 'J', 'Q', 'J', 'K', 'Q', 'J', 'wild',
    'crown', 'A', 'Q', 'J', 'K', 'J', 'bell', 'Q', 'gem', 'J', 'Q', 'J', 'seven', 'wild', 'K', 'Q', 'A',
    'scatter', 'J',
  ],
  // Reel 5: 37 stops.
  [
    'Q', 'J', 'K', 'J', 'Q', 'J', 'A', 'Q', 'K', 'J', 'Q', 'J', 'Q', 'K', 'J', 'A', 'seven', 'Q', 'J', 'K',
    'gem', 'J', 'Q', 'crown', 'J', 'A', 'Q', 'K', 'J', 'bell', 'Q', 'scatter', 'J', 'Q', 'K', 'J', 'A',
  ],
];

/** The published RTP (free spins included); the tests check it against theoreticalRtp() to 1e-9. */
export const THEORETICAL_RTP = 0.9614508689018668;
/** The published standard deviation of (total pay / stake) per paid spin; checked against slotStatistics(). */
export const SLOT_STANDARD_DEVIATION = 1.3540257599768524;

/** Everything that defines the game's maths: the analysis functions take one, the game uses SLOT_CONFIG. */
export interface SlotConfig {
  readonly reels: readonly (readonly SlotSymbol[])[];
  readonly lines: readonly (readonly number[])[];
  readonly paytable: Paytable;
  readonly scatterPays: Readonly<Record<number, number>>;
}

export const SLOT_CONFIG: SlotConfig = {
  reels: SLOT_REELS,
  lines: SLOT_LINES,
  paytable: SLOT_PAYTABLE,
  scatterPays: SLOT_SCATTER_PAYS,
};

export interface LineWin {
  /** Index into SLOT_LINES (0-based). */
  line: number;
  symbol: PayingSymbol;
  /** How many reels from the left the win covers (3, 4 or 5). */
  count: number;
  /** Minor units paid: line stake × paytable multiple. */
  pay: number;
}

/** One spin, paid or free. */
export interface SlotSpin {
  /** Stop index of each reel (0-based into its strip). */
  stops: number[];
  /** grid[reel][row]: the symbols in the window, row 0 at the top. */
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  scatterCount: number;
  scatterPay: number;
  /** Free spins this spin awarded (10 on a trigger; on a retrigger at most up to the cap; else 0). */
  freeSpinsAwarded: number;
  /** Line wins plus scatter pay of this spin. */
  pay: number;
}

/** A paid spin with every free spin it led to. */
export interface SlotRound extends SlotSpin {
  stake: number;
  freeSpins: SlotSpin[];
  /** pay of the paid spin plus the pay of all its free spins. */
  totalPay: number;
}

/** The line win of one line's symbols (one per reel), as a paytable multiple; null when none. */
export function bestLineWin(
  symbols: readonly SlotSymbol[],
  paytable: Paytable = SLOT_PAYTABLE,
): { symbol: PayingSymbol; count: number; multiple: number } | null {
  let best: { symbol: PayingSymbol; count: number; multiple: number } | null = null;
  for (const symbol of PAYING_SYMBOLS) {
    let count = 0;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'wild')) count++;
    if (count < 3) continue;
    const multiple = paytable[symbol][Math.min(count, 5) - 3]!;
    // Highest win per line; on equal pays the higher symbol (later in PAYING_SYMBOLS) is shown.
    if (multiple > 0 && (best === null || multiple >= best.multiple)) best = { symbol, count, multiple };
  }
  return best;
}

/** Throws a RangeError unless the stake is a positive safe integer multiple of SLOT_STAKE_STEP. */
export function validateSlotStake(stake: number): void {
  if (!Number.isSafeInteger(stake) || stake <= 0 || stake % SLOT_STAKE_STEP !== 0) {
    throw new RangeError(`The slot stake must be a positive multiple of ${SLOT_STAKE_STEP} minor units.`);
  }
  if (stake > maxSafeStake()) throw new RangeError('The slot stake is too large.');
}

/** An upper bound of one paid spin's total pay as a multiple of the stake (every spin at its best). */
export function maxWinBound(config: SlotConfig = SLOT_CONFIG): number {
  const lineMax = Math.max(...PAYING_SYMBOLS.map((s) => Math.max(...config.paytable[s])));
  const scatterMax = Math.max(0, ...Object.values(config.scatterPays));
  return (1 + SLOT_FREE_SPINS.cap) * (lineMax + scatterMax);
}

function maxSafeStake(): number {
  return Math.floor(Number.MAX_SAFE_INTEGER / maxWinBound());
}

/**
 * One spin without its free spins (the building block of spinSlot, also used by the analysis tests):
 * one float per reel. The stake must be a positive multiple of the number of lines.
 */
export function spinReels(next: Floats, stake: number, config: SlotConfig = SLOT_CONFIG): SlotSpin {
  if (!Number.isSafeInteger(stake) || stake <= 0 || stake % config.lines.length !== 0) {
    throw new RangeError('The stake must be a positive multiple of the number of lines.');
  }
  const lineStake = stake / config.lines.length;
  const stops: number[] = [];
  const grid: SlotSymbol[][] = [];
  let scatterCount = 0;
  for (const strip of config.reels) {
    const stop = intBelow(next, strip.length);
    stops.push(stop);
    const column: SlotSymbol[] = [];
    for (let row = 0; row < SLOT_ROWS; row++) {
      const symbol = strip[(stop + row) % strip.length]!;
      if (symbol === 'scatter') scatterCount++;
      column.push(symbol);
    }
    grid.push(column);
  }
  const lineWins: LineWin[] = [];
  let pay = 0;
  config.lines.forEach((rows, line) => {
    const win = bestLineWin(
      rows.map((row, reel) => grid[reel]![row]!),
      config.paytable,
    );
    if (win) {
      const linePay = Math.floor(lineStake * win.multiple);
      lineWins.push({ line, symbol: win.symbol, count: win.count, pay: linePay });
      pay += linePay;
    }
  });
  const scatterPay = Math.floor(stake * (config.scatterPays[scatterCount] ?? 0));
  pay += scatterPay;
  return { stops, grid, lineWins, scatterCount, scatterPay, freeSpinsAwarded: 0, pay };
}

/**
 * One paid spin and all its free spins. Floats are consumed in order: 5 for the paid spin, then 5 for
 * each free spin. Throws a RangeError for an invalid stake.
 */
export function spinSlot(next: Floats, stake: number): SlotRound {
  validateSlotStake(stake);
  const base = spinReels(next, stake);
  const freeSpins: SlotSpin[] = [];
  let totalPay = base.pay;
  if (base.scatterCount >= SLOT_FREE_SPINS.trigger) {
    base.freeSpinsAwarded = SLOT_FREE_SPINS.award;
    let awarded = SLOT_FREE_SPINS.award;
    let remaining = awarded;
    while (remaining > 0) {
      remaining--;
      const spin = spinReels(next, stake);
      if (spin.scatterCount >= SLOT_FREE_SPINS.trigger) {
        const extra = Math.min(SLOT_FREE_SPINS.retrigger, SLOT_FREE_SPINS.cap - awarded);
        spin.freeSpinsAwarded = extra;
        awarded += extra;
        remaining += extra;
      }
      freeSpins.push(spin);
      totalPay += spin.pay;
    }
  }
  return { ...base, stake, freeSpins, totalPay };
}
