import type { AppContext } from '#server/app-context.ts';
import {
  approveForPayout,
  creditDeposit,
  depositRow,
  type DisputeOutcome,
  MANUAL_CHANNEL_KINDS,
  markWithdrawalPaid,
  refuseDeposit,
  rejectWithdrawal,
  resolveDispute,
  withdrawalRow,
} from '#server/cashier/index.ts';
import { isUniqueViolation } from '#server/db/unique.ts';
import { InvalidState } from '#server/errors.ts';
import { getSetting } from '#server/system/index.ts';
import { expireApprovals, requestApproval } from './approvals.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

/**
 * The cashier desk's writes: each one calls the cashier domain once and is audited with the row
 * before and after. The reads are the cashier domain's own (review-queues.ts, disputes.ts,
 * daily-totals.ts), served as they are.
 */

const depositState = (d: Awaited<ReturnType<typeof depositRow>>) => ({ status: d.status, note: d.note, decidedAt: d.decided_at });
const withdrawalState = (w: Awaited<ReturnType<typeof withdrawalRow>>) => ({ status: w.status, amount: w.amount, note: w.note, approvedAt: w.approved_at, paidAt: w.decided_at, dispute: w.dispute_outcome });

/** A gateway's deposit is decided by its signed callback, not at the desk. */
function assertManual(d: { kind: string }): void {
  if (!MANUAL_CHANNEL_KINDS.includes(d.kind)) throw new InvalidState('A gateway deposit is decided by the gateway.');
}

export async function approveDepositAtDesk(app: AppContext, staff: StaffActor, id: number): Promise<{ id: number; status: string }> {
  const before = await depositRow(app.db, id);
  assertManual(before);
  const r = await creditDeposit(app, id, `staff:${staff.username}`);
  if (!r.credited) throw new InvalidState(`This deposit is already ${r.status}.`);
  const after = await depositRow(app.db, id);
  await audit(app.db, staff, { action: 'deposit.approve', targetType: 'deposit', targetId: id, before: depositState(before), after: depositState(after) });
  return { id, status: after.status };
}

export async function rejectDepositAtDesk(app: AppContext, staff: StaffActor, id: number, reason: string): Promise<{ id: number; status: string }> {
  const before = await depositRow(app.db, id);
  assertManual(before);
  await refuseDeposit(app, id, reason);
  const after = await depositRow(app.db, id);
  await audit(app.db, staff, { action: 'deposit.reject', targetType: 'deposit', targetId: id, before: depositState(before), after: depositState(after) });
  return { id, status: after.status };
}

/**
 * Approves a pending withdrawal, or — above `backoffice.withdrawalApprovalAbove` — asks a second
 * staff member to ('withdrawal.approve'); a request already waiting for it is answered again.
 */
export async function approveWithdrawalAtDesk(app: AppContext, staff: StaffActor, id: number): Promise<{ id: number; status: 'approved' } | { id: number; status: 'pending-approval'; approvalId: number }> {
  const before = await withdrawalRow(app.db, id);
  if (before.status !== 'pending') throw new InvalidState('This withdrawal is no longer pending.');
  const { withdrawalApprovalAbove } = await getSetting(app.db, 'backoffice');
  if (before.amount > withdrawalApprovalAbove) {
    await expireApprovals(app.db);
    const waiting = () => app.db.selectFrom('approvals').select('id').where('kind', '=', 'withdrawal.approve').where('target_id', '=', String(id)).where('status', '=', 'pending').executeTakeFirst();
    const found = await waiting();
    if (found) return { id, status: 'pending-approval', approvalId: Number(found.id) };
    try {
      const asked = await requestApproval(app, staff, { kind: 'withdrawal.approve', targetId: id, payload: { withdrawalId: id }, summary: `Approve withdrawal #${id} of ${before.amount} (member ${before.member_id})` });
      return { id, status: 'pending-approval', approvalId: asked.id };
    } catch (e) {
      // A parallel ask made it first (one waiting request per withdrawal, migration 0014).
      const first = isUniqueViolation(e) ? await waiting() : undefined;
      if (!first) throw e;
      return { id, status: 'pending-approval', approvalId: Number(first.id) };
    }
  }
  await approveForPayout(app, id, staff.staffId);
  const after = await withdrawalRow(app.db, id);
  await audit(app.db, staff, { action: 'withdrawal.approve', targetType: 'withdrawal', targetId: id, before: withdrawalState(before), after: withdrawalState(after) });
  return { id, status: 'approved' };
}

export async function rejectWithdrawalAtDesk(app: AppContext, staff: StaffActor, id: number, reason: string): Promise<{ id: number; status: string }> {
  const before = await withdrawalRow(app.db, id);
  if (!(await rejectWithdrawal(app, id, reason))) throw new InvalidState('Only a pending withdrawal can be rejected.');
  const after = await withdrawalRow(app.db, id);
  await audit(app.db, staff, { action: 'withdrawal.reject', targetType: 'withdrawal', targetId: id, before: withdrawalState(before), after: withdrawalState(after) });
  return { id, status: after.status };
}

export async function markPaidAtDesk(app: AppContext, staff: StaffActor, id: number): Promise<{ id: number; status: string }> {
  const before = await withdrawalRow(app.db, id);
  await markWithdrawalPaid(app, id, staff.staffId);
  const after = await withdrawalRow(app.db, id);
  await audit(app.db, staff, { action: 'withdrawal.paid', targetType: 'withdrawal', targetId: id, before: withdrawalState(before), after: withdrawalState(after) });
  return { id, status: after.status };
}

export async function resolveDisputeAtDesk(app: AppContext, staff: StaffActor, id: number, r: { outcome: DisputeOutcome; note: string }): Promise<{ id: number; outcome: DisputeOutcome; moved: number }> {
  const before = await withdrawalRow(app.db, id);
  const done = await resolveDispute(app, id, { ...r, staffId: staff.staffId });
  const after = await withdrawalRow(app.db, id);
  await audit(app.db, staff, { action: 'withdrawal.dispute.resolve', targetType: 'withdrawal', targetId: id, before: withdrawalState(before), after: { ...withdrawalState(after), note: r.note, moved: done.moved } });
  return { id, outcome: r.outcome, moved: done.moved };
}
