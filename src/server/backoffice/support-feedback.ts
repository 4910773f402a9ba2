/** Back office, customer service desk: staff answer, tag and close members' feedback, each change audited. */
import type { AppContext } from '#server/app-context.ts';
import { closeFeedback, replyToFeedback, setFeedbackTags } from '#server/support/index.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

export async function replyToFeedbackAs(app: AppContext, actor: StaffActor, id: number, body: string, version: number, now = Date.now()) {
  const done = await replyToFeedback(app, actor.staffId, id, body, version, now);
  await audit(app.db, actor, { action: 'support.feedback.reply', targetType: 'feedback', targetId: id, before: { status: done.before }, after: { status: done.item.status, replyId: done.replyId, body } }, now);
  return done.item;
}

export async function setFeedbackTagsAs(app: AppContext, actor: StaffActor, id: number, tags: readonly string[], version: number, now = Date.now()) {
  const done = await setFeedbackTags(app.db, id, tags, version, now);
  await audit(app.db, actor, { action: 'support.feedback.tags', targetType: 'feedback', targetId: id, before: { tags: done.before }, after: { tags: done.item.tags } }, now);
  return done.item;
}

export async function closeFeedbackAs(app: AppContext, actor: StaffActor, id: number, version: number, now = Date.now()) {
  const done = await closeFeedback(app.db, id, version, now);
  await audit(app.db, actor, { action: 'support.feedback.close', targetType: 'feedback', targetId: id, before: { status: done.before }, after: { status: 'closed' } }, now);
  return done.item;
}
