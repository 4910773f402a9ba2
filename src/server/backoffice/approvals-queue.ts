import { can } from '#lib/backoffice/roles.ts';
import type { Db } from '#server/db/connect.ts';
import { APPROVAL_KINDS } from './approval-registry.ts';
import type { ApprovalStatus } from './approvals.ts';
import type { StaffActor } from './staff.ts';

export type ApprovalFilter = ApprovalStatus | 'all';

export interface ApprovalQueueRow {
  id: number;
  kind: string;
  targetId: string;
  summary: string;
  makerId: number;
  makerName: string;
  status: ApprovalStatus;
  createdAt: number;
  expiresAt: number;
  checkerName: string | null;
  decidedAt: number | null;
  reason: string | null;
  result: string | null;
  mine: boolean;
  canDecide: boolean;
}

/** Whether this staff member may decide a request of this kind made by that maker (not their own; their role has the kind's permission). */
export function mayDecide(viewer: StaffActor, kind: string, makerId: number): boolean {
  const k = APPROVAL_KINDS[kind];
  return !!k && makerId !== viewer.staffId && can(viewer.role, 'approvals.decide') && can(viewer.role, k.permission);
}

function filtered(db: Db, status: ApprovalFilter, now: number) {
  const q = db.selectFrom('approvals as a');
  // A pending request past its expiry is expired already, whether or not the job has marked it.
  if (status === 'pending') return q.where('a.status', '=', 'pending').where('a.expires_at', '>', now);
  if (status === 'expired') return q.where((eb) => eb.or([eb('a.status', '=', 'expired'), eb.and([eb('a.status', '=', 'pending'), eb('a.expires_at', '<=', now)])]));
  if (status === 'all') return q;
  return q.where('a.status', '=', status);
}

/** The approvals queue as a staff member sees it: newest first, with who made and decided each and whether the viewer may decide it. */
export async function listApprovals(
  db: Db,
  viewer: StaffActor,
  f: { status: ApprovalFilter; pageNo: number; pageSize: number },
  now = Date.now(),
): Promise<{ list: ApprovalQueueRow[]; pageNum: number; totalPages: number; total: number }> {
  const count = await filtered(db, f.status, now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const total = Number(count?.n ?? 0);
  const rows = await filtered(db, f.status, now)
    .leftJoin('staff as m', 'm.id', 'a.maker_id')
    .leftJoin('staff as c', 'c.id', 'a.checker_id')
    .select(['a.id', 'a.kind', 'a.target_id', 'a.summary', 'a.maker_id', 'a.status', 'a.created_at', 'a.expires_at', 'a.decided_at', 'a.reason', 'a.result', 'm.username as maker_name', 'c.username as checker_name'])
    .orderBy('a.id', 'desc')
    .limit(f.pageSize)
    .offset((f.pageNo - 1) * f.pageSize)
    .execute();
  return {
    list: rows.map((r) => {
      const makerId = Number(r.maker_id);
      const expired = r.status === 'pending' && Number(r.expires_at) <= now;
      const status = (expired ? 'expired' : r.status) as ApprovalStatus;
      return {
        id: Number(r.id),
        kind: r.kind,
        targetId: r.target_id,
        summary: r.summary,
        makerId,
        makerName: r.maker_name ?? `#${makerId}`,
        status,
        createdAt: Number(r.created_at),
        expiresAt: Number(r.expires_at),
        checkerName: r.checker_name ?? null,
        decidedAt: r.decided_at === null ? null : Number(r.decided_at),
        reason: r.reason,
        result: r.result,
        mine: makerId === viewer.staffId,
        canDecide: status === 'pending' && mayDecide(viewer, r.kind, makerId),
      };
    }),
    pageNum: f.pageNo,
    totalPages: Math.max(1, Math.ceil(total / f.pageSize)),
    total,
  };
}
