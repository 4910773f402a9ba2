import { describe, expect, it } from 'vitest';
import { createFloatSource } from '#lib/fair/rng.ts';
import { THEORETICAL_RTP, dealShowdown } from '#lib/fair/showdown.ts';

const SERVER_SEED = '4dfa5890ea4891f548f428de80f281be7f589609364509b58d768586a7e35070';
const DEALS = 200_000;
const ANTE = 100;

describe('showdown simulation', () => {
  it(
    `each seat gets back 95 % ± 0.5 pp of its antes over ${DEALS.toLocaleString('en')} seeded heads-up deals`,
    () => {
      // Heads-up, a seat's return per deal is 1.9 (win), 0.95 (split) or 0 (loss): its SD is at most
      // 0.95, so the standard error over 200,000 deals is at most 0.0021 and ±0.005 is ≥ 2.3 of them.
      const started = performance.now();
      const source = createFloatSource(SERVER_SEED);
      const returns = [0, 0];
      let splits = 0;
      for (let nonce = 0; nonce < DEALS; nonce++) {
        const outcome = dealShowdown(source('showdown-simulation', nonce), 2, ANTE);
        returns[0]! += outcome.payouts[0]!;
        returns[1]! += outcome.payouts[1]!;
        if (outcome.winners.length > 1) splits++;
      }
      const rtp = returns.map((r) => r / (DEALS * ANTE));
      console.log(
        `showdown: ${DEALS} heads-up deals in ${((performance.now() - started) / 1000).toFixed(1)} s — ` +
          `seat returns ${rtp.map((r) => (100 * r).toFixed(3)).join(' % / ')} %, ${splits} split pots`,
      );
      for (const r of rtp) expect(Math.abs(r - THEORETICAL_RTP)).toBeLessThan(0.005);
      expect(rtp[0]! + rtp[1]!).toBeCloseTo(2 * THEORETICAL_RTP, 12);
    },
    120_000,
  );

  it(
    'at a full table of 6 every seat wins 1/6 of the pots (within 4 standard errors over 60,000 deals)',
    () => {
      const source = createFloatSource(SERVER_SEED);
      const deals = 60_000;
      const wins = new Array<number>(6).fill(0);
      for (let nonce = 0; nonce < deals; nonce++) {
        const outcome = dealShowdown(source('showdown-six', nonce), 6, ANTE);
        for (const seat of outcome.winners) wins[seat]! += 1 / outcome.winners.length;
      }
      const sd = Math.sqrt((deals * 5) / 36);
      for (const w of wins) expect(Math.abs(w - deals / 6)).toBeLessThan(4 * sd);
    },
    60_000,
  );
});
