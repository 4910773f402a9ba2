/**
 * The European wheel as it is drawn: the order of the 37 pockets clockwise from zero. This is the
 * picture of the wheel only; which pocket comes up is the server's (and the fair maths') answer.
 */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3,
  26,
];

/** Degrees between two neighbouring pockets. */
export const POCKET_ANGLE = 360 / WHEEL_ORDER.length;

/** The angle of a pocket's centre on the wheel, clockwise from the top, in degrees. */
export function pocketAngle(pocket: number): number {
  const index = WHEEL_ORDER.indexOf(pocket);
  if (index < 0) throw new RangeError(`No pocket ${pocket}.`);
  return index * POCKET_ANGLE;
}
