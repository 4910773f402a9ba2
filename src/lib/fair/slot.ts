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
 * slotStatistics() (no simulation) for uniformly distributed reel stops; with 32-bit floats each stop's
 * probability is 1 / length to within 2^-32.
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

// ---------------------------------------------------------------------------------------------
// Exact analysis
// ---------------------------------------------------------------------------------------------

/** Distribution of the number of scatters in one reel's window over its uniformly chosen stop. */
function scatterWindowDistribution(strip: readonly SlotSymbol[]): number[] {
  const dist = [0, 0, 0, 0];
  for (let stop = 0; stop < strip.length; stop++) {
    let count = 0;
    for (let row = 0; row < SLOT_ROWS; row++) if (strip[(stop + row) % strip.length] === 'scatter') count++;
    dist[count]! += 1 / strip.length;
  }
  return dist;
}

/** Exact distribution of the number of scatters in the whole window (index = count). */
export function scatterCountDistribution(config: SlotConfig = SLOT_CONFIG): number[] {
  let dist = [1];
  for (const strip of config.reels) {
    const reel = scatterWindowDistribution(strip);
    const out = new Array<number>(dist.length + reel.length - 1).fill(0);
    dist.forEach((p, i) => reel.forEach((q, j) => (out[i + j]! += p * q)));
    dist = out;
  }
  return dist;
}

/**
 * Expected line pay of one line, as a multiple of the line stake. Every row of a reel, at a uniform
 * stop, shows each strip position equally often, so a line reads each reel's strip frequencies and
 * the reels are independent: the expectation is a sum over all symbol combinations (one symbol per
 * reel) of the product of the reels' frequencies times the line's best win for that combination.
 * It is the same for every line.
 */
export function expectedLineMultiple(config: SlotConfig = SLOT_CONFIG): number {
  const perReel = config.reels.map((strip) => {
    const freq = new Map<SlotSymbol, number>();
    for (const s of strip) freq.set(s, (freq.get(s) ?? 0) + 1 / strip.length);
    return [...freq.entries()];
  });
  let total = 0;
  const symbols: SlotSymbol[] = [];
  const walk = (reel: number, p: number): void => {
    if (reel === perReel.length) {
      total += p * (bestLineWin(symbols, config.paytable)?.multiple ?? 0);
      return;
    }
    for (const [s, q] of perReel[reel]!) {
      symbols[reel] = s;
      walk(reel + 1, p * q);
    }
  };
  walk(0, 1);
  return total;
}

/** Probability, mean pay (× stake) etc. of one spin, paid or free (they are alike). */
export interface SpinMoments {
  /** E[pay / stake] of one spin (lines + scatter). */
  mean: number;
  /** P(the spin shows 3 or more scatters). */
  triggerProbability: number;
}

export function spinMoments(config: SlotConfig = SLOT_CONFIG): SpinMoments {
  const scatter = scatterCountDistribution(config);
  let scatterMean = 0;
  let triggerProbability = 0;
  scatter.forEach((p, count) => {
    scatterMean += p * (config.scatterPays[count] ?? 0);
    if (count >= SLOT_FREE_SPINS.trigger) triggerProbability += p;
  });
  // Each of the L lines returns E[multiple] × stake / L on average: together E[multiple] × stake.
  const lineMean = expectedLineMultiple(config);
  return { mean: lineMean + scatterMean, triggerProbability };
}

/**
 * Free-spin session from the state (remaining spins, spins awarded so far), each spin triggering with
 * probability p: returns the expected number of spins played (exact recursion over the finite states;
 * each step either uses a spin or raises the award towards the cap, so it terminates).
 */
export function expectedFreeSpins(p: number): number {
  const memo = new Map<string, number>();
  const { retrigger, cap, award } = SLOT_FREE_SPINS;
  const spins = (remaining: number, awarded: number): number => {
    if (remaining === 0) return 0;
    const key = `${remaining}/${awarded}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    const extra = Math.min(retrigger, cap - awarded);
    const value = 1 + p * spins(remaining - 1 + extra, awarded + extra) + (1 - p) * spins(remaining - 1, awarded);
    memo.set(key, value);
    return value;
  };
  return spins(award, award);
}

/**
 * Exact RTP: one paid spin's mean plus P(trigger) × E[free spins played] × a free spin's mean
 * (whether a free spin is played depends only on the spins before it, so its pay keeps the mean).
 */
export function theoreticalRtp(config: SlotConfig = SLOT_CONFIG): number {
  const { mean, triggerProbability } = spinMoments(config);
  return mean + triggerProbability * expectedFreeSpins(triggerProbability) * mean;
}

export interface SlotStatistics {
  /** RTP: E[total pay / stake] per paid spin, free spins included. */
  rtp: number;
  /** Standard deviation of (total pay / stake) per paid spin, free spins included. */
  standardDeviation: number;
  /** E[pay / stake] of a single spin without its free spins. */
  spinMean: number;
  /** Standard deviation of one spin's pay / stake without free spins. */
  spinStandardDeviation: number;
  /** P(a spin triggers free spins). */
  triggerProbability: number;
  /** E[free spins played | triggered]. */
  expectedFreeSpins: number;
  /** P(a paid spin pays anything, free spins included — counted as a win if it triggers). */
  hitFrequency: number;
}

/**
 * Exact mean and standard deviation by enumerating every combination of reel stops (all lines of
 * one spin are read from the same stops, so their correlation is taken into account), then the
 * free-spin session as an exact recursion over its states. Reel 1 must carry no WILD (then each
 * line's only candidate is the reel-1 symbol, which keeps the enumeration fast).
 */
export function slotStatistics(config: SlotConfig = SLOT_CONFIG): SlotStatistics {
  const { reels, lines, paytable, scatterPays } = config;
  if (reels[0]!.includes('wild')) throw new RangeError('slotStatistics needs a first reel without WILD.');
  const reelCount = reels.length;
  const lineCount = lines.length;
  const WILD = SLOT_SYMBOLS.indexOf('wild');
  const SCATTER = SLOT_SYMBOLS.indexOf('scatter');
  const index = (s: SlotSymbol): number => SLOT_SYMBOLS.indexOf(s);
  // windows[r][stop * 3 + row] = symbol index; scatters[r][stop] = scatters in that window.
  const windows = reels.map((strip) => {
    const w = new Int8Array(strip.length * SLOT_ROWS);
    for (let stop = 0; stop < strip.length; stop++) {
      for (let row = 0; row < SLOT_ROWS; row++) w[stop * SLOT_ROWS + row] = index(strip[(stop + row) % strip.length]!);
    }
    return w;
  });
  const scatters = windows.map((w) => {
    const out = new Int8Array(w.length / SLOT_ROWS);
    for (let i = 0; i < w.length; i++) if (w[i] === SCATTER) out[(i / SLOT_ROWS) | 0]!++;
    return out;
  });
  // suffix[r][c]: number of stop combinations of reels r.. with c scatters.
  const suffix: number[][] = new Array<number[]>(reelCount + 1);
  suffix[reelCount] = [1];
  for (let r = reelCount - 1; r >= 0; r--) {
    const after = suffix[r + 1]!;
    const out = new Array<number>(after.length + SLOT_ROWS).fill(0);
    for (const c of scatters[r]!) after.forEach((n, k) => (out[k + c]! += n));
    suffix[r] = out;
  }
  // pays[s * 6 + k]: multiple of the line stake for k reels of symbol s from the left.
  const pays = new Float64Array(SLOT_SYMBOLS.length * 6);
  for (const s of PAYING_SYMBOLS) paytable[s].forEach((m, i) => (pays[index(s) * 6 + 3 + i] = m));
  // Scatter pays in line-stake units (× stake = × lineCount line stakes).
  const scatterUnits = (count: number): number => (scatterPays[count] ?? 0) * lineCount;
  const lineRows = lines.map((rows) => Int8Array.from(rows));
  const lineSymbol = new Int8Array(lineCount);
  const alive = Array.from({ length: reelCount + 1 }, () => new Int8Array(lineCount));

  let s0 = 0; // combinations
  let s1 = 0; // Σ X
  let s2 = 0; // Σ X²
  let t0 = 0; // Σ trigger
  let t1 = 0; // Σ X·trigger
  let hits = 0; // Σ [X > 0 or trigger]
  const leaf = (reel: number, fixed: number, scat: number): void => {
    const dist = suffix[reel]!;
    for (let c = 0; c < dist.length; c++) {
      const n = dist[c]!;
      if (n === 0) continue;
      const total = scat + c;
      const x = fixed + scatterUnits(total);
      s0 += n;
      s1 += n * x;
      s2 += n * x * x;
      if (total >= SLOT_FREE_SPINS.trigger) {
        t0 += n;
        t1 += n * x;
      }
      if (x > 0 || total >= SLOT_FREE_SPINS.trigger) hits += n;
    }
  };
  const walk = (reel: number, liveCount: number, fixed: number, scat: number): void => {
    const window = windows[reel]!;
    const live = alive[reel]!;
    const nextLive = alive[reel + 1]!;
    const stops = window.length / SLOT_ROWS;
    const last = reel === reelCount - 1;
    for (let stop = 0; stop < stops; stop++) {
      let f = fixed;
      let kept = 0;
      const base = stop * SLOT_ROWS;
      for (let i = 0; i < liveCount; i++) {
        const line = live[i]!;
        const sym = lineSymbol[line]!;
        const v = window[base + lineRows[line]![reel]!]!;
        if (v === sym || v === WILD) {
          if (last) f += pays[sym * 6 + reelCount]!;
          else nextLive[kept++] = line;
        } else f += pays[sym * 6 + reel]!;
      }
      const sc = scat + scatters[reel]![stop]!;
      if (last || kept === 0) leaf(reel + 1, f, sc);
      else walk(reel + 1, kept, f, sc);
    }
  };
  const first = windows[0]!;
  const firstLive = alive[1]!;
  for (let stop = 0; stop < first.length / SLOT_ROWS; stop++) {
    let kept = 0;
    for (let line = 0; line < lineCount; line++) {
      const v = first[stop * SLOT_ROWS + lineRows[line]![0]!]!;
      if (v !== SCATTER) {
        lineSymbol[line] = v;
        firstLive[kept++] = line;
      }
    }
    const sc = scatters[0]![stop]!;
    if (kept === 0) leaf(1, 0, sc);
    else walk(1, kept, 0, sc);
  }

  // One spin in stake units: X = line-stake units / lineCount.
  const mu = s1 / s0 / lineCount;
  const ex2 = s2 / s0 / (lineCount * lineCount);
  const p = t0 / s0;
  const exTrigger = t1 / s0 / lineCount;
  // Free-spin session from state (remaining, awarded): first and second moments of its total pay.
  const { retrigger, cap, award } = SLOT_FREE_SPINS;
  const memo = new Map<string, [number, number, number]>();
  const session = (remaining: number, awarded: number): [number, number, number] => {
    if (remaining === 0) return [0, 0, 0];
    const key = `${remaining}/${awarded}`;
    const cached = memo.get(key);
    if (cached) return cached;
    const extra = Math.min(retrigger, cap - awarded);
    const [m1t, m2t, nt] = session(remaining - 1 + extra, awarded + extra);
    const [m1n, m2n, nn] = session(remaining - 1, awarded);
    const m1 = mu + p * m1t + (1 - p) * m1n;
    const m2 = ex2 + 2 * (exTrigger * m1t + (mu - exTrigger) * m1n) + p * m2t + (1 - p) * m2n;
    const value: [number, number, number] = [m1, m2, 1 + p * nt + (1 - p) * nn];
    memo.set(key, value);
    return value;
  };
  const [f1, f2, spins] = session(award, award);
  const rtp = mu + p * f1;
  const second = ex2 + 2 * exTrigger * f1 + p * f2;
  return {
    rtp,
    standardDeviation: Math.sqrt(second - rtp * rtp),
    spinMean: mu,
    spinStandardDeviation: Math.sqrt(ex2 - mu * mu),
    triggerProbability: p,
    expectedFreeSpins: spins,
    hitFrequency: hits / s0,
  };
}
