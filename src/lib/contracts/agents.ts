/**
 * Agent centre (spec §2 agent centre, §7 dividend and salary): the menu, the affiliate link and the
 * four wage pages. Every agent endpoint needs a session of an agent (isAgent 1, 2, 41, 42); anything
 * named by id outside the caller's own team answers 404 NOT_FOUND, as a missing id does. Money is
 * integer minor units, rates basis points (100 = 1 %), times epoch milliseconds; periods and days
 * are in the merchant's time zone. The team, its reports and the contracts are in agents-team.ts,
 * agents-reports.ts and agents-contracts.ts.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageNo, pageSize } from './common.ts';
import { rangeFields } from './agents-fields.ts';
import { AffiliateLink, AgentInfo, WagePage } from './agents-shapes.ts';

const tag = 'Agent centre';

/** A wage page's request: the settlement records' range and page. */
export const WageQuery = z.object({ ...rangeFields, pageNo, pageSize: pageSize(20, 200) });

const wageSummary = (what: string) =>
  `${what} (spec §7): the agent's own terms, offers waiting, contracts given, the running period with an estimate, and the settlement records`;
const wageCommon = { tag, access: 'agent', response: WagePage, errors: ['FEATURE_DISABLED'] } as const;

export const agents = {
  info: endpoint({
    method: 'GET',
    path: '/wps/agent/info',
    summary: 'The agent centre menu: kinds switched on, pages, team size, offers and termination requests waiting',
    tag,
    access: 'agent',
    response: AgentInfo,
    errors: [],
  }),
  affiliateLink: endpoint({
    method: 'GET',
    path: '/wps/agent/affiliate/link',
    summary: 'The agent’s registration link with its affiliate code, and its QR code (SVG)',
    tag,
    access: 'agent',
    response: AffiliateLink,
    errors: [],
  }),
  dividend: endpoint({ method: 'GET', path: '/wps/relay/MCS2_processDividendReq', summary: wageSummary('Dividend'), query: WageQuery, ...wageCommon }),
  dailyWage: endpoint({ method: 'GET', path: '/wps/relay/MCS2_processDailySalContract', summary: wageSummary('Daily wages'), query: WageQuery, ...wageCommon }),
  hourlyWage: endpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_processContractHourSalary',
    summary: wageSummary('Hourly salary'),
    body: WageQuery,
    bodyOptional: true,
    ...wageCommon,
  }),
  realtimeSalary: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    summary: wageSummary('Real-time salary'),
    body: WageQuery,
    bodyOptional: true,
    ...wageCommon,
  }),
};
