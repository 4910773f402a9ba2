/**
 * The promotions desk (docs/promotions.md, "The operator's lifecycle"): drafts are written once per
 * request id and edited at their version; asking to publish or to change a published promotion's
 * money rules is a maker-checker request (kinds promotion.publish and promotion.rules); the
 * presentation changes and the end are at once. Every change is audited with the promotion before
 * and after, and the member pages' cached list is dropped.
 */
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { createOnce } from '#server/content/index.ts';
import { InvalidState, ValidationFailed } from '#server/errors.ts';
import {
  changePresentation,
  checkRules,
  createDraft,
  endPromotion,
  forgetPromotionCards,
  listStaffPromotions,
  markPending,
  type Promotion,
  promotionById,
  promotionCosts,
  type PromotionInput,
  type PromotionPresentation,
  type PromotionRules,
  returnToDraft,
  type StaffPromotionQuery,
  updateDraft,
} from '#server/promotions/index.ts';
import type { StaffPromotion } from '#lib/contracts/backoffice-promotions.ts';
import { requestApproval } from './approvals.ts';
import { audit } from './audit.ts';
import { PROMOTION_PUBLISH_KIND } from './kind-promotion-publish.ts';
import { PROMOTION_RULES_KIND } from './kind-promotion-rules.ts';
import type { StaffActor } from './staff.ts';

type PendingKind = typeof PROMOTION_PUBLISH_KIND | typeof PROMOTION_RULES_KIND;
type Pending = StaffPromotion['pending'][number];

/** Requests for these promotions still waiting for a checker (a request past its expiry no longer waits). */
async function waiting(db: Db, ids: readonly number[], now: number): Promise<Map<number, Pending[]>> {
  const byId = new Map<number, Pending[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('approvals')
    .select(['id', 'kind', 'target_id', 'created_at', 'expires_at'])
    .where('kind', 'in', [PROMOTION_PUBLISH_KIND, PROMOTION_RULES_KIND])
    .where('target_id', 'in', ids.map(String))
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const list = byId.get(Number(r.target_id)) ?? [];
    list.push({ approvalId: Number(r.id), kind: r.kind as PendingKind, createdAt: Number(r.created_at), expiresAt: Number(r.expires_at) });
    byId.set(Number(r.target_id), list);
  }
  return byId;
}

function staffShape(p: Promotion, cost: number, pending: Pending[]): StaffPromotion {
  const { mechanic, params, ...rest } = p;
  return { ...rest, spec: { mechanic, params } as StaffPromotion['spec'], cost, pending };
}

/**
 * A promotion waiting for publication whose request was rejected, expired or failed goes back to
 * draft (guarded pending → draft), so its maker can edit it and ask again. Run before every read
 * and change of the desk.
 */
export async function releaseUnpublished(app: AppContext, now = Date.now()): Promise<void> {
  const pendingRows = await app.db.selectFrom('promotions').select('id').where('status', '=', 'pending').execute();
  if (pendingRows.length === 0) return;
  const ids = pendingRows.map((r) => Number(r.id));
  const open = await waiting(app.db, ids, now);
  for (const id of ids) {
    if (open.get(id)?.some((r) => r.kind === PROMOTION_PUBLISH_KIND)) continue;
    if (await returnToDraft(app.db, id, now)) forgetPromotionCards(app);
  }
}

export async function staffPromotion(app: AppContext, id: number, now = Date.now()): Promise<StaffPromotion> {
  await releaseUnpublished(app, now);
  const p = await promotionById(app.db, id);
  const [costs, open] = await Promise.all([promotionCosts(app.db, [id]), waiting(app.db, [id], now)]);
  return staffShape(p, costs.get(id) ?? 0, open.get(id) ?? []);
}

export async function staffPromotionPage(app: AppContext, q: StaffPromotionQuery, now = Date.now()) {
  await releaseUnpublished(app, now);
  const { list, total } = await listStaffPromotions(app.db, q);
  const open = await waiting(app.db, list.map((p) => p.id), now);
  return { list: list.map(({ cost, ...p }) => staffShape(p, cost, open.get(p.id) ?? [])), pageNum: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), total };
}

/** Writes a draft once per request id (a retry answers the first draft, audited once). */
export async function createPromotionAs(app: AppContext, actor: StaffActor, requestId: string, input: PromotionInput, now = Date.now()): Promise<StaffPromotion> {
  checkRules(input);
  const { id, replayed } = await createOnce(app.db, 'promotion', { requestId, staffId: actor.staffId }, input, (tx) => createDraft(tx, actor.staffId, input, now), now);
  const after = await staffPromotion(app, id, now);
  if (!replayed) await audit(app.db, actor, { action: 'promotion.create', targetType: 'promotion', targetId: id, after }, now);
  return after;
}

export async function updateDraftAs(app: AppContext, actor: StaffActor, id: number, version: number, input: PromotionInput, now = Date.now()): Promise<StaffPromotion> {
  const before = await staffPromotion(app, id, now);
  await updateDraft(app.db, id, version, input, now);
  const after = await staffPromotion(app, id, now);
  await audit(app.db, actor, { action: 'promotion.update', targetType: 'promotion', targetId: id, before, after }, now);
  return after;
}

export async function changePresentationAs(app: AppContext, actor: StaffActor, id: number, version: number, p: PromotionPresentation, now = Date.now()): Promise<StaffPromotion> {
  const before = await staffPromotion(app, id, now);
  await changePresentation(app.db, id, version, p, now);
  forgetPromotionCards(app);
  const after = await staffPromotion(app, id, now);
  await audit(app.db, actor, { action: 'promotion.presentation', targetType: 'promotion', targetId: id, before, after }, now);
  return after;
}

export async function endPromotionAs(app: AppContext, actor: StaffActor, id: number, version: number, now = Date.now()): Promise<StaffPromotion> {
  const before = await staffPromotion(app, id, now);
  await endPromotion(app.db, id, version, now);
  forgetPromotionCards(app);
  const after = await staffPromotion(app, id, now);
  await audit(app.db, actor, { action: 'promotion.end', targetType: 'promotion', targetId: id, before: { status: before.status, endsAt: before.endsAt }, after: { status: after.status, endsAt: after.endsAt } }, now);
  return after;
}

const titleOf = (p: { id: number; title: { en: string } }) => `#${p.id} “${p.title.en}”`;

/** Draft → pending and a promotion.publish request; a second staff member's approval publishes it. */
export async function askToPublish(app: AppContext, actor: StaffActor, id: number, version: number, now = Date.now()) {
  await releaseUnpublished(app, now);
  const p = await markPending(app.db, id, version, now);
  const { id: approvalId } = await requestApproval(app, actor, { kind: PROMOTION_PUBLISH_KIND, targetId: id, payload: { promotionId: id, version: p.version }, summary: `Publish promotion ${titleOf(p)} (${p.mechanic})` }, now);
  return { status: 'pending-approval' as const, approvalId, promotion: await staffPromotion(app, id, now) };
}

/** A promotion.rules request for a published promotion, at the version read; it runs on its old rules until approved. */
export async function askRulesChange(app: AppContext, actor: StaffActor, id: number, version: number, rules: PromotionRules, now = Date.now()) {
  const current = await staffPromotion(app, id, now);
  const checked = checkRules(rules);
  if (current.status !== 'published' || current.version !== version) {
    throw new InvalidState(`This promotion is ${current.status} at version ${current.version}; rules change only on a published promotion at the version read.`, { status: current.status, version: current.version });
  }
  if (current.spec.mechanic !== checked.spec.mechanic) throw new ValidationFailed('A published promotion keeps its mechanic.', { field: 'spec' });
  const summary = `Change the rules of promotion ${titleOf(current)}: ${new Date(checked.startsAt).toISOString().slice(0, 16)} – ${new Date(checked.endsAt).toISOString().slice(0, 16)} UTC, audience ${checked.audience.kind}`;
  const { id: approvalId } = await requestApproval(app, actor, { kind: PROMOTION_RULES_KIND, targetId: id, payload: { promotionId: id, version, rules: checked }, summary }, now);
  return { status: 'pending-approval' as const, approvalId, promotion: await staffPromotion(app, id, now) };
}
