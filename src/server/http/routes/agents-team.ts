/** Agent centre: the team (overview, members, a new direct downline). See agents.ts for the API. */
import { Hono } from 'hono';
import { z } from 'zod';
import { teamMemberDetail } from '#server/agents/answers.ts';
import { DAY, HOUR } from '#server/agents/periods.ts';
import { MEMBER_COLUMNS } from '#server/agents/report-columns.ts';
import { reportRange } from '#server/agents/report-scope.ts';
import { MEMBER_SORTS, teamMembers } from '#server/agents/report-members.ts';
import { teamOverview } from '#server/agents/report-overview.ts';
import { createDownline } from '#server/agents/team.ts';
import type { ApiEnv } from '../env.ts';
import { pageNo, pageSize, trimmed } from '../schemas.ts';
import { sessionOf } from '../session.ts';
import { check, readJson, readQuery } from '../validate.ts';
import { agent, csv, format, id, order, paging, rangeFields, scopeFields, scopeOf, zoneOf } from './agents-common.ts';

export const agentTeamRoutes = new Hono<ApiEnv>()
  .get('/wps/agent/team/overview', agent, async (c) => {
    const qy = readQuery(c, z.object({ ...rangeFields, memberId: id.optional(), granularity: z.enum(['day', 'hour']).default('day') }));
    const [scope, zone] = await Promise.all([scopeOf(c, { memberId: qy.memberId, scope: 'all' }), zoneOf(c)]);
    const value = await teamOverview(c.get('app').reader, scope.root, reportRange(qy, zone), qy.granularity === 'hour' ? HOUR : DAY, zone);
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
    if (qy.format === 'csv') return csv(c, 'team-members', MEMBER_COLUMNS, page.list);
    return c.json({ success: true, value: page });
  })
  .get('/wps/agent/team/members/:id{[0-9]+}', agent, async (c) => {
    const { id: memberId } = check(z.object({ id }), c.req.param());
    return c.json({ success: true, value: await teamMemberDetail(c.get('app').reader, sessionOf(c).memberId, memberId) });
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
  });
