/**
 * Ending contracts: an active one terminates (in force until then), an open offer is withdrawn,
 * and everything of the kind hanging below the downline ends with it (a downline without a
 * contract has nothing to give).
 */
import type { Db } from '#server/db/connect.ts';
import { ContractState } from './errors.ts';
import { type ContractRow, LIVE } from './contract-views.ts';

/** Live contracts (active or offered) of a kind given by these agents, and everything of that kind below them. */
export async function liveBelow(tx: Db, kind: string, uplineIds: number[]): Promise<ContractRow[]> {
  const found: ContractRow[] = [];
  let frontier = [...new Set(uplineIds)];
  const seen = new Set<number>();
  while (frontier.length) {
    const next: number[] = [];
    for (let i = 0; i < frontier.length; i += 500) {
      const rows = await tx
        .selectFrom('agent_contracts')
        .selectAll()
        .where('upline_id', 'in', frontier.slice(i, i + 500))
        .where('kind', '=', kind)
        .where('status', 'in', LIVE)
        .execute();
      for (const r of rows) {
        if (seen.has(Number(r.id))) continue;
        seen.add(Number(r.id));
        found.push(r);
        if (r.status === 'active') next.push(Number(r.downline_id));
      }
    }
    frontier = [...new Set(next)];
  }
  return found;
}

/** Ends live contracts: active ones terminate (in force until now), open offers are withdrawn. */
export async function endRows(tx: Db, rows: ContractRow[], reason: string, now: number): Promise<void> {
  const active = rows.filter((r) => r.status === 'active').map((r) => Number(r.id));
  const offered = rows.filter((r) => r.status === 'offered').map((r) => Number(r.id));
  for (let i = 0; i < active.length; i += 500) {
    await tx
      .updateTable('agent_contracts')
      .set({ status: 'terminated', ended_at: now, end_reason: reason, termination_requested_by: null, termination_requested_at: null })
      .where('id', 'in', active.slice(i, i + 500))
      .where('status', '=', 'active')
      .execute();
  }
  for (let i = 0; i < offered.length; i += 500) {
    await tx.updateTable('agent_contracts').set({ status: 'withdrawn', decided_at: now, end_reason: reason }).where('id', 'in', offered.slice(i, i + 500)).where('status', '=', 'offered').execute();
  }
}

/** Ends a contract and, as cascade, every live contract of its kind below its downline. */
export async function endWithCascade(tx: Db, c: ContractRow, reason: string, now: number): Promise<void> {
  const below = c.status === 'active' ? await liveBelow(tx, c.kind, [Number(c.downline_id)]) : [];
  // The contract itself moves only from the state it was read in; when another request ended or
  // decided it meanwhile, nothing here happens (the transaction rolls back).
  const ended =
    c.status === 'active'
      ? await tx.updateTable('agent_contracts').set({ status: 'terminated', ended_at: now, end_reason: reason, termination_requested_by: null, termination_requested_at: null }).where('id', '=', c.id).where('status', '=', 'active').executeTakeFirst()
      : await tx.updateTable('agent_contracts').set({ status: 'withdrawn', decided_at: now, end_reason: reason }).where('id', '=', c.id).where('status', '=', 'offered').executeTakeFirst();
  if (Number(ended.numUpdatedRows) !== 1) throw new ContractState('The contract changed meanwhile. Reload and try again.');
  await endRows(tx, below, 'cascade', now);
}

/** Ends every live contract a member holds (from its upline, or the house's), with the cascade below. */
export async function endContractsOf(tx: Db, memberId: number, reason: string, now: number): Promise<void> {
  const rows = await tx.selectFrom('agent_contracts').selectAll().where('downline_id', '=', memberId).where('status', 'in', LIVE).execute();
  for (const r of rows) await endWithCascade(tx, r, reason, now);
}
