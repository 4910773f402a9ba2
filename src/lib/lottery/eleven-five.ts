/** The bet types of the eleven-five format (filled by its rules). */
import type { BetType } from './bet-type.ts';

export const ELEVEN_FIVE_BETS: readonly BetType[] = [];
