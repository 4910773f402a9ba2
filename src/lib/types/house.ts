/**
 * What the built-in house games' API answers (src/server/http/routes/house.ts), as the game pages
 * read it. Outcomes are the fair maths' own types: the pages only draw what the server returned.
 */
import type { FishShot } from '#lib/fair/fish.ts';
import type { RouletteBet, RouletteOutcome } from '#lib/fair/roulette.ts';
import type { ShowdownOutcome } from '#lib/fair/showdown.ts';
import type { SlotRound } from '#lib/fair/slot.ts';

export type HouseEngine = 'slot' | 'roulette' | 'fish' | 'showdown';
export const HOUSE_ENGINES: readonly HouseEngine[] = ['slot', 'roulette', 'fish', 'showdown'];

/** The seed pair in use: the hash is published before play, the seed itself only on rotation. */
export interface FairState {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface HouseGameConfig {
  theme?: string;
  /** Slots and fish: the allowed stakes in minor units. */
  stakes?: number[];
  /** Roulette: the smallest chip, the largest total of one spin and the chips offered. */
  minChip?: number;
  maxTotal?: number;
  chips?: number[];
}

export interface HouseSession {
  game: {
    id: number;
    name: string;
    names: Record<string, string>;
    engine: HouseEngine;
    category: string;
    config: HouseGameConfig;
  };
  mode: 'real' | 'play';
  player: string | null;
  /** 'PLAY' for play money. */
  currency: string;
  /** Minor units. */
  balance: number;
  fair: FairState;
}

export interface HouseOutcomes {
  slot: SlotRound;
  roulette: RouletteOutcome;
  fish: FishShot;
}

export interface HouseInputs {
  slot: { stake: number };
  roulette: { bets: RouletteBet[] };
  fish: { stake: number; speciesId: string };
}

export type SoloEngine = keyof HouseOutcomes;

export interface RoundResult<E extends SoloEngine> {
  roundId: string;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  stake: number;
  pay: number;
  /** The balance after the round (stake debited, pay credited). */
  balance: number;
  outcome: HouseOutcomes[E];
}

export interface SeedRotation {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
  next: FairState;
}

export interface RecentRound {
  roundId: string;
  game: string;
  nonce: number;
  input: unknown;
  outcome: unknown;
  stake: number;
  pay: number;
  time: number;
  serverSeedHash: string;
  clientSeed: string;
  /** Null until the seed pair is rotated. */
  serverSeed: string | null;
}

export interface RoomCard {
  roomId: number;
  name: string;
  ante: number;
  seats: number;
  players: number;
  mode: string;
}

export interface RoundPlayer {
  seat: number;
  kind: 'player' | 'bot';
  name: string;
  you: boolean;
}

export interface TableRound {
  roundId: number;
  /** In dealing order: players[i] holds outcome.hands[i] and outcome.payouts[i]. */
  players: RoundPlayer[];
  outcome: ShowdownOutcome;
  seedId: number;
  nonce: number;
  time: number;
}

export type RoomState =
  | { seated: false; balance: number; currency?: string }
  | {
      seated: true;
      balance: number;
      currency: string;
      room: { roomId: number; name: string; ante: number; seats: number; nextRoundAt: number };
      you: number;
      seats: { seat: number; name: string; you: boolean; sittingOut: boolean }[];
      fair: FairState;
      lastRound: TableRound | null;
    };

export interface DealResult {
  roundId: number;
  ante: number;
  pot: number;
  rake: number;
  players: RoundPlayer[];
  outcome: ShowdownOutcome;
  seedId: number;
  nonce: number;
  time: number;
}
