/** Agent centre: the team's reports (betting, single bets, profit and loss, transactions) and the agent's income. See agents.ts for the API. */
import { Hono } from 'hono';
import { z } from 'zod';
import { teamMemberBets } from '#server/agents/answers.ts';
import { DAY, HOUR } from '#server/agents/periods.ts';
import { BET_COLUMNS, bettingColumns, INCOME_COLUMNS, PNL_COLUMNS, TRANSACTION_COLUMNS } from '#server/agents/report-columns.ts';
import { reportRange } from '#server/agents/report-scope.ts';
import { BETTING_GROUPS, BETTING_SORTS, teamBetting } from '#server/agents/report-betting.ts';
import { INCOME_KINDS, myIncome } from '#server/agents/report-income.ts';
import { PNL_SORTS, userProfitLoss } from '#server/agents/report-pnl.ts';
import { teamTransactions, TRANSACTION_TYPES } from '#server/agents/report-transactions.ts';
import type { ApiEnv } from '../env.ts';
import { pageNo, pageSize } from '../schemas.ts';
import { sessionOf } from '../session.ts';
import { readQuery } from '../validate.ts';
import { agent, bool, CATEGORY_CODES, csv, format, id, list, order, paging, rangeFields, scopeFields, scopeOf, zoneOf } from './agents-common.ts';

export const agentReportRoutes = new Hono<ApiEnv>()
  .get('/wps/agent/team/betting', agent, async (c) => {
    const qy = readQuery(
      c,
      z.object({
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
    );
    const [scope, zone] = await Promise.all([scopeOf(c, qy), zoneOf(c)]);
    const page = await teamBetting(c.get('app').reader, { scope, range: reportRange(qy, zone), zone, groupBy: qy.groupBy, categories: qy.category, sort: qy.sort, order: qy.order, ...paging(qy.format, qy) });
    if (qy.format === 'csv') return csv(c, 'team-betting', bettingColumns(qy.groupBy), page.list);
    return c.json({ success: true, value: page });
  })
  .get('/wps/agent/team/bets', agent, async (c) => {
    const qy = readQuery(
      c,
      z.object({
        ...rangeFields,
        memberId: id,
        category: z.enum(CATEGORY_CODES).optional(),
        status: z.enum(['open', 'settled', 'rolled_back']).optional(),
        language: z.enum(['bn', 'en', 'BN', 'EN']).default('bn'),
        pageNo,
        pageSize: pageSize(50, 1_000),
        format,
      }),
    );
    const app = c.get('app');
    const { from, to, preset, memberId, category, status } = qy;
    const value = await teamMemberBets(app.db, app.reader, sessionOf(c).memberId, { from, to, preset, memberId, category, status, lang: qy.language.toLowerCase(), ...paging(qy.format, qy) });
    if (qy.format === 'csv') return csv(c, 'bets', BET_COLUMNS, value.list);
    return c.json({ success: true, value });
  })
  .get('/wps/agent/team/profit-loss', agent, async (c) => {
    const qy = readQuery(c, z.object({ ...rangeFields, ...scopeFields, activeOnly: bool.default(true), sort: z.enum(PNL_SORTS).default('net'), order, pageNo, pageSize: pageSize(50, 1_000), format }));
    const scope = await scopeOf(c, qy);
    const page = await userProfitLoss(c.get('app').reader, { scope, range: reportRange(qy, await zoneOf(c)), activeOnly: qy.activeOnly, sort: qy.sort, order: qy.order, ...paging(qy.format, qy) });
    if (qy.format === 'csv') return csv(c, 'profit-loss', PNL_COLUMNS, page.list);
    return c.json({ success: true, value: page });
  })
  .get('/wps/agent/team/transactions', agent, async (c) => {
    const qy = readQuery(
      c,
      z.object({ ...rangeFields, ...scopeFields, type: list(TRANSACTION_TYPES).default([...TRANSACTION_TYPES]), status: z.string().regex(/^[a-z_]{1,20}$/).optional(), pageNo, pageSize: pageSize(50, 1_000), format }),
    );
    const scope = await scopeOf(c, qy);
    const page = await teamTransactions(c.get('app').reader, { scope, range: reportRange(qy, await zoneOf(c)), types: qy.type, status: qy.status, ...paging(qy.format, qy) });
    if (qy.format === 'csv') return csv(c, 'transactions', TRANSACTION_COLUMNS, page.list);
    return c.json({ success: true, value: page });
  })
  .get('/wps/agent/income', agent, async (c) => {
    const qy = readQuery(c, z.object({ ...rangeFields, kind: z.enum(INCOME_KINDS).optional(), granularity: z.enum(['day', 'hour']).default('day'), pageNo, pageSize: pageSize(20, 1_000), format }));
    const zone = await zoneOf(c);
    const value = await myIncome(c.get('app').reader, sessionOf(c).memberId, reportRange(qy, zone), { kind: qy.kind, base: qy.granularity === 'hour' ? HOUR : DAY, zone, ...paging(qy.format, qy) });
    if (qy.format === 'csv') return csv(c, 'income', INCOME_COLUMNS, value.records.list);
    return c.json({ success: true, value });
  });
