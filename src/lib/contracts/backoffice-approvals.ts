/**
 * Back office, approvals desk (maker-checker): the queue of requests a second staff member must
 * decide, and the decisions. A maker never decides their own request; a checker's role needs the
 * kind's own permission besides `approvals.decide`.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, pageNo, pageOf, pageSize } from './common.ts';

const tag = 'Back office: Approvals';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'failed'] as const;

export const ApprovalRow = z.object({
  id: z.number().int(),
  /** 'member.adjust', 'bonus.grant', 'withdrawal.approve', 'settings.money', … */
  kind: z.string(),
  targetId: z.string(),
  summary: z.string(),
  makerId: z.number().int(),
  makerName: z.string(),
  /** A pending request past its expiry reads as expired, whether or not the job has marked it yet. */
  status: z.enum(APPROVAL_STATUSES),
  createdAt: epochMs,
  expiresAt: epochMs,
  checkerName: z.string().nullable(),
  decidedAt: epochMs.nullable(),
  reason: z.string().nullable(),
  /** JSON text: what carrying it out returned, or the error it failed with. */
  result: z.string().nullable(),
  /** The viewer made it (it waits for a second person). */
  mine: z.boolean(),
  /** The viewer may approve or reject it now. */
  canDecide: z.boolean(),
});

const Decision = z.object({ id: z.number().int(), status: z.enum(APPROVAL_STATUSES), result: z.string().nullable() });

const DECIDE_ERRORS = ['NOT_FOUND', 'SELF_APPROVAL', 'APPROVAL_CLOSED', 'VALIDATION_ERROR'] as const;

export const backofficeApprovals = {
  list: endpoint({
    method: 'GET',
    path: '/backoffice/api/approvals',
    summary: 'Maker-checker requests, newest first: kind, summary, maker, age, expiry and whether the viewer may decide',
    tag,
    access: 'staff',
    permission: 'approvals.decide',
    query: z.object({ status: z.enum([...APPROVAL_STATUSES, 'all']).default('pending'), pageNo, pageSize: pageSize(50, 200) }),
    response: pageOf(ApprovalRow),
    errors: [],
  }),
  approve: endpoint({
    method: 'POST',
    path: '/backoffice/api/approvals/:id/approve',
    summary: 'Approves a pending request and carries it out (once, whatever the retries)',
    tag,
    access: 'staff',
    permission: 'approvals.decide',
    params: idParams,
    bodyOptional: true,
    body: z.object({}),
    response: Decision,
    errors: [...DECIDE_ERRORS],
  }),
  reject: endpoint({
    method: 'POST',
    path: '/backoffice/api/approvals/:id/reject',
    summary: 'Rejects a pending request with a reason; nothing changes',
    tag,
    access: 'staff',
    permission: 'approvals.decide',
    params: idParams,
    body: z.object({ reason: z.string().trim().min(1).max(300) }),
    response: Decision,
    errors: [...DECIDE_ERRORS],
  }),
};
