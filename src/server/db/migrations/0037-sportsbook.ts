import type { Kysely } from 'kysely';
import { isPostgres, notNull, withId, zero } from './columns.ts';

/**
 * Sportsbook (issue 19): competitions and teams, events with their markets and selections (from
 * the feed adapter or made by hand), the bets (each one a bet row of the SPORTS or ESPORTS house
 * vendor through the wallet) and their legs, cash-outs, and the per-player stake factor. Amounts
 * are minor units, odds thousandths (1.850 → 1850), handicap and total lines quarters (−0.25 → −1,
 * 2.75 → 11), times epoch ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idRef = isPostgres(db) ? 'bigint' : 'integer';

  await withId(db, db.schema.createTable('sports_competitions'))
    /** A sport key of SPORTS (sports-model.ts): football, basketball, tennis, cricket, moba, shooter. */
    .addColumn('sport', 'text', notNull)
    /** Unique per source: the feed's own id, or "manual:<n>". */
    .addColumn('code', 'text', notNull)
    /** JSON: the name per language. */
    .addColumn('names', 'text', notNull)
    /** JSON: the region or country per language ({} when none). */
    .addColumn('region', 'text', notNull)
    /** sim | manual | the feed's name. */
    .addColumn('source', 'text', notNull)
    /** active | hidden. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('sort', 'integer', zero)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('sports_competitions_code').on('sports_competitions').columns(['source', 'code']).unique().execute();

  await withId(db, db.schema.createTable('sports_teams'))
    .addColumn('sport', 'text', notNull)
    .addColumn('code', 'text', notNull)
    /** JSON: the name per language. */
    .addColumn('names', 'text', notNull)
    /** JSON: the short name per language (three or four letters). */
    .addColumn('short_names', 'text', notNull)
    /** JSON Crest (sports-model.ts): shape, pattern, two colours, initials. */
    .addColumn('crest', 'text', notNull)
    /** The rating model's strength (thousandths; 1000 is an average side). */
    .addColumn('rating', 'integer', notNull)
    .addColumn('source', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('sports_teams_code').on('sports_teams').columns(['source', 'sport', 'code']).unique().execute();

  await withId(db, db.schema.createTable('sports_events'))
    /** sports | esports (which page and which house vendor). */
    .addColumn('kind', 'text', notNull)
    .addColumn('sport', 'text', notNull)
    .addColumn('competition_id', idRef, notNull)
    .addColumn('home_team_id', idRef, notNull)
    .addColumn('away_team_id', idRef, notNull)
    .addColumn('starts_at', 'bigint', notNull)
    /** EVENT_STATUSES: scheduled → live → ended → settled; or cancelled, abandoned. */
    .addColumn('status', 'text', notNull)
    /** 1 when the event is offered in-play (bets with the in-play delay after it starts). */
    .addColumn('in_play', 'integer', zero)
    .addColumn('source', 'text', notNull)
    /** Unique per source: the feed's id of the event. */
    .addColumn('external_id', 'text', notNull)
    /** JSON LiveState while live and after (score, clock, period); null before the start. */
    .addColumn('live', 'text')
    /** JSON FinalScore once ended (null before, and for an abandoned event without a result). */
    .addColumn('result', 'text')
    /** Simulated events: SHA-256 of the seed, published from the fixture's creation. */
    .addColumn('commitment', 'text')
    /** Simulated events: the seed (hex), shown only once the event has ended. */
    .addColumn('seed', 'text')
    /** JSON: the simulation's inputs (ratings, model version), published with the commitment. */
    .addColumn('sim', 'text')
    /** Raised on every change a page must redraw (score, status, a market's odds or state). */
    .addColumn('version', 'integer', zero)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('updated_at', 'bigint', notNull)
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('sports_events_external').on('sports_events').columns(['source', 'external_id']).unique().execute();
  await db.schema.createIndex('sports_events_by_status').on('sports_events').columns(['status', 'starts_at']).execute();
  await db.schema.createIndex('sports_events_by_sport').on('sports_events').columns(['kind', 'sport', 'starts_at']).execute();
  await db.schema.createIndex('sports_events_by_competition').on('sports_events').columns(['competition_id', 'starts_at']).execute();

  await withId(db, db.schema.createTable('sports_markets'))
    .addColumn('event_id', idRef, notNull)
    /** MARKET_KINDS: 1x2, dc, ah, ou, btts, cs, mw, mh, winner. */
    .addColumn('kind', 'text', notNull)
    /** Handicap (home side's) or total line in quarters; null for markets without a line. */
    .addColumn('line_q', 'integer')
    /** JSON: a market name per language, only for hand-made `winner` markets (null: named by kind). */
    .addColumn('names', 'text')
    /** The main line of its kind (shown in the event list). */
    .addColumn('main', 'integer', zero)
    /** MARKET_STATUSES: open | suspended | settled | void. */
    .addColumn('status', 'text', notNull)
    /** Raised each time the market is suspended (a bet in its in-play delay is voided by a change). */
    .addColumn('suspensions', 'integer', zero)
    /** Limits (minor units); null takes the `sports` settings' defaults. */
    .addColumn('max_stake', 'bigint')
    .addColumn('max_payout_bet', 'bigint')
    .addColumn('max_payout_market', 'bigint')
    /** Σ potential payouts of open bets with a leg here (raised at placement by a guarded update). */
    .addColumn('exposure', 'bigint', zero)
    /** Settlement revision: 0 unsettled, 1 first settlement, +1 per correction or void after it. */
    .addColumn('revision', 'integer', zero)
    /** Bets settled up to this bet id at the current revision (a crash resumes after it). */
    .addColumn('settle_cursor', 'bigint', zero)
    .addColumn('settled_at', 'bigint')
    .addColumn('sort', 'integer', zero)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('sports_markets_by_event').on('sports_markets').columns(['event_id', 'sort']).execute();
  await db.schema.createIndex('sports_markets_by_status').on('sports_markets').columns(['status']).execute();

  await withId(db, db.schema.createTable('sports_selections'))
    .addColumn('market_id', idRef, notNull)
    /** The selection's key within its kind: home, draw, away, over, under, yes, no, "2-1", or a hand-made key. */
    .addColumn('key', 'text', notNull)
    /** JSON: a name per language for hand-made selections (null: named by key and teams). */
    .addColumn('names', 'text')
    .addColumn('odds', 'integer', notNull)
    /** open | suspended (one selection off while the rest of the market trades). */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    /** SELECTION_RESULTS once settled: win | lose | void | half_win | half_lose. */
    .addColumn('result', 'text')
    /** How many selections tied for the place (dead heat); 1 otherwise. */
    .addColumn('dead_heat', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', zero)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('sports_selections_by_market').on('sports_selections').columns(['market_id', 'sort']).execute();

  await withId(db, db.schema.createTable('sports_bets'))
    .addColumn('member_id', idRef, notNull)
    /** The house vendor the bet is a round of (PITCH_SPORTS or ARENA_ESPORTS). */
    .addColumn('vendor', 'text', notNull)
    /** single | acca | system. */
    .addColumn('kind', 'text', notNull)
    /** SYSTEM_TYPES for a system bet (trixie … goliath, n_of_m); null otherwise. */
    .addColumn('system', 'text')
    /** n of "n from m"; null otherwise. */
    .addColumn('size', 'integer')
    /** How many lines (single bets) the bet holds: 1 for a single or an accumulator. */
    .addColumn('lines', 'integer', notNull)
    .addColumn('unit_stake', 'bigint', notNull)
    /** unit_stake × lines. */
    .addColumn('stake', 'bigint', notNull)
    /** The part of the stake still running (partial cash-outs lower it; 0 after a full one). */
    .addColumn('open_stake', 'bigint', notNull)
    /** Σ of cash-out payments. */
    .addColumn('cashed_out', 'bigint', zero)
    /** The most the bet can return at its accepted odds. */
    .addColumn('potential', 'bigint', notNull)
    /** What settlement paid (cash-outs not included). */
    .addColumn('payout', 'bigint', zero)
    /** BET_STATUSES: pending (in-play delay) | open | settled | cashed_out | rejected. */
    .addColumn('status', 'text', notNull)
    /** BET_RESULTS once settled: won | lost | void. */
    .addColumn('result', 'text')
    /** none | higher | any: which odds changes the player accepted. */
    .addColumn('odds_change', 'text', notNull)
    /** Wallet round `S<id>`. */
    .addColumn('round_id', 'text', notNull)
    /** `${requestId}:${index}`: unique per member. */
    .addColumn('idem_key', 'text', notNull)
    .addColumn('language', 'text', notNull)
    /** 1 when any leg was placed in-play. */
    .addColumn('in_play', 'integer', zero)
    /** Settlements applied (1 first, +1 per resettlement): the win transaction of the next is `S<id>:win:r<n>`. */
    .addColumn('settlements', 'integer', zero)
    /** A correction's money the member's balance did not cover (kept for staff). */
    .addColumn('unrecovered', 'bigint', zero)
    .addColumn('placed_at', 'bigint', notNull)
    /** When a pending bet is decided (placed_at + the in-play delay); placed_at otherwise. */
    .addColumn('accept_at', 'bigint', notNull)
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('sports_bets_idem').on('sports_bets').columns(['member_id', 'idem_key']).unique().execute();
  await db.schema.createIndex('sports_bets_by_member').on('sports_bets').columns(['member_id', 'status', 'id']).execute();
  await db.schema.createIndex('sports_bets_by_status').on('sports_bets').columns(['status', 'accept_at']).execute();

  await withId(db, db.schema.createTable('sports_bet_legs'))
    .addColumn('bet_id', idRef, notNull)
    .addColumn('idx', 'integer', notNull)
    .addColumn('event_id', idRef, notNull)
    .addColumn('market_id', idRef, notNull)
    .addColumn('selection_id', idRef, notNull)
    /** The odds the leg was accepted at (thousandths). */
    .addColumn('odds', 'integer', notNull)
    /** The market's line at placement (quarters), null without one. */
    .addColumn('line_q', 'integer')
    /** The market's `suspensions` at placement (a change during the in-play delay voids the bet). */
    .addColumn('suspensions', 'integer', zero)
    /** 1 when placed while the event was live. */
    .addColumn('in_play', 'integer', zero)
    /** The selection's result as settled (null while open), and its dead-heat divisor. */
    .addColumn('result', 'text')
    .addColumn('dead_heat', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('sports_bet_legs_by_bet').on('sports_bet_legs').columns(['bet_id', 'idx']).unique().execute();
  await db.schema.createIndex('sports_bet_legs_by_market').on('sports_bet_legs').columns(['market_id', 'bet_id']).execute();

  await withId(db, db.schema.createTable('sports_cashouts'))
    .addColumn('bet_id', idRef, notNull)
    .addColumn('member_id', idRef, notNull)
    /** The part of the stake cashed out. */
    .addColumn('stake_part', 'bigint', notNull)
    /** What the member was paid for it. */
    .addColumn('amount', 'bigint', notNull)
    /** The member's request id: unique per member (a replay answers the first). */
    .addColumn('idem_key', 'text', notNull)
    .addColumn('txn_id', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .execute();
  await db.schema.createIndex('sports_cashouts_idem').on('sports_cashouts').columns(['member_id', 'idem_key']).unique().execute();
  await db.schema.createIndex('sports_cashouts_by_bet').on('sports_cashouts').columns(['bet_id']).execute();

  await db.schema
    .createTable('sports_player_limits')
    .addColumn('member_id', idRef, (c) => c.primaryKey())
    /** The player's stake factor in basis points (10000 = the market's limits, 2500 = a quarter of them). */
    .addColumn('stake_factor_bps', 'integer', notNull)
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_by', idRef)
    .addColumn('updated_at', 'bigint', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['sports_player_limits', 'sports_cashouts', 'sports_bet_legs', 'sports_bets', 'sports_selections', 'sports_markets', 'sports_events', 'sports_teams', 'sports_competitions']) await db.schema.dropTable(t).execute();
}
