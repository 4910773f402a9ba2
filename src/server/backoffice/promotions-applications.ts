/**
 * The promotions desk's applications queue: players' applications to application promotions,
 * decided by staff with promotions.review through the promotions domain (the bonus is paid in the
 * same unit as the guarded decision); every decision is audited with the application before and after.
 */
import type { AppContext } from '#server/app-context.ts';
import { type ApplicationItem, type ApplicationQuery, decideApplication, listApplications } from '#server/promotions/index.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

export function applicationQueue(app: AppContext, q: ApplicationQuery) {
  return listApplications(app.db, q);
}

export async function decideApplicationAs(app: AppContext, actor: StaffActor, entryId: number, decision: { approve: boolean; reason: string }, now = Date.now()): Promise<ApplicationItem> {
  const after = await decideApplication(app, { id: actor.staffId, username: actor.username }, entryId, decision, now);
  await audit(app.db, actor, { action: decision.approve ? 'promotion.application.approve' : 'promotion.application.reject', targetType: 'promotion_entry', targetId: entryId, before: { state: 'applying' }, after }, now);
  return after;
}
