/**
 * The Dividend, Daily Wages, Hourly Salary and Real-Time Salary pages (spec §7
 * MCS2_processDividendReq, MCS2_processDailySalContract, MCS2_processContractHourSalary,
 * MCSFE_processRealTimeSalaryContract): the agent's own terms, offers waiting for it, the
 * contracts it gave, the running period's progress with an estimate, and its settlement records.
 */
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { loadSettings } from '#server/system/settings.ts';
import { listContracts, ownTerms } from './contracts.ts';
import { FeatureDisabled } from './errors.ts';
import { periodAt } from './periods.ts';
import { myIncome, type Paging, type Range } from './reports.ts';
import { num, q } from './sql.ts';
import { type AnyTerms, headlineRate, type Kind, periodOf, SWITCH_OF, tierRate } from './terms.ts';
import { allocate } from './wages.ts';
import type { WagePage } from '#lib/types/agents.ts';

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
    const f = q`with m as (
        select r.member_id, sum(r.valid_bet) as v, sum(r.stake) - sum(r.payout) as pr, sum(r.bet_count) as n from bet_rollups r
         where r.hour >= ${period.start} and r.hour < ${period.end}
           and r.member_id in (select descendant_id from member_tree where ancestor_id = ${agentId} and depth >= 1)
         group by r.member_id)
      select t.ancestor_id as agent_id, sum(m.v) as v, sum(m.pr) as pr, sum(case when m.n > 0 then 1 else 0 end) as active
        from m join member_tree t on t.descendant_id = m.member_id and t.depth >= 1
       where t.ancestor_id = ${agentId}
          or t.ancestor_id in (select downline_id from agent_contracts where upline_id = ${agentId} and kind = ${kind} and status = 'active')
       group by t.ancestor_id`;
    const rows = await reader.all<{ agent_id: number; v: number; pr: number; active: number }>(f.text, f.params);
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
