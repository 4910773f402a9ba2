import { THEORETICAL_RTP as FISH } from '#lib/fair/fish.ts';
import { THEORETICAL_RTP as ROULETTE } from '#lib/fair/roulette.ts';
import { THEORETICAL_RTP as SHOWDOWN } from '#lib/fair/showdown.ts';
import { THEORETICAL_RTP as SLOT } from '#lib/fair/slot.ts';

/** The published return to player of each house engine (a fraction; see src/lib/fair for how each is derived). */
export const STATED_RTP: Readonly<Record<string, number>> = { slot: SLOT, roulette: ROULETTE, fish: FISH, showdown: SHOWDOWN };

/** An engine's published RTP, or null for an engine that publishes none. */
export function statedRtp(engine: string): number | null {
  return Object.hasOwn(STATED_RTP, engine) ? (STATED_RTP[engine] ?? null) : null;
}
