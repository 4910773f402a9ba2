/** The bet types of the my4d format (filled by its rules). */
import type { BetType } from './bet-type.ts';

export const MY4D_BETS: readonly BetType[] = [];
