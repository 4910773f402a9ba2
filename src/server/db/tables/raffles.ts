import type { Generated } from 'kysely';

/** Raffles (migration 0022): prize stock, each player's seed pair and their draws. JSON columns are text. */
export interface RaffleStockTable {
  promotion_id: number;
  prize_id: string;
  remaining: number;
}

export interface RaffleSeedsTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  draws: Generated<number>;
  updated_at: number;
}

export interface RaffleDrawsTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  request_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  pool: string;
  gone: string;
  prize_id: string;
  amount: number;
  reward_id: number | null;
  created_at: number;
}
