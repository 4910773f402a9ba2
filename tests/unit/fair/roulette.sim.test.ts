import { describe, expect, it } from 'vitest';
import { createFloatSource } from '#lib/fair/rng.ts';
import { POCKETS, THEORETICAL_RTP, betNumbers, betPay, spinRoulette, type RouletteBet } from '#lib/fair/roulette.ts';

const SERVER_SEED = '4dfa5890ea4891f548f428de80f281be7f589609364509b58d768586a7e35070';
const CLIENT_SEED = 'roulette-simulation';
const SPINS = 1_000_000;

/** A mixed table: every kind of bet at once. */
const BETS: RouletteBet[] = [
  { kind: 'red', numbers: betNumbers('red'), stake: 100 },
  { kind: 'odd', numbers: betNumbers('odd'), stake: 100 },
  { kind: 'low', numbers: betNumbers('low'), stake: 100 },
  { kind: 'dozen', numbers: betNumbers('dozen', 1), stake: 50 },
  { kind: 'column', numbers: betNumbers('column', 2), stake: 50 },
  { kind: 'sixline', numbers: betNumbers('sixline', 1), stake: 20 },
  { kind: 'corner', numbers: betNumbers('corner', 5), stake: 10 },
  { kind: 'street', numbers: betNumbers('street', 0, 1), stake: 10 },
  { kind: 'split', numbers: betNumbers('split', 17, 20), stake: 5 },
  { kind: 'straight', numbers: betNumbers('straight', 17), stake: 5 },
];

describe('roulette simulation', () => {
  it(
    `returns 36/37 ± 0.5 pp over ${SPINS.toLocaleString('en')} seeded spins of a mixed table`,
    () => {
      // The exact standard deviation of (total pay / total stake) per spin for this table.
      const totalStake = BETS.reduce((a, b) => a + b.stake, 0);
      let m1 = 0;
      let m2 = 0;
      for (let pocket = 0; pocket < POCKETS; pocket++) {
        const r = BETS.reduce((a, b) => a + betPay(b, pocket), 0) / totalStake;
        m1 += r / POCKETS;
        m2 += (r * r) / POCKETS;
      }
      expect(Math.abs(m1 - THEORETICAL_RTP)).toBeLessThan(1e-12);
      const sd = Math.sqrt(m2 - m1 * m1);
      expect((3 * sd) / Math.sqrt(SPINS)).toBeLessThan(0.005);

      const started = performance.now();
      const source = createFloatSource(SERVER_SEED);
      const pockets = new Array<number>(POCKETS).fill(0);
      let staked = 0;
      let paid = 0;
      for (let nonce = 0; nonce < SPINS; nonce++) {
        const outcome = spinRoulette(source(CLIENT_SEED, nonce), BETS);
        staked += outcome.totalStake;
        paid += outcome.totalPay;
        pockets[outcome.pocket]!++;
      }
      const rtp = paid / staked;
      let chi2 = 0;
      for (const count of pockets) chi2 += (count - SPINS / POCKETS) ** 2 / (SPINS / POCKETS);
      console.log(
        `roulette: ${SPINS} spins in ${((performance.now() - started) / 1000).toFixed(1)} s — RTP ${(100 * rtp).toFixed(3)} % ` +
          `(theory ${(100 * THEORETICAL_RTP).toFixed(3)} %, SD per spin ${sd.toFixed(3)}), pocket chi-square ${chi2.toFixed(1)} (36 df)`,
      );
      expect(Math.abs(rtp - THEORETICAL_RTP)).toBeLessThan(0.005);
      // 36 degrees of freedom: the 0.999 quantile is about 67.99.
      expect(chi2).toBeLessThan(67.99);
    },
    120_000,
  );
});
