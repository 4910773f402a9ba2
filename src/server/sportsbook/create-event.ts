/**
 * Making an event with its markets and selections (the feed's fixtures and staff's hand-made
 * events): competition and teams found or created, the event row, its markets and selections.
 * One transaction per event, so an event never shows without its markets; the unique keys
 * (source, code) and (source, external_id) make concurrent creation by several instances
 * harmless: the second finds the first's rows.
 */
import { type MarketKind, sportOf, type SportKey } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { crestOf } from './crests.ts';
import { EventStateChanged, UnknownEvent } from './errors.ts';
import { pushOdds } from './publish.ts';

export interface NewSelection {
  key: string;
  /** A name per language for a hand-made selection (null: named by key and teams). */
  names?: Record<string, string> | null;
  odds: number;
  /** A selection that cannot be offered now (the feed had no price for it); open by default. */
  status?: 'open' | 'suspended';
}

export interface NewMarket {
  kind: MarketKind;
  lineQ?: number | null;
  main?: boolean;
  names?: Record<string, string> | null;
  maxStake?: number | null;
  maxPayoutBet?: number | null;
  maxPayoutMarket?: number | null;
  /** Open by default; the feed makes a market it cannot fully price suspended. */
  status?: 'open' | 'suspended';
  selections: NewSelection[];
}

export interface NewEvent {
  sport: SportKey;
  /** An existing competition's id, or a new one's code and names. */
  competition: number | { code: string; names: Record<string, string>; region?: Record<string, string> };
  /** An existing team's id, or a new one's code, names and short names. */
  home: number | { code: string; names: Record<string, string>; short?: Record<string, string>; rating?: number };
  away: number | { code: string; names: Record<string, string>; short?: Record<string, string>; rating?: number };
  startsAt: number;
  inPlay: boolean;
  /** sim | manual | a feed's name. */
  source: string;
  externalId: string;
  markets: NewMarket[];
  /** Simulated events: the seed (kept secret until the end), its SHA-256 and the simulation's inputs. */
  fair?: { seed: string; commitment: string; sim: Record<string, unknown> };
}

type Tx = Db;

async function competitionId(tx: Tx, spec: NewEvent, now: number): Promise<number> {
  const c = spec.competition;
  if (typeof c === 'number') return c;
  const find = () => tx.selectFrom('sports_competitions').select('id').where('source', '=', spec.source).where('code', '=', c.code).executeTakeFirst();
  const found = await find();
  if (found) return Number(found.id);
  await tx
    .insertInto('sports_competitions')
    .values({ sport: spec.sport, code: c.code, names: JSON.stringify(c.names), region: JSON.stringify(c.region ?? {}), source: spec.source, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return Number((await find())!.id);
}

async function teamId(tx: Tx, spec: NewEvent, t: NewEvent['home'], now: number): Promise<number> {
  if (typeof t === 'number') return t;
  const find = () => tx.selectFrom('sports_teams').select('id').where('source', '=', spec.source).where('sport', '=', spec.sport).where('code', '=', t.code).executeTakeFirst();
  const found = await find();
  if (found) return Number(found.id);
  const en = t.names['en'] ?? Object.values(t.names)[0] ?? t.code;
  const short = t.short ?? Object.fromEntries(Object.entries(t.names).map(([lang, name]) => [lang, name.slice(0, 3).toUpperCase()]));
  await tx
    .insertInto('sports_teams')
    .values({ sport: spec.sport, code: t.code, names: JSON.stringify(t.names), short_names: JSON.stringify(short), crest: JSON.stringify(crestOf(`${spec.sport}:${t.code}`, en)), rating: t.rating ?? 1000, source: spec.source, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return Number((await find())!.id);
}

/** Writes markets (and their selections) of an event, sorted from `firstSort`: three statements whatever the count. */
async function insertMarkets(tx: Tx, eventId: number, markets: NewMarket[], firstSort: number, now: number): Promise<number[]> {
  if (!markets.length) return [];
  await tx
    .insertInto('sports_markets')
    .values(markets.map((m, i) => ({ event_id: eventId, kind: m.kind, line_q: m.lineQ ?? null, names: m.names ? JSON.stringify(m.names) : null, main: m.main ? 1 : 0, status: m.status ?? 'open', max_stake: m.maxStake ?? null, max_payout_bet: m.maxPayoutBet ?? null, max_payout_market: m.maxPayoutMarket ?? null, sort: firstSort + i, updated_at: now })))
    .execute();
  // Ids by sort (the order a multi-row insert returns its ids in is not promised).
  const rows = await tx.selectFrom('sports_markets').select(['id', 'sort']).where('event_id', '=', eventId).where('sort', '>=', firstSort).execute();
  const idAt = new Map(rows.map((r) => [Number(r.sort), Number(r.id)]));
  const ids = markets.map((_, i) => idAt.get(firstSort + i)!);
  const selections = markets.flatMap((m, i) => m.selections.map((s, j) => ({ market_id: ids[i]!, key: s.key, names: s.names ? JSON.stringify(s.names) : null, odds: s.odds, status: s.status ?? 'open', sort: j, updated_at: now })));
  for (let i = 0; i < selections.length; i += 500) await tx.insertInto('sports_selections').values(selections.slice(i, i + 500)).execute();
  return ids;
}

const existing = async (db: Db, source: string, externalId: string) => db.selectFrom('sports_events').select('id').where('source', '=', source).where('external_id', '=', externalId).executeTakeFirst();

/** Creates the event (idempotent per source and externalId: an existing one answers its id, created false). */
export async function createEvent(app: AppContext, spec: NewEvent, now = Date.now()): Promise<{ eventId: number; created: boolean }> {
  const found = await existing(app.db, spec.source, spec.externalId);
  if (found) return { eventId: Number(found.id), created: false };
  const kind = sportOf(spec.sport)?.kind ?? 'sports';
  const made = await app.db.transaction().execute(async (tx) => {
    const competition = await competitionId(tx, spec, now);
    const home = await teamId(tx, spec, spec.home, now);
    const away = await teamId(tx, spec, spec.away, now);
    const row = await tx
      .insertInto('sports_events')
      .values({
        kind,
        sport: spec.sport,
        competition_id: competition,
        home_team_id: home,
        away_team_id: away,
        starts_at: spec.startsAt,
        status: 'scheduled',
        in_play: spec.inPlay ? 1 : 0,
        source: spec.source,
        external_id: spec.externalId,
        commitment: spec.fair?.commitment ?? null,
        seed: spec.fair?.seed ?? null,
        sim: spec.fair ? JSON.stringify(spec.fair.sim) : null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    await insertMarkets(tx, Number(row.id), spec.markets, 0, now);
    return Number(row.id);
  });
  if (made !== null) return { eventId: made, created: true };
  // Another instance made it meanwhile.
  return { eventId: Number((await existing(app.db, spec.source, spec.externalId))!.id), created: false };
}

/** Adds a market to an event that has not ended. */
export async function addMarket(app: AppContext, eventId: number, market: NewMarket, now = Date.now()): Promise<{ marketId: number }> {
  const done = await app.db.transaction().execute(async (tx) => {
    const event = await tx.selectFrom('sports_events').select(['status']).where('id', '=', eventId).executeTakeFirst();
    if (!event) throw new UnknownEvent('no such event', { eventId });
    const last = await tx.selectFrom('sports_markets').select((eb) => eb.fn.max('sort').as('sort')).where('event_id', '=', eventId).executeTakeFirst();
    const [marketId] = await insertMarkets(tx, eventId, [market], Number(last?.sort ?? -1) + 1, now);
    // The event still open for markets (the guard also raises the version the pages redraw on).
    const r = await tx.updateTable('sports_events').set((eb) => ({ version: eb('version', '+', 1), updated_at: now })).where('id', '=', eventId).where('status', 'in', ['scheduled', 'live']).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new EventStateChanged('the event has ended', { eventId, status: event.status });
    const v = await tx.selectFrom('sports_events').select('version').where('id', '=', eventId).executeTakeFirstOrThrow();
    return { marketId: marketId!, version: Number(v.version) };
  });
  const sels = await app.db.selectFrom('sports_selections').select(['id', 'odds', 'status']).where('market_id', '=', done.marketId).orderBy('sort').execute();
  pushOdds(app, eventId, done.version, [{ id: done.marketId, status: market.status ?? 'open', selections: sels.map((s) => ({ id: Number(s.id), odds: Number(s.odds), status: s.status === 'suspended' ? 'suspended' : 'open' })) }]);
  return { marketId: done.marketId };
}
