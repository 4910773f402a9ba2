/**
 * What the built-in house games' API answers (contracts/house.ts): sessions, rounds with the fair
 * maths' outcomes, seed rotations and the card tables. The outcome schemas describe the fair
 * modules' own types (src/lib/fair): the pages only draw what the server returned.
 */
import { z } from 'zod';
import { FISH_SPECIES } from '../fair/fish.ts';
import { BET_KINDS } from '../fair/roulette.ts';
import { HAND_CATEGORIES, RANKS, SUITS } from '../fair/showdown.ts';
import { SLOT_SYMBOLS } from '../fair/slot.ts';
import { epochMs, minor } from './common.ts';

/** The player's choice for one round, per engine (the table's own limits are checked by the server too). */
export const ROUND_INPUTS = {
  slot: z.object({ stake: z.number().int().positive().max(10_000_000) }),
  roulette: z.object({
    bets: z
      .array(z.object({ kind: z.enum(BET_KINDS), numbers: z.array(z.number().int().min(0).max(36)).min(1).max(18), stake: z.number().int().positive().max(10_000_000) }))
      .min(1)
      .max(60),
  }),
  fish: z.object({ stake: z.number().int().positive(), speciesId: z.enum(FISH_SPECIES.map((f) => f.id) as [string, ...string[]]) }),
} as const;

export const HouseEngine = z.enum(['slot', 'roulette', 'fish', 'showdown']);

/** The seed pair in use: the hash is published before play, the seed itself only on rotation. */
export const FairState = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });
export type FairState = z.infer<typeof FairState>;

export const HouseSession = z.object({
  game: z.object({
    id: z.number().int(),
    name: z.string(),
    names: z.record(z.string(), z.string()),
    engine: HouseEngine,
    category: z.string(),
    config: z.looseObject({
      theme: z.string().optional(),
      stakes: z.array(minor).optional().describe('slots and fish: the allowed stakes'),
      minChip: minor.optional().describe('roulette: the smallest chip'),
      maxTotal: minor.optional().describe('roulette: the largest total of one spin'),
      chips: z.array(minor).optional().describe('roulette: the chips offered'),
    }),
  }),
  mode: z.enum(['real', 'play']),
  player: z.string().nullable(),
  currency: z.string().describe('PLAY for play money'),
  balance: minor,
  fair: FairState,
});
export type HouseSession = z.infer<typeof HouseSession>;
export type HouseGameConfig = HouseSession['game']['config'];

const SlotSymbol = z.enum(SLOT_SYMBOLS);
const SlotSpin = z.object({
  stops: z.array(z.number().int()),
  grid: z.array(z.array(SlotSymbol)).describe('grid[reel][row], row 0 at the top'),
  lineWins: z.array(z.object({ line: z.number().int(), symbol: SlotSymbol, count: z.number().int(), pay: minor })),
  scatterCount: z.number().int(),
  scatterPay: minor,
  freeSpinsAwarded: z.number().int(),
  pay: minor,
});
export const SlotRound = SlotSpin.extend({ stake: minor, freeSpins: z.array(SlotSpin), totalPay: minor });
export const RouletteOutcome = z.object({
  pocket: z.number().int(),
  color: z.enum(['green', 'red', 'black']),
  wins: z.array(z.object({ betIndex: z.number().int(), pay: minor })),
  totalStake: minor,
  totalPay: minor,
});
export const FishShot = z.object({
  speciesId: z.string(),
  stake: minor,
  multiplier: z.number(),
  roll: z.number(),
  catchProbability: z.number(),
  caught: z.boolean(),
  pay: minor,
});
const Card = z.templateLiteral([z.enum(RANKS), z.enum(SUITS)]);
export const ShowdownOutcome = z.object({
  seats: z.number().int(),
  ante: minor,
  deck: z.array(Card).describe('the whole shuffled deck, in dealing order'),
  hands: z.array(z.object({ seat: z.number().int(), cards: z.array(Card), rank: z.enum(HAND_CATEGORIES), strength: z.number(), label: z.string() })),
  winners: z.array(z.number().int()),
  pot: minor,
  rake: minor,
  payouts: z.array(minor).describe('paid to each seat (index = seat)'),
});

/** One round's answer; `outcome` is the engine's (SlotRound, RouletteOutcome or FishShot). */
export const RoundResult = z.object({
  roundId: z.string(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  stake: minor,
  pay: minor,
  balance: minor.describe('after the round'),
  outcome: z.union([SlotRound, RouletteOutcome, FishShot]),
});

export const SeedRotation = z.object({
  revealed: z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), rounds: z.number().int() }),
  next: FairState,
});
export type SeedRotation = z.infer<typeof SeedRotation>;

export const RecentRound = z.object({
  roundId: z.string(),
  game: z.string(),
  nonce: z.number().int(),
  input: z.unknown(),
  outcome: z.unknown(),
  stake: minor,
  pay: minor,
  time: epochMs,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  serverSeed: z.string().nullable().describe('null until the seed pair is rotated'),
});
export type RecentRound = z.infer<typeof RecentRound>;

export const RoomCard = z.object({ roomId: z.number().int(), name: z.string(), ante: minor, seats: z.number().int(), players: z.number().int(), mode: z.string() });
export type RoomCard = z.infer<typeof RoomCard>;

const TablePlayer = z.object({ seat: z.number().int(), kind: z.enum(['player', 'bot']), name: z.string() });
export const RoundPlayer = TablePlayer.extend({ you: z.boolean() });
export type RoundPlayer = z.infer<typeof RoundPlayer>;

/** The last round at a table, as stored: who sat where (`you` is not stored, so a stored round does not send it). */
export const TableRound = z.object({
  roundId: z.number().int(),
  players: z.array(TablePlayer.extend({ you: z.boolean().optional() })).describe('in dealing order: players[i] holds outcome.hands[i] and outcome.payouts[i]'),
  outcome: ShowdownOutcome,
  seedId: z.number().int(),
  nonce: z.number().int(),
  time: epochMs,
});
export type TableRound = z.infer<typeof TableRound>;

export const RoomState = z.union([
  z.object({ seated: z.literal(false), balance: minor, currency: z.string() }),
  z.object({
    seated: z.literal(true),
    balance: minor,
    currency: z.string(),
    room: z.object({ roomId: z.number().int(), name: z.string(), ante: minor, seats: z.number().int(), nextRoundAt: epochMs }),
    you: z.number().int(),
    seats: z.array(z.object({ seat: z.number().int(), name: z.string(), you: z.boolean(), sittingOut: z.boolean() })),
    fair: FairState,
    lastRound: TableRound.nullable(),
  }),
]);
export type RoomState = z.infer<typeof RoomState>;

export const DealResult = z.object({
  roundId: z.number().int(),
  ante: minor,
  pot: minor,
  rake: minor,
  players: z.array(RoundPlayer),
  outcome: ShowdownOutcome,
  seedId: z.number().int(),
  nonce: z.number().int(),
  time: epochMs,
});
export type DealResult = z.infer<typeof DealResult>;
