/**
 * Team reports for the agent centre, computed from the hourly bet roll-ups, bets, deposits,
 * withdrawals, transfers, bonuses and journal entries of the caller's team (the closure table,
 * depth ≥ 1 below the report's root), over [from, to) widened to whole hours (roll-ups are
 * hourly). Money comes from: deposits with status credited and withdrawals with status paid, at
 * the time they were decided; bets by the hour they were placed; income from the journal entries
 * that paid the member's cash (kinds agent_* and commission). Every report's totals equal the sums
 * over those rows for the same members and period (DESIGN invariant 6; tests/api/agents-reports).
 *
 * Reads go through a SqlRunner (app.reader: prepared statements over committed data).
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { DAY, dayStart, HOUR, localDate } from './periods.ts';
import { containsPattern, EMPTY, type Frag, join, lit, num, q } from './sql.ts';
import type { Range, IncomeKind, OverviewFigures, OverviewPoint, Overview, Page, BettingGroup, BettingRow, BetTotals, PnlFigures, PnlRow, IncomeRecord, IncomePoint, Income, TransactionRow, TransactionTotals, TeamMemberRow } from '#lib/types/agents.ts';

/** Whole hours: from rounds down, to rounds up. */
export function hourRange(from: number, to: number): Range {
  return { from: Math.floor(from / HOUR) * HOUR, to: Math.ceil(to / HOUR) * HOUR };
}

/** Which members a report covers: the downline of `root` (direct, all, or one level), optionally filtered by account. */
export interface Scope {
  root: number;
  depth: 'direct' | 'all' | number;
  account?: string | undefined;
}

function depthCond(scope: Scope): Frag {
  return scope.depth === 'all' ? lit('t.depth >= 1') : q`t.depth = ${scope.depth === 'direct' ? 1 : scope.depth}`;
}

/** SQL selecting (member_id, depth) of the scope. */
function team(scope: Scope): Frag {
  const account = scope.account ? q` join members tm on tm.id = t.descendant_id and tm.account_key like ${containsPattern(scope.account)} escape '\\'` : EMPTY;
  return q`select t.descendant_id as member_id, t.depth as depth from member_tree t${account} where t.ancestor_id = ${scope.root} and ${depthCond(scope)}`;
}

/** SQL selecting the member ids of the scope. */
function teamIds(scope: Scope): Frag {
  const account = scope.account ? q` join members tm on tm.id = t.descendant_id and tm.account_key like ${containsPattern(scope.account)} escape '\\'` : EMPTY;
  return q`select t.descendant_id from member_tree t${account} where t.ancestor_id = ${scope.root} and ${depthCond(scope)}`;
}

const all = <T>(reader: SqlRunner, f: Frag) => reader.all<T>(f.text, f.params);
const one = <T>(reader: SqlRunner, f: Frag) => reader.get<T>(f.text, f.params);

/** Journal entries that count as an agent's income: wages, dividends, salaries and commissions. */
const INCOME_ENTRY = lit("(substr(e.kind, 1, 6) = 'agent_' or e.kind = 'commission')");

export const INCOME_KINDS = ['dividend', 'daily_wage', 'hourly_wage', 'realtime_salary', 'commission'] as const;
/** agent_daily_wage → daily_wage; other agent_* and commission entries → commission. */
export function incomeKindOf(entryKind: string): IncomeKind {
  const k = entryKind.startsWith('agent_') ? entryKind.slice(6) : entryKind;
  return (INCOME_KINDS as readonly string[]).includes(k) ? (k as IncomeKind) : 'commission';
}

// ---------------------------------------------------------------- team overview

export const MAX_POINTS = 1_000;

/** The bucket length for a range: the base (day or hour), widened so there are at most 1,000 points. */
export function bucketFor(range: Range, base: number): number {
  const n = Math.ceil((range.to - range.from) / base);
  return n > MAX_POINTS ? base * Math.ceil(n / MAX_POINTS) : base;
}

const blank = (): OverviewFigures => ({
  newRegistrations: 0,
  activeMembers: 0,
  firstDeposits: 0,
  firstDepositAmount: 0,
  deposits: 0,
  depositAmount: 0,
  withdrawals: 0,
  withdrawalAmount: 0,
  betCount: 0,
  stake: 0,
  validBet: 0,
  payout: 0,
  profitLoss: 0,
  income: 0,
});

/**
 * Team overview: team size (now), and for the range new registrations, active members (placed a
 * bet), first deposits, deposits, withdrawals, bets and the team's result, and the root's income;
 * with a series of points (a day or an hour each) of the same, downsampled to at most 1,000 points
 * by widening the points (so sums and distinct counts stay exact).
 */
export async function teamOverview(reader: SqlRunner, root: number, range: Range, base: number, zone: string): Promise<Overview> {
  const scope: Scope = { root, depth: 'all' };
  const bucket = bucketFor(range, base);
  const { from, to } = range;
  const ids = teamIds(scope);
  const b = (col: string) => q`cast((${lit(col)} - ${from}) / ${bucket} as integer)`;

  const [size, bets, active, regs, deps, firsts, wds, income] = await Promise.all([
    one<{ direct: number | null; total: number | null }>(
      reader,
      q`select sum(case when depth = 1 then 1 else 0 end) as direct, count(*) as total from member_tree where ancestor_id = ${root} and depth >= 1`,
    ),
    all<{ b: number; n: number; s: number; v: number; p: number }>(
      reader,
      q`select ${b('r.hour')} as b, sum(r.bet_count) as n, sum(r.stake) as s, sum(r.valid_bet) as v, sum(r.payout) as p
          from bet_rollups r
         where r.hour >= ${from} and r.hour < ${to} and r.member_id in (${ids})
         group by b`,
    ),
    // Active members: per point, and over the whole range (distinct members with a bet; -1 = the range).
    all<{ b: number; active: number }>(
      reader,
      q`with x as materialized (
          select distinct r.member_id, ${b('r.hour')} as b from bet_rollups r
           where r.hour >= ${from} and r.hour < ${to} and r.member_id in (${ids}) and r.bet_count > 0)
        select b, count(*) as active from x group by b
        union all
        select -1 as b, count(*) as active from (select distinct member_id from x) m`,
    ),
    all<{ b: number; n: number }>(
      reader,
      q`select ${b('m.created_at')} as b, count(*) as n from members m
         where m.created_at >= ${from} and m.created_at < ${to} and m.id in (${ids}) group by b`,
    ),
    all<{ b: number; n: number; amount: number }>(
      reader,
      q`select ${b('d.decided_at')} as b, count(*) as n, sum(d.amount) as amount from deposits d
         where d.status = 'credited' and d.decided_at >= ${from} and d.decided_at < ${to} and d.member_id in (${ids}) group by b`,
    ),
    // First deposits: a member's first credited deposit ever, when it falls in the range.
    all<{ b: number; n: number; amount: number }>(
      reader,
      q`select ${b('d.decided_at')} as b, count(*) as n, sum(d.amount) as amount from deposits d
         where d.status = 'credited' and d.decided_at >= ${from} and d.decided_at < ${to} and d.member_id in (${ids})
           and not exists (select 1 from deposits e where e.member_id = d.member_id and e.status = 'credited'
                            and (e.decided_at < d.decided_at or (e.decided_at = d.decided_at and e.id < d.id)))
         group by b`,
    ),
    all<{ b: number; n: number; amount: number }>(
      reader,
      q`select ${b('w.decided_at')} as b, count(*) as n, sum(w.amount) as amount from withdrawals w
         where w.status = 'paid' and w.decided_at >= ${from} and w.decided_at < ${to} and w.member_id in (${ids}) group by b`,
    ),
    all<{ b: number; amount: number }>(
      reader,
      q`select ${b('e.created_at')} as b, sum(p.amount) as amount from journal_entries e
          join postings p on p.entry_id = e.id
          join ledger_accounts a on a.id = p.account_id and a.kind = 'member_cash' and a.owner_id = e.member_id
         where e.member_id = ${root} and e.created_at >= ${from} and e.created_at < ${to} and ${INCOME_ENTRY} group by b`,
    ),
  ]);

  const count = Math.max(1, Math.ceil((to - from) / bucket));
  const series: OverviewPoint[] = Array.from({ length: count }, (_, i) => ({ t: from + i * bucket, date: localDate(from + i * bucket, zone), ...blank() }));
  const at = (i: unknown) => series[num(i)];
  const totals = blank();
  for (const r of active) {
    if (num(r.b) === -1) totals.activeMembers = num(r.active);
    else {
      const p = at(r.b);
      if (p) p.activeMembers = num(r.active);
    }
  }
  for (const r of bets) {
    const p = at(r.b);
    if (!p) continue;
    p.betCount = num(r.n);
    p.stake = num(r.s);
    p.validBet = num(r.v);
    p.payout = num(r.p);
    p.profitLoss = p.payout - p.stake;
  }
  for (const r of regs) {
    const p = at(r.b);
    if (p) p.newRegistrations = num(r.n);
  }
  for (const r of deps) {
    const p = at(r.b);
    if (p) [p.deposits, p.depositAmount] = [num(r.n), num(r.amount)];
  }
  for (const r of firsts) {
    const p = at(r.b);
    if (p) [p.firstDeposits, p.firstDepositAmount] = [num(r.n), num(r.amount)];
  }
  for (const r of wds) {
    const p = at(r.b);
    if (p) [p.withdrawals, p.withdrawalAmount] = [num(r.n), num(r.amount)];
  }
  for (const r of income) {
    const p = at(r.b);
    if (p) p.income = num(r.amount);
  }
  for (const p of series) {
    for (const k of Object.keys(totals) as (keyof OverviewFigures)[]) if (k !== 'activeMembers') totals[k] += p[k];
  }
  return { range, teamSize: { direct: num(size?.direct), total: num(size?.total) }, totals, bucketMs: bucket, series };
}

// ---------------------------------------------------------------- paging

export interface Paging {
  pageNo: number;
  pageSize: number;
}

function pageOf(total: number, p: Paging): { pageNum: number; totalPages: number; offset: number } {
  const totalPages = Math.max(1, Math.ceil(total / p.pageSize));
  const pageNum = Math.min(p.pageNo, totalPages);
  return { pageNum, totalPages, offset: (pageNum - 1) * p.pageSize };
}

const direction = (order: 'asc' | 'desc') => lit(order === 'asc' ? 'asc' : 'desc');

// ---------------------------------------------------------------- team betting

export const BETTING_GROUPS = ['member', 'category', 'day'] as const;
export const BETTING_SORTS = ['account', 'level', 'category', 'day', 'betCount', 'stake', 'validBet', 'payout', 'profitLoss'] as const;
export type BettingSort = (typeof BETTING_SORTS)[number];

export interface BettingQuery extends Paging {
  scope: Scope;
  range: Range;
  /** The merchant's zone: where a day starts. */
  zone: string;
  groupBy: BettingGroup[];
  categories?: string[] | undefined;
  sort: BettingSort;
  order: 'asc' | 'desc';
}

/** The SQL a whitelisted sort column stands for, over the groups' alias `a`. */
function bettingOrder(sort: BettingSort, a: string): string {
  const columns: Record<BettingSort, string> = {
    account: 'm.account_key',
    level: 't.depth',
    category: `${a}.category`,
    day: `${a}.d`,
    betCount: `${a}.n`,
    stake: `${a}.s`,
    validBet: `${a}.v`,
    payout: `${a}.p`,
    profitLoss: `(${a}.p - ${a}.s)`,
  };
  return columns[sort];
}

/**
 * Team betting: the team's bets aggregated by any of member, category and day (from the hourly
 * roll-ups), filtered by category, level and account, sorted by a whitelisted column, paged.
 */
export async function teamBetting(reader: SqlRunner, qy: BettingQuery): Promise<Page<BettingRow, BetTotals>> {
  const groups = BETTING_GROUPS.filter((g) => qy.groupBy.includes(g));
  const byMember = groups.includes('member');
  const byCategory = groups.includes('category');
  const byDay = groups.includes('day');
  const origin = dayStart(qy.range.from, qy.zone);
  const keys: Frag[] = [];
  if (byMember) keys.push(lit('r.member_id'));
  if (byCategory) keys.push(lit('r.category'));
  if (byDay) keys.push(q`cast((r.hour - ${origin}) / ${DAY} as integer) as d`);
  const groupKeys = [byMember ? 'r.member_id' : null, byCategory ? 'r.category' : null, byDay ? 'd' : null].filter((k): k is string => k !== null);
  const cats = qy.categories?.length ? q` and r.category in (${join(qy.categories.map((c) => q`${c}`), ', ')})` : EMPTY;
  const g = q`select ${keys.length ? q`${join(keys, ', ')}, ` : EMPTY}sum(r.bet_count) as n, sum(r.stake) as s, sum(r.valid_bet) as v, sum(r.payout) as p
      from bet_rollups r
     where r.hour >= ${qy.range.from} and r.hour < ${qy.range.to} and r.member_id in (${teamIds(qy.scope)})${cats}
     ${groupKeys.length ? lit(`group by ${groupKeys.join(', ')}`) : EMPTY}`;

  const sortable = (s: BettingSort) => (s === 'account' || s === 'level' ? byMember : s === 'category' ? byCategory : s === 'day' ? byDay : true);
  const sort = sortable(qy.sort) ? qy.sort : 'validBet';
  const tie = (a: string) => [byMember ? `${a}.member_id` : null, byCategory ? `${a}.category` : null, byDay ? `${a}.d` : null].filter(Boolean).join(', ');
  const orderBy = (a: string) => lit(`${bettingOrder(sort, a)} ${qy.order === 'asc' ? 'asc' : 'desc'}${tie(a) ? `, ${tie(a)}` : ''}`);
  type Row = { member_id?: number; category?: string; d?: number; n: number; s: number; v: number; p: number; account?: string; depth?: number; t_rows: number; t_n: number; t_s: number; t_v: number; t_p: number };
  // One pass: the groups are computed once, the page and the totals read from them. Member
  // columns are joined to the page only, unless the sort needs them for every group.
  const early = byMember && (sort === 'account' || sort === 'level');
  const memberCols = lit(', m.account, t.depth');
  const memberJoin = q`join members m on m.id = pr.member_id join member_tree t on t.ancestor_id = ${qy.scope.root} and t.descendant_id = pr.member_id`;
  const totals = lit('cross join (select count(*) as t_rows, sum(n) as t_n, sum(s) as t_s, sum(v) as t_v, sum(p) as t_p from f) tot');
  const head = q`with g as materialized (${g}), f as materialized (select * from g where n <> 0 or s <> 0 or p <> 0)`;
  const pageAt = (offset: number) =>
    all<Row>(
      reader,
      early
        ? q`${head} select pr.*${memberCols}, tot.* from f pr ${memberJoin} ${totals} order by ${orderBy('pr')} limit ${qy.pageSize} offset ${offset}`
        : q`${head}, page as (select * from f order by ${orderBy('f')} limit ${qy.pageSize} offset ${offset})
            select pr.*${byMember ? memberCols : EMPTY}, tot.* from page pr ${byMember ? memberJoin : EMPTY} ${totals} order by ${orderBy('pr')}`,
    );
  let rows = await pageAt((qy.pageNo - 1) * qy.pageSize);
  let totalsRow = rows[0];
  if (!rows.length && qy.pageNo > 1) {
    const last = await pageAt(0);
    totalsRow = last[0];
    const total = num(totalsRow?.t_rows);
    if (total > 0) rows = await pageAt((pageOf(total, qy).pageNum - 1) * qy.pageSize);
  }
  const total = num(totalsRow?.t_rows);
  const { pageNum, totalPages } = pageOf(total, qy);
  const sums = { n: totalsRow?.t_n, s: totalsRow?.t_s, v: totalsRow?.t_v, p: totalsRow?.t_p };
  const list = rows.map((r) => {
    const row: BettingRow = { betCount: num(r.n), stake: num(r.s), validBet: num(r.v), payout: num(r.p), profitLoss: num(r.p) - num(r.s) };
    if (byMember) Object.assign(row, { memberId: num(r.member_id), account: r.account ?? '', level: num(r.depth) });
    if (byCategory) row.category = r.category ?? '';
    if (byDay) {
      const startMs = origin + num(r.d) * DAY;
      Object.assign(row, { day: localDate(startMs, qy.zone), dayStart: startMs });
    }
    return row;
  });
  const s = num(sums.s);
  const p = num(sums.p);
  return { list, total, pageNum, totalPages, totals: { betCount: num(sums.n), stake: s, validBet: num(sums.v), payout: p, profitLoss: p - s } };
}

// ---------------------------------------------------------------- user profit and loss

export const PNL_SORTS = ['account', 'level', 'deposits', 'withdrawals', 'validBet', 'stake', 'payout', 'bonuses', 'profitLoss', 'net'] as const;
export type PnlSort = (typeof PNL_SORTS)[number];

export interface PnlQuery extends Paging {
  scope: Scope;
  range: Range;
  /** Only members with some activity in the range (the default); false lists the whole scope. */
  activeOnly: boolean;
  sort: PnlSort;
  order: 'asc' | 'desc';
}

const PNL_ORDER: Record<PnlSort, string> = {
  account: 'x.account_key',
  level: 'x.depth',
  deposits: 'coalesce(x.damount, 0)',
  withdrawals: 'coalesce(x.wamount, 0)',
  validBet: 'coalesce(x.valid, 0)',
  stake: 'coalesce(x.stake, 0)',
  payout: 'coalesce(x.payout, 0)',
  bonuses: 'coalesce(x.bonuses, 0)',
  profitLoss: '(coalesce(x.payout, 0) - coalesce(x.stake, 0))',
  net: '(coalesce(x.payout, 0) - coalesce(x.stake, 0) + coalesce(x.bonuses, 0))',
};

/** User profit and loss: per member of the scope, money in and out, bets, bonuses and the net result. */
export async function userProfitLoss(reader: SqlRunner, qy: PnlQuery): Promise<Page<PnlRow, PnlFigures>> {
  const { from, to } = qy.range;
  const inTeam = lit('select member_id from team');
  const head = q`with team as materialized (${team(qy.scope)}),
    b as materialized (select r.member_id, sum(r.bet_count) as n, sum(r.stake) as s, sum(r.valid_bet) as v, sum(r.payout) as p from bet_rollups r
           where r.hour >= ${from} and r.hour < ${to} and r.member_id in (${inTeam}) group by r.member_id),
    d as materialized (select member_id, count(*) as n, sum(amount) as amount from deposits
           where status = 'credited' and decided_at >= ${from} and decided_at < ${to} and member_id in (${inTeam}) group by member_id),
    w as materialized (select member_id, count(*) as n, sum(amount) as amount from withdrawals
           where status = 'paid' and decided_at >= ${from} and decided_at < ${to} and member_id in (${inTeam}) group by member_id),
    bo as materialized (select member_id, sum(amount) as amount from bonuses
           where granted_at >= ${from} and granted_at < ${to} and member_id in (${inTeam}) group by member_id),
    ids as materialized (${lit(qy.activeOnly ? 'select member_id from b union select member_id from d union select member_id from w union select member_id from bo' : 'select member_id from team')}),
    x as materialized (
      select m.id, m.account, m.account_key, m.is_agent, team.depth, b.n as bets, b.s as stake, b.v as valid, b.p as payout,
             d.n as dn, d.amount as damount, w.n as wn, w.amount as wamount, bo.amount as bonuses
        from ids join team on team.member_id = ids.member_id join members m on m.id = ids.member_id
        left join b on b.member_id = m.id left join d on d.member_id = m.id left join w on w.member_id = m.id left join bo on bo.member_id = m.id)`;
  type Row = Record<string, number | string | null>;
  // One pass: the rows are computed once; the page and the totals are read from them.
  const pageAt = (offset: number) =>
    all<Row>(
      reader,
      q`${head}
        select x.*, tot.* from x cross join (
          select count(*) as t_rows, sum(bets) as t_bets, sum(stake) as t_stake, sum(valid) as t_valid, sum(payout) as t_payout,
                 sum(dn) as t_dn, sum(damount) as t_damount, sum(wn) as t_wn, sum(wamount) as t_wamount, sum(bonuses) as t_bonuses from x) tot
         order by ${lit(PNL_ORDER[qy.sort])} ${direction(qy.order)}, x.id
         limit ${qy.pageSize} offset ${offset}`,
    );
  let rows = await pageAt((qy.pageNo - 1) * qy.pageSize);
  let tot: Row | undefined = rows[0];
  if (!rows.length && qy.pageNo > 1) {
    tot = (await pageAt(0))[0];
    const total = num(tot?.['t_rows']);
    if (total > 0) rows = await pageAt((pageOf(total, qy).pageNum - 1) * qy.pageSize);
  }
  const total = num(tot?.['t_rows']);
  const { pageNum, totalPages } = pageOf(total, qy);
  const figures = (r: Record<string, unknown>, pre = ''): PnlFigures => {
    const stake = num(r[`${pre}stake`]);
    const payout = num(r[`${pre}payout`]);
    const bonuses = num(r[`${pre}bonuses`]);
    return {
      deposits: num(r[`${pre}damount`]),
      depositCount: num(r[`${pre}dn`]),
      withdrawals: num(r[`${pre}wamount`]),
      withdrawalCount: num(r[`${pre}wn`]),
      betCount: num(r[`${pre}bets`]),
      stake,
      validBet: num(r[`${pre}valid`]),
      payout,
      bonuses,
      rebates: 0,
      profitLoss: payout - stake,
      net: payout - stake + bonuses,
    };
  };
  return {
    list: rows.map((r) => ({ memberId: num(r['id']), account: String(r['account']), level: num(r['depth']), isAgent: num(r['is_agent']), ...figures(r) })),
    total,
    pageNum,
    totalPages,
    totals: figures(tot ?? {}, 't_'),
  };
}

// ---------------------------------------------------------------- my income

const zeroKinds = (): Record<IncomeKind, number> => ({ dividend: 0, daily_wage: 0, hourly_wage: 0, realtime_salary: 0, commission: 0 });

/** My Income: wages, dividends, salaries and commissions paid to the member, by kind, over time; and the settlement records. */
export async function myIncome(reader: SqlRunner, memberId: number, range: Range, o: Paging & { kind?: string | undefined; base?: number; zone: string }): Promise<Income> {
  const bucket = bucketFor(range, o.base ?? DAY);
  const { from, to } = range;
  const entries = await all<{ b: number; kind: string; amount: number }>(
    reader,
    q`select cast((e.created_at - ${from}) / ${bucket} as integer) as b, e.kind, sum(p.amount) as amount from journal_entries e
        join postings p on p.entry_id = e.id
        join ledger_accounts a on a.id = p.account_id and a.kind = 'member_cash' and a.owner_id = e.member_id
       where e.member_id = ${memberId} and e.created_at >= ${from} and e.created_at < ${to} and ${INCOME_ENTRY}
       group by b, e.kind`,
  );
  const count = Math.max(1, Math.ceil((to - from) / bucket));
  const series: IncomePoint[] = Array.from({ length: count }, (_, i) => ({ t: from + i * bucket, date: localDate(from + i * bucket, o.zone), total: 0, byKind: zeroKinds() }));
  const totals = { total: 0, byKind: zeroKinds() };
  for (const r of entries) {
    const kind = incomeKindOf(r.kind);
    if (o.kind && kind !== o.kind) continue;
    const amount = num(r.amount);
    const p = series[num(r.b)];
    if (p) {
      p.byKind[kind] += amount;
      p.total += amount;
    }
    totals.byKind[kind] += amount;
    totals.total += amount;
  }
  const kindCond = o.kind && o.kind !== 'commission' ? q` and kind = ${o.kind}` : EMPTY;
  const where = q`agent_id = ${memberId} and period_start >= ${from} and period_start < ${to}${kindCond}`;
  const sums = await one<{ n: number; amount: number | null }>(reader, q`select count(*) as n, sum(amount) as amount from agent_settlements where ${where}`);
  const total = o.kind === 'commission' ? 0 : num(sums?.n);
  const { pageNum, totalPages, offset } = pageOf(total, o);
  const rows =
    total === 0
      ? []
      : await all<Record<string, number | string | null>>(
          reader,
          q`select id, contract_id, kind, period_type, period_start, period_end, valid_bet, profit, active_members, rate, gross, downline_cost, amount, status, paid_at
              from agent_settlements where ${where} order by period_start desc, id desc limit ${o.pageSize} offset ${offset}`,
        );
  return {
    range,
    totals,
    bucketMs: bucket,
    series,
    records: {
      list: rows.map((r) => ({
        id: num(r['id']),
        contractId: num(r['contract_id']),
        kind: String(r['kind']),
        periodType: String(r['period_type']),
        periodStart: num(r['period_start']),
        periodEnd: num(r['period_end']),
        validBet: num(r['valid_bet']),
        profit: num(r['profit']),
        activeMembers: num(r['active_members']),
        rate: num(r['rate']),
        gross: num(r['gross']),
        downlineCost: num(r['downline_cost']),
        amount: num(r['amount']),
        status: String(r['status']),
        paidAt: r['paid_at'] === null ? null : num(r['paid_at']),
      })),
      total,
      pageNum,
      totalPages,
      totals: { amount: o.kind === 'commission' ? 0 : num(sums?.amount) },
    },
  };
}

// ---------------------------------------------------------------- transaction details

export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'transfer'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface TransactionQuery extends Paging {
  scope: Scope;
  range: Range;
  types: TransactionType[];
  status?: string | undefined;
}

/** Transaction details: the team's deposits, withdrawals and transfers (to or from a team member), requested in the range, newest first. */
export async function teamTransactions(reader: SqlRunner, qy: TransactionQuery): Promise<Page<TransactionRow, TransactionTotals>> {
  const { from, to } = qy.range;
  const ids = teamIds(qy.scope);
  const status = (col: string) => (qy.status ? q` and ${lit(col)} = ${qy.status}` : EMPTY);
  const parts: Frag[] = [];
  if (qy.types.includes('deposit')) {
    parts.push(
      q`select 'deposit' as type, d.id, d.member_id, cast(null as bigint) as counterparty_id, d.amount, d.fee, d.status, d.created_at, d.decided_at
          from deposits d where d.created_at >= ${from} and d.created_at < ${to} and d.member_id in (${ids})${status('d.status')}`,
    );
  }
  if (qy.types.includes('withdrawal')) {
    parts.push(
      q`select 'withdrawal' as type, w.id, w.member_id, cast(null as bigint) as counterparty_id, w.amount, w.fee, w.status, w.created_at, w.decided_at
          from withdrawals w where w.created_at >= ${from} and w.created_at < ${to} and w.member_id in (${ids})${status('w.status')}`,
    );
  }
  if (qy.types.includes('transfer')) {
    parts.push(
      q`select 'transfer' as type, t.id, t.from_member_id as member_id, t.to_member_id as counterparty_id, t.amount, 0 as fee, t.kind as status, t.created_at, t.created_at as decided_at
          from transfers t where t.created_at >= ${from} and t.created_at < ${to}
           and (t.from_member_id in (${ids}) or t.to_member_id in (${ids}))${status('t.kind')}`,
    );
  }
  if (!parts.length) return { list: [], total: 0, pageNum: 1, totalPages: 1, totals: { deposits: 0, depositAmount: 0, withdrawals: 0, withdrawalAmount: 0, transfers: 0, transferAmount: 0 } };
  const u = join(parts, ' union all ');
  const tot = await one<Record<string, number | null>>(
    reader,
    q`with u as (${u}) select count(*) as n,
        sum(case when type = 'deposit' and status = 'credited' then 1 else 0 end) as dn, sum(case when type = 'deposit' and status = 'credited' then amount else 0 end) as da,
        sum(case when type = 'withdrawal' and status = 'paid' then 1 else 0 end) as wn, sum(case when type = 'withdrawal' and status = 'paid' then amount else 0 end) as wa,
        sum(case when type = 'transfer' then 1 else 0 end) as tn, sum(case when type = 'transfer' then amount else 0 end) as ta
        from u`,
  );
  const total = num(tot?.['n']);
  const { pageNum, totalPages, offset } = pageOf(total, qy);
  const rows = await all<Record<string, number | string | null>>(
    reader,
    q`with u as (${u})
      select u.*, m.account, c.account as counterparty_account from u
        join members m on m.id = u.member_id left join members c on c.id = u.counterparty_id
       order by u.created_at desc, u.type, u.id desc limit ${qy.pageSize} offset ${offset}`,
  );
  return {
    list: rows.map((r) => ({
      type: r['type'] as TransactionType,
      id: num(r['id']),
      memberId: num(r['member_id']),
      account: String(r['account']),
      counterpartyId: r['counterparty_id'] === null ? null : num(r['counterparty_id']),
      counterpartyAccount: r['counterparty_account'] === null || r['counterparty_account'] === undefined ? null : String(r['counterparty_account']),
      amount: num(r['amount']),
      fee: num(r['fee']),
      status: String(r['status']),
      createdAt: num(r['created_at']),
      decidedAt: r['decided_at'] === null ? null : num(r['decided_at']),
    })),
    total,
    pageNum,
    totalPages,
    totals: { deposits: num(tot?.['dn']), depositAmount: num(tot?.['da']), withdrawals: num(tot?.['wn']), withdrawalAmount: num(tot?.['wa']), transfers: num(tot?.['tn']), transferAmount: num(tot?.['ta']) },
  };
}

// ---------------------------------------------------------------- team management

export const MEMBER_SORTS = ['account', 'level', 'balance', 'lastLoginAt', 'registeredAt'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export interface MemberQuery extends Paging {
  scope: Scope;
  /** Just this member (its detail row). */
  memberId?: number | undefined;
  status?: number | undefined;
  type?: 'agent' | 'member' | undefined;
  sort: MemberSort;
  order: 'asc' | 'desc';
}

/** The SQL a whitelisted sort column stands for: over the inner rows, or over the page (alias pg). */
function memberOrder(sort: MemberSort, page: boolean): string {
  const inner: Record<MemberSort, string> = {
    account: 'm.account_key',
    level: 'team.depth',
    balance: 'coalesce(a.balance, 0)',
    lastLoginAt: 'coalesce(m.last_login_at, 0)',
    registeredAt: 'm.created_at',
  };
  const outer: Record<MemberSort, string> = {
    account: 'pg.account_key',
    level: 'pg.depth',
    balance: 'pg.balance',
    lastLoginAt: 'coalesce(pg.last_login_at, 0)',
    registeredAt: 'pg.created_at',
  };
  return (page ? outer : inner)[sort];
}

/** Team management: the members of a scope with balance, last login, registration, team counts and contract summary. */
export async function teamMembers(reader: SqlRunner, qy: MemberQuery): Promise<Page<TeamMemberRow, { members: number }>> {
  const filters: Frag[] = [];
  if (qy.memberId !== undefined) filters.push(q`m.id = ${qy.memberId}`);
  if (qy.status !== undefined) filters.push(q`m.status = ${qy.status}`);
  if (qy.type === 'agent') filters.push(lit('m.is_agent in (1, 2, 41, 42)'));
  if (qy.type === 'member') filters.push(lit('m.is_agent not in (1, 2, 41, 42)'));
  const where = filters.length ? q` where ${join(filters, ' and ')}` : EMPTY;
  const head = q`with team as materialized (${team(qy.scope)})`;
  const count = await one<{ n: number }>(reader, q`${head} select count(*) as n from team join members m on m.id = team.member_id${where}`);
  const total = num(count?.n);
  const { pageNum, totalPages, offset } = pageOf(total, qy);
  const dir = qy.order === 'asc' ? 'asc' : 'desc';
  const rows = await all<Record<string, number | string | null>>(
    reader,
    q`${head}, pg as materialized (
        select m.id, m.account, m.account_key, m.nickname, team.depth, m.upline_id, m.is_agent, m.status, coalesce(a.balance, 0) as balance, m.last_login_at, m.created_at
          from team join members m on m.id = team.member_id
          left join ledger_accounts a on a.kind = 'member_cash' and a.owner_id = m.id and a.ref = ''${where}
         order by ${lit(`${memberOrder(qy.sort, false)} ${dir}`)}, m.id
         limit ${qy.pageSize} offset ${offset})
      select pg.*, u.account as upline_account, c.direct, c.total from pg
        left join members u on u.id = pg.upline_id
        left join (select ancestor_id, sum(case when depth = 1 then 1 else 0 end) as direct, count(*) as total from member_tree
                    where ancestor_id in (select id from pg) and depth >= 1 group by ancestor_id) c on c.ancestor_id = pg.id
       order by ${lit(`${memberOrder(qy.sort, true)} ${dir}`)}, pg.id`,
  );
  const contracts = new Map<number, { kind: string; rate: number; id: number }[]>();
  if (rows.length) {
    const held = await all<{ id: number; downline_id: number; kind: string; headline_rate: number }>(
      reader,
      // The team's active contracts (at most one per agent and kind): one statement whatever the page.
      q`select c.id, c.downline_id, c.kind, c.headline_rate from agent_contracts c
         where c.status = 'active' and c.downline_id in (${teamIds(qy.scope)}) order by c.kind`,
    );
    for (const r of held) {
      const list = contracts.get(num(r.downline_id)) ?? [];
      list.push({ kind: r.kind, rate: num(r.headline_rate), id: num(r.id) });
      contracts.set(num(r.downline_id), list);
    }
  }
  return {
    list: rows.map((r) => {
      const id = num(r['id']);
      return {
        id,
        account: String(r['account']),
        nickname: r['nickname'] === null ? null : String(r['nickname']),
        level: num(r['depth']),
        uplineId: r['upline_id'] === null ? null : num(r['upline_id']),
        uplineAccount: r['upline_account'] === null ? null : String(r['upline_account']),
        isAgent: num(r['is_agent']),
        status: num(r['status']),
        balance: num(r['balance']),
        lastLoginAt: r['last_login_at'] === null ? null : num(r['last_login_at']),
        registeredAt: num(r['created_at']),
        directCount: num(r['direct']),
        teamCount: num(r['total']),
        contracts: contracts.get(id) ?? [],
      };
    }),
    total,
    pageNum,
    totalPages,
    totals: { members: total },
  };
}

/** The report shapes are the ones the agent centre reads (src/lib/types/agents.ts). */
export type { Range, IncomeKind, OverviewFigures, OverviewPoint, Overview, Page, BettingGroup, BettingRow, BetTotals, PnlFigures, PnlRow, IncomeRecord, IncomePoint, Income, TransactionRow, TransactionTotals, TeamMemberRow };
