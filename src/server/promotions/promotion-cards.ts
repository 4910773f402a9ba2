/**
 * The promotions as the member pages show them: a card per promotion in one language, the whole
 * promotion for its detail page, and an in-memory cache of the visible ones per running app, so
 * the /promotions page renders without asking the database on every request (decision 022).
 * The cache is dropped when staff change a promotion (forgetPromotionCards) and is valid only
 * until the next start or end time of a visible promotion, when its list or states change.
 */
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import type { PromotionCard, PromotionDetail } from '#lib/contracts/promotion-shapes.ts';
import type { MechanicSpec } from '#lib/contracts/promotion-model.ts';
import { announceCacheChange, onCacheChange } from '#server/events/cache-changes.ts';
import { NotFound } from './errors.ts';
import { type Promotion, publishedPromotion, visiblePromotions } from './promotion-rows.ts';

/** How long an ended promotion stays on the list. */
export const ENDED_VISIBLE_MS = 7 * 86_400_000;
/** The longest a cached list is kept even when nothing is due: a safety net for changes made by another instance. */
const CACHE_MS = 30_000;

type Lang = 'bn' | 'en';
const lang = (l: string): Lang => (l === 'en' ? 'en' : 'bn');

export function toCard(p: Promotion, language: string): PromotionCard {
  const l = lang(language);
  return { id: p.id, type: p.type, tags: p.tags, title: p.title[l], banner: p.banner[l], startsAt: p.startsAt, endsAt: p.endsAt, mechanic: p.mechanic, status: p.status };
}

export function toDetail(p: Promotion, language: string): PromotionDetail {
  const { mechanic: _mechanic, ...card } = toCard(p, language);
  return { ...card, terms: p.terms[lang(language)], audience: p.audience, spec: { mechanic: p.mechanic, params: p.params } as MechanicSpec };
}

interface Entry {
  list: Promotion[];
  /** The list is stale from this time on (a start, an end or a drop-off passes; or the safety net). */
  until: number;
}

const caches = new WeakMap<Db, Entry>();
onCacheChange('promotions', (db) => caches.delete(db as Db));

/** The next time the visible list or a state of it changes by the clock alone. */
function nextBoundary(list: readonly Promotion[], now: number): number {
  let until = now + CACHE_MS;
  for (const p of list) for (const t of [p.startsAt, p.endsAt, p.endsAt + ENDED_VISIBLE_MS]) if (t > now && t < until) until = t;
  return until;
}

/** The visible promotions at `now`, from the cache while it holds. */
export async function cachedPromotions(app: Pick<AppContext, 'db'>, now = Date.now()): Promise<Promotion[]> {
  const hit = caches.get(app.db);
  if (hit && now < hit.until) return hit.list;
  const list = await visiblePromotions(app.db, now, ENDED_VISIBLE_MS);
  caches.set(app.db, { list, until: nextBoundary(list, now) });
  return list;
}

/** Staff changed a promotion: the next page or list reads them again. */
export function forgetPromotionCards(app: Pick<AppContext, 'db'>): void {
  caches.delete(app.db);
  // Every other instance drops its copy when the event bus brings this (decision 032).
  announceCacheChange(app.db, 'promotions');
}

/** The list's cards in one language: running, coming soon, and ended within seven days. */
export async function promotionCards(app: Pick<AppContext, 'db'>, language: string, now = Date.now()): Promise<PromotionCard[]> {
  return (await cachedPromotions(app, now)).map((p) => toCard(p, language));
}

/** One published promotion for its page (drafts and pending ones are NOT_FOUND). */
export async function promotionDetail(app: Pick<AppContext, 'db'>, id: number, language: string, now = Date.now()): Promise<PromotionDetail> {
  const cached = (await cachedPromotions(app, now)).find((p) => p.id === id);
  const p = cached ?? (await publishedPromotion(app.db, id));
  if (p.status !== 'published' && p.status !== 'ended') throw new NotFound('No such promotion.');
  return toDetail(p, language);
}
