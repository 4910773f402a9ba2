/**
 * What every contract action checks first: the kind is switched on, the terms parse, the agent's
 * own terms of the kind, and the contract it acts on (locked); and the guarded update that
 * answers CONTRACT_STATE when another request decided first.
 */
import type { UpdateQueryBuilder } from 'kysely';
import { isAgentType } from '#lib/roles.ts';
import type { Db } from '#server/db/connect.ts';
import { isPostgres } from '#server/db/migrations/columns.ts';
import type { Database } from '#server/db/schema.ts';
import { ValidationFailed } from '#server/errors.ts';
import { memberRoleOf } from '#server/members/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { ContractState, FeatureDisabled, NotFound } from './errors.ts';
import type { ContractRow } from './contract-views.ts';
import { type AnyTerms, type Kind, parseTerms, SWITCH_OF } from './terms.ts';
import type { OwnTerms } from '#lib/types/agents.ts';

export async function assertEnabled(db: Db, kind: Kind): Promise<void> {
  const settings = await loadSettings(db);
  if (!settings.switches[SWITCH_OF[kind]]) throw new FeatureDisabled(`${kind} contracts are turned off.`);
}

/** The terms an agent itself earns by for a kind, or null when it holds none. */
export async function ownTerms(db: Db, agentId: number, kind: Kind): Promise<OwnTerms | null> {
  const member = await memberRoleOf(db, agentId).executeTakeFirst();
  if (!member || !isAgentType(member.is_agent)) return null;
  if (member.upline_id === null) {
    const settings = await loadSettings(db);
    const house = await db.selectFrom('agent_contracts').select('id').where('downline_id', '=', agentId).where('kind', '=', kind).where('status', '=', 'active').where('upline_id', 'is', null).executeTakeFirst();
    return { source: 'house', contractId: house ? Number(house.id) : null, terms: settings.agents.topRates[kind] };
  }
  const active = await db
    .selectFrom('agent_contracts')
    .select(['id', 'terms'])
    .where('downline_id', '=', agentId)
    .where('kind', '=', kind)
    .where('status', '=', 'active')
    .where('upline_id', '=', member.upline_id)
    .executeTakeFirst();
  return active ? { source: 'contract', contractId: Number(active.id), terms: JSON.parse(active.terms) as AnyTerms } : null;
}

export function checkedTerms<K extends Kind>(kind: K, raw: unknown) {
  const parsed = parseTerms(kind, raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => ({ field: ['terms', ...i.path].join('.'), message: i.message }));
    throw new ValidationFailed(`${fields[0]?.field ?? 'terms'}: ${fields[0]?.message ?? 'invalid'}`, { fields });
  }
  return parsed.data;
}

/** A contract one side of it may act on, locked for the transaction (PostgreSQL; SQLite runs one transaction at a time). */
export async function partyContract(tx: Db, agentId: number, id: number, side: 'upline' | 'downline' | 'either', lock = true): Promise<ContractRow> {
  let q = tx.selectFrom('agent_contracts').selectAll().where('id', '=', id);
  if (side === 'upline') q = q.where('upline_id', '=', agentId);
  else if (side === 'downline') q = q.where('downline_id', '=', agentId);
  else q = q.where((eb) => eb.or([eb('upline_id', '=', agentId), eb('downline_id', '=', agentId)]));
  const row = await (lock && isPostgres(tx as never) ? q.forUpdate() : q).executeTakeFirst();
  if (!row) throw new NotFound('No such contract.');
  return row;
}

/** Runs a guarded update of one contract: when its guard no longer holds, another request decided it first. */
export async function decided(update: UpdateQueryBuilder<Database, 'agent_contracts', 'agent_contracts', object>): Promise<ContractRow> {
  const row = await update.returningAll().executeTakeFirst();
  if (!row) throw new ContractState('This contract was changed meanwhile. Reload to see it.');
  return row;
}
