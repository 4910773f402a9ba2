import { describe, expect, it } from 'vitest';
import { BET_KINDS, isValidBet, validBets } from '#lib/fair/roulette.ts';
import { insideSpots, isValidSpot, outsideSpots, spotKey, spotPosition } from '#lib/house/board.ts';

describe('roulette board spots', () => {
  const inside = insideSpots();
  const outside = outsideSpots();
  const all = [...inside, ...outside.columns, ...outside.dozens, ...outside.evens];

  it('forms only valid bets, each spot once', () => {
    expect(all.every(isValidSpot)).toBe(true);
    expect(new Set(all.map((s) => s.key)).size).toBe(all.length);
  });

  it('offers every bet the table allows, and no other', () => {
    for (const kind of BET_KINDS) {
      const onBoard = all.filter((s) => s.kind === kind).map((s) => s.key).sort();
      const valid = validBets(kind).map((numbers) => spotKey(kind, numbers)).sort();
      expect(onBoard, kind).toEqual(valid);
    }
    expect(inside.filter((s) => s.kind === 'split')).toHaveLength(60);
    expect(inside.filter((s) => s.kind === 'street')).toHaveLength(14);
    expect(inside.filter((s) => s.kind === 'corner')).toHaveLength(23);
    expect(inside.filter((s) => s.kind === 'sixline')).toHaveLength(11);
  });

  it('puts each edge between the numbers it covers', () => {
    const at = (kind: string, ...numbers: number[]) => inside.find((s) => s.key === spotKey(kind as never, numbers));
    expect(at('straight', 17)).toMatchObject({ u: 1.5, v: 5.5, shape: 'number' });
    expect(at('split', 17, 18)).toMatchObject({ u: 2, v: 5.5, shape: 'vedge' });
    expect(at('split', 17, 20)).toMatchObject({ u: 1.5, v: 6, shape: 'hedge' });
    expect(at('corner', 17, 18, 20, 21)).toMatchObject({ u: 2, v: 6 });
    expect(at('street', 16, 17, 18)).toMatchObject({ u: 0, v: 5.5 });
    expect(at('sixline', 16, 17, 18, 19, 20, 21)).toMatchObject({ u: 0, v: 6 });
    expect(at('split', 0, 2)).toMatchObject({ u: 1.5, v: 0 });
    expect(at('corner', 0, 1, 2, 3)).toMatchObject({ u: 0, v: 0 });
  });

  it('keys a bet the same whatever the order of its numbers', () => {
    expect(spotKey('split', [18, 17])).toBe(spotKey('split', [17, 18]));
    expect(isValidBet('split', [18, 17])).toBe(true);
  });

  it('lays the board upright on phones and across on wide screens', () => {
    expect(spotPosition(0, -1, 'upright')).toEqual({ x: 0, y: 0 });
    expect(spotPosition(3, 12, 'upright')).toEqual({ x: 1, y: 1 });
    // Across: 1-4-7… (u near 0) on the bottom line, 3-6-9… on the top.
    expect(spotPosition(0.5, 0.5, 'across').y).toBeCloseTo(2.5 / 3);
    expect(spotPosition(2.5, 0.5, 'across').y).toBeCloseTo(0.5 / 3);
    for (const s of inside) {
      for (const o of ['upright', 'across'] as const) {
        const { x, y } = spotPosition(s.u, s.v, o);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(1);
      }
    }
  });
});
