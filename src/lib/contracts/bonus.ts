/** The bonus wallet: each bonus with its wagering, forfeiting, and opting in to a deposit bonus. */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, language, minor, recordId } from './common.ts';
import { BONUS_STATES, Contributions } from './promotion-model.ts';

const tag = 'Bonus';
const access = 'member';

/** One bonus of the member's bonus wallet, as the bonusDetails page shows it. */
export const BonusCard = z.object({
  id: z.number().int(),
  promotionId: z.number().int().describe('0 for a bonus granted by staff'),
  title: z.string().nullable().describe('the promotion’s title in the asked language; null for a bonus granted by staff'),
  amount: minor.describe('the bonus as issued'),
  balance: minor.describe('the bonus wallet’s money that belongs to this bonus now (the bonus and its pending winnings); 0 once closed'),
  wagered: minor.describe('stakes counted so far, weighted by category'),
  required: minor.describe('stakes to count before the bonus converts to cash'),
  contributions: Contributions.describe('the percentage of a stake in each game category that counts; a category not listed counts 0'),
  maxBet: minor.describe('the largest stake per bet while the bonus is active'),
  issuedAt: epochMs,
  expiresAt: epochMs,
  state: z.enum(BONUS_STATES),
  closedAmount: minor.nullable().describe('converted: what reached the cash wallet; forfeited or expired: what left the bonus wallet'),
  closedAt: epochMs.nullable(),
});
export type BonusCard = z.infer<typeof BonusCard>;

export const Forfeited = z.object({
  bonusId: z.number().int(),
  lost: minor.describe('the bonus wallet money given up: the bonus and its pending winnings'),
  state: z.literal('forfeited'),
});

export const OptIn = z.object({
  promotionId: z.number().int(),
  periodKey: z.string().describe('the period the opt-in is for: empty for a bonus once per promotion, else the day or week'),
  state: z.enum(['joined', 'process']).describe('joined: waiting for the qualifying deposit; process: its bonus was issued'),
  joinedAt: epochMs,
});

export const bonus = {
  list: endpoint({
    method: 'GET',
    path: '/wps/bonus/list',
    summary: 'The member’s bonuses, newest first: amount, wagering progress, contributions, largest bet, expiry and state',
    tag,
    access,
    query: z.object({ language }),
    response: z.array(BonusCard),
    errors: [],
  }),
  forfeit: endpoint({
    method: 'POST',
    path: '/wps/bonus/forfeit',
    summary: 'Gives up an active bonus: the bonus and its pending winnings leave the bonus wallet',
    tag,
    access,
    body: z.object({ bonusId: recordId }),
    response: Forfeited,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  optIn: endpoint({
    method: 'POST',
    path: '/wps/promotions/:id/opt-in',
    summary: 'Opts in to a deposit bonus for its current period, before depositing; a repeat answers the first opt-in',
    tag,
    access,
    params: idParams,
    response: OptIn,
    errors: ['NOT_FOUND', 'PROMOTION_NOT_STARTED', 'PROMOTION_ENDED', 'NOT_ELIGIBLE'],
  }),
};
