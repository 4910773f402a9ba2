import type { Category } from './shell.ts';

/** Spec §3 game (a tile in a lobby). */
export interface GameCard {
  gameId: number;
  vassalage: string;
  gameName: string;
  /** The studio: id and display name. */
  nodeId: string;
  nodeName: string;
  showIcon: string;
  /** Whether the free-trial (play money) button shows. */
  supportPlay: boolean;
  gameType: Category;
  accountTypeName: string;
  code: string;
  isHot: boolean;
  maintenance: boolean;
  /** The house engine, or null for an outside vendor. */
  engine: string | null;
}

export interface GamePage {
  games: GameCard[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** A vendor lane in a lobby: the studio and its first games. */
export interface VendorLane {
  vassalage: string;
  displayName: string;
  smallIcon: string;
  maintenance: boolean;
  total: number;
  games: GameCard[];
}

/** Spec §3 launch response. */
export interface LaunchResult {
  game_url: string;
  game_url2: string;
  mode: 'real' | 'play';
  /** The game started (for a vendor launch, the vendor's own game). */
  game: GameCard;
}

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

export interface WinnerEntry {
  player: string;
  gameName: string;
  prize: number;
  time: number;
}
