/**
 * Agent centre API (spec §2 agent centre, §3 contract, §4 contract request, §7 dividend and salary).
 * Every route needs a session of an agent (isAgent 1, 2, 41, 42): no session → 401 NOT_LOGGED_IN,
 * a trial account → 403 TRIAL_ACCOUNT, any other member → 403 NOT_AGENT. Anything named by id
 * (a member, a contract) outside the caller's own subtree answers 404 NOT_FOUND, as a missing id
 * does. Money is integer minor units, rates basis points (100 = 1 %), times epoch milliseconds;
 * periods and days are in the merchant's zone (whitelabel.timeZone). Answers use the envelope
 * { success, value } / { success: false, code, message }. The routes live in agents.ts (menu,
 * affiliate link, spec §7 wages), agents-team.ts, agents-reports.ts and agents-contracts.ts.
 *
 * Report ranges: `from` and `to` (epoch ms, [from, to), widened to whole hours, at most 400 days),
 * or `preset` = today | yesterday | prev7 | prev30 | next7 | next30 | thisMonth | lastMonth
 * (default prev7: the last 7 days including today). `memberId` drills into a member of the team
 * (its own downline becomes the report's team); `scope` = all (default) | direct, or `level` = n
 * (depth below the root); `account` filters by account (contains). Lists take pageNo (1…),
 * pageSize, sort, order (asc | desc); `format=csv` answers text/csv (UTF-8 with BOM, header row)
 * with up to 100,000 rows instead of a page.
 *
 *   GET  /wps/agent/info                       menu: kinds switched on, pages, team size, pending offers
 *   GET  /wps/agent/affiliate/link             { code, url, qr (SVG) } for the registration link
 *   GET  /wps/agent/team/overview              range, memberId, granularity=day|hour → Overview
 *   GET  /wps/agent/team/members               memberId, scope|level, account, status, type=agent|member,
 *                                              sort=account|level|balance|lastLoginAt|registeredAt → Page<TeamMemberRow>
 *   GET  /wps/agent/team/members/:id           one member of the team with the path down to it
 *   POST /wps/agent/team/members               { account, password?, nickname?, isAgent? } → a direct downline
 *                                              (no password: a one-time initial password of its own, answered once as
 *                                              initialPassword, to change at first login; a username over the rule's
 *                                              length is refused, never shortened)
 *   GET  /wps/agent/team/betting               range, memberId, scope|level, account, groupBy=member,category,day (any),
 *                                              category (comma list), sort=account|level|category|day|betCount|stake|
 *                                              validBet|payout|profitLoss → Page<BettingRow>
 *   GET  /wps/agent/team/bets                  memberId (required), range, category → single bets (newest first)
 *   GET  /wps/agent/team/profit-loss           range, memberId, scope|level, account, activeOnly (default true),
 *                                              sort=account|level|deposits|withdrawals|validBet|stake|payout|bonuses|
 *                                              profitLoss|net → Page<PnlRow> (rebates are 0 until rebates exist)
 *   GET  /wps/agent/team/transactions          range, memberId, scope|level, account, type=deposit,withdrawal,transfer,
 *                                              status → Page<TransactionRow>
 *   GET  /wps/agent/income                     range, kind, granularity → Income (ledger totals, series, settlement records)
 *   GET  /wps/agent/contracts                  role=mine|given|team, kind, status, memberId → Page<ContractView>
 *   GET  /wps/agent/contracts/own              the terms the caller earns by, per kind switched on
 *   GET  /wps/agent/contracts/:id              a contract the caller holds or one held in its team
 *   POST /wps/agent/contracts                  { downlineId, kind, terms } offer to a direct downline agent
 *   POST /wps/agent/contracts/:id/accept       { confirm? } → 409 DOWNLINE_CONTRACTS_AFFECTED (listing them) until confirm
 *   POST /wps/agent/contracts/:id/reject
 *   POST /wps/agent/contracts/:id/withdraw     the upline takes back an open offer
 *   POST /wps/agent/contracts/:id/terminate    ask to end (either side); when both asked, it ends
 *   POST /wps/agent/contracts/:id/termination/accept | /reject | /cancel
 *   GET  /wps/relay/MCS2_processDividendReq             range, pageNo, pageSize → WagePage (dividend)
 *   GET  /wps/relay/MCS2_processDailySalContract        range, pageNo, pageSize → WagePage (daily wage)
 *   POST /wps/relay/MCS2_processContractHourSalary      { range fields, pageNo, pageSize } → WagePage (hourly wage)
 *   POST /wps/relay/MCSFE_processRealTimeSalaryContract { range fields, pageNo, pageSize } → WagePage (real-time salary)
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { wagePage } from '#server/agents/pages.ts';
import { type RangeInput, reportRange } from '#server/agents/report-scope.ts';
import { affiliateLink, agentInfo } from '#server/agents/team.ts';
import type { Kind } from '#server/agents/terms.ts';
import type { ApiEnv } from '../env.ts';
import { qrSvg } from '../responses/qr.ts';
import { pageNo, pageSize } from '../schemas.ts';
import { sessionOf } from '../session.ts';
import { readQuery } from '../validate.ts';
import { agent, optionalJson, rangeFields, zoneOf } from './agents-common.ts';

async function wage(c: Context<ApiEnv>, kind: Kind, input: RangeInput & { pageNo: number; pageSize: number }) {
  const app = c.get('app');
  const value = await wagePage(app.db, app.reader, sessionOf(c).memberId, kind, reportRange(input, await zoneOf(c)), { pageNo: input.pageNo, pageSize: input.pageSize });
  return c.json({ success: true, value });
}

const wageQuery = z.object({ ...rangeFields, pageNo, pageSize: pageSize(20, 200) });

export const agentRoutes = new Hono<ApiEnv>()
  .get('/wps/agent/info', agent, async (c) => {
    const app = c.get('app');
    return c.json({ success: true, value: await agentInfo(app.db, app.reader, sessionOf(c).memberId) });
  })
  .get('/wps/agent/affiliate/link', agent, async (c) => {
    const app = c.get('app');
    const origin = app.config.publicUrl ?? new URL(c.req.url).origin;
    const link = await affiliateLink(app.db, sessionOf(c).memberId, origin);
    return c.json({ success: true, value: { ...link, qr: await qrSvg(link.url, 1) } });
  })

  // ------------------------------------------------------------ spec §7 dividend and salary
  .get('/wps/relay/MCS2_processDividendReq', agent, (c) => wage(c, 'dividend', readQuery(c, wageQuery)))
  .get('/wps/relay/MCS2_processDailySalContract', agent, (c) => wage(c, 'daily_wage', readQuery(c, wageQuery)))
  .post('/wps/relay/MCS2_processContractHourSalary', agent, async (c) => wage(c, 'hourly_wage', await optionalJson(c, wageQuery)))
  .post('/wps/relay/MCSFE_processRealTimeSalaryContract', agent, async (c) => wage(c, 'realtime_salary', await optionalJson(c, wageQuery)));
