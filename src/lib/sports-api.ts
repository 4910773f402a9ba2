/** The sportsbook pages' reads: the menu of a page, an event list by tab, one event with every market. */
import { apiLanguage, request } from './api.ts';
import type { EVENT_TABS } from './contracts/sports.ts';
import type { SportKey, SportKind } from './contracts/sports-model.ts';

export type EventTab = (typeof EVENT_TABS)[number];

/** What an event list shows: a page's tab, narrowed to a sport or a competition. */
export interface ListFilter {
  kind: SportKind;
  tab: EventTab;
  sport?: SportKey | undefined;
  competitionId?: number | undefined;
}

export const sportsApi = {
  menu: (kind: SportKind) => request('GET /wps/sports/menu', { query: { kind, language: apiLanguage() } }),
  events: (f: ListFilter, pageNo = 1, pageSize = 50) =>
    request('GET /wps/sports/events', {
      query: { kind: f.kind, tab: f.tab, ...(f.sport ? { sport: f.sport } : {}), ...(f.competitionId ? { competitionId: f.competitionId } : {}), language: apiLanguage(), pageNo, pageSize },
    }),
  event: (id: number) => request('GET /wps/sports/events/:id', { params: { id }, query: { language: apiLanguage() } }),
};
