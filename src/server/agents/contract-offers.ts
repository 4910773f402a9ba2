/**
 * Offers between an upline agent and a direct downline agent (spec §3, §4 "Contract request"):
 * offered → active (the downline accepts) | rejected (the downline refuses) | withdrawn (the upline
 * takes it back, or replaces it with a new offer); accepting supersedes the active contract of the
 * kind. An offer never pays more than the upline's own terms of the kind (terms.ts `dominates`).
 * Accepting terms lower than some the agent already gave its downlines needs a confirmation naming
 * them, then ends them and everything of that kind hanging below them.
 */
import { isAgentType } from '#lib/roles.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import { isPostgres } from '#server/db/migrations/columns.ts';
import { isUniqueViolation } from '#server/db/unique.ts';
import { depthBelowOf, memberRoleOf } from '#server/members/index.ts';
import { ContractState, DownlineContractsAffected, NoOwnContract, NotAnAgentMember, NotDirectDownline, NotFound, RateAboveOwn } from './errors.ts';
import { endRows, liveBelow } from './contract-cascade.ts';
import { assertEnabled, checkedTerms, decided, ownTerms, partyContract } from './contract-rules.ts';
import { kindOf, LIVE, viewOf, views } from './contract-views.ts';
import { type AnyTerms, dominates, headlineRate, type Kind, periodOf } from './terms.ts';
import type { ContractView } from '#lib/types/agents.ts';

/** An upline offers terms of a kind to a direct downline agent; an open offer of that kind is replaced. */
export async function offerContract(db: Db, o: { uplineId: number; downlineId: number; kind: Kind; terms: unknown }, now = Date.now()): Promise<ContractView> {
  await assertEnabled(db, o.kind);
  const terms = checkedTerms(o.kind, o.terms);
  try {
    const row = await atomically(db, async (tx) => {
      const link = await depthBelowOf(tx, o.uplineId, o.downlineId).executeTakeFirst();
      if (!link || link.depth < 1) throw new NotFound('No such member in your team.');
      const downline = await memberRoleOf(tx, o.downlineId).executeTakeFirstOrThrow();
      if (downline.upline_id !== o.uplineId) throw new NotDirectDownline('Contracts are offered to direct downlines only.');
      if (!isAgentType(downline.is_agent)) throw new NotAnAgentMember('This member is not an agent.');
      const own = await ownTerms(tx, o.uplineId, o.kind);
      if (!own) throw new NoOwnContract('You hold no contract of this kind, so you cannot offer one.');
      if (!dominates(o.kind, own.terms as never, terms as never)) {
        throw new RateAboveOwn('The offer pays more than your own contract of this kind (or uses another period).', { own: own.terms });
      }
      await tx
        .updateTable('agent_contracts')
        .set({ status: 'withdrawn', decided_at: now, end_reason: 'replaced' })
        .where('downline_id', '=', o.downlineId)
        .where('kind', '=', o.kind)
        .where('status', '=', 'offered')
        .execute();
      return tx
        .insertInto('agent_contracts')
        .values({
          kind: o.kind,
          upline_id: o.uplineId,
          downline_id: o.downlineId,
          period: periodOf(o.kind, terms),
          terms: JSON.stringify(terms),
          headline_rate: headlineRate(o.kind, terms),
          status: 'offered',
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return viewOf(db, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new ContractState('The contract changed meanwhile. Reload and try again.');
    throw err;
  }
}

/**
 * The downline accepts an offer. When the new terms are lower than terms it gave its own downlines,
 * the first call answers DOWNLINE_CONTRACTS_AFFECTED naming them; with confirm they end atomically
 * with the acceptance. An active contract of the same kind is superseded.
 */
export async function acceptContract(db: Db, a: { agentId: number; contractId: number; confirm: boolean }, now = Date.now()): Promise<{ contract: ContractView; ended: ContractView[] }> {
  try {
    const { row, ended } = await atomically(db, async (tx) => {
      // Locks in the order a termination takes them (the upline's own contract, then what hangs
      // below it), so that ending the upline's terms and accepting an offer under them never
      // interleave: one waits for the other and then sees what it did.
      const peek = await partyContract(tx, a.agentId, a.contractId, 'downline', false);
      if (peek.upline_id !== null && isPostgres(tx as never)) {
        await tx.selectFrom('agent_contracts').select('id').where('downline_id', '=', peek.upline_id).where('kind', '=', peek.kind).where('status', '=', 'active').forUpdate().execute();
      }
      const c = await partyContract(tx, a.agentId, a.contractId, 'downline');
      if (c.status !== 'offered') throw new ContractState('This offer was already decided.');
      const kind = kindOf(c.kind);
      await assertEnabled(tx, kind);
      const me = await memberRoleOf(tx, a.agentId).executeTakeFirstOrThrow();
      if (c.upline_id === null || me.upline_id !== c.upline_id) throw new ContractState('The member who offered this is no longer your upline.');
      const terms = JSON.parse(c.terms) as AnyTerms;
      const upline = await ownTerms(tx, Number(c.upline_id), kind);
      if (!upline || !dominates(kind, upline.terms as never, terms as never)) throw new RateAboveOwn('Your upline no longer holds terms that cover this offer.');
      const given = await tx.selectFrom('agent_contracts').selectAll().where('upline_id', '=', a.agentId).where('kind', '=', kind).where('status', 'in', LIVE).execute();
      const affected = given.filter((g) => !dominates(kind, terms as never, JSON.parse(g.terms) as never));
      const below = await liveBelow(tx, kind, affected.filter((g) => g.status === 'active').map((g) => Number(g.downline_id)));
      if (affected.length && !a.confirm) {
        const list = await views(tx, [...affected, ...below]);
        throw new DownlineContractsAffected('Accepting ends contracts you gave your downlines at higher rates. Confirm to go ahead.', {
          contracts: list.map((v) => ({ ...v, cascade: !affected.some((x) => Number(x.id) === v.id) })),
        });
      }
      await tx
        .updateTable('agent_contracts')
        .set({ status: 'superseded', ended_at: now, end_reason: 'superseded', termination_requested_by: null, termination_requested_at: null })
        .where('downline_id', '=', a.agentId)
        .where('kind', '=', kind)
        .where('status', '=', 'active')
        .execute();
      const updated = await tx
        .updateTable('agent_contracts')
        .set({ status: 'active', decided_at: now, accepted_at: now })
        .where('id', '=', a.contractId)
        .where('status', '=', 'offered')
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw new ContractState('This offer was already decided.');
      await endRows(tx, affected, 'rate_lowered', now);
      await endRows(tx, below, 'cascade', now);
      return { row: updated, ended: [...affected, ...below] };
    });
    const [contract, ...rest] = await views(db, [row, ...ended]);
    if (!contract) throw new Error('an accepted contract gave no view');
    return { contract, ended: rest.map((v) => ({ ...v, status: v.status === 'active' ? 'terminated' : 'withdrawn' })) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new ContractState('The contract changed meanwhile. Reload and try again.');
    throw err;
  }
}

export async function rejectContract(db: Db, agentId: number, contractId: number, now = Date.now()): Promise<ContractView> {
  const row = await atomically(db, async (tx) => {
    const c = await partyContract(tx, agentId, contractId, 'downline');
    if (c.status !== 'offered') throw new ContractState('This offer was already decided.');
    return decided(tx.updateTable('agent_contracts').set({ status: 'rejected', decided_at: now, end_reason: 'rejected' }).where('id', '=', contractId).where('status', '=', 'offered'));
  });
  return viewOf(db, row);
}

/** The upline takes back an offer not yet decided. */
export async function withdrawOffer(db: Db, agentId: number, contractId: number, now = Date.now()): Promise<ContractView> {
  const row = await atomically(db, async (tx) => {
    const c = await partyContract(tx, agentId, contractId, 'upline');
    if (c.status !== 'offered') throw new ContractState('This offer was already decided.');
    return decided(tx.updateTable('agent_contracts').set({ status: 'withdrawn', decided_at: now, end_reason: 'withdrawn' }).where('id', '=', contractId).where('status', '=', 'offered'));
  });
  return viewOf(db, row);
}
