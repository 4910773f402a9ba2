/**
 * The slot's exact analysis: the return to player, the chance of each outcome and the spread of one
 * paid spin, computed from the reel strips and the paytable (no simulation). The tests check the
 * published THEORETICAL_RTP and SLOT_STANDARD_DEVIATION in slot.ts against these.
 */
import { bestLineWin, PAYING_SYMBOLS, SLOT_CONFIG, SLOT_FREE_SPINS, SLOT_ROWS, SLOT_SYMBOLS, type SlotConfig, type SlotSymbol } from './slot.ts';

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
