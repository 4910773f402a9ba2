import type { AppContext } from '#server/app-context.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import { AppError, NotFound, ValidationFailed } from '#server/errors.ts';
import { can } from '#lib/backoffice/roles.ts';
import { APPROVAL_KINDS } from './approval-registry.ts';
import { audit } from './audit.ts';
import { ApprovalClosed, SelfApproval, StaffForbidden } from './errors.ts';
import type { StaffActor, SystemActor } from './staff.ts';

/** A request waits this long for a checker, then expires. */
export const APPROVAL_TTL_MS = 24 * 3_600_000;

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'expired' | 'failed';

export interface ApprovalRequest {
  kind: string;
  targetId: string | number;
  payload: unknown;
  /** One line a checker reads: "Adjust rahim01 by +500.00: goodwill". */
  summary: string;
}

function kindOf(kind: string) {
  const k = APPROVAL_KINDS[kind];
  if (!k) throw new ValidationFailed(`unknown approval kind ${kind}`);
  return k;
}

/** Asks for a change that a second staff member must approve; nothing changes until then. */
export async function requestApproval(app: AppContext, maker: StaffActor, req: ApprovalRequest, now = Date.now()): Promise<{ id: number; status: 'pending'; expiresAt: number }> {
  const k = kindOf(req.kind);
  const parsed = k.payload.safeParse(req.payload);
  if (!parsed.success) throw new ValidationFailed(parsed.error.issues[0]?.message ?? 'invalid request');
  const expiresAt = now + APPROVAL_TTL_MS;
  const row = await app.db
    .insertInto('approvals')
    .values({ kind: req.kind, target_id: String(req.targetId), payload: JSON.stringify(parsed.data), summary: req.summary.slice(0, 300), maker_id: maker.staffId, status: 'pending', created_at: now, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await audit(app.db, maker, { action: 'approval.request', targetType: 'approval', targetId: id, after: { kind: req.kind, target: String(req.targetId), payload: parsed.data, summary: req.summary } }, now);
  return { id, status: 'pending', expiresAt };
}

/** Who expires requests: the scheduler's job (and any decision, which expires what is due first). */
const EXPIRY: SystemActor = { staffId: null, username: 'system', displayName: 'approvals expiry', role: 'system', ip: 'local', userAgent: 'approvals expiry job' };

/**
 * Marks requests whose time has passed as expired, each by a guarded update (pending → expired, so
 * a decision at the same moment and another process's job cannot both win) and audited. The job
 * in src/server/jobs runs it every minute; every decision runs it first; the queue shows a pending
 * request past its expiry as expired even before then.
 */
export async function expireApprovals(db: Db, now = Date.now()): Promise<number> {
  const due = await db.selectFrom('approvals').select(['id', 'kind', 'expires_at']).where('status', '=', 'pending').where('expires_at', '<=', now).orderBy('id').limit(1_000).execute();
  let expired = 0;
  for (const row of due) {
    // The status and its audit entry commit together: a crash between them cannot leave an expiry unaudited.
    const done = await atomically(db, async (tx) => {
      const r = await tx.updateTable('approvals').set({ status: 'expired', decided_at: now }).where('id', '=', row.id).where('status', '=', 'pending').executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await audit(tx, EXPIRY, { action: 'approval.expire', targetType: 'approval', targetId: Number(row.id), before: { status: 'pending' }, after: { status: 'expired', kind: row.kind, expiresAt: Number(row.expires_at) } }, now);
      return true;
    });
    if (done) expired++;
  }
  return expired;
}

/**
 * A checker approves or rejects a pending request. The maker can never decide their own; the
 * checker's role needs the kind's permission. The status moves from pending by one guarded update,
 * so of many decisions at once exactly one wins and an approved change is carried out once.
 */
export async function decideApproval(
  app: AppContext,
  checker: StaffActor,
  id: number,
  decision: { approve: boolean; reason?: string },
  now = Date.now(),
): Promise<{ id: number; status: ApprovalStatus; result: unknown }> {
  const row = await app.db.selectFrom('approvals').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('No such request.');
  if (Number(row.maker_id) === checker.staffId) throw new SelfApproval('A request must be decided by someone other than who made it.');
  const k = kindOf(row.kind);
  if (!can(checker.role, k.permission)) throw new StaffForbidden('Your role cannot approve this kind of request.');
  await expireApprovals(app.db, now);
  const status = decision.approve ? 'approved' : 'rejected';
  const claimed = await app.db
    .updateTable('approvals')
    .set({ status, checker_id: checker.staffId, decided_at: now, reason: decision.reason?.slice(0, 300) ?? null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new ApprovalClosed('This request was already decided or has expired.');
  const before = { status: 'pending' };
  if (!decision.approve) {
    await audit(app.db, checker, { action: 'approval.reject', targetType: 'approval', targetId: id, before, after: { status, reason: decision.reason ?? null } }, now);
    return { id, status, result: null };
  }
  let result: unknown;
  let final: ApprovalStatus = 'approved';
  try {
    const payload: unknown = JSON.parse(row.payload);
    result = await k.execute(app, k.payload.parse(payload), { approvalId: id, makerId: Number(row.maker_id), checker, idempotencyKey: `approval:${id}` });
  } catch (e) {
    final = 'failed';
    // An unexpected error (not a refusal of the domain) may have stopped it half way: money moves
    // once by the request's key, so the ledger shows whether it moved. The request is closed as
    // failed and audited either way, then the error goes on to the caller.
    result = e instanceof AppError ? { code: e.code, message: e.message } : { code: 'INTERNAL_ERROR', message: `carrying it out stopped unexpectedly; the ledger shows any entry keyed approval:${id}` };
    await app.db.updateTable('approvals').set({ status: 'failed', result: JSON.stringify(result) }).where('id', '=', id).execute();
    if (!(e instanceof AppError)) {
      await audit(app.db, checker, { action: 'approval.fail', targetType: 'approval', targetId: id, before, after: { status: final, kind: row.kind, result } }, now);
      throw e;
    }
  }
  if (final === 'approved') await app.db.updateTable('approvals').set({ result: JSON.stringify(result ?? null) }).where('id', '=', id).execute();
  await audit(app.db, checker, { action: final === 'approved' ? 'approval.approve' : 'approval.fail', targetType: 'approval', targetId: id, before, after: { status: final, kind: row.kind, result } }, now);
  return { id, status: final, result: result ?? null };
}
