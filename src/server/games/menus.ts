import { CATEGORIES } from '#lib/categories.ts';
import type { Category, CategoryEntry, VendorCard } from '#lib/types/shell.ts';
import type { Db } from '#server/db/connect.ts';
import { getSetting } from '#server/system/index.ts';

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
