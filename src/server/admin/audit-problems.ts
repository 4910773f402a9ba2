import type { AuditProblem } from '#server/backoffice/index.ts';

/** How check:audit names each problem after "audit log: row <id>". */
export const auditProblemText: Record<AuditProblem, string> = {
  edited: 'edited: its hash does not cover its content',
  'broken-link': 'does not follow the row before it (a row was removed or rows were reordered)',
  'out-of-order': 'out of order: its id or time goes backwards',
  missing: 'missing: the log was cut off before the row its head names',
};
