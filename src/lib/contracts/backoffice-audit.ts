/**
 * Back office, audit desk: the audit log (every staff action: who, role, action, target, before and
 * after, address, browser and time), filtered and paged on the server, and the same as CSV.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, pageNo, pageOf, pageSize } from './common.ts';

const tag = 'Back office: Audit';

/** A time bound: epoch milliseconds, or a day (YYYY-MM-DD) on the merchant's clock. */
const bound = z
  .string()
  .regex(/^(\d{1,15}|\d{4}-\d{2}-\d{2})$/, 'epoch milliseconds or a day YYYY-MM-DD')
  .describe('epoch milliseconds, or a day YYYY-MM-DD in the merchant’s time zone (from: its start; to: its end)');

const text = (max: number) => z.string().max(max).transform((v) => v.trim());

export const auditFilters = {
  staff: text(60).optional().describe('the staff member’s username (exact)'),
  action: text(60).optional().describe('the action (exact), or a prefix ending in a dot: "approval."'),
  targetType: text(40).optional(),
  targetId: text(60).optional(),
  from: bound.optional(),
  to: bound.optional(),
  order: z.enum(['asc', 'desc']).default('desc').describe('by time (and id)'),
};

export const AuditRow = z.object({
  id: z.number().int(),
  at: epochMs,
  staffId: z.number().int().nullable(),
  staffName: z.string(),
  role: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** JSON text, or null when there was nothing before (a creation) or after. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
});

export const backofficeAudit = {
  list: endpoint({
    method: 'GET',
    path: '/backoffice/api/audit',
    summary: 'The audit log, newest first by default, filtered by staff member, action, target and time',
    tag,
    access: 'staff',
    permission: 'audit.read',
    query: z.object({ ...auditFilters, pageNo, pageSize: pageSize(50, 200) }),
    response: pageOf(AuditRow).extend({ zone: z.string().describe('the merchant’s time zone, where the day filters start') }),
    errors: [],
  }),
  csv: endpoint({
    method: 'GET',
    path: '/backoffice/api/audit.csv',
    summary: 'The audit log as CSV (up to 100,000 rows), the same filters; times on the merchant’s clock',
    tag,
    access: 'staff',
    permission: 'audit.read',
    query: z.object(auditFilters),
    response: null,
    media: 'text/csv',
    errors: [],
  }),
};
