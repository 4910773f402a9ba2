/**
 * Agent centre API (spec §2 agent centre, §3 contract, §4 contract request, §7 dividend and salary).
 * Every route needs a session of an agent (isAgent 1, 2, 41, 42): no session → 401 NOT_LOGGED_IN,
 * a trial account → 403 TRIAL_ACCOUNT, any other member → 403 NOT_AGENT. Anything named by id
 * (a member, a contract) outside the caller's own subtree answers 404 NOT_FOUND, as a missing id
 * does. Money is integer minor units, rates basis points (100 = 1 %), times epoch milliseconds;
 * periods and days are in the merchant's zone (Asia/Dhaka). Answers use the envelope
 * { success, value } / { success: false, code, message }.
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
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import QRCode from 'qrcode';
import { z } from 'zod';
import { isAgentType } from '#lib/roles.ts';
import { NotAgent } from '#server/auth/errors.ts';
import { ValidationFailed } from '#server/errors.ts';
import {
  acceptContract,
  answerTermination,
  cancelTermination,
  getContract,
  listContracts,
  offerContract,
  ownTerms,
  rejectContract,
  requestTermination,
  withdrawOffer,
} from '#server/agents/contracts.ts';
import { type Column, reportCsv } from '#server/agents/csv.ts';
import { BET_COLUMNS, bettingColumns, INCOME_COLUMNS, MEMBER_COLUMNS, PNL_COLUMNS, TRANSACTION_COLUMNS } from '#server/agents/report-columns.ts';
import { wagePage } from '#server/agents/pages.ts';
import { DAY, HOUR, PRESETS, presetRange } from '#server/agents/periods.ts';
import {
  BETTING_GROUPS,
  BETTING_SORTS,
  hourRange,
  INCOME_KINDS,
  MEMBER_SORTS,
  myIncome,
  PNL_SORTS,
  type Range,
  type Scope,
  teamBetting,
  teamMembers,
  teamOverview,
  teamTransactions,
  TRANSACTION_TYPES,
  userProfitLoss,
} from '#server/agents/reports.ts';
import { affiliateLink, agentInfo, createDownline } from '#server/agents/team.ts';
import { type Kind, KINDS, SWITCH_OF } from '#server/agents/terms.ts';
import { memberInTeam, pathBetween } from '#server/agents/tree.ts';
import { betRecords } from '#server/games/records.ts';
import { loadSettings } from '#server/system/settings.ts';
import { bodyText } from '../body.ts';
import type { ApiEnv } from '../env.ts';
import { pageNo, pageSize, recordId, trimmed } from '../schemas.ts';
import { clientOf, requireSession, sessionOf } from '../session.ts';
import { check, jsonBody, readJson, readQuery } from '../validate.ts';

const session = requireSession({ allowTrial: false });

/** The agent guard: a live session (trial accounts refused) of an agent type (spec §5: 1, 2, 41, 42). */
const agent: MiddlewareHandler<ApiEnv> = (c, next) =>
  session(c, async () => {
    if (!isAgentType(sessionOf(c).isAgent)) throw new NotAgent('Non-agents cannot use the agent centre.');
    await next();
  });

const MAX_SPAN = 400 * DAY;
const CSV_ROWS = 100_000;
const id = recordId;
const epoch = z.coerce.number().int().min(0).max(8_640_000_000_000);
const order = z.enum(['asc', 'desc']).default('desc');
const list = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(200)
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)).max(values.length));
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const rangeFields = {
  from: epoch.optional(),
  to: epoch.optional(),
  preset: z.enum(PRESETS).optional(),
};
const scopeFields = {
  memberId: id.optional(),
  scope: z.enum(['all', 'direct']).default('all'),
  level: z.coerce.number().int().min(1).max(100).optional(),
  account: trimmed(40).optional(),
};
const format = z.enum(['json', 'csv']).default('json');

type RangeInput = { from?: number | undefined; to?: number | undefined; preset?: (typeof PRESETS)[number] | undefined };

function rangeOf(r: RangeInput, now = Date.now()): Range {
  let from: number;
  let to: number;
  if (r.from !== undefined || r.to !== undefined) {
    if (r.from === undefined || r.to === undefined) throw new ValidationFailed('from and to go together', { fields: [{ field: r.from === undefined ? 'from' : 'to', message: 'required with the other' }] });
    from = r.from;
    to = r.to;
  } else ({ from, to } = presetRange(r.preset ?? 'prev7', now));
  const range = hourRange(from, to);
  if (range.to <= range.from || range.to - range.from > MAX_SPAN) {
    throw new ValidationFailed('to: the range must be positive and at most 400 days', { fields: [{ field: 'to', message: 'the range must be positive and at most 400 days' }] });
  }
  return range;
}

/** The report's root: the caller, or a member of its team it drills into (404 outside). */
async function scopeOf(c: Context<ApiEnv>, s: { memberId?: number | undefined; scope: 'all' | 'direct'; level?: number | undefined; account?: string | undefined }): Promise<Scope> {
  const me = sessionOf(c).memberId;
  let root = me;
  if (s.memberId !== undefined && s.memberId !== me) {
    await memberInTeam(c.get('app').reader, me, s.memberId);
    root = s.memberId;
  }
  return { root, depth: s.level ?? s.scope, account: s.account || undefined };
}

/**
 * A report as a CSV download for a person: headers in the caller's language (X-Language, else the
 * language parameter), money in the merchant's currency units, times on the merchant's clock.
 */
async function csv<R>(c: Context<ApiEnv>, name: string, columns: readonly Column<R>[], rows: readonly R[]) {
  const { currency } = (await loadSettings(c.get('app').db)).whitelabel;
  return c.body(reportCsv('agent', columns, rows, { lang: clientOf(c).lang, currency }), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}.csv"`,
    'cache-control': 'no-store',
  });
}

const paging = (fmt: 'json' | 'csv', p: { pageNo: number; pageSize: number }) => (fmt === 'csv' ? { pageNo: 1, pageSize: CSV_ROWS } : { pageNo: p.pageNo, pageSize: p.pageSize });

/** Optional JSON body (actions without one are fine). */
async function optionalJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (!(await bodyText(c)).trim()) return check(schema, {});
  return check(schema, await jsonBody(c));
}

async function wage(c: Context<ApiEnv>, kind: Kind, input: RangeInput & { pageNo: number; pageSize: number }) {
  const app = c.get('app');
  const value = await wagePage(app.db, app.reader, sessionOf(c).memberId, kind, rangeOf(input), { pageNo: input.pageNo, pageSize: input.pageSize });
  return c.json({ success: true, value });
}

const wageQuery = z.object({ ...rangeFields, pageNo, pageSize: pageSize(20, 200) });
const contractId = z.object({ id });

export const agentRoutes = new Hono<ApiEnv>()
  .get('/wps/agent/info', agent, async (c) => {
    const app = c.get('app');
    return c.json({ success: true, value: await agentInfo(app.db, app.reader, sessionOf(c).memberId) });
  })
  .get('/wps/agent/affiliate/link', agent, async (c) => {
    const app = c.get('app');
    const origin = app.config.publicUrl ?? new URL(c.req.url).origin;
    const link = await affiliateLink(app.db, sessionOf(c).memberId, origin);
    const qr = await QRCode.toString(link.url, { type: 'svg', margin: 1, width: 200 });
    return c.json({ success: true, value: { ...link, qr } });
  })

  // ------------------------------------------------------------ team
  .get('/wps/agent/team/overview', agent, async (c) => {
    const qy = readQuery(c, z.object({ ...rangeFields, memberId: id.optional(), granularity: z.enum(['day', 'hour']).default('day') }));
    const scope = await scopeOf(c, { memberId: qy.memberId, scope: 'all' });
    const value = await teamOverview(c.get('app').reader, scope.root, rangeOf(qy), qy.granularity === 'hour' ? HOUR : DAY);
    return c.json({ success: true, value });
  })
  .get('/wps/agent/team/members', agent, async (c) => {
    const qy = readQuery(
      c,
      z.object({
        ...scopeFields,
        status: z.coerce.number().int().min(0).max(1).optional(),
        type: z.enum(['agent', 'member']).optional(),
        sort: z.enum(MEMBER_SORTS).default('registeredAt'),
        order,
        pageNo,
        pageSize: pageSize(50, 10_000),
        format,
      }),
    );
    const scope = await scopeOf(c, qy);
    const page = await teamMembers(c.get('app').reader, { scope, status: qy.status, type: qy.type, sort: qy.sort, order: qy.order, ...paging(qy.format, qy) });
    if (qy.format === 'csv') {
      return csv(c, 'team-members', MEMBER_COLUMNS, page.list);
    }
    return c.json({ success: true, value: page });
  })
  .get('/wps/agent/team/members/:id{[0-9]+}', agent, async (c) => {
    const { id: memberId } = check(z.object({ id }), c.req.param());
    const app = c.get('app');
    const me = sessionOf(c).memberId;
    await memberInTeam(app.reader, me, memberId);
    const page = await teamMembers(app.reader, { scope: { root: me, depth: 'all' }, memberId, sort: 'account', order: 'asc', pageNo: 1, pageSize: 1 });
    return c.json({ success: true, value: { member: page.list[0], path: await pathBetween(app.reader, me, memberId) } });
  })
  .post('/wps/agent/team/members', agent, async (c) => {
    const body = await readJson(
      c,
      z.object({
        // Any length: the merchant's username rule refuses one too long with its own words (never shortened).
        account: z.string(),
        password: z.string().min(1).max(128).optional(),
        nickname: trimmed(40).optional(),
        isAgent: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(41), z.literal(42)]).default(0),
      }),
    );
    const value = await createDownline(c.get('app').db, sessionOf(c).memberId, body);
    return c.json({ success: true, value });
  })
  .get('/wps/agent/team/betting', agent, async (c) => {
    const qy = readQuery(
      c,
      z.object({
        ...rangeFields,
        ...scopeFields,
        groupBy: list(BETTING_GROUPS).default(['member']),
        category: list(['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT']).optional(),
        sort: z.enum(BETTING_SORTS).default('validBet'),
        order,
        pageNo,
        pageSize: pageSize(50, 1_000),
        format,
      }),
    );
    const scope = await scopeOf(c, qy);
    const page = await teamBetting(c.get('app').reader, { scope, range: rangeOf(qy), groupBy: qy.groupBy, categories: qy.category, sort: qy.sort, order: qy.order, ...paging(qy.format, qy) });
    if (qy.format === 'csv') {
      return csv(c, 'team-betting', bettingColumns(qy.groupBy), page.list);
    }
    return c.json({ success: true, value: page });
  })
  .get('/wps/agent/team/bets', agent, async (c) => {
    const qy = readQuery(
      c,
      z.object({
        ...rangeFields,
        memberId: id,
        category: z.enum(['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT']).optional(),
        status: z.enum(['open', 'settled', 'rolled_back']).optional(),
        language: z.enum(['bn', 'en', 'BN', 'EN']).default('bn'),
        pageNo,
        pageSize: pageSize(50, 1_000),
        format,
      }),
    );
    const app = c.get('app');
    await memberInTeam(app.reader, sessionOf(c).memberId, qy.memberId);
    const range = rangeOf(qy);
    const page = await betRecords(app.db, {
      memberId: qy.memberId,
      from: range.from,
      to: range.to,
      category: qy.category,
      status: qy.status,
      lang: qy.language.toLowerCase(),
      ...paging(qy.format, qy),
    });
    if (qy.format === 'csv') {
      return csv(c, 'bets', BET_COLUMNS, page.list);
    }
    return c.json({ success: true, value: { ...page, range } });
  })
  .get('/wps/agent/team/profit-loss', agent, async (c) => {
    const qy = readQuery(c, z.object({ ...rangeFields, ...scopeFields, activeOnly: bool.default(true), sort: z.enum(PNL_SORTS).default('net'), order, pageNo, pageSize: pageSize(50, 1_000), format }));
    const scope = await scopeOf(c, qy);
    const page = await userProfitLoss(c.get('app').reader, { scope, range: rangeOf(qy), activeOnly: qy.activeOnly, sort: qy.sort, order: qy.order, ...paging(qy.format, qy) });
    if (qy.format === 'csv') {
      return csv(c, 'profit-loss', PNL_COLUMNS, page.list);
    }
    return c.json({ success: true, value: page });
  })
  .get('/wps/agent/team/transactions', agent, async (c) => {
    const qy = readQuery(
      c,
      z.object({ ...rangeFields, ...scopeFields, type: list(TRANSACTION_TYPES).default([...TRANSACTION_TYPES]), status: z.string().regex(/^[a-z_]{1,20}$/).optional(), pageNo, pageSize: pageSize(50, 1_000), format }),
    );
    const scope = await scopeOf(c, qy);
    const page = await teamTransactions(c.get('app').reader, { scope, range: rangeOf(qy), types: qy.type, status: qy.status, ...paging(qy.format, qy) });
    if (qy.format === 'csv') {
      return csv(c, 'transactions', TRANSACTION_COLUMNS, page.list);
    }
    return c.json({ success: true, value: page });
  })
  .get('/wps/agent/income', agent, async (c) => {
    const qy = readQuery(c, z.object({ ...rangeFields, kind: z.enum(INCOME_KINDS).optional(), granularity: z.enum(['day', 'hour']).default('day'), pageNo, pageSize: pageSize(20, 1_000), format }));
    const value = await myIncome(c.get('app').reader, sessionOf(c).memberId, rangeOf(qy), { kind: qy.kind, base: qy.granularity === 'hour' ? HOUR : DAY, ...paging(qy.format, qy) });
    if (qy.format === 'csv') {
      return csv(c, 'income', INCOME_COLUMNS, value.records.list);
    }
    return c.json({ success: true, value });
  })

  // ------------------------------------------------------------ contracts
  .get('/wps/agent/contracts', agent, async (c) => {
    const qy = readQuery(
      c,
      z.object({
        role: z.enum(['mine', 'given', 'team']).default('mine'),
        kind: z.enum(KINDS).optional(),
        status: z.enum(['offered', 'active', 'rejected', 'withdrawn', 'terminated', 'superseded']).optional(),
        memberId: id.optional(),
        pageNo,
        pageSize: pageSize(20, 200),
      }),
    );
    const app = c.get('app');
    const me = sessionOf(c).memberId;
    if (qy.memberId !== undefined) await memberInTeam(app.reader, me, qy.memberId, true);
    return c.json({ success: true, value: await listContracts(app.db, me, qy) });
  })
  .get('/wps/agent/contracts/own', agent, async (c) => {
    const app = c.get('app');
    const settings = await loadSettings(app.db);
    const me = sessionOf(c).memberId;
    const value: Partial<Record<Kind, Awaited<ReturnType<typeof ownTerms>>>> = {};
    for (const kind of KINDS) if (settings.switches[SWITCH_OF[kind]]) value[kind] = await ownTerms(app.db, me, kind);
    return c.json({ success: true, value });
  })
  .get('/wps/agent/contracts/:id{[0-9]+}', agent, async (c) => {
    const { id: cid } = check(contractId, c.req.param());
    return c.json({ success: true, value: await getContract(c.get('app').db, sessionOf(c).memberId, cid) });
  })
  .post('/wps/agent/contracts', agent, async (c) => {
    const body = await readJson(c, z.object({ downlineId: id, kind: z.enum(KINDS), terms: z.unknown() }));
    const value = await offerContract(c.get('app').db, { uplineId: sessionOf(c).memberId, downlineId: body.downlineId, kind: body.kind, terms: body.terms });
    return c.json({ success: true, value });
  })
  .post('/wps/agent/contracts/:id{[0-9]+}/accept', agent, async (c) => {
    const { id: cid } = check(contractId, c.req.param());
    const body = await optionalJson(c, z.object({ confirm: z.boolean().default(false) }));
    return c.json({ success: true, value: await acceptContract(c.get('app').db, { agentId: sessionOf(c).memberId, contractId: cid, confirm: body.confirm }) });
  })
  .post('/wps/agent/contracts/:id{[0-9]+}/reject', agent, async (c) => {
    const { id: cid } = check(contractId, c.req.param());
    return c.json({ success: true, value: await rejectContract(c.get('app').db, sessionOf(c).memberId, cid) });
  })
  .post('/wps/agent/contracts/:id{[0-9]+}/withdraw', agent, async (c) => {
    const { id: cid } = check(contractId, c.req.param());
    return c.json({ success: true, value: await withdrawOffer(c.get('app').db, sessionOf(c).memberId, cid) });
  })
  .post('/wps/agent/contracts/:id{[0-9]+}/terminate', agent, async (c) => {
    const { id: cid } = check(contractId, c.req.param());
    return c.json({ success: true, value: await requestTermination(c.get('app').db, sessionOf(c).memberId, cid) });
  })
  .post('/wps/agent/contracts/:id{[0-9]+}/termination/:answer{accept|reject|cancel}', agent, async (c) => {
    const { id: cid } = check(contractId, { id: c.req.param('id') });
    const answer = c.req.param('answer');
    const db = c.get('app').db;
    const me = sessionOf(c).memberId;
    const value = answer === 'cancel' ? await cancelTermination(db, me, cid) : await answerTermination(db, me, cid, answer === 'accept');
    return c.json({ success: true, value });
  })

  // ------------------------------------------------------------ spec §7 dividend and salary
  .get('/wps/relay/MCS2_processDividendReq', agent, (c) => wage(c, 'dividend', readQuery(c, wageQuery)))
  .get('/wps/relay/MCS2_processDailySalContract', agent, (c) => wage(c, 'daily_wage', readQuery(c, wageQuery)))
  .post('/wps/relay/MCS2_processContractHourSalary', agent, async (c) => wage(c, 'hourly_wage', await optionalJson(c, wageQuery)))
  .post('/wps/relay/MCSFE_processRealTimeSalaryContract', agent, async (c) => wage(c, 'realtime_salary', await optionalJson(c, wageQuery)));
