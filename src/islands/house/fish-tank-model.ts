/**
 * What swims and flies in the fish tank: each species' look, the fish, the shots and the particles
 * (coins, bubbles, nets, sparks, floating text), and what the page gives the scene.
 */
import { fishSpecies, type FishSpecies } from '#lib/fair/fish.ts';

export const TWO_PI = Math.PI * 2;

interface Look {
  size: number;
  speed: number;
  weight: number;
  aspect: number;
}

/** Per species: width in scene units, speed, how often it turns up, and its picture's shape. */
const LOOKS: Record<string, Look> = {
  minnow: { size: 0.8, speed: 1.5, weight: 6, aspect: 0.5 },
  clownfish: { size: 0.85, speed: 1.2, weight: 5, aspect: 0.6 },
  pufferfish: { size: 0.72, speed: 0.7, weight: 4, aspect: 0.875 },
  lionfish: { size: 1, speed: 0.9, weight: 3.5, aspect: 0.7 },
  turtle: { size: 1.1, speed: 0.7, weight: 2.5, aspect: 0.7 },
  octopus: { size: 1.05, speed: 0.8, weight: 2.2, aspect: 0.75 },
  manta: { size: 1.45, speed: 1, weight: 1.6, aspect: 0.68 },
  shark: { size: 2, speed: 1.1, weight: 1.1, aspect: 0.46 },
  whale: { size: 2.7, speed: 0.45, weight: 0.55, aspect: 0.5 },
  dragon: { size: 2.4, speed: 0.8, weight: 0.4, aspect: 0.5 },
};

const PLAIN_LOOK: Look = { size: 0.8, speed: 1.5, weight: 6, aspect: 0.5 };

/** A species' look; one without its own looks like a minnow. */
export function lookOf(speciesId: string): Look {
  return LOOKS[speciesId] ?? PLAIN_LOOK;
}

/** The species drawn when none is chosen or the one asked for is unknown. */
export const FALLBACK_SPECIES: FishSpecies = fishSpecies('minnow');

export interface SwimmingFish {
  id: number;
  species: FishSpecies;
  x: number;
  y: number;
  baseY: number;
  vx: number;
  w: number;
  h: number;
  phase: number;
  /** 'caught' fish spin away; 'gone' ones are removed. */
  state: 'swim' | 'caught' | 'gone';
  caughtAt: number;
  flinchAt: number;
}

export interface ShotOutcome {
  caught: boolean;
  /** Text floating up on a catch ("+৳30.00"). */
  text: string;
}

export interface Shot {
  fish: SwimmingFish;
  x: number;
  y: number;
  angle: number;
  outcome: ShotOutcome | null;
  /** 'fly' to the fish, 'wait' on it for the answer, 'pass' through (a miss), 'done'. */
  state: 'fly' | 'wait' | 'pass' | 'done';
  passAt: number;
  onLanded: (() => void) | null;
}

export interface Particle {
  kind: 'coin' | 'bubble' | 'text' | 'net' | 'spark';
  x: number;
  y: number;
  vx: number;
  vy: number;
  born: number;
  life: number;
  size: number;
  text?: string;
  tx?: number;
  ty?: number;
}

export interface SceneOptions {
  theme: string;
  /** How a multiplier is written under a fish ("×30", in the page's digits). */
  multiplierText: (m: number) => string;
  /** The picture of a species (loaded by the page). */
  pictures: Map<string, HTMLImageElement>;
  /** Called when the coins of a catch reach the top of the tank. */
  onCoins: () => void;
}
