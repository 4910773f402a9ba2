/** The bet types of the keno format (filled by its rules). */
import type { BetType } from './bet-type.ts';

export const KENO_BETS: readonly BetType[] = [];
