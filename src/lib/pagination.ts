/** Spec §9 pagination defaults. */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page buttons to show: `margin` pages at each end, `range` pages around the current one,
 * and a gap where pages are left out. Pages count from 1.
 */
export function pageItems(current: number, total: number, range = PAGE_RANGE, margin = MARGIN_PAGES): PageItem[] {
  if (total <= 0) return [];
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p++) shown.add(p);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    else if (page - previous === 2) items.push({ kind: 'page', page: page - 1 });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
