/** A promotion row for tests and the demo seed (published and running unless told otherwise). */
import type { Db } from '../connect.ts';
import type { Audience, Localized, Mechanic, MechanicParams, PromotionStatus, PromotionTag, PromotionType } from '#lib/contracts/promotion-model.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface PromotionOverrides {
  type?: PromotionType;
  tags?: PromotionTag[];
  title?: Localized;
  terms?: Localized;
  banner?: Localized;
  startsAt?: number;
  endsAt?: number;
  audience?: Audience;
  status?: PromotionStatus;
  sort?: number;
  now?: number;
}

export async function insertPromotion<M extends Mechanic>(db: Db, mechanic: M, params: MechanicParams[M], o: PromotionOverrides = {}): Promise<number> {
  const now = o.now ?? Date.now();
  const title = o.title ?? { bn: `প্রচার ${mechanic}`, en: `Promotion ${mechanic}` };
  const terms = o.terms ?? { bn: '<p>শর্তাবলী প্রযোজ্য।</p>', en: '<p>Terms apply.</p>' };
  const banner = o.banner ?? { bn: '/images/banners/promo.svg', en: '/images/banners/promo.svg' };
  const status = o.status ?? 'published';
  const row = await db
    .insertInto('promotions')
    .values({
      type: o.type ?? 'other',
      tags: JSON.stringify(o.tags ?? []),
      title_bn: title.bn,
      title_en: title.en,
      terms_bn: terms.bn,
      terms_en: terms.en,
      banner_bn: banner.bn,
      banner_en: banner.en,
      starts_at: o.startsAt ?? now - HOUR,
      ends_at: o.endsAt ?? now + 7 * DAY,
      audience: JSON.stringify(o.audience ?? { kind: 'all' }),
      mechanic,
      params: JSON.stringify(params),
      status,
      version: 1,
      sort: o.sort ?? 0,
      created_by: null,
      created_at: now,
      updated_at: now,
      published_at: status === 'published' || status === 'ended' ? now : null,
      ended_at: status === 'ended' ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
