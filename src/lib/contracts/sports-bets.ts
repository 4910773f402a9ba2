/** A player's sports bets: placing a slip (singles, accumulators, system bets), the bet list, cash-out. */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, language, minor, pageNo, pageOf, pageSize, recordId } from './common.ts';
import { requestId } from './cashier-shapes.ts';
import { BET_KINDS, ODDS_CHANGE_MODES, SYSTEM_TYPES } from './sports-model.ts';
import { BetView, CashoutQuote, odds } from './sports-shapes.ts';

const tag = 'Sports bets';

export const SlipLeg = z.object({ selectionId: recordId, odds: odds.describe('the odds the slip showed (thousandths)') });
export type SlipLeg = z.infer<typeof SlipLeg>;

/** One bet of a slip: a single (one leg), an accumulator (2–20 legs, each of another event) or a system bet over its legs. */
export const SlipBet = z.object({
  kind: z.enum(BET_KINDS),
  system: z.enum(SYSTEM_TYPES).optional().describe('system bets only'),
  size: z.number().int().optional().describe('n of "n from m" (n_of_m only)'),
  legs: z.array(SlipLeg).min(1).max(20),
  unitStake: minor.describe('the stake of each line (a system bet costs unitStake × its lines)'),
});
export type SlipBet = z.infer<typeof SlipBet>;

export const PlacedBets = z.object({
  bets: z.array(BetView),
  balance: minor.describe('the cash balance after the stakes'),
  replayed: z.boolean().describe('the same requestId was answered before: these are its bets'),
});
export type PlacedBets = z.infer<typeof PlacedBets>;

export const CashoutDone = z.object({ bet: BetView, amount: minor.describe('what this cash-out paid'), balance: minor, replayed: z.boolean() });
export type CashoutDone = z.infer<typeof CashoutDone>;

/** open: pending and open bets; settled: settled and rejected; cashed_out: cashed out in full or in part. */
export const BET_LIST_TABS = ['open', 'settled', 'cashed_out'] as const;

export const sportsBets = {
  place: endpoint({
    method: 'POST',
    path: '/wps/sports/bets',
    summary: 'Places a slip: every bet is placed (a round of the page’s house vendor) or none is; in-play bets wait the in-play delay as pending',
    tag,
    access: 'member',
    body: z.object({ bets: z.array(SlipBet).min(1).max(30), oddsChange: z.enum(ODDS_CHANGE_MODES), requestId, language }),
    response: PlacedBets,
    errors: [
      'UNKNOWN_SELECTION',
      'MARKET_SUSPENDED',
      'MARKET_CLOSED',
      'ODDS_CHANGED',
      'RELATED_LEGS',
      'DUPLICATE_SELECTION',
      'TOO_MANY_LEGS',
      'SYSTEM_INVALID',
      'STAKE_TOO_LOW',
      'STAKE_ABOVE_LIMIT',
      'PAYOUT_ABOVE_LIMIT',
      'INSUFFICIENT_FUNDS',
      'ACCOUNT_EXCLUDED',
      'TICKET_REFUSED',
    ],
  }),
  list: endpoint({
    method: 'GET',
    path: '/wps/sports/bets',
    summary: 'The member’s bets by tab, newest first',
    tag,
    access: 'member',
    query: z.object({ tab: z.enum(BET_LIST_TABS), language, pageNo, pageSize: pageSize(20, 100) }),
    response: pageOf(BetView),
    errors: [],
  }),
  one: endpoint({
    method: 'GET',
    path: '/wps/sports/bets/:id',
    summary: 'One of the member’s bets (a pending bet’s page asks again after the in-play delay)',
    tag,
    access: 'member',
    params: idParams,
    query: z.object({ language }),
    response: BetView,
    errors: ['UNKNOWN_BET'],
  }),
  quote: endpoint({
    method: 'GET',
    path: '/wps/sports/bets/:id/cashout',
    summary: 'What the bet’s running stake cashes out for now, or why it cannot',
    tag,
    access: 'member',
    params: idParams,
    response: CashoutQuote,
    errors: ['UNKNOWN_BET'],
  }),
  cashout: endpoint({
    method: 'POST',
    path: '/wps/sports/bets/:id/cashout',
    summary: 'Cashes out all or part of the running stake at the quoted value; refused when the price moved or a market is suspended',
    tag,
    access: 'member',
    params: idParams,
    body: z.object({
      stakePart: minor.describe('how much of the running stake to cash out (all of it for a full cash-out)'),
      value: minor.describe('the quote’s value for the whole running stake, as shown'),
      requestId,
      language,
    }),
    response: CashoutDone,
    errors: ['UNKNOWN_BET', 'CASHOUT_UNAVAILABLE', 'CASHOUT_PRICE_CHANGED', 'CASHOUT_AMOUNT_INVALID', 'MARKET_SUSPENDED'],
  }),
} as const;
