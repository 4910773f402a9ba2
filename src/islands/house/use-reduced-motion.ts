import { useMediaQuery } from './use-media-query.ts';

/** True when the player asked their system for less motion: games then show results without spinning. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
