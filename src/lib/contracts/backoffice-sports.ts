/**
 * Back office: sportsbook events and markets, made by hand or from the feed, and trading (suspend,
 * odds, limits, settle, void, resettle). Reading needs sports.read; trading (events by hand, market
 * state, odds, limits) sports.trade; results, settlements and voids sports.settle, and each waits
 * for a second staff member's approval (approval kind sports.settlement). Odds are thousandths,
 * lines decimals, amounts minor units.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, language, minor, pageNo } from './common.ts';
import { EVENT_STATUSES, MARKET_KINDS, MARKET_STATUSES, SELECTION_RESULTS } from './sports-model.ts';
import { odds, sportKey, sportKind } from './sports-shapes.ts';

const tag = 'Back office: Sportsbook';
const read = { tag, access: 'staff', permission: 'sports.read' } as const;
const trade = { tag, access: 'staff', permission: 'sports.trade' } as const;
const settle = { tag, access: 'staff', permission: 'sports.settle' } as const;

const int = z.number().int();
const epochQuery = z.coerce.number().int().min(0).max(8_640_000_000_000).describe('epoch milliseconds');
/** A reason staff give for a void, a correction or a cancellation, at most. */
export const SPORTS_REASON_MAX = 200;
const reason = z.string().trim().min(1).max(SPORTS_REASON_MAX);
/** A name typed by staff, per language (both required: the site speaks both). */
const names = z.object({ en: z.string().trim().min(1).max(80), bn: z.string().trim().min(1).max(80) });
const limit = z.number().int().min(1).max(1_000_000_000_000).nullable().describe('minor units; null takes the sportsbook settings’ default');

export const BoSelection = z.object({
  id: int,
  key: z.string(),
  name: z.string(),
  odds,
  status: z.enum(['open', 'suspended']),
  result: z.enum(SELECTION_RESULTS).nullable(),
  deadHeat: int,
  bets: int.describe('bet legs on this selection (rejected bets left out)'),
});
export type BoSelection = z.infer<typeof BoSelection>;

export const BoMarket = z.object({
  id: int,
  kind: z.enum(MARKET_KINDS),
  line: z.number().nullable(),
  name: z.string(),
  main: z.boolean(),
  status: z.enum(MARKET_STATUSES),
  suspensions: int,
  revision: int,
  exposure: minor.describe('Σ potential payouts of open bets with a leg here'),
  maxStake: minor.nullable(),
  maxPayoutBet: minor.nullable(),
  maxPayoutMarket: minor.nullable(),
  limit: minor.describe('the per-market payout limit in force (its own or the default)'),
  bets: int,
  selections: z.array(BoSelection),
});
export type BoMarket = z.infer<typeof BoMarket>;

export const BoEventRow = z.object({
  id: int,
  kind: sportKind,
  sport: sportKey,
  competition: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: epochMs,
  status: z.enum(EVENT_STATUSES),
  inPlay: z.boolean(),
  source: z.string(),
  score: z.object({ home: int, away: int }).nullable().describe('the final score, else the live one'),
  markets: int,
  openMarkets: int,
  bets: int,
  exposure: minor,
  version: int,
});
export type BoEventRow = z.infer<typeof BoEventRow>;

export const BoEvent = BoEventRow.extend({
  competitionId: int,
  homeId: int,
  awayId: int,
  result: z.object({ home: int, away: int, parts: z.array(z.tuple([int, int])) }).nullable(),
  marketList: z.array(BoMarket),
});
export type BoEvent = z.infer<typeof BoEvent>;

export const BoEventQuery = z.object({
  kind: sportKind.optional(),
  sport: sportKey.optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  source: z.string().max(40).optional(),
  search: z.string().trim().max(60).optional().describe('part of a team’s or the competition’s name'),
  from: epochQuery.optional(),
  to: epochQuery.optional(),
  pageNo,
  language,
});

const teamInput = z.union([int.positive(), z.object({ names, short: names.optional() })]);

export const NewMarketInput = z.object({
  kind: z.enum(MARKET_KINDS),
  line: z.number().min(-50).max(500).multipleOf(0.25).nullable().optional().describe('handicap (home side’s) or total, for ah, ou and mh'),
  names: names.optional().describe('a winner market’s name'),
  selections: z
    .array(z.object({ key: z.string().trim().min(1).max(40), names: names.optional().describe('a winner market’s selection'), odds }))
    .min(2)
    .max(40),
});
export type NewMarketInput = z.infer<typeof NewMarketInput>;

export const NewEventInput = z.object({
  sport: sportKey,
  competition: z.union([int.positive(), z.object({ names })]),
  home: teamInput,
  away: teamInput,
  startsAt: epochMs,
  inPlay: z.boolean(),
  markets: z.array(NewMarketInput).min(1).max(40),
});
export type NewEventInput = z.infer<typeof NewEventInput>;

export const Catalogue = z.object({
  competitions: z.array(z.object({ id: int, name: z.string() })),
  teams: z.array(z.object({ id: int, name: z.string() })),
});

export const PendingSettlement = z.object({
  approvalId: int,
  action: z.enum(['result', 'settle', 'void']),
  eventId: int,
  event: z.string(),
  marketId: int.nullable(),
  market: z.string().nullable(),
  score: z.object({ home: int, away: int }).nullable().describe('the final score entered (action result)'),
  results: z.array(z.object({ selection: z.string(), result: z.enum(SELECTION_RESULTS), deadHeat: int })).describe('each selection’s result (action settle)'),
  correction: z.boolean().describe('it changes a result already in force'),
  reason: z.string().nullable(),
  makerId: int,
  maker: z.string(),
  createdAt: epochMs,
  expiresAt: epochMs,
});
export type PendingSettlement = z.infer<typeof PendingSettlement>;

export const SettlementDesk = z.object({
  waiting: z.array(BoEventRow).describe('events past their start with markets not settled yet (results due)'),
  pending: z.array(PendingSettlement).describe('results, settlements and voids waiting for a second staff member'),
  recent: z.array(BoEventRow).describe('the latest resulted events'),
});
export type SettlementDesk = z.infer<typeof SettlementDesk>;

export const SportsAsked = z.object({ approvalId: int, expiresAt: epochMs });

export const MarketChanged = z.object({ marketId: int, eventId: int, status: z.enum(MARKET_STATUSES), suspensions: int, version: int, changed: z.boolean().describe('false when it already was in that state') });

export const backofficeSports = {
  events: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/sports/events',
    summary: 'Events by start time (newest first), filtered by kind, sport, state, source, a team’s or competition’s name and start dates, with market and bet counts and exposure',
    query: BoEventQuery,
    response: z.object({ list: z.array(BoEventRow), pageNum: int, totalPages: int, total: int }),
    errors: [],
  }),
  event: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/sports/events/:id',
    summary: 'One event with every market and selection, each market’s limits, exposure and bet count',
    params: idParams,
    query: z.object({ language }),
    response: BoEvent,
    errors: ['UNKNOWN_EVENT'],
  }),
  catalogue: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/sports/catalogue',
    summary: 'A sport’s competitions and teams, to make an event with',
    query: z.object({ sport: sportKey, language }),
    response: Catalogue,
    errors: [],
  }),
  createEvent: endpoint({
    ...trade,
    method: 'POST',
    path: '/backoffice/api/sports/events',
    summary: 'Makes an event by hand (source manual) with its markets; a new competition or team is made from its names (audited)',
    body: NewEventInput,
    response: z.object({ eventId: int }),
    errors: ['UNKNOWN_EVENT'],
  }),
  eventStatus: endpoint({
    ...trade,
    method: 'POST',
    path: '/backoffice/api/sports/events/:id/status',
    summary: 'Starts (scheduled → live), cancels (scheduled → cancelled) or abandons (live → abandoned) a hand-made event (audited); cancelling or abandoning suspends its open markets at once and the settlement job applies the rules (cancelled: every market void; abandoned: markets already certain stand, the others void)',
    params: idParams,
    body: z.object({ action: z.enum(['start', 'cancel', 'abandon']), reason: reason.optional() }),
    response: z.object({ eventId: int, status: z.enum(EVENT_STATUSES), version: int, suspended: int.describe('open markets suspended by this change') }),
    errors: ['UNKNOWN_EVENT', 'EVENT_STATE_CHANGED'],
  }),
  marketStatus: endpoint({
    ...trade,
    method: 'POST',
    path: '/backoffice/api/sports/markets/:id/status',
    summary: 'Suspends or reopens a market (audited; suspending raises its suspensions, which rejects bets in their in-play delay); asking for the state it has changes nothing',
    params: idParams,
    body: z.object({ status: z.enum(['open', 'suspended']) }),
    response: MarketChanged,
    errors: ['UNKNOWN_MARKET', 'MARKET_STATE_CHANGED', 'EVENT_STATE_CHANGED'],
  }),
  selectionOdds: endpoint({
    ...trade,
    method: 'PUT',
    path: '/backoffice/api/sports/selections/:id/odds',
    summary: 'Changes a selection’s odds (not on a settled or void market; audited, pushed to open pages); bets keep the odds they were accepted at',
    params: idParams,
    body: z.object({ odds }),
    response: z.object({ selectionId: int, marketId: int, eventId: int, odds, version: int }),
    errors: ['UNKNOWN_SELECTION', 'MARKET_CLOSED'],
  }),
  marketLimits: endpoint({
    ...trade,
    method: 'PUT',
    path: '/backoffice/api/sports/markets/:id/limits',
    summary: 'Sets a market’s limits: the most stake per bet line, the most payout per bet and in all on the market (null: the default; audited)',
    params: idParams,
    body: z.object({ maxStake: limit, maxPayoutBet: limit, maxPayoutMarket: limit }),
    response: z.object({ marketId: int, maxStake: minor.nullable(), maxPayoutBet: minor.nullable(), maxPayoutMarket: minor.nullable() }),
    errors: ['UNKNOWN_MARKET', 'MARKET_CLOSED'],
  }),
  settlement: endpoint({
    ...settle,
    method: 'GET',
    path: '/backoffice/api/sports/settlement',
    summary: 'Events whose results are due, results and settlements waiting for approval, the latest resulted events',
    query: z.object({ language }),
    response: SettlementDesk,
    errors: [],
  }),
  askResult: endpoint({
    ...settle,
    method: 'POST',
    path: '/backoffice/api/sports/events/:id/result',
    summary: 'Enters an event’s final score (or a corrected one, with a reason); once a second staff member approves, its markets are resulted and the settlement job pays',
    params: idParams,
    body: z.object({ home: int.min(0).max(999), away: int.min(0).max(999), parts: z.array(z.tuple([int.min(0).max(999), int.min(0).max(999)])).max(20).default([]), reason: reason.optional() }),
    response: SportsAsked,
    errors: ['UNKNOWN_EVENT', 'EVENT_STATE_CHANGED'],
  }),
  askSettle: endpoint({
    ...settle,
    method: 'POST',
    path: '/backoffice/api/sports/markets/:id/settle',
    summary: 'Settles a market by hand (or resettles a settled one, with a reason): a result and dead-heat divisor for every selection; carried out after a second staff member approves',
    params: idParams,
    body: z.object({ results: z.array(z.object({ selectionId: int.positive(), result: z.enum(SELECTION_RESULTS), deadHeat: int.min(1).max(50).default(1) })).min(1).max(60), reason: reason.optional() }),
    response: SportsAsked,
    errors: ['UNKNOWN_MARKET', 'UNKNOWN_SELECTION', 'MARKET_STATE_CHANGED'],
  }),
  askVoid: endpoint({
    ...settle,
    method: 'POST',
    path: '/backoffice/api/sports/markets/:id/void',
    summary: 'Voids a market with a reason (every leg on it counts at 1.00; a settled market is resettled so); carried out after a second staff member approves',
    params: idParams,
    body: z.object({ reason }),
    response: SportsAsked,
    errors: ['UNKNOWN_MARKET', 'MARKET_STATE_CHANGED'],
  }),
} as const;
