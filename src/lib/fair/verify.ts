/**
 * Player-side verification: recomputes a round from the revealed server seed, the client seed, the
 * nonce and the player's own input, with the very functions the server used. Runs in the browser.
 */
import { shoot, type FishShot } from './fish.ts';
import { createFloats, serverSeedHash, type Floats } from './rng.ts';
import { spinRoulette, type RouletteBet, type RouletteOutcome } from './roulette.ts';
import { dealShowdown, type ShowdownOutcome } from './showdown.ts';
import { spinSlot, type SlotRound } from './slot.ts';

export const GAMES = ['slot', 'roulette', 'fish', 'showdown'] as const;
export type GameId = (typeof GAMES)[number];

/** What the player chose, per game. */
export interface GameInputs {
  slot: { stake: number };
  roulette: { bets: RouletteBet[] };
  fish: { stake: number; speciesId: string };
  showdown: { seats: number; ante: number };
}

/** The outcome type of each game. */
export interface GameOutcomes {
  slot: SlotRound;
  roulette: RouletteOutcome;
  fish: FishShot;
  showdown: ShowdownOutcome;
}

export interface VerifiedRound<G extends GameId> {
  game: G;
  /** SHA-256 of the revealed server seed: must equal the hash published before the round. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: GameOutcomes[G];
}

const PLAY: { [G in GameId]: (next: Floats, input: GameInputs[G]) => GameOutcomes[G] } = {
  slot: (next, input) => spinSlot(next, input.stake),
  roulette: (next, input) => spinRoulette(next, input.bets),
  fish: (next, input) => shoot(next, input.stake, input.speciesId),
  showdown: (next, input) => dealShowdown(next, input.seats, input.ante),
};

/** Runs one round of `game` from the seeds: the same result the server computed for that round. */
export function playRound<G extends GameId>(
  game: G,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  input: GameInputs[G],
): GameOutcomes[G] {
  const play: (next: Floats, input: GameInputs[G]) => GameOutcomes[G] = PLAY[game];
  if (typeof play !== 'function') throw new RangeError(`Unknown game: ${String(game)}.`);
  return play(createFloats(serverSeed, clientSeed, nonce), input);
}

/** Recomputes a round for display on the verification page (with the seed hash to compare). */
export function verifyRound<G extends GameId>(
  game: G,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  input: GameInputs[G],
): VerifiedRound<G> {
  const outcome = playRound(game, serverSeed, clientSeed, nonce, input);
  return { game, serverSeedHash: serverSeedHash(serverSeed), clientSeed, nonce, outcome };
}

/** True when `hash` (hex, any case, surrounding spaces ignored) is the SHA-256 of the server seed text. */
export function checkSeedHash(serverSeed: string, hash: string): boolean {
  return serverSeedHash(serverSeed) === hash.trim().toLowerCase();
}
