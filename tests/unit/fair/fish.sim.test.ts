import { describe, expect, it } from 'vitest';
import { FISH_SPECIES, THEORETICAL_RTP, catchProbability, shoot } from '#lib/fair/fish.ts';
import { createFloatSource } from '#lib/fair/rng.ts';

const SERVER_SEED = '4dfa5890ea4891f548f428de80f281be7f589609364509b58d768586a7e35070';
const CLIENT_SEED = 'fish-simulation';
const SHOTS = 1_000_000;

/**
 * A session's shots: a 21-shot cycle aiming more often, and with larger stakes, at the common fish, as
 * players do. (A flat mix over all species has a per-shot SD of 4.7 × the stake: ±0.5 pp over a
 * million shots would then be only about one standard error.) [species index, shots per cycle, stake]
 */
const MIX: Array<[number, number, number]> = [
  [0, 6, 1000],
  [1, 4, 500],
  [2, 3, 500],
  [3, 2, 200],
  [4, 1, 200],
  [5, 1, 100],
  [6, 1, 100],
  [7, 1, 50],
  [8, 1, 20],
  [9, 1, 10],
];
const CYCLE = MIX.flatMap(([species, count, stake]) => new Array<[number, number]>(count).fill([species, stake]));

describe('fish simulation', () => {
  it(
    `returns 96 % ± 0.5 pp over ${SHOTS.toLocaleString('en')} seeded shots at every species`,
    () => {
      // Exact standard error of the session's return (pay / stake) for this mix.
      let variance = 0;
      let stakeTotal = 0;
      for (let i = 0; i < SHOTS; i++) {
        const [species, stake] = CYCLE[i % CYCLE.length]!;
        const m = FISH_SPECIES[species]!.multiplier;
        const p = catchProbability(m);
        variance += (stake * m) ** 2 * p * (1 - p);
        stakeTotal += stake;
      }
      const standardError = Math.sqrt(variance) / stakeTotal;
      expect(3 * standardError).toBeLessThan(0.005);

      const started = performance.now();
      const source = createFloatSource(SERVER_SEED);
      const shots = new Array<number>(FISH_SPECIES.length).fill(0);
      const catches = new Array<number>(FISH_SPECIES.length).fill(0);
      let staked = 0;
      let paid = 0;
      for (let nonce = 0; nonce < SHOTS; nonce++) {
        const [species, stake] = CYCLE[nonce % CYCLE.length]!;
        const shot = shoot(source(CLIENT_SEED, nonce), stake, FISH_SPECIES[species]!.id);
        staked += stake;
        paid += shot.pay;
        shots[species]!++;
        if (shot.caught) catches[species]!++;
      }
      const rtp = paid / staked;
      console.log(
        `fish: ${SHOTS} shots in ${((performance.now() - started) / 1000).toFixed(1)} s — RTP ${(100 * rtp).toFixed(3)} % ` +
          `(theory 96 %, standard error ${(100 * standardError).toFixed(3)} pp)`,
      );
      expect(Math.abs(rtp - THEORETICAL_RTP)).toBeLessThan(0.005);
      // Each species is caught as often as 0.96 / multiplier says (within 4 binomial standard errors).
      FISH_SPECIES.forEach((s, i) => {
        const n = shots[i]!;
        const p = catchProbability(s.multiplier);
        expect(Math.abs(catches[i]! - n * p)).toBeLessThan(4 * Math.sqrt(n * p * (1 - p)));
      });
    },
    120_000,
  );
});
