/** The bet types of the vn-south format (filled by its rules). */
import type { BetType } from './bet-type.ts';

export const VN_SOUTH_BETS: readonly BetType[] = [];
