/**
 * Staff reads of bets and liability (the back office's bets tab): bets with their legs, filtered;
 * open and suspended markets by exposure against their payout limit.
 */
import type { BoBet, LiabilityRow } from '#lib/contracts/backoffice-sports-risk.ts';
import type { BetKind, BetResult, BetStatus, MarketKind, MarketStatus, SportKind } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';
import { getSetting } from '#server/system/index.ts';
import { ownName, staffEventName, staffMarketName, staffSelectionName } from './staff-names.ts';

const PAGE = 30;

export interface StaffBetQuery {
  member?: string | undefined;
  eventId?: number | undefined;
  status?: BetStatus | undefined;
  kind?: BetKind | undefined;
  from?: number | undefined;
  to?: number | undefined;
  pageNo?: number | undefined;
  language?: string | undefined;
}

export async function staffBets(app: AppContext, q: StaffBetQuery) {
  const lang = q.language ?? 'bn';
  let base = app.db.selectFrom('sports_bets as b').innerJoin('members as m', 'm.id', 'b.member_id');
  if (q.member) base = base.where('m.account_key', '=', q.member.toLowerCase());
  if (q.eventId !== undefined) {
    const eventId = q.eventId;
    base = base.where('b.id', 'in', (eb) => eb.selectFrom('sports_bet_legs').select('bet_id').where('event_id', '=', eventId));
  }
  if (q.status) base = base.where('b.status', '=', q.status);
  if (q.kind) base = base.where('b.kind', '=', q.kind);
  if (q.from !== undefined) base = base.where('b.placed_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('b.placed_at', '<', q.to);
  const sums = await base.select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('b.stake').as('stake'), eb.fn.sum<number>('b.payout').as('payout')]).executeTakeFirstOrThrow();
  const total = Number(sums.n);
  const page = q.pageNo ?? 1;
  const rows = await base.selectAll('b').select('m.account as username').orderBy('b.id', 'desc').limit(PAGE).offset((page - 1) * PAGE).execute();
  const ids = rows.map((r) => Number(r.id));
  const legs = ids.length
    ? await app.db
        .selectFrom('sports_bet_legs as l')
        .innerJoin('sports_markets as k', 'k.id', 'l.market_id')
        .innerJoin('sports_selections as s', 's.id', 'l.selection_id')
        .innerJoin('sports_events as e', 'e.id', 'l.event_id')
        .innerJoin('sports_teams as h', 'h.id', 'e.home_team_id')
        .innerJoin('sports_teams as a', 'a.id', 'e.away_team_id')
        .select(['l.bet_id', 'l.idx', 'l.event_id', 'l.odds', 'l.line_q', 'l.result', 'k.kind', 'k.names', 's.key', 's.names as s_names', 'h.names as h_names', 'a.names as a_names'])
        .where('l.bet_id', 'in', ids)
        .orderBy('l.bet_id')
        .orderBy('l.idx')
        .execute()
    : [];
  const list: BoBet[] = rows.map((b) => ({
    id: Number(b.id),
    memberId: Number(b.member_id),
    username: b.username,
    vendor: b.vendor,
    kind: b.kind as BetKind,
    system: b.system,
    lines: Number(b.lines),
    stake: Number(b.stake),
    potential: Number(b.potential),
    payout: Number(b.payout),
    cashedOut: Number(b.cashed_out),
    status: b.status as BetStatus,
    result: (b.result as BetResult | null) ?? null,
    inPlay: Number(b.in_play) === 1,
    settlements: Number(b.settlements),
    unrecovered: Number(b.unrecovered),
    placedAt: Number(b.placed_at),
    settledAt: b.settled_at === null ? null : Number(b.settled_at),
    legs: legs
      .filter((l) => Number(l.bet_id) === Number(b.id))
      .map((l) => {
        const home = ownName(l.h_names, lang);
        const away = ownName(l.a_names, lang);
        const naming = { kind: l.kind, line_q: l.line_q, names: l.names };
        return { eventId: Number(l.event_id), event: staffEventName(lang, home, away), market: staffMarketName(lang, naming), selection: staffSelectionName(lang, naming, { key: l.key, names: l.s_names }, home, away), odds: Number(l.odds), result: l.result };
      }),
  }));
  return { list, pageNum: page, totalPages: Math.max(1, Math.ceil(total / PAGE)), total, stake: Number(sums.stake ?? 0), payout: Number(sums.payout ?? 0) };
}

/** Open and suspended markets carrying exposure, largest first (at most 100), and the total. */
export async function staffLiability(app: AppContext, q: { kind?: SportKind | undefined; language?: string | undefined }) {
  const lang = q.language ?? 'bn';
  const settings = await getSetting(app.db, 'sports');
  let base = app.db
    .selectFrom('sports_markets as k')
    .innerJoin('sports_events as e', 'e.id', 'k.event_id')
    .where('k.status', 'in', ['open', 'suspended'])
    .where('k.exposure', '>', 0);
  if (q.kind) base = base.where('e.kind', '=', q.kind);
  const sum = await base.select((eb) => eb.fn.sum<number>('k.exposure').as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('sports_teams as h', 'h.id', 'e.home_team_id')
    .innerJoin('sports_teams as a', 'a.id', 'e.away_team_id')
    .select(['k.id', 'k.event_id', 'k.kind as market_kind', 'k.line_q', 'k.names', 'k.status', 'k.exposure', 'k.max_payout_market', 'e.kind', 'e.starts_at', 'h.names as h_names', 'a.names as a_names'])
    .orderBy('k.exposure', 'desc')
    .orderBy('k.id')
    .limit(100)
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const counts = ids.length
    ? await app.db
        .selectFrom('sports_bet_legs as l')
        .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
        .select((eb) => ['l.market_id', eb.fn.count<number>('l.bet_id').distinct().as('n')])
        .where('l.market_id', 'in', ids)
        .where('b.status', 'in', ['pending', 'open'])
        .groupBy('l.market_id')
        .execute()
    : [];
  const bets = new Map(counts.map((c) => [Number(c.market_id), Number(c.n)]));
  const markets: LiabilityRow[] = rows.map((r) => {
    const limit = r.max_payout_market === null ? settings.maxPayoutMarket : Number(r.max_payout_market);
    const exposure = Number(r.exposure);
    return {
      marketId: Number(r.id),
      eventId: Number(r.event_id),
      event: staffEventName(lang, ownName(r.h_names, lang), ownName(r.a_names, lang)),
      kind: r.kind as SportKind,
      startsAt: Number(r.starts_at),
      market: staffMarketName(lang, { kind: r.market_kind, line_q: r.line_q, names: r.names }),
      marketKind: r.market_kind as MarketKind,
      status: r.status as MarketStatus,
      exposure,
      limit,
      usedBps: limit > 0 ? Math.floor((exposure * 10_000) / limit) : 0,
      bets: bets.get(Number(r.id)) ?? 0,
    };
  });
  return { total: Number(sum.total ?? 0), markets };
}
