/** The bet types of the ssc format (filled by its rules). */
import type { BetType } from './bet-type.ts';

export const SSC_BETS: readonly BetType[] = [];
