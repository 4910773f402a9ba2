/**
 * Back office: canned replies changed by staff (each change audited with what it said before and
 * after), and the support metrics with the agents' names.
 */
import type { SupportMetrics } from '#lib/contracts/backoffice-support.ts';
import type { AppContext } from '#server/app-context.ts';
import { type CannedInput, createCanned, deleteCanned, supportMetrics, updateCanned } from '#server/support/index.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';
import { staffNamesOf } from './support-staff-names.ts';

const TARGET = 'chat_canned_reply';

export async function createCannedAs(app: AppContext, actor: StaffActor, input: CannedInput, now = Date.now()) {
  const reply = await createCanned(app.db, actor.staffId, input, now);
  await audit(app.db, actor, { action: 'support.canned.create', targetType: TARGET, targetId: reply.id, after: input }, now);
  return reply;
}

export async function updateCannedAs(app: AppContext, actor: StaffActor, id: number, input: CannedInput, now = Date.now()) {
  const { before, after } = await updateCanned(app.db, actor.staffId, id, input, now);
  await audit(app.db, actor, { action: 'support.canned.update', targetType: TARGET, targetId: id, before, after }, now);
  return after;
}

export async function deleteCannedAs(app: AppContext, actor: StaffActor, id: number, now = Date.now()) {
  const before = await deleteCanned(app.db, id);
  await audit(app.db, actor, { action: 'support.canned.delete', targetType: TARGET, targetId: id, before }, now);
  return {};
}

export async function supportMetricsView(app: AppContext, q: { from?: number | undefined; to?: number | undefined }, now = Date.now()): Promise<SupportMetrics> {
  const figures = await supportMetrics(app.db, q, now);
  const names = await staffNamesOf(
    app.db,
    figures.byAgent.map((a) => a.staffId),
  );
  return { ...figures, byAgent: figures.byAgent.map((a) => ({ ...a, name: names.get(a.staffId) ?? `#${a.staffId}` })) };
}
