/**
 * What the built-in house games' API answers (src/lib/contracts/house.ts), as the game pages read
 * it. A round's outcome is the fair maths' own type for its engine: the pages only draw what the
 * server returned.
 */
import type { RoundResult as AnyRoundResult } from '../contracts/house-shapes.ts';
import type { FishShot } from '#lib/fair/fish.ts';
import type { RouletteBet, RouletteOutcome } from '#lib/fair/roulette.ts';
import type { SlotRound } from '#lib/fair/slot.ts';
import type { z } from 'zod';

export type {
  DealResult,
  FairState,
  HouseGameConfig,
  HouseSession,
  RecentRound,
  RoomCard,
  RoomState,
  RoundPlayer,
  SeedRotation,
  TableRound,
} from '../contracts/house-shapes.ts';

export type HouseEngine = 'slot' | 'roulette' | 'fish' | 'showdown';
export const HOUSE_ENGINES: readonly HouseEngine[] = ['slot', 'roulette', 'fish', 'showdown'];

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

/** One round's answer (contract RoundResult) with the outcome of the engine played. */
export type RoundResult<E extends SoloEngine> = Omit<z.infer<typeof AnyRoundResult>, 'outcome'> & { outcome: HouseOutcomes[E] };
