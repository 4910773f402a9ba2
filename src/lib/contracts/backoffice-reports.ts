/**
 * Back office: the dashboard and the reports desk. Every figure is read for a range in the
 * merchant's time zone: `from` and `to` (epoch ms, [from, to), widened to whole hours, at most 400
 * days) or a preset (default prev7). Money is integer minor units with the merchant's currency
 * beside it; `format=csv` answers text/csv (UTF-8 with BOM, headers in the request's language,
 * money in currency units with the currency in the header) with up to 100,000 rows instead of a page.
 */
import { z } from 'zod';
import { CATEGORY_CODES, type PRESETS } from '../types/agent-lists.ts';
import { endpoint } from './endpoint.ts';
import { epochMs, minor, pageNo, pageOf, pageSize } from './common.ts';

const tag = 'Back office: Reports';
const csv = '; format=csv answers text/csv instead';

const epoch = z.coerce.number().int().min(0).max(8_640_000_000_000).describe('epoch milliseconds');
/** The dashboard's and the reports' range: from and to together, or a preset. */
export const BO_PRESETS = ['today', 'yesterday', 'prev7', 'prev30', 'thisMonth', 'lastMonth'] as const satisfies readonly (typeof PRESETS)[number][];
const rangeFields = { from: epoch.optional(), to: epoch.optional(), preset: z.enum(BO_PRESETS).optional() };
const order = z.enum(['asc', 'desc']).default('desc');
const format = z.enum(['json', 'csv']).default('json');
const count = z.number().int();

export const Range = z.object({ from: epochMs, to: epochMs });

/** How the answer's money and days are to be read: the merchant's currency and time zone. */
const merchantFields = {
  currency: z.string().describe('the merchant’s currency code'),
  symbol: z.string(),
  minorUnits: z.number().int().describe('money is in minor units: 2 means 12345 is 123.45'),
  zone: z.string().describe('the merchant’s IANA time zone'),
};

/** A figure of the chosen range beside the same figure of the range just before it (as long). */
export const Compared = z.object({ value: z.number(), previous: z.number() });

export const DASHBOARD_METRICS = ['ggr', 'ngr', 'bonusCost', 'deposits', 'withdrawals', 'stake', 'payout', 'betCount', 'activePlayers', 'registrations', 'firstDeposits'] as const;
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];

export const Dashboard = z.object({
  range: Range,
  previous: Range.describe('the range just before, as long'),
  ...merchantFields,
  metrics: z.object(Object.fromEntries(DASHBOARD_METRICS.map((m) => [m, Compared])) as Record<DashboardMetric, typeof Compared>),
  days: z.array(z.object({ day: z.string().describe('YYYY-MM-DD on the merchant’s calendar'), ggr: minor, stake: minor, payout: minor, betCount: count })),
  categories: z.array(z.object({ category: z.string(), betCount: count, stake: minor, payout: minor, ggr: minor, previousStake: minor })),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const GGR_GROUPS = ['category', 'vendor', 'game', 'day'] as const;
export const GGR_SORTS = ['key', 'betCount', 'stake', 'validBet', 'payout', 'ggr'] as const;
const GgrFigures = z.object({ betCount: count, stake: minor, validBet: minor, payout: minor, ggr: minor.describe('stakes − payouts') });
export const GgrRow = GgrFigures.extend({ key: z.string().describe('the category, vendor, vendor/game code or day'), label: z.string() });
export type GgrRow = z.infer<typeof GgrRow>;
export const GgrPage = pageOf(GgrRow).extend({ totals: GgrFigures, range: Range, ...merchantFields });
export type GgrPage = z.infer<typeof GgrPage>;

export const PLAYER_ORDERS = ['winners', 'losers', 'turnover'] as const;
const PlayerFigures = z.object({ betCount: count, stake: minor, validBet: minor, payout: minor, result: minor.describe('the player’s result: payouts − stakes') });
export const PlayerRow = PlayerFigures.extend({ memberId: z.number().int(), account: z.string() });
export type PlayerRow = z.infer<typeof PlayerRow>;
export const PlayerPage = pageOf(PlayerRow).extend({ totals: PlayerFigures, range: Range, ...merchantFields });
export type PlayerPage = z.infer<typeof PlayerPage>;

export const CASHIER_GROUPS = ['channel', 'status'] as const;
export const CASHIER_SORTS = ['key', 'count', 'amount', 'fee'] as const;
const CashierFigures = z.object({ count, amount: minor, fee: minor });
export const CashierRow = CashierFigures.extend({ type: z.enum(['deposit', 'withdrawal']), key: z.string().describe('the channel code or the status') });
export type CashierRow = z.infer<typeof CashierRow>;
export const CashierPage = pageOf(CashierRow).extend({ totals: z.object({ deposits: CashierFigures, withdrawals: CashierFigures }), range: Range, ...merchantFields });
export type CashierPage = z.infer<typeof CashierPage>;

export const AGENT_SORTS = ['account', 'kind', 'settlements', 'validBet', 'profit', 'gross', 'amount', 'paid'] as const;
const AgentFigures = z.object({ settlements: count, validBet: minor, profit: minor, gross: minor, amount: minor, paid: minor.describe('of the amount, what has been paid') });
export const AgentRow = AgentFigures.extend({ agentId: z.number().int(), account: z.string(), kind: z.string().describe('the contract kind: dividend, dailyWage, hourlyWage…') });
export type AgentRow = z.infer<typeof AgentRow>;
export const AgentPage = pageOf(AgentRow).extend({ totals: AgentFigures, range: Range, ...merchantFields });
export type AgentPage = z.infer<typeof AgentPage>;

const paging = { pageNo, pageSize: pageSize(50, 1_000), format };

export const backofficeReports = {
  dashboard: endpoint({
    method: 'GET',
    path: '/backoffice/api/dashboard',
    summary: 'The dashboard: GGR, NGR, deposits, withdrawals, players and bets by category, each beside the previous period, and GGR per day',
    tag: 'Back office: Dashboard',
    access: 'staff',
    permission: 'dashboard.read',
    query: z.object(rangeFields),
    response: Dashboard,
    errors: [],
  }),
  ggr: endpoint({
    method: 'GET',
    path: '/backoffice/api/reports/ggr',
    summary: `Gross gaming revenue by category, vendor, game or day, with totals${csv}`,
    tag,
    access: 'staff',
    permission: 'reports.read',
    query: z.object({ ...rangeFields, groupBy: z.enum(GGR_GROUPS).default('category'), category: z.enum(CATEGORY_CODES).optional(), sort: z.enum(GGR_SORTS).default('ggr'), order, ...paging }),
    response: GgrPage,
    errors: [],
  }),
  players: endpoint({
    method: 'GET',
    path: '/backoffice/api/reports/players',
    summary: `Players: the top winners, the top losers or the highest turnover, with totals${csv}`,
    tag,
    access: 'staff',
    permission: 'reports.read',
    query: z.object({ ...rangeFields, order: z.enum(PLAYER_ORDERS).default('winners'), ...paging }),
    response: PlayerPage,
    errors: [],
  }),
  cashier: endpoint({
    method: 'GET',
    path: '/backoffice/api/reports/cashier',
    summary: `Deposits and withdrawals by channel or status (by when they were decided; pending ones by when requested), with totals${csv}`,
    tag,
    access: 'staff',
    permission: 'reports.read',
    query: z.object({ ...rangeFields, groupBy: z.enum(CASHIER_GROUPS).default('channel'), type: z.enum(['deposit', 'withdrawal']).optional(), sort: z.enum(CASHIER_SORTS).default('amount'), order, ...paging }),
    response: CashierPage,
    errors: [],
  }),
  agents: endpoint({
    method: 'GET',
    path: '/backoffice/api/reports/agents',
    summary: `Agents’ commissions and wages: the settlements of periods starting in the range, per agent and kind, with totals${csv}`,
    tag,
    access: 'staff',
    permission: 'reports.read',
    query: z.object({ ...rangeFields, sort: z.enum(AGENT_SORTS).default('amount'), order, ...paging }),
    response: AgentPage,
    errors: [],
  }),
};
