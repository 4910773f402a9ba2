/** The sportsbook's public pages (spec §2 /sports, /esports): the menu, event lists, an event with every market, the live stream. */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, language, pageNo, pageOf, pageSize, recordId } from './common.ts';
import { EventCard, EventView, sportKey, sportKind } from './sports-shapes.ts';

const tag = 'Sportsbook';

/** live: in play now; today: starting before the merchant’s midnight; upcoming: later; results: ended, newest first. */
export const EVENT_TABS = ['live', 'today', 'upcoming', 'results'] as const;

export const SportsMenu = z.object({
  kind: sportKind,
  sports: z.array(
    z.object({
      sport: sportKey,
      name: z.string(),
      live: z.number().int().describe('events in play now'),
      upcoming: z.number().int().describe('events not started yet'),
      competitions: z.array(z.object({ id: z.number().int(), name: z.string(), region: z.string(), events: z.number().int() })),
    }),
  ),
  serverTime: epochMs,
});
export type SportsMenu = z.infer<typeof SportsMenu>;

export const EventList = pageOf(EventCard).extend({ serverTime: epochMs });
export type EventList = z.infer<typeof EventList>;

export const EventPage = z.object({ event: EventView, serverTime: epochMs });
export type EventPage = z.infer<typeof EventPage>;

export const sports = {
  menu: endpoint({
    method: 'GET',
    path: '/wps/sports/menu',
    summary: 'The sports of a page with their competitions and how many events are live and upcoming',
    tag,
    access: 'public',
    query: z.object({ kind: sportKind, language }),
    response: SportsMenu,
    errors: [],
  }),
  events: endpoint({
    method: 'GET',
    path: '/wps/sports/events',
    summary: 'Events of a page by tab (live, today, upcoming, results), optionally of one sport or competition, with their main markets',
    tag,
    access: 'public',
    query: z.object({ kind: sportKind, tab: z.enum(EVENT_TABS), sport: sportKey.optional(), competitionId: z.optional(recordId), language, pageNo, pageSize: pageSize(20, 100) }),
    response: EventList,
    errors: [],
  }),
  event: endpoint({
    method: 'GET',
    path: '/wps/sports/events/:id',
    summary: 'One event with every market, its live state, result and fairness data (commitment, and the seed once ended)',
    tag,
    access: 'public',
    params: idParams,
    query: z.object({ language }),
    response: EventPage,
    errors: ['UNKNOWN_EVENT'],
  }),
  stream: endpoint({
    method: 'GET',
    path: '/wps/sports/stream',
    summary: 'Server-sent events (sports-model SportsPush): `score` when an event’s status or score changes, `odds` when markets change odds or state; `ping` every 25 s',
    tag,
    access: 'public',
    response: null,
    media: 'text/event-stream',
    errors: [],
  }),
} as const;
