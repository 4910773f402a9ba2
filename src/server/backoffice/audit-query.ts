import { TZDate } from '@date-fns/tz';
import type { Db } from '#server/db/connect.ts';
import { ValidationFailed } from '#server/errors.ts';

/** The audit desk's filters (the contract's query, src/lib/contracts/backoffice-audit.ts). */
export interface AuditFilter {
  staff?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  /** Epoch ms or a day YYYY-MM-DD on the merchant's clock. */
  from?: string | undefined;
  to?: string | undefined;
  order: 'asc' | 'desc';
}

export interface AuditListRow {
  id: number;
  at: number;
  staffId: number | null;
  staffName: string;
  role: string;
  action: string;
  targetType: string;
  targetId: string;
  before: string | null;
  after: string | null;
  ip: string;
  userAgent: string;
}

/** A bound as epoch ms: a day counts from its 00:00 (from) or up to the next day's 00:00 (to) in the zone. */
export function boundOf(v: string | undefined, zone: string, end: boolean): number | undefined {
  if (v === undefined || v === '') return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!day) return Number(v);
  const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const ms = new TZDate(y, m - 1, d + (end ? 1 : 0), zone).getTime();
  if (!Number.isFinite(ms)) throw new ValidationFailed(`${end ? 'to' : 'from'}: not a day`, { fields: [{ field: end ? 'to' : 'from', message: 'not a day' }] });
  return ms;
}

function filtered(db: Db, f: AuditFilter, zone: string) {
  const from = boundOf(f.from, zone, false);
  const to = boundOf(f.to, zone, true);
  let q = db.selectFrom('audit_log');
  if (f.staff) q = q.where('staff_name', '=', f.staff);
  // "approval." lists every approval.* action; anything else is matched whole.
  if (f.action) q = f.action.endsWith('.') ? q.where('action', '>=', f.action).where('action', '<', `${f.action.slice(0, -1)}/`) : q.where('action', '=', f.action);
  if (f.targetType) q = q.where('target_type', '=', f.targetType);
  if (f.targetId) q = q.where('target_id', '=', f.targetId);
  if (from !== undefined) q = q.where('at', '>=', from);
  if (to !== undefined) q = q.where('at', '<', to);
  return q;
}

/** One page of the audit log, filtered; time and id order are the same along the chain. */
export async function listAudit(db: Db, f: AuditFilter, zone: string, page: { pageNo: number; pageSize: number }): Promise<{ list: AuditListRow[]; pageNum: number; totalPages: number; total: number }> {
  const count = await filtered(db, f, zone)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const total = Number(count?.n ?? 0);
  const rows = await filtered(db, f, zone)
    .selectAll()
    .orderBy('id', f.order)
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      at: Number(r.at),
      staffId: r.staff_id === null ? null : Number(r.staff_id),
      staffName: r.staff_name,
      role: r.role,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      before: r.before_json,
      after: r.after_json,
      ip: r.ip,
      userAgent: r.user_agent,
    })),
    pageNum: page.pageNo,
    totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
    total,
  };
}
