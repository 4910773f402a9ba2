/**
 * Shapes of the lottery's answers that several contracts share (lobby, game page, results,
 * tickets, the live stream): a lottery's card, a draw with its result, a bet type as offered.
 */
import { z } from 'zod';
import { epochMs, minor } from './common.ts';
import { DRAW_STATUSES, FOLLOW_STATUSES, FOLLOW_STOP_REASONS, LOTTERY_FORMATS, LOTTERY_GROUPS, LOTTERY_TYPES, RESULT_SOURCES, TICKET_STATUSES } from './lottery-model.ts';

/** A lottery's game code: "VN_NORTH", "K3_1M". */
export const lotteryCode = z.string().regex(/^[A-Z0-9_]{2,32}$/, 'a lottery game code');

export const DrawView = z.object({
  id: z.number().int(),
  number: z.string().describe('the issue number players see ("20261126-0615")'),
  status: z.enum(DRAW_STATUSES),
  opensAt: epochMs,
  closesAt: epochMs.describe('betting closes (tickets placed at or after it are refused)'),
  drawAt: epochMs,
});
export type DrawView = z.infer<typeof DrawView>;

export const DrawResultView = DrawView.extend({
  result: z.array(z.string()).nullable().describe('the drawn values in the format’s order (lottery-model DRAW_SHAPES); null until drawn or when void'),
  source: z.enum(['house', 'staff', 'feed']).nullable(),
  revision: z.number().int().describe('0 for the first result; raised by each correction'),
  verifiable: z.boolean().describe('a house draw whose seed is revealed: /lottery/verify recomputes it'),
});
export type DrawResultView = z.infer<typeof DrawResultView>;

export const LotteryCard = z.object({
  code: lotteryCode,
  gameId: z.number().int(),
  name: z.string().describe('in the requested language'),
  type: z.enum(LOTTERY_TYPES),
  group: z.enum(LOTTERY_GROUPS),
  format: z.enum(LOTTERY_FORMATS),
  region: z.string().nullable(),
  source: z.enum(RESULT_SOURCES).describe('house: drawn by the house from its published seed chain; official: results entered by staff and approved by a second person'),
  status: z.enum(['active', 'paused']),
  hot: z.boolean(),
  next: DrawView.nullable().describe('the draw taking tickets now, else the next one to open'),
  last: DrawResultView.nullable().describe('the latest draw with a result'),
});
export type LotteryCard = z.infer<typeof LotteryCard>;

const PickSpec = z.union([
  z.object({ kind: z.literal('numbers'), from: z.number().int(), to: z.number().int(), pad: z.number().int(), min: z.number().int(), max: z.number().int() }),
  z.object({ kind: z.literal('options'), options: z.array(z.string()), min: z.number().int(), max: z.number().int() }),
  z.object({ kind: z.literal('positions'), positions: z.array(z.string()), from: z.number().int(), to: z.number().int(), pad: z.number().int() }),
]);

export const OddsTermsView = z.object({
  oddsMilli: z.number().int().nullable().describe('thousandths, stake included, per winning line (per occurrence for lô); null: from the true probability × returnBps'),
  returnBps: z.number().int().describe('the stated return to player, basis points'),
  costUnits: z.number().int().describe('stake units one line costs (lô: the number of prizes)'),
});

export const BetTypeView = z.object({
  code: z.string(),
  pick: PickSpec,
  terms: OddsTermsView,
  maxStake: minor.describe('the largest stake of one ticket'),
  maxPayout: minor.describe('the largest payout of one ticket'),
});
export type BetTypeView = z.infer<typeof BetTypeView>;

export const TicketView = z.object({
  id: z.number().int(),
  lottery: lotteryCode,
  lotteryName: z.string(),
  drawId: z.number().int(),
  drawNumber: z.string(),
  drawAt: epochMs,
  closesAt: epochMs,
  betType: z.string(),
  selection: z.string().describe('the canonical selection text'),
  lines: z.number().int(),
  unitStake: minor,
  multiplier: z.number().int(),
  stake: minor,
  terms: OddsTermsView,
  status: z.enum(TICKET_STATUSES),
  payout: minor,
  followId: z.number().int().nullable(),
  placedAt: epochMs,
  settledAt: epochMs.nullable(),
  result: z.array(z.string()).nullable().describe('the draw’s result once drawn'),
  cancellable: z.boolean().describe('open and its draw still taking tickets'),
});
export type TicketView = z.infer<typeof TicketView>;

export const FollowView = z.object({
  id: z.number().int(),
  lottery: lotteryCode,
  lotteryName: z.string(),
  items: z.array(z.object({ betType: z.string(), numbers: z.string(), unitStake: minor, multiplier: z.number().int() })),
  drawStake: minor.describe('what each draw’s tickets cost'),
  drawsTotal: z.number().int(),
  drawsPlaced: z.number().int(),
  stopOnWin: z.boolean(),
  reserved: minor.describe('still reserved for the draws not placed yet (refunded when the follow ends)'),
  status: z.enum(FOLLOW_STATUSES),
  stopReason: z.enum(FOLLOW_STOP_REASONS).nullable(),
  createdAt: epochMs,
  endedAt: epochMs.nullable(),
});
export type FollowView = z.infer<typeof FollowView>;

/** What the live stream tells open pages about a draw (event `draw`). */
export const DrawEvent = z.object({
  lottery: lotteryCode,
  draw: DrawResultView,
});
export type DrawEvent = z.infer<typeof DrawEvent>;
