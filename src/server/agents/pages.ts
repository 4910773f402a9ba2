/**
 * The Dividend, Daily Wages, Hourly Salary and Real-Time Salary pages (spec §7
 * MCS2_processDividendReq, MCS2_processDailySalContract, MCS2_processContractHourSalary,
 * MCSFE_processRealTimeSalaryContract): the agent's own terms, offers waiting for it, the
 * contracts it gave, the running period's progress with an estimate, and its settlement records.
 */
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { betRollupsOf } from '#server/games/index.ts';
import { ancestryOf, teamIdsOf } from '#server/members/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { ownTerms } from './contract-rules.ts';
import { listContracts } from './contract-views.ts';
import { FeatureDisabled } from './errors.ts';
import { type Period, periodAt } from '#server/system/index.ts';
import { myIncome } from './report-income.ts';
import { num, type Paging, reportDb, rowsOf } from './report-query.ts';
import { type AnyTerms, headlineRate, type Kind, periodOf, SWITCH_OF, tierRate } from './terms.ts';
import { allocate } from './wages.ts';
import type { Range, WagePage } from '#lib/types/agents.ts';

/**
 * The running period's figures of the agent's whole team and of each downline agent it gave an
 * active contract of the kind: valid bet, profit (stake − payout) and members with a bet, per agent.
 */
function teamPeriodFigures(agentId: number, kind: Kind, period: Period) {
  const team = teamIdsOf(reportDb, { root: agentId, depth: 'all' });
  return reportDb
    .with('m', () =>
      reportDb
        .selectFrom(betRollupsOf(reportDb, team, { from: period.start, to: period.end }).as('r'))
        .select((eb) => ['r.member_id', eb.fn.sum('r.valid_bet').as('v'), eb(eb.fn.sum('r.stake'), '-', eb.fn.sum('r.payout')).as('pr'), eb.fn.sum('r.bet_count').as('n')])
        .groupBy('r.member_id'),
    )
    .selectFrom('m')
    .innerJoin(ancestryOf(reportDb).as('t'), 't.descendant_id', 'm.member_id')
    .select((eb) => ['t.ancestor_id as agent_id', eb.fn.sum('m.v').as('v'), eb.fn.sum('m.pr').as('pr'), eb.fn.sum(eb.case().when('m.n', '>', 0).then(1).else(0).end()).as('active')])
    .where((eb) =>
      eb.or([
        eb('t.ancestor_id', '=', agentId),
        eb('t.ancestor_id', 'in', eb.selectFrom('agent_contracts').select('downline_id').where('upline_id', '=', agentId).where('kind', '=', kind).where('status', '=', 'active')),
      ]),
    )
    .groupBy('t.ancestor_id');
}

export async function wagePage(db: Db, reader: SqlRunner, agentId: number, kind: Kind, range: Range, paging: Paging, now = Date.now()): Promise<WagePage> {
  const settings = await loadSettings(db);
  if (!settings.switches[SWITCH_OF[kind]]) throw new FeatureDisabled(`${kind} is turned off.`);
  const zone = settings.whitelabel.timeZone;
  const [own, offers, givenActive, givenOffered, income] = await Promise.all([
    ownTerms(db, agentId, kind),
    listContracts(db, agentId, { role: 'mine', kind, status: 'offered', pageNo: 1, pageSize: 50 }),
    listContracts(db, agentId, { role: 'given', kind, status: 'active', pageNo: 1, pageSize: 500 }),
    listContracts(db, agentId, { role: 'given', kind, status: 'offered', pageNo: 1, pageSize: 500 }),
    myIncome(reader, agentId, range, { ...paging, kind, zone }),
  ]);
  let current: WagePage['current'] = null;
  if (own && kind !== 'realtime_salary') {
    const period = periodAt(periodOf(kind, own.terms), now, zone);
    const children = givenActive.list.filter((c) => kind !== 'dividend' || c.period === period.type);
    const rows = await rowsOf(reader, teamPeriodFigures(agentId, kind, period));
    const metrics = new Map(rows.map((r) => [num(r.agent_id), { validBet: num(r.v), profit: num(r.pr), active: num(r.active) }]));
    const zero = { validBet: 0, profit: 0, active: 0 };
    const node = (contractId: number, id: number, terms: AnyTerms, parent: number | null) => {
      const m = metrics.get(id) ?? zero;
      return {
        contractId,
        agentId: id,
        parentContractId: parent,
        house: parent === null,
        rate: tierRate(kind, terms, { validBet: m.validBet, activeMembers: m.active }),
        base: kind === 'dividend' ? Math.max(0, m.profit) : m.validBet,
      };
    };
    const shares = allocate([node(0, agentId, own.terms, null), ...children.map((c) => node(c.id, c.downline.id, c.terms, 0))]);
    const mine = metrics.get(agentId) ?? zero;
    const share = shares.get(0);
    current = {
      period,
      validBet: mine.validBet,
      profit: mine.profit,
      activeMembers: mine.active,
      rate: tierRate(kind, own.terms, { validBet: mine.validBet, activeMembers: mine.active }),
      estimatedGross: share?.gross ?? 0,
      estimatedDownlineCost: share?.downlineCost ?? 0,
      estimatedAmount: share?.amount ?? 0,
    };
  }
  return {
    kind,
    own: own ? { ...own, headlineRate: headlineRate(kind, own.terms) } : null,
    offers: offers.list,
    given: [...givenActive.list, ...givenOffered.list],
    current,
    records: income.records,
  };
}

/** These shapes are the ones the browser reads (src/lib/types/agents.ts). */
export type { WagePage };
