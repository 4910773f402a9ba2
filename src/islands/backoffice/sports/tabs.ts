import type { DeskTab } from '../tabbed-desk.tsx';

/** The sportsbook desk's tabs, in order: one line per tab, each its own file under this folder (label bo.sports.tab.<id>). */
export const SPORTS_TABS: readonly DeskTab[] = [];
