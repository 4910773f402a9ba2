/**
 * The house's terms of every top agent (an agent with no upline, setting agents.topRates) held as
 * contracts, so that each payout names a contract.
 */
import { AGENT_TYPES } from '#lib/roles.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import { isUniqueViolation } from '#server/db/unique.ts';
import { topMembersOf } from '#server/members/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { endWithCascade } from './contract-cascade.ts';
import { decided } from './contract-rules.ts';
import { ContractState } from './errors.ts';
import { headlineRate, KINDS, periodOf } from './terms.ts';

/**
 * Materialises the house's terms of every top agent (an agent with no upline) as contracts, so
 * that each payout names a contract: a top agent's first house contract counts from its
 * registration; a change of the setting supersedes it from now. House contracts of members that
 * are no longer top agents end.
 */
export async function ensureHouseContracts(db: Db, now = Date.now()): Promise<void> {
  try {
    await houseContracts(db, now);
  } catch (err) {
    // Another process materialised them at the same moment: theirs stand.
    if (!isUniqueViolation(err) && !(err instanceof ContractState)) throw err;
  }
}

async function houseContracts(db: Db, now: number): Promise<void> {
  const settings = await loadSettings(db);
  await atomically(db, async (tx) => {
    const tops = await topMembersOf(tx, AGENT_TYPES).execute();
    const house = await tx.selectFrom('agent_contracts').selectAll().where('upline_id', 'is', null).where('status', '=', 'active').execute();
    const topIds = new Set(tops.map((t) => Number(t.id)));
    const gone = house.filter((h) => !topIds.has(Number(h.downline_id)));
    for (const h of gone) await endWithCascade(tx, h, 'moved', now);
    const byKey = new Map(house.map((h) => [`${h.downline_id}:${h.kind}`, h]));
    const inserts = [];
    for (const top of tops) {
      for (const kind of KINDS) {
        const terms = settings.agents.topRates[kind];
        const json = JSON.stringify(terms);
        const current = byKey.get(`${top.id}:${kind}`);
        if (current && current.terms === json) continue;
        if (current) {
          await decided(tx.updateTable('agent_contracts').set({ status: 'superseded', ended_at: now, end_reason: 'superseded' }).where('id', '=', current.id).where('status', '=', 'active'));
        }
        const first = !current && !(await tx.selectFrom('agent_contracts').select('id').where('downline_id', '=', top.id).where('kind', '=', kind).where('upline_id', 'is', null).executeTakeFirst());
        const since = first ? Math.min(top.created_at, now) : now;
        inserts.push({
          kind,
          upline_id: null,
          downline_id: top.id,
          period: periodOf(kind, terms),
          terms: json,
          headline_rate: headlineRate(kind, terms),
          status: 'active',
          created_at: now,
          decided_at: since,
          accepted_at: since,
        });
      }
    }
    for (let i = 0; i < inserts.length; i += 200) await tx.insertInto('agent_contracts').values(inserts.slice(i, i + 200)).execute();
  });
}
