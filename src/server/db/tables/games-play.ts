import type { Generated } from 'kysely';

export interface GamesTable {
  id: Generated<number>;
  vendor_code: string;
  game_code: string;
  name: string;
  /** JSON: the game's name per language ({"bn": "...", "en": "..."}). */
  names: Generated<string>;
  category: string;
  icon: string;
  /** The house engine that runs it (slot, roulette, fish, showdown); null for outside vendors. */
  engine: string | null;
  /** JSON: the engine's theme and limits. */
  config: Generated<string>;
  support_trial: number;
  is_hot: number;
  sort: number;
  /** 0 active, 1 maintenance, 2 hidden. */
  status: number;
  plays: Generated<number>;
  created_at: number;
}

export interface FavouritesTable {
  member_id: number;
  game_id: number;
  created_at: number;
}

export interface RecentGamesTable {
  member_id: number;
  game_id: number;
  played_at: number;
}

/** A game launch: the token a vendor presents on its wallet callbacks (stored hashed). */
export interface ProviderSessionsTable {
  token_hash: string;
  member_id: number | null;
  vendor_code: string;
  game_id: number;
  /** 'real' (cash wallet) or 'play' (play money that never touches the cash ledger). */
  mode: string;
  play_account_id: number | null;
  created_at: number;
  expires_at: number;
}

/** Every wallet callback by (vendor, transaction id): its request hash and the exact first answer. */
export interface ProviderTxnsTable {
  vendor_code: string;
  txn_id: string;
  /** Who the transaction id belongs to ('member:<id>' or 'play:<key>'). */
  player_key: Generated<string>;
  kind: string;
  request_hash: string;
  status: number;
  response: string;
  /** The journal entry this transaction made, when it moved money. */
  entry_key: string | null;
  created_at: number;
}

/** One row per round: stake, valid bet, payout and status (open, settled, rolled_back). */
export interface BetsTable {
  id: Generated<number>;
  member_id: number;
  vendor_code: string;
  game_id: number | null;
  game_code: string;
  category: string;
  round_id: string;
  stake: number;
  valid_bet: number;
  payout: Generated<number>;
  status: string;
  currency: string;
  created_at: number;
  settled_at: number | null;
  /** The bonus active when the bet was staked (its wagering counts the bet once settled). */
  bonus_id: number | null;
  /** The part of the stake the bonus wallet paid (cash pays first). */
  bonus_stake: Generated<number>;
}

/** Hourly totals per member and category, kept in the same transaction as the bets. */
export interface BetRollupsTable {
  member_id: number;
  category: string;
  hour: number;
  bet_count: Generated<number>;
  stake: Generated<number>;
  valid_bet: Generated<number>;
  payout: Generated<number>;
}

/** Provably fair seeds: the server seed stays secret (only its hash is shown) until rotated. */
export interface FairSeedsTable {
  id: Generated<number>;
  owner_key: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  active: number;
  created_at: number;
  revealed_at: number | null;
}

/** Every house-game round with what is needed to verify it. */
export interface HouseRoundsTable {
  id: Generated<number>;
  owner_key: string;
  game_id: number;
  engine: string;
  seed_id: number;
  nonce: number;
  round_id: string;
  input: string;
  outcome: string;
  stake: number;
  payout: number;
  mode: string;
  created_at: number;
}
