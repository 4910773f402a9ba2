/** Agent centre: the team (overview, members, one member, a new direct downline). See agents.ts. */
import { z } from 'zod';
import { MEMBER_SORTS } from '../types/agent-lists.ts';
import { endpoint } from './endpoint.ts';
import { idParams, pageNo, pageSize } from './common.ts';
import { format, id, order, rangeFields, scopeFields, trimmed } from './agents-fields.ts';
import { NewDownline } from './agents-shapes.ts';
import { MemberPage, Overview, TeamMemberDetail } from './agents-report-shapes.ts';

const tag = 'Agent centre';

export const agentsTeam = {
  overview: endpoint({
    method: 'GET',
    path: '/wps/agent/team/overview',
    summary: 'Team overview: registrations, deposits, withdrawals, bets and income over the range, in total and per day or hour',
    tag,
    access: 'agent',
    query: z.object({ ...rangeFields, memberId: id.optional(), granularity: z.enum(['day', 'hour']).default('day') }),
    response: Overview,
    errors: ['NOT_FOUND'],
  }),
  members: endpoint({
    method: 'GET',
    path: '/wps/agent/team/members',
    summary: 'The team’s members, with balance, team size and active contracts; format=csv answers text/csv instead',
    tag,
    access: 'agent',
    query: z.object({
      ...scopeFields,
      status: z.coerce.number().int().min(0).max(1).optional(),
      type: z.enum(['agent', 'member']).optional(),
      sort: z.enum(MEMBER_SORTS).default('registeredAt'),
      order,
      pageNo,
      pageSize: pageSize(50, 10_000),
      format,
    }),
    response: MemberPage,
    errors: ['NOT_FOUND'],
  }),
  member: endpoint({
    method: 'GET',
    path: '/wps/agent/team/members/:id',
    summary: 'One member of the team, with the path from the caller down to it',
    tag,
    access: 'agent',
    params: idParams,
    response: TeamMemberDetail,
    errors: ['NOT_FOUND'],
  }),
  createDownline: endpoint({
    method: 'POST',
    path: '/wps/agent/team/members',
    summary:
      'Creates a direct downline account. Without a password the server makes a one-time initial password, answered once as initialPassword, to change at first login; a username over the rule’s length is refused, never shortened',
    tag,
    access: 'agent',
    body: z.object({
      // Any length: the merchant's username rule refuses one too long with its own words (never shortened).
      account: z.string(),
      password: z.string().min(1).max(128).optional(),
      nickname: trimmed(40).optional(),
      isAgent: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(41), z.literal(42)]).default(0),
    }),
    response: NewDownline,
    errors: ['ACCOUNT_EXISTS', 'FEATURE_DISABLED', 'WEAK_PASSWORD'],
  }),
};
