import { describe, expect, it } from 'vitest';
import { pocketColor } from '#lib/fair/roulette.ts';
import { distanceTo, easeOutCubic, mod, planStop, positionAt } from '#lib/house/motion.ts';
import { POCKET_ANGLE, pocketAngle, WHEEL_ORDER } from '#lib/house/wheel.ts';

describe('the drawn wheel', () => {
  it('holds every pocket once, red and black alternating after the zero', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(WHEEL_ORDER[0]).toBe(0);
    for (let i = 1; i < WHEEL_ORDER.length; i++) {
      expect(pocketColor(WHEEL_ORDER[i]!)).toBe(i % 2 === 1 ? 'red' : 'black');
    }
    expect(pocketAngle(0)).toBe(0);
    expect(pocketAngle(26)).toBeCloseTo(36 * POCKET_ANGLE);
    expect(() => pocketAngle(37)).toThrow(RangeError);
  });
});

describe('landing motion', () => {
  it('eases out from 0 to 1', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
  });

  it('travels at least the minimum and stops exactly on the target', () => {
    for (const [from, to, min] of [
      [0, 10, 0],
      [3.25, 1, 5],
      [-7, 30, 100],
      [100.5, 0, 37],
    ] as const) {
      const d = distanceTo(from, to, 37, min);
      expect(d).toBeGreaterThanOrEqual(min);
      expect(d).toBeLessThan(min + 37);
      expect(mod(from + d, 37)).toBeCloseTo(mod(to, 37), 9);
    }
  });

  it('starts the ease at the speed it already had', () => {
    const plan = planStop(5, 0.04, 12, 39, 8);
    expect(plan.duration).toBeCloseTo((3 * plan.distance) / 0.04);
    const dt = 0.001;
    expect((positionAt(plan, dt) - positionAt(plan, 0)) / dt).toBeCloseTo(0.04, 3);
    expect(mod(positionAt(plan, plan.duration), 39)).toBeCloseTo(12, 9);
  });
});
