/**
 * The loyalty desk's affiliate applications (docs/loyalty.md "Affiliate application"): the queue
 * with each applicant's facts, the upline staff approve under and the terms it can give, and the
 * decisions. A decision and its audit row commit together; the member's message follows.
 */
import type { ApproveBody } from '#lib/contracts/backoffice-affiliates.ts';
import type { ApplicationState } from '#lib/contracts/affiliate-model.ts';
import { isAgentType } from '#lib/roles.ts';
import { forgetSessions } from '#server/auth/index.ts';
import { ensureHouseContracts, KINDS, NotAnAgentMember, ownTermsByKind, SWITCH_OF } from '#server/agents/index.ts';
import type { AppContext } from '#server/app-context.ts';
import { insertMessages, notifyMessages } from '#server/content/index.ts';
import { atomically } from '#server/db/connect.ts';
import { NotFound } from '#server/errors.ts';
import { applicationQueue, approveApplication, rejectApplication, staffApplication } from '#server/loyalty/index.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

export function affiliateQueue(app: AppContext, q: { status: ApplicationState; pageNo: number; pageSize: number }) {
  return applicationQueue(app.db, q);
}

/** An agent named by account (NOT_FOUND, or TARGET_NOT_AGENT for a player); empty: top level. */
async function uplineOf(app: AppContext, account: string | null) {
  if (!account?.trim()) return null;
  const m = await findMemberByAccount(app.db, account);
  if (!m || m.kind !== 'member') throw new NotFound('No such agent.');
  if (!isAgentType(m.is_agent)) throw new NotAnAgentMember('This member is not an agent.');
  return { id: Number(m.id), account: m.account };
}

/** The upline to approve under and, per contract kind switched on, the most it can give (top level: the house's terms). */
export async function affiliateUpline(app: AppContext, account: string) {
  const upline = await uplineOf(app, account);
  if (upline) return { upline, terms: await ownTermsByKind(app.db, upline.id) };
  const settings = await loadSettings(app.db);
  const terms = Object.fromEntries(KINDS.filter((k) => settings.switches[SWITCH_OF[k]]).map((k) => [k, { source: 'house' as const, contractId: null, terms: settings.agents.topRates[k] }]));
  return { upline: null, terms };
}

export async function approveAffiliate(app: AppContext, actor: StaffActor, id: number, body: ApproveBody, now = Date.now()) {
  const upline = await uplineOf(app, body.uplineAccount);
  const r = await atomically(app.db, async (tx) => {
    const done = await approveApplication(tx, id, { uplineId: upline?.id ?? null, contract: body.contract, attachFriends: body.attachFriends, staffId: actor.staffId }, now);
    await audit(
      tx,
      actor,
      {
        action: 'affiliate.application.approve',
        targetType: 'affiliate_application',
        targetId: id,
        before: { status: done.before.status, memberId: done.memberId },
        after: { status: 'approved', memberId: done.memberId, isAgent: 1, upline: upline?.account ?? null, contract: body.contract, contractId: done.contractId, attachedFriends: done.attachedFriends },
      },
      now,
    );
    await insertMessages(tx, [done.memberId], 'affiliate_approved', { upline: upline?.account ?? '' }, now);
    return done;
  });
  // The member's sessions carry whether they are an agent: the agent centre opens at their next request, on any instance.
  forgetSessions(app, { memberId: r.memberId });
  // A new top-level agent earns by the house's terms: they are written as its contracts now (the settle job would, within a minute).
  if (!upline) await ensureHouseContracts(app.db, now);
  await notifyMessages(app.db, app.events, [r.memberId], 'affiliate_approved');
  return { application: await staffApplication(app.db, id), contractId: r.contractId, attachedFriends: r.attachedFriends.length };
}

export async function rejectAffiliate(app: AppContext, actor: StaffActor, id: number, reason: string, now = Date.now()) {
  const r = await atomically(app.db, async (tx) => {
    const done = await rejectApplication(tx, id, reason, actor.staffId, now);
    await audit(tx, actor, { action: 'affiliate.application.reject', targetType: 'affiliate_application', targetId: id, before: { status: done.before.status, memberId: done.memberId }, after: { status: 'rejected', reason } }, now);
    await insertMessages(tx, [done.memberId], 'affiliate_rejected', { reason }, now);
    return done;
  });
  await notifyMessages(app.db, app.events, [r.memberId], 'affiliate_rejected');
  return staffApplication(app.db, id);
}
