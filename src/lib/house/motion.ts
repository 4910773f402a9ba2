/**
 * Landing a moving reel or wheel exactly where the server's answer says, smoothly: the thing moves
 * at a constant speed while the answer is awaited, then eases out (cubic) over a distance that ends
 * on the target, starting at the speed it already had.
 */

/** Ease-out cubic: fast start, gentle stop. f(0) = 0, f(1) = 1, f'(0) = 3. */
export function easeOutCubic(t: number): number {
  const u = 1 - Math.min(1, Math.max(0, t));
  return 1 - u * u * u;
}

/** a mod n in [0, n). */
export function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

/**
 * The smallest distance d ≥ minDistance with from + d ≡ to (mod period): how far to travel forward
 * to stop on `to`.
 */
export function distanceTo(from: number, to: number, period: number, minDistance: number): number {
  const base = mod(to - from, period);
  const laps = Math.max(0, Math.ceil((minDistance - base) / period));
  return base + laps * period;
}

export interface StopPlan {
  /** Where the motion started easing out. */
  from: number;
  distance: number;
  /** Milliseconds. */
  duration: number;
}

/**
 * From position `from` moving forward at `speed` (units per ms), the ease-out that stops on `to`
 * (mod period) after at least `minDistance`; its duration makes the initial speed match (3d / v).
 */
export function planStop(from: number, speed: number, to: number, period: number, minDistance: number): StopPlan {
  const distance = distanceTo(from, to, period, minDistance);
  return { from, distance, duration: speed > 0 ? (3 * distance) / speed : 0 };
}

/** Position along a plan at `elapsed` ms (clamped to the end). */
export function positionAt(plan: StopPlan, elapsed: number): number {
  if (plan.duration <= 0) return plan.from + plan.distance;
  return plan.from + plan.distance * easeOutCubic(elapsed / plan.duration);
}
