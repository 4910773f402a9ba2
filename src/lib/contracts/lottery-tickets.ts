/** A player's lottery tickets and follows: placing a bet slip, cancelling before close, the ticket list, following the next draws. */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, language, minor, pageNo, pageOf, pageSize } from './common.ts';
import { requestId } from './cashier-shapes.ts';
import { TICKET_STATUSES } from './lottery-model.ts';
import { FollowView, lotteryCode, TicketView } from './lottery-shapes.ts';

const tag = 'Lottery tickets';

/** One selection of a bet slip: a bet type, the numbers as the player typed or picked them, the unit stake and multiplier. */
export const SlipItem = z.object({
  betType: z.string().min(1).max(32),
  numbers: z.string().max(2_000).describe('the selection as text ("12 34 56", "big odd", "3 5||0||")'),
  unitStake: minor.describe('one of the lottery settings’ unit stakes'),
  multiplier: z.number().int().describe('1 to the lottery settings’ maxMultiplier'),
});
export type SlipItem = z.infer<typeof SlipItem>;

export const PlacedTickets = z.object({
  tickets: z.array(TicketView),
  balance: minor.describe('the cash balance after the stakes'),
  replayed: z.boolean().describe('the same requestId was answered before: these are its tickets'),
});
export type PlacedTickets = z.infer<typeof PlacedTickets>;

export const lotteryTickets = {
  place: endpoint({
    method: 'POST',
    path: '/wps/lottery/tickets',
    summary: 'Places a bet slip on one draw: every item becomes a ticket (a bet of the lottery’s house vendor) or none does',
    tag,
    access: 'member',
    body: z.object({ drawId: z.number().int(), items: z.array(SlipItem).min(1).max(50), requestId, language }),
    response: PlacedTickets,
    errors: [
      'UNKNOWN_DRAW',
      'DRAW_CLOSED',
      'DRAW_NOT_OPEN',
      'UNKNOWN_BET_TYPE',
      'BET_TYPE_CLOSED',
      'EMPTY_SELECTION',
      'NUMBER_OUT_OF_RANGE',
      'WRONG_DIGIT_COUNT',
      'DUPLICATE_SELECTION',
      'TOO_MANY_NUMBERS',
      'TOO_FEW_NUMBERS',
      'STAKE_TOO_LOW',
      'STAKE_ABOVE_LIMIT',
      'PAYOUT_ABOVE_LIMIT',
      'INSUFFICIENT_FUNDS',
      'ACCOUNT_EXCLUDED',
      'TICKET_REFUSED',
    ],
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/wps/lottery/tickets/:id/cancel',
    summary: 'Cancels an open ticket while its draw still takes tickets: the stake is rolled back',
    tag,
    access: 'member',
    params: idParams,
    response: z.object({ ticket: TicketView, balance: minor }),
    errors: ['NOT_FOUND', 'TICKET_NOT_CANCELLABLE', 'DRAW_CLOSED'],
  }),
  list: endpoint({
    method: 'GET',
    path: '/wps/lottery/tickets',
    summary: 'The member’s tickets, newest first, by status and lottery',
    tag,
    access: 'member',
    query: z.object({ status: z.enum(TICKET_STATUSES).optional(), lottery: lotteryCode.optional(), pageNo, pageSize: pageSize(20, 100), language }),
    response: pageOf(TicketView),
    errors: [],
  }),
  follow: endpoint({
    method: 'POST',
    path: '/wps/lottery/follows',
    summary: 'Follows the next N draws of a lottery with one slip: the whole amount is reserved at once and each draw’s tickets are placed when that draw opens; stop-on-win ends it after a winning draw',
    tag,
    access: 'member',
    body: z.object({ lottery: lotteryCode, items: z.array(SlipItem).min(1).max(50), draws: z.number().int(), stopOnWin: z.boolean(), requestId, language }),
    response: z.object({ follow: FollowView, balance: minor, replayed: z.boolean() }),
    errors: [
      'UNKNOWN_LOTTERY',
      'UNKNOWN_DRAW',
      'UNKNOWN_BET_TYPE',
      'BET_TYPE_CLOSED',
      'EMPTY_SELECTION',
      'NUMBER_OUT_OF_RANGE',
      'WRONG_DIGIT_COUNT',
      'DUPLICATE_SELECTION',
      'TOO_MANY_NUMBERS',
      'TOO_FEW_NUMBERS',
      'STAKE_TOO_LOW',
      'STAKE_ABOVE_LIMIT',
      'PAYOUT_ABOVE_LIMIT',
      'INSUFFICIENT_FUNDS',
      'ACCOUNT_EXCLUDED',
    ],
  }),
  follows: endpoint({
    method: 'GET',
    path: '/wps/lottery/follows',
    summary: 'The member’s follows, active first, then the latest ended (at most 50)',
    tag,
    access: 'member',
    query: z.object({ language }),
    response: z.object({ follows: z.array(FollowView) }),
    errors: [],
  }),
  stopFollow: endpoint({
    method: 'POST',
    path: '/wps/lottery/follows/:id/stop',
    summary: 'Ends an active follow: what is still reserved returns to the wallet; tickets already placed still play',
    tag,
    access: 'member',
    params: idParams,
    response: z.object({ follow: FollowView, balance: minor }),
    errors: ['NOT_FOUND', 'FOLLOW_NOT_ACTIVE'],
  }),
} as const;
