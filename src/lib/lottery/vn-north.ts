/** The bet types of the vn-north format (filled by its rules). */
import type { BetType } from './bet-type.ts';

export const VN_NORTH_BETS: readonly BetType[] = [];
