/**
 * Ending an active contract by agreement (spec §3): one side requests, the other accepts or
 * refuses; when both have asked it ends at once, and a request unanswered for the configured days
 * takes effect. Ending cascades to what hangs below (contract-cascade.ts).
 */
import { atomically, type Db } from '#server/db/connect.ts';
import { loadSettings } from '#server/system/index.ts';
import { endWithCascade } from './contract-cascade.ts';
import { decided, partyContract } from './contract-rules.ts';
import { type ContractRow, viewOf } from './contract-views.ts';
import { ContractState } from './errors.ts';
import { DAY } from '#server/system/index.ts';
import type { ContractView } from '#lib/types/agents.ts';

/** Sets or clears an active contract's termination request, only over the request it was read with. */
function moveRequest(tx: Db, contractId: number, from: number | null, to: number | null, now: number): Promise<ContractRow> {
  return decided(
    tx
      .updateTable('agent_contracts')
      .set({ termination_requested_by: to, termination_requested_at: to === null ? null : now })
      .where('id', '=', contractId)
      .where('status', '=', 'active')
      .where((eb) => (from === null ? eb('termination_requested_by', 'is', null) : eb('termination_requested_by', '=', from))),
  );
}

/**
 * Either side asks to end an active contract. The other side accepts or refuses; when both have
 * asked, it ends at once. House terms (a top agent's) cannot be ended here.
 */
export async function requestTermination(db: Db, agentId: number, contractId: number, now = Date.now()): Promise<ContractView> {
  const row = await atomically(db, async (tx) => {
    const c = await partyContract(tx, agentId, contractId, 'either');
    if (c.status !== 'active' || c.upline_id === null) throw new ContractState('Only an active contract with an upline can be ended.');
    if (c.termination_requested_by === null) {
      return moveRequest(tx, contractId, null, agentId, now);
    }
    if (Number(c.termination_requested_by) === agentId) throw new ContractState('You already asked to end this contract.');
    await endWithCascade(tx, c, 'terminated', now);
    return tx.selectFrom('agent_contracts').selectAll().where('id', '=', contractId).executeTakeFirstOrThrow();
  });
  return viewOf(db, row);
}

/** The other side answers a termination request: accept ends the contract (and what hangs below it), refuse keeps it. */
export async function answerTermination(db: Db, agentId: number, contractId: number, accept: boolean, now = Date.now()): Promise<ContractView> {
  const row = await atomically(db, async (tx) => {
    const c = await partyContract(tx, agentId, contractId, 'either');
    if (c.status !== 'active' || c.termination_requested_by === null || Number(c.termination_requested_by) === agentId) {
      throw new ContractState('There is no termination request for you to answer.');
    }
    if (accept) await endWithCascade(tx, c, 'terminated', now);
    else await moveRequest(tx, contractId, Number(c.termination_requested_by), null, now);
    return tx.selectFrom('agent_contracts').selectAll().where('id', '=', contractId).executeTakeFirstOrThrow();
  });
  return viewOf(db, row);
}

/** The side that asked to end a contract takes the request back. */
export async function cancelTermination(db: Db, agentId: number, contractId: number): Promise<ContractView> {
  const row = await atomically(db, async (tx) => {
    const c = await partyContract(tx, agentId, contractId, 'either');
    if (c.status !== 'active' || Number(c.termination_requested_by) !== agentId) throw new ContractState('You have no termination request on this contract.');
    return moveRequest(tx, contractId, agentId, null, Date.now());
  });
  return viewOf(db, row);
}

/** Termination requests unanswered for the configured days take effect (at the deadline). */
export async function expireTerminationRequests(db: Db, now = Date.now()): Promise<number> {
  const days = (await loadSettings(db)).agents.terminationAutoAcceptDays;
  if (days <= 0) return 0;
  const rows = await db.selectFrom('agent_contracts').selectAll().where('status', '=', 'active').where('termination_requested_at', '<=', now - days * DAY).execute();
  for (const r of rows) {
    await atomically(db, async (tx) => {
      const fresh = await tx.selectFrom('agent_contracts').selectAll().where('id', '=', r.id).where('status', '=', 'active').executeTakeFirst();
      if (fresh?.termination_requested_at != null) await endWithCascade(tx, fresh, 'terminated', fresh.termination_requested_at + days * DAY);
    }).catch((err: unknown) => {
      // Ended or answered by its parties meanwhile: theirs stands.
      if (!(err instanceof ContractState)) throw err;
    });
  }
  return rows.length;
}
