import { CATEGORIES } from '#lib/categories.ts';
import type { Category, CategoryEntry, VendorCard } from '#lib/types/shell.ts';
import type { Db } from '#server/db/connect.ts';
import { getSetting } from './settings.ts';

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db
    .selectFrom('countries')
    .select(['code', 'dialing_code'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .execute();
  return rows.map((r) => ({ countryCode: r.code, countryDialingCode: r.dialing_code }));
}

export async function listResources(db: Db): Promise<{ resourceType: string; url: string; labelNameEn: string }[]> {
  const rows = await db.selectFrom('resources').selectAll().orderBy('sort').execute();
  return rows.map((r) => ({ resourceType: r.resource_type, url: r.url, labelNameEn: r.label_name_en }));
}

export async function listDomains(db: Db): Promise<{ host: string; kind: string }[]> {
  return db.selectFrom('domains').select(['host', 'kind']).where('active', '=', 1).orderBy('id').execute();
}

/**
 * The game menu: each category with its vendors, in category order, leaving out categories
 * without vendors. Vendors on the configured e-sports list move from SPORTS to ESPORTS.
 */
export async function gameMenus(db: Db): Promise<CategoryEntry[]> {
  const [rows, config] = await Promise.all([
    db.selectFrom('vendors').selectAll().orderBy('sort').orderBy('code').execute(),
    getSetting(db, 'siteConfig'),
  ]);
  const esports = new Set(config.esportsVendors);
  const byCategory = new Map<Category, VendorCard[]>(CATEGORIES.map((c) => [c, []]));
  for (const r of rows) {
    const category = r.category === 'SPORTS' && esports.has(r.code) ? 'ESPORTS' : (r.category as Category);
    byCategory.get(category)?.push({
      vassalage: r.code,
      displayName: r.display_name,
      smallIcon: r.small_icon,
      isHot: r.is_hot === 1,
      maintenance: r.status === 1,
    });
  }
  return CATEGORIES.filter((c) => byCategory.get(c)?.length).map((c) => ({
    gameCategory: c,
    vendors: byCategory.get(c) ?? [],
  }));
}
