/**
 * Agent centre API (spec §2 agent centre, §3 contract, §4 contract request, §7 dividend and salary):
 * the menu, the affiliate link and the wage pages here; the team in agents-team.ts, its reports in
 * agents-reports.ts, contracts in agents-contracts.ts. Every endpoint, its fields and its answers
 * are declared in src/lib/contracts/agents*.ts (the reference at /docs/api).
 */
import { type Context, Hono } from 'hono';
import { agents } from '#lib/contracts/agents.ts';
import { affiliateLink, agentInfo, type Kind, type RangeInput, reportRange, wagePage } from '#server/agents/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { qrSvg } from '../responses/qr.ts';
import { sessionOf } from '../session.ts';
import { zoneOf } from './agents-common.ts';

async function wage(c: Context<ApiEnv>, kind: Kind, input: RangeInput & { pageNo: number; pageSize: number }) {
  const app = c.get('app');
  return wagePage(app.db, app.reader, sessionOf(c).memberId, kind, reportRange(input, await zoneOf(c)), { pageNo: input.pageNo, pageSize: input.pageSize });
}

export const agentRoutes = new Hono<ApiEnv>();

serve(agentRoutes, agents.info, (c) => agentInfo(c.get('app').db, c.get('app').reader, sessionOf(c).memberId));

serve(agentRoutes, agents.affiliateLink, async (c) => {
  const app = c.get('app');
  const link = await affiliateLink(app.db, sessionOf(c).memberId, app.config.publicUrl ?? new URL(c.req.url).origin);
  return { ...link, qr: await qrSvg(link.url, 1) };
});

// Spec §7 dividend and salary.
serve(agentRoutes, agents.dividend, (c, { query }) => wage(c, 'dividend', query));
serve(agentRoutes, agents.dailyWage, (c, { query }) => wage(c, 'daily_wage', query));
serve(agentRoutes, agents.hourlyWage, (c, { body }) => wage(c, 'hourly_wage', body));
serve(agentRoutes, agents.realtimeSalary, (c, { body }) => wage(c, 'realtime_salary', body));
