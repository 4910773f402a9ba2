/** Agent centre: the team (overview, members, a new direct downline). Contracts: src/lib/contracts/agents-team.ts. */
import { Hono } from 'hono';
import { agentsTeam } from '#lib/contracts/agents-team.ts';
import { createDownline, DAY, HOUR, MEMBER_COLUMNS, reportRange, teamMemberDetail, teamMembers, teamOverview } from '#server/agents/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';
import { csv, paging, scopeOf, zoneOf } from './agents-common.ts';

export const agentTeamRoutes = new Hono<ApiEnv>();

serve(agentTeamRoutes, agentsTeam.overview, async (c, { query }) => {
  const [scope, zone] = await Promise.all([scopeOf(c, { memberId: query.memberId, scope: 'all' }), zoneOf(c)]);
  return teamOverview(c.get('app').reader, scope.root, reportRange(query, zone), query.granularity === 'hour' ? HOUR : DAY, zone);
});

serve(agentTeamRoutes, agentsTeam.members, async (c, { query }) => {
  const scope = await scopeOf(c, query);
  const page = await teamMembers(c.get('app').reader, { scope, status: query.status, type: query.type, sort: query.sort, order: query.order, ...paging(query.format, query) });
  return query.format === 'csv' ? csv(c, 'team-members', MEMBER_COLUMNS, page.list) : page;
});

serve(agentTeamRoutes, agentsTeam.member, (c, { params }) => teamMemberDetail(c.get('app').reader, sessionOf(c).memberId, params.id));

serve(agentTeamRoutes, agentsTeam.createDownline, (c, { body }) => createDownline(c.get('app').db, sessionOf(c).memberId, body));
