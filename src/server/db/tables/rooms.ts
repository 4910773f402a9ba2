import type { Generated } from 'kysely';

export interface PvpRoomsTable {
  id: Generated<number>;
  game_id: number;
  name: string;
  /** Each player's ante per round, minor units (play money in 'play' rooms). */
  ante: number;
  seats: number;
  /** 'real' or 'play': trial sessions sit only at play-money rooms. */
  mode: string;
  status: Generated<number>;
  last_round_at: Generated<number>;
}

export interface PvpSeatsTable {
  room_id: number;
  seat: number;
  member_id: number | null;
  /** The game session (launch token hash) that holds the seat. */
  session_hash: string;
  sitting_out: Generated<number>;
  joined_at: number;
  last_seen_at: number;
}

export interface PvpRoundsTable {
  id: Generated<number>;
  room_id: number;
  seed_id: number;
  nonce: number;
  /** JSON: who sat at each dealt seat (players and labelled house bots). */
  players: string;
  outcome: string;
  ante: number;
  pot: number;
  rake: number;
  created_at: number;
}
