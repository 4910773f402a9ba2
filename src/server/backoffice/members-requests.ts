import type { AppContext } from '#server/app-context.ts';
import { NotFound } from '#server/errors.ts';
import type { MemberRow } from '#server/members/index.ts';
import { requestApproval } from './approvals.ts';
import { memberRow } from './members-read.ts';
import type { StaffActor } from './staff.ts';

/** A real member (trial accounts have no money to adjust). */
export async function realMember(app: AppContext, memberId: number): Promise<MemberRow> {
  const member = await memberRow(app, memberId);
  if (member.is_agent === 4) throw new NotFound('No such member.');
  return member;
}

const money = (minor: number) => `${minor < 0 ? '-' : '+'}${(Math.abs(minor) / 100).toFixed(2)}`;

/** Asks for a balance adjustment ('member.adjust'); nothing moves until a second staff member approves. */
export async function requestAdjustment(app: AppContext, maker: StaffActor, memberId: number, r: { amount: number; reason: string }) {
  const member = await realMember(app, memberId);
  return requestApproval(app, maker, {
    kind: 'member.adjust',
    targetId: member.id,
    payload: { memberId: member.id, amount: r.amount, reason: r.reason },
    summary: `Adjust ${member.account} by ${money(r.amount)}: ${r.reason}`,
  });
}

/** Asks for a manual bonus ('bonus.grant'); granted when a second staff member approves. */
export async function requestBonus(app: AppContext, maker: StaffActor, memberId: number, r: { amount: number; wageringMultiple: number; reason: string }) {
  const member = await realMember(app, memberId);
  return requestApproval(app, maker, {
    kind: 'bonus.grant',
    targetId: member.id,
    payload: { memberId: member.id, amount: r.amount, wageringMultiple: r.wageringMultiple, reason: r.reason },
    summary: `Bonus ${money(r.amount)} (×${r.wageringMultiple} wagering) for ${member.account}: ${r.reason}`,
  });
}
