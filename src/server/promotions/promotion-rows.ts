/**
 * Promotions as the domain reads them: a stored row parsed into a typed record (its JSON columns
 * checked against the shared model), and the reads every mechanic uses.
 */
import type { Selectable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { PromotionsTable } from '#server/db/tables/promotions.ts';
import { Audience, type Localized, type Mechanic, MECHANIC_PARAMS, type MechanicParams, type PromotionStatus, type PromotionTag, type PromotionType } from '#lib/contracts/promotion-model.ts';
import { NotFound, PromotionEnded, PromotionNotStarted } from './errors.ts';
import { withLadderRates } from './ladder-rates.ts';

export interface Promotion<M extends Mechanic = Mechanic> {
  id: number;
  type: PromotionType;
  tags: PromotionTag[];
  title: Localized;
  terms: Localized;
  banner: Localized;
  startsAt: number;
  endsAt: number;
  audience: Audience;
  mechanic: M;
  params: MechanicParams[M];
  status: PromotionStatus;
  version: number;
  sort: number;
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
  endedAt: number | null;
}

export type PromotionRow = Selectable<PromotionsTable>;

/** A stored row as a record; a row whose JSON no longer parses is a bug, not bad input. */
export function toPromotion(r: PromotionRow): Promotion {
  const mechanic = r.mechanic as Mechanic;
  return {
    id: Number(r.id),
    type: r.type as PromotionType,
    tags: JSON.parse(r.tags) as PromotionTag[],
    title: { bn: r.title_bn, en: r.title_en },
    terms: { bn: r.terms_bn, en: r.terms_en },
    banner: { bn: r.banner_bn, en: r.banner_en },
    startsAt: Number(r.starts_at),
    endsAt: Number(r.ends_at),
    audience: Audience.parse(JSON.parse(r.audience)),
    mechanic,
    params: MECHANIC_PARAMS[mechanic].parse(JSON.parse(r.params)) as MechanicParams[Mechanic],
    status: r.status as PromotionStatus,
    version: Number(r.version),
    sort: Number(r.sort),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    publishedAt: r.published_at === null ? null : Number(r.published_at),
    endedAt: r.ended_at === null ? null : Number(r.ended_at),
  };
}

/** Whether a record is of one mechanic (narrows its params). */
export function isMechanic<M extends Mechanic>(p: Promotion, mechanic: M): p is Promotion<M> {
  return p.mechanic === mechanic;
}

/** Any promotion by id (staff see drafts too), or NOT_FOUND. */
export async function promotionById(db: Db, id: number): Promise<Promotion> {
  const row = await db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('No such promotion.');
  return toPromotion(row);
}

/** A published promotion a player may see (not a draft, not pending), or NOT_FOUND; rates from the VIP ladder where it takes them from there. */
export async function publishedPromotion(db: Db, id: number): Promise<Promotion> {
  const p = await promotionById(db, id);
  if (p.status !== 'published' && p.status !== 'ended') throw new NotFound('No such promotion.');
  return (await withLadderRates(db, [p]))[0] as Promotion;
}

/** Whether a promotion runs at `now`: published, started and not ended. */
export function isRunning(p: Promotion, now: number): boolean {
  return p.status === 'published' && p.startsAt <= now && now < p.endsAt;
}

/** A promotion a player may act on now, or PROMOTION_NOT_STARTED / PROMOTION_ENDED. */
export function assertRunning(p: Promotion, now: number): void {
  if (p.status === 'ended' || now >= p.endsAt) throw new PromotionEnded('This promotion has ended.');
  if (p.status !== 'published') throw new NotFound('No such promotion.');
  if (now < p.startsAt) throw new PromotionNotStarted('This promotion has not started yet.', { startsAt: p.startsAt });
}

/**
 * Published promotions a visitor may see at `now`: running, or starting later (coming soon), or
 * ended within `endedWithinMs` (so a player can still see and claim what they earned); rates from
 * the VIP ladder where a cashback or rebate takes them from there (ladder-rates.ts).
 */
export async function visiblePromotions(db: Db, now: number, endedWithinMs = 7 * 86_400_000): Promise<Promotion[]> {
  const rows = await db
    .selectFrom('promotions')
    .selectAll()
    .where('status', 'in', ['published', 'ended'])
    .where('ends_at', '>', now - endedWithinMs)
    .orderBy('sort', 'desc')
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withLadderRates(db, rows.map(toPromotion));
}

/** Running promotions of one mechanic (jobs and hooks use this). */
export async function runningOf<M extends Mechanic>(db: Db, mechanic: M, now: number): Promise<Promotion<M>[]> {
  const rows = await db.selectFrom('promotions').selectAll().where('status', '=', 'published').where('mechanic', '=', mechanic).where('starts_at', '<=', now).where('ends_at', '>', now).execute();
  return withLadderRates(db, rows.map(toPromotion).filter((p): p is Promotion<M> => isMechanic(p, mechanic)));
}
