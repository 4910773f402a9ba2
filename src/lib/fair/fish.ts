/**
 * Fish shooting.
 *
 * Rules (player-facing summary):
 * - Each shot costs one stake from FISH_STAKES and aims at one species of fish.
 * - Each species has a multiplier (FISH_SPECIES). A shot catches the fish with probability
 *   0.96 / multiplier; a caught fish pays stake × multiplier, a miss pays nothing.
 * - One float decides a shot: caught when float < 0.96 / multiplier.
 * - The theoretical return to player is 96 % whatever the species: rare, valuable fish are caught
 *   less often in exact proportion (multiplier × 0.96 / multiplier = 0.96). Only the variance
 *   differs: the higher the multiplier, the rarer and larger the wins.
 */
import type { Floats } from './rng.ts';

/** The RTP of every shot, exactly 96 %. */
export const FISH_RTP = 0.96;

export interface FishSpecies {
  id: string;
  /** i18n key of the display name. */
  nameId: string;
  multiplier: number;
}

export const FISH_SPECIES: readonly FishSpecies[] = [
  { id: 'minnow', nameId: 'fish.species.minnow', multiplier: 2 },
  { id: 'clownfish', nameId: 'fish.species.clownfish', multiplier: 3 },
  { id: 'pufferfish', nameId: 'fish.species.pufferfish', multiplier: 5 },
  { id: 'lionfish', nameId: 'fish.species.lionfish', multiplier: 8 },
  { id: 'turtle', nameId: 'fish.species.turtle', multiplier: 10 },
  { id: 'octopus', nameId: 'fish.species.octopus', multiplier: 15 },
  { id: 'manta', nameId: 'fish.species.manta', multiplier: 20 },
  { id: 'shark', nameId: 'fish.species.shark', multiplier: 30 },
  { id: 'whale', nameId: 'fish.species.whale', multiplier: 50 },
  { id: 'dragon', nameId: 'fish.species.dragon', multiplier: 100 },
];

/** The allowed stakes per shot, in minor units. */
export const FISH_STAKES: readonly number[] = [10, 20, 50, 100, 200, 500, 1000];

export interface FishShot {
  speciesId: string;
  stake: number;
  multiplier: number;
  /** The float that decided the shot (caught when roll < catchProbability). */
  roll: number;
  catchProbability: number;
  caught: boolean;
  /** stake × multiplier when caught, else 0. */
  pay: number;
}

export function fishSpecies(speciesId: string): FishSpecies {
  const species = FISH_SPECIES.find((s) => s.id === speciesId);
  if (!species) throw new RangeError(`Unknown fish species: ${speciesId}.`);
  return species;
}

/** Probability that a shot at a species with this multiplier catches it. */
export function catchProbability(multiplier: number): number {
  return FISH_RTP / multiplier;
}

/** One shot: one float. Throws a RangeError for a stake not in FISH_STAKES or an unknown species. */
export function shoot(next: Floats, stake: number, speciesId: string): FishShot {
  if (!FISH_STAKES.includes(stake)) throw new RangeError(`The stake must be one of ${FISH_STAKES.join(', ')}.`);
  const { multiplier } = fishSpecies(speciesId);
  const probability = catchProbability(multiplier);
  const roll = next();
  const caught = roll < probability;
  return { speciesId, stake, multiplier, roll, catchProbability: probability, caught, pay: caught ? stake * multiplier : 0 };
}

/** Exact RTP of a shot at one species (P(catch) × multiplier), or the lowest over all species. */
export function theoreticalRtp(speciesId?: string): number {
  const species = speciesId === undefined ? FISH_SPECIES : [fishSpecies(speciesId)];
  return Math.min(...species.map((s) => catchProbability(s.multiplier) * s.multiplier));
}

export const THEORETICAL_RTP = 0.96;

/**
 * The RTP of one species with the real 32-bit floats: a float is k / 2^32 for k = 0 … 2^32 − 1, so a
 * shot catches for exactly ceil(p · 2^32) of the 2^32 values (p · 2^32 is exact in binary floating
 * point). It exceeds 0.96 by less than multiplier / 2^32 (below 2.4e-8 for the 100× species).
 */
export function floatGridRtp(speciesId: string): number {
  const { multiplier } = fishSpecies(speciesId);
  const grid = 2 ** 32;
  return (multiplier * Math.ceil(catchProbability(multiplier) * grid)) / grid;
}
