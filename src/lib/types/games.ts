import type { Category } from './shell.ts';

export type { GameCard, GamePage, LaunchResult, VendorLane, WinnerEntry } from '../contracts/games.ts';

/** A bet in the betting record. */
export interface BetRecord {
  id: number;
  roundId: string;
  gameName: string;
  vendor: string;
  category: Category;
  stake: number;
  validBet: number;
  payout: number;
  net: number;
  status: 'open' | 'settled' | 'rolled_back';
  createdAt: number;
  settledAt: number | null;
}
