import { describe, expect, it } from 'vitest';
import { createFloatSource } from '#lib/fair/rng.ts';
import { SLOT_STANDARD_DEVIATION, THEORETICAL_RTP, spinSlot } from '#lib/fair/slot.ts';

const SERVER_SEED = '4dfa5890ea4891f548f428de80f281be7f589609364509b58d768586a7e35070';
const CLIENT_SEED = 'slot-simulation';
const SPINS = 1_000_000;
const STAKE = 100;

describe('slot simulation', () => {
  it(
    `returns THEORETICAL_RTP ± 0.5 pp over ${SPINS.toLocaleString('en')} seeded spins`,
    () => {
      const started = performance.now();
      const source = createFloatSource(SERVER_SEED);
      let paid = 0;
      let sumSq = 0;
      let triggers = 0;
      let freeSpins = 0;
      let hits = 0;
      for (let nonce = 0; nonce < SPINS; nonce++) {
        const round = spinSlot(source(CLIENT_SEED, nonce), STAKE);
        paid += round.totalPay;
        const x = round.totalPay / STAKE;
        sumSq += x * x;
        if (round.freeSpins.length > 0) triggers++;
        if (round.totalPay > 0 || round.freeSpins.length > 0) hits++;
        freeSpins += round.freeSpins.length;
      }
      const rtp = paid / (SPINS * STAKE);
      const sd = Math.sqrt(sumSq / SPINS - rtp * rtp);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `slot: ${SPINS} spins in ${seconds.toFixed(1)} s — RTP ${(100 * rtp).toFixed(3)} % ` +
          `(theory ${(100 * THEORETICAL_RTP).toFixed(3)} %), SD ${sd.toFixed(3)} (theory ${SLOT_STANDARD_DEVIATION.toFixed(3)}), ` +
          `hit rate ${((100 * hits) / SPINS).toFixed(2)} %, 1 trigger in ${(SPINS / triggers).toFixed(0)}, ` +
          `${(freeSpins / triggers).toFixed(2)} free spins per trigger`,
      );
      expect(Math.abs(rtp - THEORETICAL_RTP)).toBeLessThan(0.005);
      // The sample SD of a million spins is within a few per cent of the exact value.
      expect(Math.abs(sd / SLOT_STANDARD_DEVIATION - 1)).toBeLessThan(0.05);
    },
    180_000,
  );
});
