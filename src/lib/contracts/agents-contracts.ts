/**
 * Agent centre: contracts between an upline agent and a direct downline agent (spec §3 contract,
 * §4 contract request). A contract outside the caller's own team answers 404 NOT_FOUND.
 */
import { z } from 'zod';
import { CONTRACT_KINDS, CONTRACT_STATUSES } from '../types/agent-lists.ts';
import { endpoint } from './endpoint.ts';
import { idParams, pageNo, pageSize } from './common.ts';
import { id } from './agents-fields.ts';
import { AcceptAnswer, ContractPage, ContractView, OwnTermsByKind } from './agents-shapes.ts';

const tag = 'Agent contracts';

/** An action on one contract: the contract as it stands after it. */
const action = <P extends string>(path: P, summary: string) =>
  endpoint({ method: 'POST', path, summary, tag, access: 'agent', params: idParams, response: ContractView, errors: ['NOT_FOUND', 'CONTRACT_STATE'] });

export const agentsContracts = {
  list: endpoint({
    method: 'GET',
    path: '/wps/agent/contracts',
    summary: 'Contracts: the caller’s own (mine), those it gave (given), or its team’s (team), optionally of one member of the team',
    tag,
    access: 'agent',
    query: z.object({
      role: z.enum(['mine', 'given', 'team']).default('mine'),
      kind: z.enum(CONTRACT_KINDS).optional(),
      status: z.enum(CONTRACT_STATUSES).optional(),
      memberId: id.optional(),
      pageNo,
      pageSize: pageSize(20, 200),
    }),
    response: ContractPage,
    errors: ['NOT_FOUND'],
  }),
  own: endpoint({
    method: 'GET',
    path: '/wps/agent/contracts/own',
    summary: 'The terms the caller earns by, per kind switched on',
    tag,
    access: 'agent',
    response: OwnTermsByKind,
    errors: [],
  }),
  get: endpoint({
    method: 'GET',
    path: '/wps/agent/contracts/:id',
    summary: 'A contract the caller holds or gave, or one held in its team',
    tag,
    access: 'agent',
    params: idParams,
    response: ContractView,
    errors: ['NOT_FOUND'],
  }),
  offer: endpoint({
    method: 'POST',
    path: '/wps/agent/contracts',
    summary: 'Offers a contract to a direct downline agent, never above the caller’s own terms of the kind',
    tag,
    access: 'agent',
    body: z.object({ downlineId: id, kind: z.enum(CONTRACT_KINDS), terms: z.unknown().describe('the terms of the kind (spec §3), checked by the kind’s rules') }),
    response: ContractView,
    errors: ['NOT_FOUND', 'FEATURE_DISABLED', 'NOT_DIRECT_DOWNLINE', 'TARGET_NOT_AGENT', 'NO_OWN_CONTRACT', 'RATE_ABOVE_OWN', 'CONTRACT_STATE'],
  }),
  accept: endpoint({
    method: 'POST',
    path: '/wps/agent/contracts/:id/accept',
    summary:
      'Accepts an offer. Terms lower than some the caller gave its downlines answer 409 DOWNLINE_CONTRACTS_AFFECTED, listing them, until confirm is true; then they end',
    tag,
    access: 'agent',
    params: idParams,
    body: z.object({ confirm: z.boolean().default(false) }),
    bodyOptional: true,
    response: AcceptAnswer,
    errors: ['NOT_FOUND', 'CONTRACT_STATE', 'DOWNLINE_CONTRACTS_AFFECTED', 'RATE_ABOVE_OWN', 'FEATURE_DISABLED'],
  }),
  reject: action('/wps/agent/contracts/:id/reject', 'Rejects an offer made to the caller'),
  withdraw: action('/wps/agent/contracts/:id/withdraw', 'The upline takes back an open offer'),
  terminate: action('/wps/agent/contracts/:id/terminate', 'Asks to end an active contract (either side); when both asked, it ends'),
  acceptTermination: action('/wps/agent/contracts/:id/termination/accept', 'Agrees to the other side’s request to end the contract: it ends'),
  rejectTermination: action('/wps/agent/contracts/:id/termination/reject', 'Refuses the other side’s request to end the contract'),
  cancelTermination: action('/wps/agent/contracts/:id/termination/cancel', 'Takes back the caller’s own request to end the contract'),
};
