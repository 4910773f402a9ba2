/**
 * Agent centre: the team's reports (betting, single bets, profit and loss, transactions) and the
 * agent's income. Each takes the range and scope fields (agents-fields.ts); `format=csv` answers
 * text/csv (UTF-8 with BOM, a header row) with up to 100,000 rows instead of the JSON page.
 */
import { z } from 'zod';
import { BETTING_GROUPS, BETTING_SORTS, CATEGORY_CODES, INCOME_KINDS, PNL_SORTS, TRANSACTION_TYPES } from '../types/agent-lists.ts';
import { endpoint } from './endpoint.ts';
import { pageNo, pageSize } from './common.ts';
import { bool, format, id, list, order, rangeFields, scopeFields } from './agents-fields.ts';
import { BetsPage, BettingPage, Income, PnlPage, TransactionPage } from './agents-report-shapes.ts';

const tag = 'Agent centre';
const csv = '; format=csv answers text/csv instead';

export const agentsReports = {
  betting: endpoint({
    method: 'GET',
    path: '/wps/agent/team/betting',
    summary: `Team betting: bets grouped by member, category and day (any of them), with totals${csv}`,
    tag,
    access: 'agent',
    query: z.object({
      ...rangeFields,
      ...scopeFields,
      groupBy: list(BETTING_GROUPS).default(['member']),
      category: list(CATEGORY_CODES).optional(),
      sort: z.enum(BETTING_SORTS).default('validBet'),
      order,
      pageNo,
      pageSize: pageSize(50, 1_000),
      format,
    }),
    response: BettingPage,
    errors: ['NOT_FOUND'],
  }),
  bets: endpoint({
    method: 'GET',
    path: '/wps/agent/team/bets',
    summary: `A team member’s single bets, newest first${csv}`,
    tag,
    access: 'agent',
    query: z.object({
      ...rangeFields,
      memberId: id,
      category: z.enum(CATEGORY_CODES).optional(),
      status: z.enum(['open', 'settled', 'rolled_back']).optional(),
      language: z.enum(['bn', 'en', 'BN', 'EN']).default('bn').describe('the language of the game names'),
      pageNo,
      pageSize: pageSize(50, 1_000),
      format,
    }),
    response: BetsPage,
    errors: ['NOT_FOUND'],
  }),
  profitLoss: endpoint({
    method: 'GET',
    path: '/wps/agent/team/profit-loss',
    summary: `User profit and loss per member: deposits, withdrawals, bets, bonuses, cashback and rebates paid, net${csv}`,
    tag,
    access: 'agent',
    query: z.object({
      ...rangeFields,
      ...scopeFields,
      activeOnly: bool.default(true),
      sort: z.enum(PNL_SORTS).default('net'),
      order,
      pageNo,
      pageSize: pageSize(50, 1_000),
      format,
    }),
    response: PnlPage,
    errors: ['NOT_FOUND'],
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/wps/agent/team/transactions',
    summary: `The team’s deposits, withdrawals and transfers${csv}`,
    tag,
    access: 'agent',
    query: z.object({
      ...rangeFields,
      ...scopeFields,
      type: list(TRANSACTION_TYPES).default([...TRANSACTION_TYPES]),
      status: z.string().regex(/^[a-z_]{1,20}$/).optional(),
      pageNo,
      pageSize: pageSize(50, 1_000),
      format,
    }),
    response: TransactionPage,
    errors: ['NOT_FOUND'],
  }),
  income: endpoint({
    method: 'GET',
    path: '/wps/agent/income',
    summary: `My income: ledger totals by kind, the series per day or hour, and the settlement records${csv} (the records)`,
    tag,
    access: 'agent',
    query: z.object({
      ...rangeFields,
      kind: z.enum(INCOME_KINDS).optional(),
      granularity: z.enum(['day', 'hour']).default('day'),
      pageNo,
      pageSize: pageSize(20, 1_000),
      format,
    }),
    response: Income,
    errors: [],
  }),
};
