/**
 * Back office, sportsbook desk: the events tab (list, one event, an event made by hand) and an
 * event's life by hand (start, cancel, abandon). Every change is audited.
 */
import type { NewEventInput, NewMarketInput } from '#lib/contracts/backoffice-sports.ts';
import { LINED_KINDS, MARKET_KEYS, quartersOf, sportOf, type SportKey } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';
import { ValidationFailed } from '#server/errors.ts';
import { createEvent, type EventAction, type NewMarket, setEventStatus } from '#server/sportsbook/index.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

export { staffCatalogue as boSportsCatalogue, staffEvent as boSportsEvent, staffEvents as boSportsEvents } from '#server/sportsbook/index.ts';

/** A code for a hand-made competition or team, from its English name (the same name finds the same row). */
const codeOf = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'x';

const shortOf = (name: string): string => {
  const words = name.trim().split(/\s+/);
  return (words.length > 1 ? words.map((w) => w[0] ?? '').join('') : name).slice(0, 4).toUpperCase();
};

/** A market as staff typed it, checked against its kind: the keys the kind takes, a line where it has one, names for a winner market. */
function marketOf(m: NewMarketInput, i: number): NewMarket {
  const lined = LINED_KINDS.includes(m.kind);
  if (lined && (m.line === undefined || m.line === null)) throw new ValidationFailed(`Market ${i + 1} needs a line.`, { market: i });
  const keys = m.selections.map((s) => s.key);
  if (new Set(keys).size !== keys.length) throw new ValidationFailed(`Market ${i + 1} has a selection twice.`, { market: i });
  if (m.kind === 'winner') {
    if (m.selections.some((s) => !s.names)) throw new ValidationFailed(`Every selection of market ${i + 1} needs its names.`, { market: i });
  } else if (m.kind === 'cs') {
    if (keys.some((k) => !/^\d{1,2}-\d{1,2}$/.test(k) && !['other_home', 'other_draw', 'other_away'].includes(k))) throw new ValidationFailed(`Market ${i + 1}: a correct score is "h-a".`, { market: i });
  } else {
    const want = MARKET_KEYS[m.kind];
    if (keys.length !== want.length || want.some((k) => !keys.includes(k))) throw new ValidationFailed(`Market ${i + 1} takes the selections ${want.join(', ')}.`, { market: i });
  }
  return {
    kind: m.kind,
    lineQ: lined ? quartersOf(m.line ?? 0) : null,
    main: true,
    names: m.kind === 'winner' ? (m.names ?? null) : null,
    selections: m.selections.map((s) => ({ key: s.key, names: m.kind === 'winner' ? (s.names ?? null) : null, odds: s.odds })),
  };
}

/** Makes an event by hand (source manual) with its markets; audited. */
export async function createSportsEventAs(app: AppContext, actor: StaffActor, input: NewEventInput, now = Date.now()) {
  const sport = sportOf(input.sport);
  if (!sport) throw new ValidationFailed('Unknown sport.');
  if (input.startsAt < now - 60_000) throw new ValidationFailed('The start time has passed.', { startsAt: input.startsAt });
  if (typeof input.home === 'number' && input.home === input.away) throw new ValidationFailed('An event needs two different teams.');
  const markets = input.markets.map(marketOf);
  const mainKinds = new Set<string>();
  // One main market per kind: the first of each.
  for (const m of markets) {
    m.main = !mainKinds.has(m.kind);
    mainKinds.add(m.kind);
  }
  const team = (t: NewEventInput['home']) => (typeof t === 'number' ? t : { code: codeOf(t.names.en), names: t.names, short: t.short ?? { en: shortOf(t.names.en), bn: shortOf(t.names.en) } });
  const done = await createEvent(
    app,
    {
      sport: input.sport as SportKey,
      competition: typeof input.competition === 'number' ? input.competition : { code: codeOf(input.competition.names.en), names: input.competition.names },
      home: team(input.home),
      away: team(input.away),
      startsAt: input.startsAt,
      inPlay: input.inPlay,
      source: 'manual',
      externalId: `manual:${now}:${Math.random().toString(36).slice(2, 10)}`,
      markets,
    },
    now,
  );
  await audit(app.db, actor, { action: 'sports.event.create', targetType: 'sports_event', targetId: done.eventId, after: { ...input, markets: input.markets.length } }, now);
  return { eventId: done.eventId };
}

/** Starts, cancels or abandons a hand-made event; audited. */
export async function setSportsEventStatusAs(app: AppContext, actor: StaffActor, eventId: number, action: EventAction, reason?: string, now = Date.now()) {
  const done = await setEventStatus(app, eventId, action, now);
  await audit(app.db, actor, { action: `sports.event.${action}`, targetType: 'sports_event', targetId: eventId, before: { status: done.from }, after: { status: done.status, suspended: done.suspended, ...(reason ? { reason } : {}) } }, now);
  return { eventId, status: done.status, version: done.version, suspended: done.suspended };
}
