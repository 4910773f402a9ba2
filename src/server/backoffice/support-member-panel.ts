/**
 * The member panel beside a chat: who the member is, their balance, last deposits and
 * withdrawals, open withdrawal disputes, responsible-gambling state and VIP rank, each read from
 * the domain that owns it. It shows a member's money, so beyond support.read the role must also
 * read members (members.read); a visitor's conversation has no member to show.
 */
import { can } from '#lib/backoffice/roles.ts';
import type { MemberPanel } from '#lib/contracts/backoffice-support.ts';
import type { AppContext } from '#server/app-context.ts';
import { depositPageOf, disputeQueue, rgStatusOf, withdrawalPageOf } from '#server/cashier/index.ts';
import { NotFound } from '#server/errors.ts';
import { cashBalance } from '#server/ledger/index.ts';
import { vipProgress } from '#server/loyalty/index.ts';
import { getMember } from '#server/members/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { StaffForbidden } from './errors.ts';
import type { StaffActor } from './staff.ts';

const LAST = 5;

function rgState(rg: Awaited<ReturnType<typeof rgStatusOf>>): MemberPanel['rg'] {
  if (rg.exclusion) return { state: rg.exclusion.kind === 'self_exclusion' ? 'self_excluded' : 'cool_off', until: rg.exclusion.until };
  return { state: rg.limits.some((l) => l.amount !== null) ? 'limits' : 'none', until: null };
}

export async function supportMemberPanel(app: AppContext, actor: StaffActor, conversationId: number, now = Date.now()): Promise<MemberPanel> {
  if (!can(actor.role, 'members.read')) throw new StaffForbidden('Your role does not allow reading members.');
  const chat = await app.db.selectFrom('chat_conversations').select('member_id').where('id', '=', conversationId).executeTakeFirst();
  if (!chat || chat.member_id === null) throw new NotFound('no member in this conversation');
  const memberId = Number(chat.member_id);
  const member = await getMember(app.db, memberId);
  const [balance, currency, deposits, withdrawals, disputes, rg, vip] = await Promise.all([
    cashBalance(app.reader, memberId),
    merchantCurrency(app.db),
    depositPageOf(app.db, memberId, { pageNo: 1, pageSize: LAST }),
    withdrawalPageOf(app.db, memberId, { pageNo: 1, pageSize: LAST }),
    disputeQueue(app.db, { account: member.account, state: 'open', pageNo: 1, pageSize: LAST }),
    rgStatusOf(app.db, memberId, now),
    vipProgress(app.db, memberId, now),
  ]);
  const money = (r: { id: number; amount: number; status: string; at: number }) => ({ id: r.id, amount: r.amount, status: r.status, time: r.at });
  return {
    memberId,
    account: member.account,
    nickname: member.nickname,
    balance,
    currency,
    vipRank: { level: vip.rank, name: vip.label },
    rg: rgState(rg),
    deposits: deposits.list.map(money),
    withdrawals: withdrawals.list.map(money),
    openDisputes: disputes.list.map((d) => ({ id: d.id, withdrawalId: d.id, status: d.receipt, time: d.reportedAt })),
    registeredAt: Number(member.created_at),
  };
}
