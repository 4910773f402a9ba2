import { csvTime, toCsv } from '#server/report-csv.ts';
import type { AuditListRow } from './audit-query.ts';

const HEADER = ['id', 'time', 'staff', 'role', 'action', 'target type', 'target id', 'before', 'after', 'ip', 'user agent'];

/** The audit log as CSV: one row per entry, times on the merchant's clock (the zone in the header). */
export function auditCsv(rows: readonly AuditListRow[], zone: string): string {
  const header = HEADER.map((h) => (h === 'time' ? `time (${zone})` : h));
  return toCsv(
    header,
    rows.map((r) => [r.id, csvTime(r.at, zone), r.staffName, r.role, r.action, r.targetType, r.targetId, r.before, r.after, r.ip, r.userAgent]),
  );
}
