/** The bet types of the thai format (filled by its rules). */
import type { BetType } from './bet-type.ts';

export const THAI_BETS: readonly BetType[] = [];
