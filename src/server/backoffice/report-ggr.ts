/**
 * Gross gaming revenue (stakes − payouts) of every player's bets in a range, by category, vendor,
 * game or day. Categories and days read the hourly roll-ups (a day is the merchant's calendar day:
 * hours are put in days here, so a day with a clock change has its 23 or 25 hours); vendors and
 * games read the hourly roll-ups per game (kept from the bets by triggers, migration 0018).
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { localDate, reportDb, rowsOf } from '#server/agents/index.ts';
import { gameNamesOf, houseBetRollupsOf, houseGameRollupsOf } from '#server/games/index.ts';
import type { GGR_GROUPS, GGR_SORTS, GgrPage, GgrRow } from '#lib/contracts/backoffice-reports.ts';
import { num, type Paging, type Range, sortAndPage } from './report-basics.ts';

export interface GgrQuery extends Paging {
  range: Range;
  zone: string;
  groupBy: (typeof GGR_GROUPS)[number];
  category?: string | undefined;
  sort: (typeof GGR_SORTS)[number];
  order: 'asc' | 'desc';
}

interface Sums {
  n: unknown;
  s: unknown;
  v: unknown;
  p: unknown;
}

const figures = (r: Sums) => {
  const stake = num(r.s);
  const payout = num(r.p);
  return { betCount: num(r.n), stake, validBet: num(r.v), payout, ggr: stake - payout };
};

/** Rows of one key and the sums, added into rows by key. */
function merge(into: Map<string, GgrRow>, key: string, label: string, r: Sums) {
  const f = figures(r);
  const row = into.get(key);
  if (!row) into.set(key, { key, label, ...f });
  else for (const k of ['betCount', 'stake', 'validBet', 'payout', 'ggr'] as const) row[k] += f[k];
}

/** The grouped rows of a range (every group with a bet), unsorted. */
export async function ggrGroups(reader: SqlRunner, q: { range: Range; zone: string; groupBy: GgrQuery['groupBy']; category?: string | undefined; lang?: string }): Promise<GgrRow[]> {
  const filter = { ...q.range, categories: q.category ? [q.category] : undefined };
  const rows = new Map<string, GgrRow>();
  if (q.groupBy === 'category' || q.groupBy === 'day') {
    const base = reportDb
      .selectFrom(houseBetRollupsOf(reportDb, filter).as('r'))
      .select((eb) => [eb.fn.sum('r.bet_count').as('n'), eb.fn.sum('r.stake').as('s'), eb.fn.sum('r.valid_bet').as('v'), eb.fn.sum('r.payout').as('p')]);
    if (q.groupBy === 'category') {
      for (const r of await rowsOf(reader, base.select('r.category as k').groupBy('r.category'))) merge(rows, r.k, r.k, r);
    } else {
      for (const r of await rowsOf(reader, base.select('r.hour as k').groupBy('r.hour'))) {
        const day = localDate(num(r.k), q.zone);
        merge(rows, day, day, r);
      }
    }
  } else {
    const byGame = q.groupBy === 'game';
    const bets = houseGameRollupsOf(reportDb, filter).as('b');
    const sums = await rowsOf(
      reader,
      reportDb
        .selectFrom(bets)
        .select((eb) => ['b.vendor_code', eb.fn.sum('b.bet_count').as('n'), eb.fn.sum('b.stake').as('s'), eb.fn.sum('b.valid_bet').as('v'), eb.fn.sum('b.payout').as('p')])
        .$if(byGame, (s) => s.select('b.game_code').groupBy(['b.vendor_code', 'b.game_code']))
        .$if(!byGame, (s) => s.groupBy('b.vendor_code')),
    );
    const names = byGame ? await gameNames(reader, q.lang ?? 'bn') : new Map<string, string>();
    for (const r of sums) {
      const key = byGame ? `${r.vendor_code}/${r.game_code ?? ''}` : r.vendor_code;
      merge(rows, key, names.get(key) ?? key, r);
    }
  }
  return [...rows.values()].filter((r) => r.betCount !== 0 || r.stake !== 0 || r.payout !== 0);
}

/** "vendor/game" → the game's name in the language (else its default name). */
async function gameNames(reader: SqlRunner, lang: string): Promise<Map<string, string>> {
  const rows = await rowsOf(reader, gameNamesOf(reportDb));
  const names = new Map<string, string>();
  for (const g of rows) {
    let name = g.name;
    try {
      const byLang = JSON.parse(g.names) as Record<string, unknown>;
      if (typeof byLang[lang] === 'string' && byLang[lang]) name = byLang[lang];
    } catch {
      // a malformed names field: the default name
    }
    names.set(`${g.vendor_code}/${g.game_code}`, name);
  }
  return names;
}

/** The GGR report: one page of the groups, sorted by a column, and the totals of every group. */
export async function ggrReport(reader: SqlRunner, q: GgrQuery & { lang?: string }): Promise<Omit<GgrPage, 'range' | 'currency' | 'symbol' | 'minorUnits' | 'zone'>> {
  const groups = await ggrGroups(reader, q);
  const totals = { betCount: 0, stake: 0, validBet: 0, payout: 0, ggr: 0 };
  for (const r of groups) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += r[k];
  const by = (r: GgrRow) => (q.sort === 'key' ? r.key : r[q.sort]);
  return { ...sortAndPage(groups, by, q.order, (r) => r.key, q), totals };
}
