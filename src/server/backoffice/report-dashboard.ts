/**
 * The dashboard: a range's figures beside those of the range just before it (as long). GGR is
 * stakes − payouts of the bets placed in the range (hourly roll-ups); the bonus cost is what the
 * ledger's bonus expense accounts paid out in the range, NGR = GGR − bonus cost; deposits are the
 * credited ones and withdrawals the paid ones, by when they were decided; active players bet in
 * the range; first-time depositors had their first credited deposit ever in it. GGR per day is on
 * the merchant's calendar.
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { localDate, reportDb, rowOf, rowsOf } from '#server/agents/index.ts';
import { houseDepositsOf, houseFirstDepositsOf, houseWithdrawalsOf } from '#server/cashier/index.ts';
import { houseBetRollupsOf } from '#server/games/index.ts';
import { accountKindPostingsOf } from '#server/ledger/index.ts';
import { houseRegistrationsOf } from '#server/members/index.ts';
import type { Dashboard, DashboardMetric } from '#lib/contracts/backoffice-reports.ts';
import { type Merchant, merchantFields, num, previousOf, type Range } from './report-basics.ts';

type Figures = Record<DashboardMetric, number>;

/** The categories' bet sums in a range. */
function categorySums(reader: SqlRunner, range: Range) {
  return rowsOf(
    reader,
    reportDb
      .selectFrom(houseBetRollupsOf(reportDb, range).as('r'))
      .select((eb) => ['r.category', eb.fn.sum('r.bet_count').as('n'), eb.fn.sum('r.stake').as('s'), eb.fn.sum('r.payout').as('p')])
      .groupBy('r.category'),
  );
}

async function figuresOf(reader: SqlRunner, range: Range) {
  const money = (type: 'deposit' | 'withdrawal', status: string) =>
    rowOf(
      reader,
      reportDb
        .selectFrom((type === 'deposit' ? houseDepositsOf(reportDb, range) : houseWithdrawalsOf(reportDb, range)).as('m'))
        .select((eb) => eb.fn.sum('m.amount').as('a'))
        .where('m.status', '=', status),
    );
  const [categories, active, deposits, withdrawals, bonus, promotion, registrations, firsts] = await Promise.all([
    categorySums(reader, range),
    rowOf(
      reader,
      reportDb
        .selectFrom(houseBetRollupsOf(reportDb, range).as('r'))
        .select((eb) => eb.fn.count('r.member_id').distinct().as('c'))
        .where('r.bet_count', '>', 0),
    ),
    money('deposit', 'credited'),
    money('withdrawal', 'paid'),
    rowOf(reader, reportDb.selectFrom(accountKindPostingsOf(reportDb, 'bonus_expense', range).as('b')).select((eb) => eb.fn.sum('b.amount').as('a'))),
    rowOf(reader, reportDb.selectFrom(accountKindPostingsOf(reportDb, 'promotion_cost', range).as('b')).select((eb) => eb.fn.sum('b.amount').as('a'))),
    rowOf(reader, reportDb.selectFrom(houseRegistrationsOf(reportDb, range).as('m')).select((eb) => eb.fn.countAll().as('c'))),
    rowOf(reader, reportDb.selectFrom(houseFirstDepositsOf(reportDb, range).as('f')).select((eb) => eb.fn.countAll().as('c'))),
  ]);
  let stake = 0;
  let payout = 0;
  let betCount = 0;
  for (const c of categories) {
    stake += num(c.s);
    payout += num(c.p);
    betCount += num(c.n);
  }
  // The bonus expense account (cash bonuses of the earlier cashier) and the promotion cost accounts
  // (bonuses issued less what forfeits and expiry returned, cashback, rebates, prizes) are debited
  // (go negative) by what they pay: the cost is the opposite.
  const bonusCost = -num(bonus?.a) - num(promotion?.a);
  const figures: Figures = {
    ggr: stake - payout,
    ngr: stake - payout - bonusCost,
    bonusCost,
    deposits: num(deposits?.a),
    withdrawals: num(withdrawals?.a),
    stake,
    payout,
    betCount,
    activePlayers: num(active?.c),
    registrations: num(registrations?.c),
    firstDeposits: num(firsts?.c),
  };
  return { figures, categories };
}

/** GGR, stakes, payouts and bets per merchant day of the range (every day, with or without bets). */
async function daysOf(reader: SqlRunner, range: Range, zone: string): Promise<Dashboard['days']> {
  const hours = await rowsOf(
    reader,
    reportDb
      .selectFrom(houseBetRollupsOf(reportDb, range).as('r'))
      .select((eb) => ['r.hour', eb.fn.sum('r.bet_count').as('n'), eb.fn.sum('r.stake').as('s'), eb.fn.sum('r.payout').as('p')])
      .groupBy('r.hour'),
  );
  const days = new Map<string, Dashboard['days'][number]>();
  // Every day of the range, in order (a day is at least 23 hours: stepping by hours meets each).
  for (let t = range.from; t < range.to; t += 3_600_000) {
    const day = localDate(t, zone);
    if (!days.has(day)) days.set(day, { day, ggr: 0, stake: 0, payout: 0, betCount: 0 });
  }
  for (const h of hours) {
    const d = days.get(localDate(num(h.hour), zone));
    if (!d) continue;
    d.stake += num(h.s);
    d.payout += num(h.p);
    d.betCount += num(h.n);
    d.ggr = d.stake - d.payout;
  }
  return [...days.values()];
}

export async function dashboard(reader: SqlRunner, range: Range, merchant: Merchant): Promise<Dashboard> {
  const previous = previousOf(range);
  const [now, before, days] = await Promise.all([figuresOf(reader, range), figuresOf(reader, previous), daysOf(reader, range, merchant.zone)]);
  const metrics = Object.fromEntries(Object.entries(now.figures).map(([k, value]) => [k, { value, previous: before.figures[k as DashboardMetric] }])) as Dashboard['metrics'];
  const previousStake = new Map(before.categories.map((c) => [c.category, num(c.s)]));
  const categories = now.categories
    .map((c) => ({ category: c.category, betCount: num(c.n), stake: num(c.s), payout: num(c.p), ggr: num(c.s) - num(c.p), previousStake: previousStake.get(c.category) ?? 0 }))
    .filter((c) => c.betCount !== 0 || c.stake !== 0 || c.payout !== 0)
    .sort((a, b) => b.stake - a.stake || a.category.localeCompare(b.category));
  return { range, previous, ...merchantFields(merchant), metrics, days, categories };
}
