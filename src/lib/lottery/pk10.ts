/** The bet types of the pk10 format (filled by its rules). */
import type { BetType } from './bet-type.ts';

export const PK10_BETS: readonly BetType[] = [];
