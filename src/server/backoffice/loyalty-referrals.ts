/**
 * The loyalty desk's referrals tab: every referral (loyalty.read) and the held rewards queue with
 * its evidence (loyalty.review). A decision on a held reward pays or closes it in the loyalty
 * domain and is audited with the referral before and after.
 */
import type { AppContext } from '#server/app-context.ts';
import { decideHeldReferral, type StaffReferral } from '#server/loyalty/index.ts';
import { ValidationFailed } from '#server/errors.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

export async function decideReferralAs(app: AppContext, actor: StaffActor, friendId: number, d: { approve: boolean; reason: string }, now = Date.now()): Promise<StaffReferral> {
  const reason = d.reason.trim();
  if (!d.approve && !reason) throw new ValidationFailed('reason: a rejection needs a reason', { fields: [{ field: 'reason', message: 'validation.required' }] });
  const { before, after } = await decideHeldReferral(app, actor.staffId, friendId, { approve: d.approve, reason }, now);
  await audit(
    app.db,
    actor,
    {
      action: d.approve ? 'referral.reward.approve' : 'referral.reward.reject',
      targetType: 'referral',
      targetId: friendId,
      before: { state: before.state, holdReasons: before.holdReasons, referrerId: before.referrerId, reward: before.reward },
      after: { state: after.state, reason: after.reason, reward: after.reward },
    },
    now,
  );
  return after;
}
