/**
 * The operator's lifecycle of a promotion (docs/promotions.md): drafts written and rewritten
 * freely, draft → pending when staff ask to publish, pending → published when a second staff
 * member approves (or back to draft when the request is refused or expires), presentation changed
 * at once, money rules changed on approval, published → ended. Every change is one guarded update
 * (its status and the version the caller read) that raises the version, so of two racing changes
 * one wins and the other is INVALID_STATE. Terms are sanitized as the content desk sanitizes notices.
 */
import type { Db } from '#server/db/connect.ts';
import { sanitizeRichText } from '#server/content/index.ts';
import { Audience, type Localized, MECHANIC_PARAMS, MechanicSpec, type PromotionStatus, type PromotionTag, type PromotionType } from '#lib/contracts/promotion-model.ts';
import { InvalidState, ValidationFailed } from './errors.ts';
import { type Promotion, promotionById } from './promotion-rows.ts';

/** What staff see and change at once, even on a running promotion. */
export interface PromotionPresentation {
  type: PromotionType;
  tags: PromotionTag[];
  title: Localized;
  terms: Localized;
  banner: Localized;
  sort: number;
}

/** What decides who gets money and how much: changed on a published promotion only by approval. */
export interface PromotionRules {
  startsAt: number;
  endsAt: number;
  audience: Audience;
  spec: MechanicSpec;
}

export type PromotionInput = PromotionPresentation & PromotionRules;

/** Checks the rules again on the server (the contract checked their shape): times in order, parameters of the mechanic. */
export function checkRules(r: PromotionRules): PromotionRules {
  if (!(r.endsAt > r.startsAt)) throw new ValidationFailed('The end must be after the start.', { field: 'endsAt' });
  const params = MECHANIC_PARAMS[r.spec.mechanic].safeParse(r.spec.params);
  if (!params.success) throw new ValidationFailed(`Parameters: ${params.error.issues[0]?.path.join('.') ?? ''} ${params.error.issues[0]?.message ?? ''}`.trim(), { field: 'spec' });
  return { startsAt: r.startsAt, endsAt: r.endsAt, audience: Audience.parse(r.audience), spec: MechanicSpec.parse({ mechanic: r.spec.mechanic, params: params.data }) };
}

function presentationColumns(p: PromotionPresentation) {
  return {
    type: p.type,
    tags: JSON.stringify([...new Set(p.tags)]),
    title_bn: p.title.bn.trim(),
    title_en: p.title.en.trim(),
    terms_bn: sanitizeRichText(p.terms.bn),
    terms_en: sanitizeRichText(p.terms.en),
    banner_bn: p.banner.bn.trim(),
    banner_en: p.banner.en.trim(),
    sort: p.sort,
  };
}

function rulesColumns(input: PromotionRules) {
  const r = checkRules(input);
  return { starts_at: r.startsAt, ends_at: r.endsAt, audience: JSON.stringify(r.audience), mechanic: r.spec.mechanic, params: JSON.stringify(r.spec.params) };
}

/** An unsaved promotion exactly as saving it would store it (terms sanitized, titles trimmed): what the desk previews. */
export function unsavedPromotion(input: PromotionInput, now = Date.now()): Promotion {
  const c = presentationColumns(input);
  const r = checkRules(input);
  return {
    id: 0,
    type: input.type,
    tags: JSON.parse(c.tags) as PromotionTag[],
    title: { bn: c.title_bn, en: c.title_en },
    terms: { bn: c.terms_bn, en: c.terms_en },
    banner: { bn: c.banner_bn, en: c.banner_en },
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    audience: r.audience,
    mechanic: r.spec.mechanic,
    params: r.spec.params,
    status: 'draft',
    version: 0,
    sort: input.sort,
    createdAt: now,
    updatedAt: now,
    publishedAt: null,
    endedAt: null,
  };
}

/** Writes a new draft (in the caller's transaction when given one); answers its id. */
export async function createDraft(db: Db, staffId: number | null, input: PromotionInput, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('promotions')
    .values({ ...presentationColumns(input), ...rulesColumns(input), status: 'draft', version: 1, created_by: staffId, created_at: now, updated_at: now, published_at: null, ended_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Why a guarded update changed nothing: no such promotion, or another status or version. */
async function refused(db: Db, id: number, wanted: string): Promise<never> {
  const p = await promotionById(db, id);
  throw new InvalidState(`This promotion is ${p.status} at version ${p.version}; ${wanted}. Reload it and try again.`, { status: p.status, version: p.version });
}

async function guarded(db: Db, id: number, from: PromotionStatus, version: number | null, set: Record<string, unknown>, wanted: string, now: number): Promise<Promotion> {
  let q = db
    .updateTable('promotions')
    .set((eb) => ({ ...set, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('status', '=', from);
  if (version !== null) q = q.where('version', '=', version);
  const r = await q.executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return refused(db, id, wanted);
  return promotionById(db, id);
}

/** Replaces a draft that is still at the version read. */
export function updateDraft(db: Db, id: number, version: number, input: PromotionInput, now = Date.now()): Promise<Promotion> {
  return guarded(db, id, 'draft', version, { ...presentationColumns(input), ...rulesColumns(input) }, 'only a draft at the version read can be edited', now);
}

/** Staff asked to publish: draft → pending (nothing can edit it while a checker decides). */
export function markPending(db: Db, id: number, version: number, now = Date.now()): Promise<Promotion> {
  return guarded(db, id, 'draft', version, { status: 'pending' }, 'only a draft can be sent for publication', now);
}

/** The checker approved: pending → published (once, whatever the retries). */
export function publishPending(db: Db, id: number, version: number, now = Date.now()): Promise<Promotion> {
  return guarded(db, id, 'pending', version, { status: 'published', published_at: now }, 'it is no longer waiting for publication', now);
}

/** The publication request was refused or expired: pending → draft. Answers whether it moved. */
export async function returnToDraft(db: Db, id: number, now = Date.now()): Promise<boolean> {
  const r = await db
    .updateTable('promotions')
    .set((eb) => ({ status: 'draft', version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Titles, terms, banners, tags, type and order of a published promotion, at once. */
export function changePresentation(db: Db, id: number, version: number, p: PromotionPresentation, now = Date.now()): Promise<Promotion> {
  return guarded(db, id, 'published', version, presentationColumns(p), 'only a published promotion at the version read takes this change', now);
}

/** The approved money rules of a published promotion (its mechanic stays). */
export async function applyRules(db: Db, id: number, version: number, rules: PromotionRules, now = Date.now()): Promise<Promotion> {
  const current = await promotionById(db, id);
  if (current.mechanic !== rules.spec.mechanic) throw new ValidationFailed('A published promotion keeps its mechanic.', { field: 'spec' });
  return guarded(db, id, 'published', version, rulesColumns(rules), 'the rules were asked for another version', now);
}

/** Ends a published promotion now: no new entries; it stays on the list, ended, for a week. */
export async function endPromotion(db: Db, id: number, version: number, now = Date.now()): Promise<Promotion> {
  const current = await promotionById(db, id);
  if (current.status !== 'published') throw new InvalidState(`This promotion is ${current.status}; only a published one can be ended.`, { status: current.status, version: current.version });
  return guarded(db, id, 'published', version, { status: 'ended', ended_at: now, ends_at: Math.min(current.endsAt, now) }, 'it changed meanwhile', now);
}
