/**
 * Shapes of the sportsbook's answers that several contracts share: a team, an event card with its
 * main markets, a market with its selections, a bet with its legs, a cash-out quote. Names come in
 * the requested language; odds are thousandths, lines decimals (−0.25), amounts minor units.
 */
import { z } from 'zod';
import { epochMs, minor } from './common.ts';
import { BET_KINDS, BET_RESULTS, BET_STATUSES, EVENT_STATUSES, MARKET_KINDS, MARKET_STATUSES, ODDS_CHANGE_MODES, SELECTION_RESULTS, SPORT_KEYS, SPORT_KINDS, SYSTEM_TYPES } from './sports-model.ts';

export const sportKind = z.enum(SPORT_KINDS);
export const sportKey = z.enum(SPORT_KEYS);
export const odds = z.number().int().min(1001).max(1_000_000).describe('decimal odds in thousandths (1.850 → 1850)');

export const CrestView = z.object({
  shape: z.enum(['shield', 'round', 'diamond', 'hex']),
  pattern: z.enum(['plain', 'stripes', 'hoops', 'half', 'sash', 'chevron']),
  primary: z.string(),
  secondary: z.string(),
  initials: z.string(),
});

export const TeamView = z.object({ id: z.number().int(), name: z.string(), short: z.string(), crest: CrestView });
export type TeamView = z.infer<typeof TeamView>;

export const LiveStateView = z.object({
  home: z.number().int(),
  away: z.number().int(),
  period: z.number().int(),
  clock: z.number().int().describe('minute, over, or the set or map in play (sports-model LiveState)'),
  parts: z.array(z.tuple([z.number().int(), z.number().int()])),
});

export const SelectionView = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string().describe('what the player backs, in the requested language ("Dhaka Tigers", "Over 2.5", "2-1")'),
  odds,
  status: z.enum(['open', 'suspended']),
  result: z.enum(SELECTION_RESULTS).nullable(),
  deadHeat: z.number().int(),
});
export type SelectionView = z.infer<typeof SelectionView>;

export const MarketView = z.object({
  id: z.number().int(),
  kind: z.enum(MARKET_KINDS),
  line: z.number().nullable().describe('the handicap (home side’s) or total; null without a line'),
  name: z.string().describe('the market’s name in the requested language ("Asian handicap −0.25")'),
  main: z.boolean(),
  status: z.enum(MARKET_STATUSES),
  selections: z.array(SelectionView),
});
export type MarketView = z.infer<typeof MarketView>;

export const CompetitionView = z.object({ id: z.number().int(), sport: sportKey, name: z.string(), region: z.string() });
export type CompetitionView = z.infer<typeof CompetitionView>;

/** An event in a list: teams, time, state, score, and its main markets (result or winner, main handicap, main total). */
export const EventCard = z.object({
  id: z.number().int(),
  kind: sportKind,
  sport: sportKey,
  competition: CompetitionView,
  home: TeamView,
  away: TeamView,
  startsAt: epochMs,
  status: z.enum(EVENT_STATUSES),
  inPlay: z.boolean().describe('offered in-play (bets after the start take the in-play delay)'),
  live: LiveStateView.nullable(),
  simulated: z.boolean().describe('from the house’s simulated feed (invented teams, results from a published seed)'),
  marketCount: z.number().int(),
  markets: z.array(MarketView).describe('the main markets shown in the list'),
  version: z.number().int(),
});
export type EventCard = z.infer<typeof EventCard>;

export const FairnessView = z.object({
  commitment: z.string().nullable().describe('SHA-256 of the seed, published from the fixture’s creation'),
  seed: z.string().nullable().describe('revealed once the event has ended'),
  sim: z.record(z.string(), z.unknown()).nullable().describe('the simulation’s inputs (ratings, model version)'),
});

export const EventView = EventCard.extend({
  markets: z.array(MarketView).describe('every market, in the trader’s order'),
  result: z.object({ home: z.number().int(), away: z.number().int(), parts: z.array(z.tuple([z.number().int(), z.number().int()])) }).nullable(),
  fairness: FairnessView,
});
export type EventView = z.infer<typeof EventView>;

export const LegView = z.object({
  eventId: z.number().int(),
  event: z.string().describe('"Home v Away" in the requested language'),
  sport: sportKey,
  startsAt: epochMs,
  marketId: z.number().int(),
  market: z.string(),
  selectionId: z.number().int(),
  selection: z.string(),
  odds,
  line: z.number().nullable(),
  inPlay: z.boolean(),
  result: z.enum(SELECTION_RESULTS).nullable(),
  deadHeat: z.number().int(),
  eventStatus: z.enum(EVENT_STATUSES),
  live: LiveStateView.nullable(),
});
export type LegView = z.infer<typeof LegView>;

export const BetView = z.object({
  id: z.number().int(),
  kind: z.enum(BET_KINDS),
  system: z.enum(SYSTEM_TYPES).nullable(),
  size: z.number().int().nullable(),
  lines: z.number().int(),
  unitStake: minor,
  stake: minor,
  openStake: minor.describe('the part of the stake still running'),
  cashedOut: minor,
  potential: minor.describe('the most the running stake can return'),
  payout: minor.describe('what settlement paid'),
  status: z.enum(BET_STATUSES),
  result: z.enum(BET_RESULTS).nullable(),
  oddsChange: z.enum(ODDS_CHANGE_MODES),
  placedAt: epochMs,
  acceptAt: epochMs,
  settledAt: epochMs.nullable(),
  cashout: z.boolean().describe('a cash-out may be asked for now'),
  legs: z.array(LegView),
});
export type BetView = z.infer<typeof BetView>;

export const CashoutQuote = z.object({
  betId: z.number().int(),
  available: z.boolean(),
  reason: z.enum(['settled', 'system', 'suspended', 'pending', 'disabled']).nullable().describe('why not, when not available'),
  value: minor.describe('what the whole running stake cashes out for now'),
  openStake: minor,
});
export type CashoutQuote = z.infer<typeof CashoutQuote>;
