/** Agent centre: the team's reports and the agent's income. Contracts: src/lib/contracts/agents-reports.ts. */
import { Hono } from 'hono';
import { agentsReports } from '#lib/contracts/agents-reports.ts';
import { BET_RECORD_COLUMNS, bettingColumns, DAY, HOUR, INCOME_COLUMNS, myIncome, PNL_COLUMNS, reportRange, teamBetting, teamMemberBets, teamTransactions, TRANSACTION_COLUMNS, userProfitLoss } from '#server/agents/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';
import { csv, paging, scopeOf, zoneOf } from './agents-common.ts';

export const agentReportRoutes = new Hono<ApiEnv>();

serve(agentReportRoutes, agentsReports.betting, async (c, { query: q }) => {
  const [scope, zone] = await Promise.all([scopeOf(c, q), zoneOf(c)]);
  const page = await teamBetting(c.get('app').reader, { scope, range: reportRange(q, zone), zone, groupBy: q.groupBy, categories: q.category, sort: q.sort, order: q.order, ...paging(q.format, q) });
  return q.format === 'csv' ? csv(c, 'team-betting', bettingColumns(q.groupBy), page.list) : page;
});

serve(agentReportRoutes, agentsReports.bets, async (c, { query: q }) => {
  const app = c.get('app');
  const { from, to, preset, memberId, category, status } = q;
  const value = await teamMemberBets(app.db, app.reader, sessionOf(c).memberId, { from, to, preset, memberId, category, status, lang: q.language.toLowerCase(), ...paging(q.format, q) });
  return q.format === 'csv' ? csv(c, 'bets', BET_RECORD_COLUMNS, value.list) : value;
});

serve(agentReportRoutes, agentsReports.profitLoss, async (c, { query: q }) => {
  const scope = await scopeOf(c, q);
  const page = await userProfitLoss(c.get('app').reader, { scope, range: reportRange(q, await zoneOf(c)), activeOnly: q.activeOnly, sort: q.sort, order: q.order, ...paging(q.format, q) });
  return q.format === 'csv' ? csv(c, 'profit-loss', PNL_COLUMNS, page.list) : page;
});

serve(agentReportRoutes, agentsReports.transactions, async (c, { query: q }) => {
  const scope = await scopeOf(c, q);
  const page = await teamTransactions(c.get('app').reader, { scope, range: reportRange(q, await zoneOf(c)), types: q.type, status: q.status, ...paging(q.format, q) });
  return q.format === 'csv' ? csv(c, 'transactions', TRANSACTION_COLUMNS, page.list) : page;
});

serve(agentReportRoutes, agentsReports.income, async (c, { query: q }) => {
  const zone = await zoneOf(c);
  const value = await myIncome(c.get('app').reader, sessionOf(c).memberId, reportRange(q, zone), { kind: q.kind, base: q.granularity === 'hour' ? HOUR : DAY, zone, ...paging(q.format, q) });
  return q.format === 'csv' ? csv(c, 'income', INCOME_COLUMNS, value.records.list) : value;
});
