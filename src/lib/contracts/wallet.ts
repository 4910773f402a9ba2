/** Spec §7 money as the pages see it: the balance, its pushed changes, and the betting record. */
import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { periodFields, withinPeriod } from './cashier-shapes.ts';
import { endpoint } from './endpoint.ts';
import { epochMs, language, minor, pageNo, pageOf, pageSize } from './common.ts';
import { Currency } from './system.ts';

const tag = 'Wallet';

/** Spec §7 balance: sumBalance in minor units, with the currency to show it in. */
export const BalanceView = z.object({ sumBalance: minor, cash: minor, currency: Currency });
export type BalanceView = z.infer<typeof BalanceView>;

export const BetStatus = z.enum(['open', 'settled', 'rolled_back']);

export const BetRecord = z.object({
  id: z.number().int(),
  roundId: z.string(),
  gameName: z.string().describe('in the language asked for'),
  vendor: z.string(),
  category: z.enum(CATEGORIES),
  stake: minor,
  validBet: minor,
  payout: minor,
  net: minor,
  status: BetStatus,
  createdAt: epochMs,
  settledAt: epochMs.nullable(),
});
export type BetRecord = z.infer<typeof BetRecord>;

export const BetPage = pageOf(BetRecord).extend({ totals: z.object({ stake: minor, validBet: minor, payout: minor, net: minor }).describe('over the whole filter, not only this page') });
export type BetPage = z.infer<typeof BetPage>;

/** A vendor code ("PG", "HOUSE_SLOT"). */
export const vendorCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);

export const wallet = {
  balance: endpoint({ method: 'GET', path: '/wps/v2/wallets/balance', summary: 'The cash balance and the currency to show it in', tag, access: 'member', response: BalanceView, errors: [] }),
  stream: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/stream',
    summary:
      'Server-sent events: `balance` ({ balance }) at once and on every change, `message` ({ unread }) when the unread count changes, other member events as published, `ping` every 25 s',
    tag,
    access: 'member',
    response: null,
    media: 'text/event-stream',
    errors: [],
  }),
  betRecords: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getBetRecords',
    summary: 'The betting record (member centre), newest first; the period is at most 92 days (the last 7 days when absent)',
    tag,
    access: 'member',
    query: z
      .object({
        gameType: z.string().pipe(z.enum(CATEGORIES)).optional(),
        vassalage: vendorCode.optional(),
        status: z.string().pipe(BetStatus).optional(),
        ...periodFields,
        language,
        pageNo,
        pageSize: pageSize(20, 100),
      })
      .refine(...withinPeriod),
    response: BetPage,
    errors: [],
  }),
};
