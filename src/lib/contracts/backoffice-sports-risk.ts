/**
 * Back office: sportsbook bets and liability, and per-player stake factors. Reading needs
 * sports.read; setting a player's stake factor sports.trade (audited). Amounts are minor units,
 * odds thousandths, factors basis points (10000 = the market's own limits).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, language, minor, pageNo, recordId } from './common.ts';
import { BET_KINDS, BET_RESULTS, BET_STATUSES, MARKET_KINDS, MARKET_STATUSES } from './sports-model.ts';
import { odds, sportKind } from './sports-shapes.ts';

const tag = 'Back office: Sportsbook risk';
const read = { tag, access: 'staff', permission: 'sports.read' } as const;
const trade = { tag, access: 'staff', permission: 'sports.trade' } as const;

const int = z.number().int();
const epochQuery = z.coerce.number().int().min(0).max(8_640_000_000_000).describe('epoch milliseconds');
/** A note staff keep with a stake factor, at most. */
export const STAKE_NOTE_MAX = 200;

export const BoBetLeg = z.object({
  eventId: int,
  event: z.string(),
  market: z.string(),
  selection: z.string(),
  odds,
  result: z.string().nullable(),
});

export const BoBet = z.object({
  id: int,
  memberId: int,
  username: z.string(),
  vendor: z.string(),
  kind: z.enum(BET_KINDS),
  system: z.string().nullable(),
  lines: int,
  stake: minor,
  potential: minor,
  payout: minor,
  cashedOut: minor,
  status: z.enum(BET_STATUSES),
  result: z.enum(BET_RESULTS).nullable(),
  inPlay: z.boolean(),
  settlements: int,
  unrecovered: minor,
  placedAt: epochMs,
  settledAt: epochMs.nullable(),
  legs: z.array(BoBetLeg),
});
export type BoBet = z.infer<typeof BoBet>;

export const LiabilityRow = z.object({
  marketId: int,
  eventId: int,
  event: z.string(),
  kind: sportKind,
  startsAt: epochMs,
  market: z.string(),
  marketKind: z.enum(MARKET_KINDS),
  status: z.enum(MARKET_STATUSES),
  exposure: minor,
  limit: minor.describe('the market’s payout limit in force'),
  usedBps: int.describe('exposure as a share of the limit, basis points'),
  bets: int,
});
export type LiabilityRow = z.infer<typeof LiabilityRow>;

export const StakeFactor = z.object({
  memberId: int,
  username: z.string(),
  factorBps: int,
  note: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: epochMs,
});
export type StakeFactor = z.infer<typeof StakeFactor>;

export const backofficeSportsRisk = {
  bets: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/sports/bets',
    summary: 'Bets newest first, filtered by member (username), event, state, kind and placing dates, with their legs, stake, potential and payout',
    query: z.object({
      member: z.string().trim().max(40).optional(),
      eventId: z.coerce.number().int().positive().optional(),
      status: z.enum(BET_STATUSES).optional(),
      kind: z.enum(BET_KINDS).optional(),
      from: epochQuery.optional(),
      to: epochQuery.optional(),
      pageNo,
      language,
    }),
    response: z.object({ list: z.array(BoBet), pageNum: int, totalPages: int, total: int, stake: minor.describe('Σ stake of the bets matched'), payout: minor }),
    errors: [],
  }),
  liability: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/sports/liability',
    summary: 'Open and suspended markets with exposure, largest first: exposure against the payout limit, and the total',
    query: z.object({ kind: sportKind.optional(), language }),
    response: z.object({ total: minor, markets: z.array(LiabilityRow) }),
    errors: [],
  }),
  stakeFactors: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/sports/stake-factors',
    summary: 'Players with a stake factor of their own (their limits are the market’s times the factor)',
    response: z.object({ items: z.array(StakeFactor) }),
    errors: [],
  }),
  setStakeFactor: endpoint({
    ...trade,
    method: 'PUT',
    path: '/backoffice/api/sports/stake-factors/:member',
    summary: 'Sets a player’s stake factor (basis points, 2500 = a quarter of the limits, 0 = no sports bets) with a note, by username or id (audited)',
    params: z.object({ member: z.string().trim().min(1).max(40) }),
    body: z.object({ factorBps: int.min(0).max(100_000), note: z.string().trim().max(STAKE_NOTE_MAX) }),
    response: StakeFactor,
    errors: ['NOT_FOUND'],
  }),
  clearStakeFactor: endpoint({
    ...trade,
    method: 'DELETE',
    path: '/backoffice/api/sports/stake-factors/:member',
    summary: 'Removes a player’s stake factor (the market’s limits apply again; audited)',
    params: z.object({ member: recordId }),
    response: z.object({ memberId: int, removed: z.boolean() }),
    errors: [],
  }),
} as const;
