import { describe, expect, it } from 'vitest';
import { placeStandings } from '#server/promotions/race-places.ts';
import { createFloats } from '#lib/fair/rng.ts';
import { drawFrom, verifyRaffleDraw, weightedPick } from '#lib/fair/raffle.ts';

describe('race places and the tie rule', () => {
  it('orders by value, gives tied players one place and an equal floor share of the places they cover', () => {
    const s = [
      { memberId: 1, value: 50 },
      { memberId: 2, value: 80 },
      { memberId: 3, value: 50 },
      { memberId: 4, value: 10 },
      { memberId: 5, value: 0 },
    ];
    expect(placeStandings(s, [1_000, 501, 300])).toEqual([
      { memberId: 2, value: 80, place: 1, prize: 1_000 },
      { memberId: 1, value: 50, place: 2, prize: 400 },
      { memberId: 3, value: 50, place: 2, prize: 400 },
      { memberId: 4, value: 10, place: 4, prize: 0 },
    ]);
  });
  it('a tie reaching past the prize table shares only the prizes it covers', () => {
    const s = [1, 2, 3].map((memberId) => ({ memberId, value: 7 }));
    expect(placeStandings(s, [100, 50]).map((x) => x.prize)).toEqual([50, 50, 50]);
  });
});

describe('raffle draw rule', () => {
  const pool = [
    { id: 'a', weight: 1 },
    { id: 'b', weight: 3 },
  ];
  it('picks by weight with one float', () => {
    const counts = { a: 0, b: 0 };
    for (let n = 0; n < 4_000; n++) counts[weightedPick(createFloats('s'.repeat(64), 'c', n), pool) as 'a' | 'b']++;
    expect(counts.b / 4_000).toBeGreaterThan(0.7);
    expect(counts.b / 4_000).toBeLessThan(0.8);
  });
  it('redoes the pick without a prize found gone, and the verifier follows the recorded list', () => {
    const seed = 'a'.repeat(64);
    const first = drawFrom(createFloats(seed, 'c', 0), pool, () => false).prizeId!;
    const redone = drawFrom(createFloats(seed, 'c', 0), pool, (id) => id === first);
    expect(redone).toEqual({ prizeId: first === 'a' ? 'b' : 'a', gone: [first] });
    const hash = verifyRaffleDraw({ serverSeed: seed, serverSeedHash: '', clientSeed: 'c', nonce: 0, pool, gone: [first], prizeId: redone.prizeId! });
    expect(hash).toMatchObject({ prizeId: redone.prizeId, hashMatches: false, valid: false });
    expect(drawFrom(createFloats(seed, 'c', 0), pool, () => true)).toEqual({ prizeId: null, gone: expect.any(Array) });
  });
});
