import type { Category } from './types/shell.ts';

/** Spec §9: the game categories, in the order the navigation shows them. */
export const CATEGORIES: readonly Category[] = ['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT'];

/** Spec §2 game-category path map. */
export const CATEGORY_PATH: Record<Category, string> = {
  LIVE: '/live',
  SPORTS: '/sports',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  ESPORTS: '/esports',
  LOTT: '/lottery',
  ELOTT: '/elott',
};

/** Spec §3 category point values. */
export const CATEGORY_POINTS: Partial<Record<Category, number>> = { LIVE: 0.7, SPORTS: 1, FISH: 1.2, RNG: 1.2, PVP: 1 };

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
