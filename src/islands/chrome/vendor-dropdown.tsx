import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PATH } from '#lib/categories.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import type { Category, CategoryEntry, VendorCard } from '#lib/types/shell.ts';
import styles from './bottom-nav.module.css';

/** Spec §9: 21 vendor tiles on the first page of the dropdown, 18 on each later page. */
export const FIRST_PAGE = 21;
export const LATER_PAGE = 18;

export function dropdownPage<T>(items: readonly T[], page: number): { items: T[]; hasMore: boolean } {
  const start = page === 0 ? 0 : FIRST_PAGE + (page - 1) * LATER_PAGE;
  const size = page === 0 ? FIRST_PAGE : LATER_PAGE;
  return { items: items.slice(start, start + size), hasMore: items.length > start + size };
}

/** Spec §4: these categories' vendor tiles start the vendor's own game: a sportsbook, or a lottery's game page (LOTT, ELOTT). */
const STARTS_DIRECTLY: ReadonlySet<Category> = new Set(['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT']);

/** The games store (and its calls) loads only when a visitor picks a sportsbook, not on every page. */
async function startVendor(vendor: VendorCard): Promise<void> {
  const games = await import('#lib/stores/games.ts');
  const { showRefusal } = await import('./reactions.ts');
  showRefusal(await games.startVendor(vendor, location.pathname + location.search));
}

/** The vendor tiles of one category, opened from the bottom navigation: a studio's lobby, or its game started at once. */
export function VendorDropdown({ lang, entry }: { lang: string; entry: CategoryEntry }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const { items, hasMore } = dropdownPage(entry.vendors, page);
  const base = CATEGORY_PATH[entry.gameCategory];
  const startsDirectly = STARTS_DIRECTLY.has(entry.gameCategory);
  return (
    <div className={styles.dropdown} role="group" aria-label={t(`games.category.${entry.gameCategory}`)}>
      <ul className={`container ${styles.tiles}`}>
        {items.map((v) => {
          const face = (
            <>
              <img src={v.smallIcon} alt="" width="96" height="38" loading="lazy" />
              <span>{v.displayName}</span>
              {v.maintenance && <small className={styles.badge}>{t('games.vendor.maintenance')}</small>}
            </>
          );
          return (
            <li key={v.vassalage}>
              {startsDirectly ? (
                <button type="button" className={styles.tile} onClick={() => void startVendor(v)}>
                  {face}
                </button>
              ) : (
                <a className={styles.tile} href={`${localizedPath(lang, base)}?page=${encodeURIComponent(v.vassalage)}`}>
                  {face}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {(page > 0 || hasMore) && (
        <div className={styles.dropdownPager}>
          <button type="button" className="btn" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('common.pagination.previous')}
          </button>
          <button type="button" className="btn" disabled={!hasMore} onClick={() => setPage(page + 1)}>
            {t('common.pagination.next')}
          </button>
        </div>
      )}
    </div>
  );
}
