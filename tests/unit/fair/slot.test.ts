import { describe, expect, it } from 'vitest';
import {
  PAYING_SYMBOLS,
  SLOT_CONFIG,
  SLOT_FREE_SPINS,
  SLOT_LINES,
  SLOT_PAYTABLE,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SCATTER_PAYS,
  SLOT_STANDARD_DEVIATION,
  SLOT_SYMBOLS,
  THEORETICAL_RTP,
  bestLineWin,
  spinReels,
  spinSlot,
  type SlotConfig,
  type SlotSymbol,
} from '#lib/fair/slot.ts';
import { expectedFreeSpins, expectedLineMultiple, scatterCountDistribution, slotStatistics, spinMoments, theoreticalRtp } from '#lib/fair/slot-analysis.ts';

/** Floats that stop each reel at the given stop (floor(float × length) = stop). */
const floatsForStops = (stops: readonly number[], reels = SLOT_REELS) =>
  stops.map((stop, reel) => (stop + 0.5) / reels[reel]!.length);

/** A float stream from a list, failing the test if the game asks for more. */
function stream(floats: readonly number[]) {
  let i = 0;
  const next = () => {
    if (i >= floats.length) throw new Error('the game drew more floats than expected');
    return floats[i++]!;
  };
  return Object.assign(next, { used: () => i });
}

const scatterIndex = (reel: number) => SLOT_REELS[reel]!.indexOf('scatter');
/** A stop of `reel` whose window shows a scatter on `row`. */
const scatterStop = (reel: number, row = 0) => {
  const len = SLOT_REELS[reel]!.length;
  return (scatterIndex(reel) - row + len) % len;
};
/** A stop of `reel` whose window shows no scatter. */
const blankStop = (reel: number) => (scatterIndex(reel) + 1) % SLOT_REELS[reel]!.length;
const NO_SCATTER = [0, 1, 2, 3, 4].map(blankStop);

describe('slot layout', () => {
  it('has 10 distinct paylines over 5 reels and 3 rows', () => {
    expect(SLOT_LINES).toHaveLength(10);
    for (const line of SLOT_LINES) {
      expect(line).toHaveLength(5);
      for (const row of line) expect([0, 1, 2]).toContain(row);
    }
    expect(new Set(SLOT_LINES.map((l) => l.join(''))).size).toBe(10);
  });

  it('has 5 strips of 30–40 known symbols, WILD on reels 2–4 only, scatters at least 3 stops apart', () => {
    expect(SLOT_REELS).toHaveLength(5);
    SLOT_REELS.forEach((strip, reel) => {
      expect(strip.length).toBeGreaterThanOrEqual(30);
      expect(strip.length).toBeLessThanOrEqual(40);
      for (const s of strip) expect(SLOT_SYMBOLS).toContain(s);
      for (const s of PAYING_SYMBOLS) expect(strip).toContain(s);
      expect(strip.includes('wild')).toBe(reel >= 1 && reel <= 3);
      const scatters = strip.flatMap((s, i) => (s === 'scatter' ? [i] : []));
      expect(scatters.length).toBeGreaterThan(0);
      scatters.forEach((pos, k) => {
        const nextPos = scatters[(k + 1) % scatters.length]!;
        const gap = (nextPos - pos + strip.length) % strip.length || strip.length;
        expect(gap).toBeGreaterThanOrEqual(3);
      });
    });
  });

  it('publishes pays that grow with the count, and the scatter pays 2 / 10 / 50', () => {
    for (const s of PAYING_SYMBOLS) {
      const [three, four, five] = SLOT_PAYTABLE[s];
      expect(0 < three && three < four && four < five).toBe(true);
    }
    expect(SLOT_SCATTER_PAYS).toEqual({ 3: 2, 4: 10, 5: 50 });
    expect(SLOT_FREE_SPINS).toEqual({ trigger: 3, award: 10, retrigger: 10, cap: 50 });
  });
});

describe('line wins and WILD', () => {
  const pay = (s: (typeof PAYING_SYMBOLS)[number], count: number) => SLOT_PAYTABLE[s][count - 3]!;

  it('pays 3, 4 and 5 of a kind from the left only', () => {
    expect(bestLineWin(['K', 'K', 'K', 'J', 'Q'])).toEqual({ symbol: 'K', count: 3, multiple: pay('K', 3) });
    expect(bestLineWin(['K', 'K', 'K', 'K', 'Q'])).toEqual({ symbol: 'K', count: 4, multiple: pay('K', 4) });
    expect(bestLineWin(['crown', 'crown', 'crown', 'crown', 'crown'])?.multiple).toBe(pay('crown', 5));
    expect(bestLineWin(['K', 'K', 'J', 'K', 'K'])).toBeNull();
    expect(bestLineWin(['J', 'K', 'K', 'K', 'K'])).toBeNull();
  });

  it('WILD substitutes for every paying symbol but not for SCATTER', () => {
    expect(bestLineWin(['K', 'wild', 'K', 'Q', 'J'])).toEqual({ symbol: 'K', count: 3, multiple: pay('K', 3) });
    expect(bestLineWin(['gem', 'wild', 'wild', 'wild', 'gem'])).toEqual({ symbol: 'gem', count: 5, multiple: pay('gem', 5) });
    expect(bestLineWin(['scatter', 'wild', 'wild', 'scatter', 'scatter'])).toBeNull();
    expect(bestLineWin(['K', 'wild', 'scatter', 'K', 'K'])).toBeNull();
  });

  it('pays only the highest win of a line (leading WILDs may stand for the best symbol)', () => {
    // WILD never lands on reel 1 with these strips, but the rule is general.
    const wildsThenJ = bestLineWin(['wild', 'wild', 'wild', 'J', 'J']);
    const best = Math.max(pay('J', 5), ...PAYING_SYMBOLS.map((s) => pay(s, 3)));
    expect(wildsThenJ?.multiple).toBe(best);
    expect(bestLineWin(['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({ symbol: 'crown', count: 5, multiple: pay('crown', 5) });
  });

  it('pays every winning line of a grid, at stake / 10 per line', () => {
    // Find stops showing J-WILD-WILD-WILD-J on the middle row: only possible with WILDs on reels 2–4.
    const middle = (reel: number, symbol: SlotSymbol) =>
      SLOT_REELS[reel]!.findIndex((_, stop) => SLOT_REELS[reel]![(stop + 1) % SLOT_REELS[reel]!.length] === symbol);
    const stops = [middle(0, 'J'), middle(1, 'wild'), middle(2, 'wild'), middle(3, 'wild'), middle(4, 'J')];
    const next = stream(floatsForStops(stops));
    const round = spinSlot(next, 1000);
    expect(next.used()).toBe(5);
    expect(round.stops).toEqual(stops);
    expect(round.grid.map((column) => column[1])).toEqual(['J', 'wild', 'wild', 'wild', 'J']);
    const line0 = round.lineWins.find((w) => w.line === 0);
    expect(line0).toEqual({ line: 0, symbol: 'J', count: 5, pay: 100 * pay('J', 5) });
    // Every reported win is what bestLineWin says of the line's symbols, and the total adds up.
    let total = 0;
    SLOT_LINES.forEach((rows, line) => {
      const win = bestLineWin(rows.map((row, reel) => round.grid[reel]![row]!));
      const reported = round.lineWins.find((w) => w.line === line);
      expect(reported?.pay ?? 0).toBe(win ? 100 * win.multiple : 0);
      total += reported?.pay ?? 0;
    });
    expect(round.pay).toBe(total + round.scatterPay);
    expect(round.totalPay).toBe(round.pay);
  });

  it('wraps the window around the end of the strip', () => {
    const stops = SLOT_REELS.map((strip) => strip.length - 1);
    const round = spinSlot(stream(floatsForStops(stops)), 10);
    round.grid.forEach((column, reel) => {
      const strip = SLOT_REELS[reel]!;
      expect(column).toEqual([strip[strip.length - 1], strip[0], strip[1]]);
    });
  });
});

describe('scatters and free spins', () => {
  it('pays 3, 4, 5 scatters anywhere 2, 10, 50 × the stake and awards 10 free spins', () => {
    for (const count of [3, 4, 5]) {
      // Scatters on reels 0 … count−1, on varying rows; the free spins show none.
      const stops = [0, 1, 2, 3, 4].map((reel) => (reel < count ? scatterStop(reel, reel % SLOT_ROWS) : blankStop(reel)));
      const floats = [...floatsForStops(stops), ...Array.from({ length: 10 }, () => floatsForStops(NO_SCATTER)).flat()];
      const next = stream(floats);
      const round = spinSlot(next, 200);
      expect(next.used()).toBe(floats.length);
      expect(round.scatterCount).toBe(count);
      expect(round.scatterPay).toBe(200 * SLOT_SCATTER_PAYS[count]!);
      expect(round.freeSpinsAwarded).toBe(10);
      expect(round.freeSpins).toHaveLength(10);
      for (const spin of round.freeSpins) {
        expect(spin.stops).toEqual(NO_SCATTER);
        expect(spin.freeSpinsAwarded).toBe(0);
      }
      expect(round.totalPay).toBe(round.pay + round.freeSpins.reduce((a, s) => a + s.pay, 0));
    }
  });

  it('pays nothing and awards nothing for 2 scatters', () => {
    const stops = [scatterStop(0), scatterStop(1), blankStop(2), blankStop(3), blankStop(4)];
    const round = spinSlot(stream(floatsForStops(stops)), 10);
    expect(round.scatterCount).toBe(2);
    expect(round.scatterPay).toBe(0);
    expect(round.freeSpins).toEqual([]);
  });

  it('retriggers +10 during free spins, up to 50 free spins for one paid spin', () => {
    const allScatters = [0, 1, 2].map((reel) => scatterStop(reel)).concat([blankStop(3), blankStop(4)]);
    // Every spin shows 3 scatters: the paid spin awards 10 and each free spin would retrigger.
    const floats = Array.from({ length: 1 + SLOT_FREE_SPINS.cap }, () => floatsForStops(allScatters)).flat();
    const next = stream(floats);
    const round = spinSlot(next, 10);
    expect(next.used()).toBe(5 * 51);
    expect(round.freeSpins).toHaveLength(50);
    expect(round.freeSpins.map((s) => s.freeSpinsAwarded)).toEqual([10, 10, 10, 10, ...new Array<number>(46).fill(0)]);
    expect(round.totalPay).toBe(51 * round.pay);
  });

  it('computes E[free spins played] exactly, checked against a separate recursion', () => {
    expect(expectedFreeSpins(0)).toBe(10);
    expect(expectedFreeSpins(1)).toBe(50);
    // Independent formulation: spin n+1 is played iff for every m ≤ n the spins awarded after m spins,
    // 10 × (1 + min(4, triggers among the first m)), exceed m. Track P(running, triggers so far).
    const byDp = (p: number) => {
      let states = new Map<number, number>([[0, 1]]);
      let expected = 0;
      for (let n = 0; n < 50; n++) {
        const nextStates = new Map<number, number>();
        for (const [t, prob] of states) {
          if (10 * (1 + Math.min(4, t)) <= n) continue; // the session ended before spin n+1
          expected += prob;
          nextStates.set(t + 1, (nextStates.get(t + 1) ?? 0) + prob * p);
          nextStates.set(t, (nextStates.get(t) ?? 0) + prob * (1 - p));
        }
        states = nextStates;
      }
      return expected;
    };
    for (const p of [0.0043, 0.05, 0.3, 0.7]) expect(expectedFreeSpins(p)).toBeCloseTo(byDp(p), 12);
  });
});

describe('stake validation', () => {
  it('refuses stakes that are not positive safe multiples of 10', () => {
    for (const stake of [0, -10, 5, 15, 10.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, 1e13]) {
      expect(() => spinSlot(() => 0, stake)).toThrow(RangeError);
    }
    expect(() => spinSlot(() => 0, 10)).not.toThrow();
  });
});

describe('exact return to player', () => {
  it('THEORETICAL_RTP is the exact RTP, between 95.5 % and 96.5 %', () => {
    const rtp = theoreticalRtp();
    expect(Math.abs(THEORETICAL_RTP - rtp)).toBeLessThan(1e-9);
    expect(rtp).toBeGreaterThan(0.955);
    expect(rtp).toBeLessThan(0.965);
  });

  it('the full enumeration of stop combinations agrees, and the volatility is within bounds', () => {
    const stats = slotStatistics();
    expect(Math.abs(stats.rtp - THEORETICAL_RTP)).toBeLessThan(1e-9);
    expect(Math.abs(stats.standardDeviation - SLOT_STANDARD_DEVIATION)).toBeLessThan(1e-9);
    expect(stats.standardDeviation).toBeLessThanOrEqual(4);
    // Over 1,000,000 spins the standard error of the average return is SD / 1000: the ±0.5 pp of the
    // simulation test is then more than 3 standard errors.
    expect((3 * stats.standardDeviation) / 1000).toBeLessThan(0.005);
    const moments = spinMoments();
    expect(Math.abs(stats.spinMean - moments.mean)).toBeLessThan(1e-12);
    expect(Math.abs(stats.triggerProbability - moments.triggerProbability)).toBeLessThan(1e-15);
    expect(Math.abs(stats.expectedFreeSpins - expectedFreeSpins(moments.triggerProbability))).toBeLessThan(1e-12);
  });

  it('scatter windows hold at most one scatter each, so the scatter count is a sum of per-reel coin flips', () => {
    const dist = scatterCountDistribution();
    const q = SLOT_REELS.map((strip) => (3 * strip.filter((s) => s === 'scatter').length) / strip.length);
    // P(no scatter) = Π(1 − q), P(5) = Π q.
    expect(dist[0]).toBeCloseTo(q.reduce((a, x) => a * (1 - x), 1), 15);
    expect(dist[5]).toBeCloseTo(q.reduce((a, x) => a * x, 1), 15);
    expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 15);
  });

  it('the analysis matches brute force over every stop combination of a small reel set', () => {
    // Short strips (6 stops) so all 6^5 = 7,776 spins can be played through spinReels itself.
    const small: SlotConfig = {
      ...SLOT_CONFIG,
      reels: [
        ['J', 'K', 'scatter', 'crown', 'Q', 'J'],
        ['J', 'wild', 'K', 'scatter', 'J', 'Q'],
        ['wild', 'J', 'crown', 'J', 'scatter', 'K'],
        ['K', 'J', 'wild', 'Q', 'J', 'scatter'],
        ['J', 'scatter', 'crown', 'K', 'J', 'Q'],
      ],
    };
    let n = 0;
    let sum = 0;
    let sumSq = 0;
    let triggers = 0;
    let lineMultiples = 0;
    const stops = [0, 0, 0, 0, 0];
    for (let code = 0; code < 6 ** 5; code++) {
      for (let r = 0, c = code; r < 5; r++, c = Math.floor(c / 6)) stops[r] = c % 6;
      const spin = spinReels(stream(floatsForStops(stops, small.reels)), 10, small);
      const x = spin.pay / 10;
      n++;
      sum += x;
      sumSq += x * x;
      if (spin.scatterCount >= 3) triggers++;
      lineMultiples += spin.lineWins.filter((w) => w.line === 4).reduce((a, w) => a + w.pay, 0);
    }
    const stats = slotStatistics(small);
    expect(stats.spinMean).toBeCloseTo(sum / n, 12);
    expect(stats.spinStandardDeviation).toBeCloseTo(Math.sqrt(sumSq / n - (sum / n) ** 2), 12);
    expect(stats.triggerProbability).toBeCloseTo(triggers / n, 12);
    // One line's expectation (in line stakes) from symbol frequencies equals its brute-force average.
    expect(expectedLineMultiple(small)).toBeCloseTo(lineMultiples / n, 12);
    expect(spinMoments(small).mean).toBeCloseTo(sum / n, 12);
    expect(theoreticalRtp(small)).toBeCloseTo(stats.rtp, 12);
  });
});
