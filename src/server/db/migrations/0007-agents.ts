import { type Kysely, sql } from 'kysely';
import { isPostgres, notNull, withId, zero } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const idRef = isPostgres(db) ? 'bigint' : 'integer';

  await withId(db, db.schema.createTable('agent_contracts'))
    .addColumn('kind', 'text', notNull)
    .addColumn('upline_id', idRef, (c) => c.references('members.id'))
    .addColumn('downline_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('period', 'text', notNull)
    .addColumn('terms', 'text', notNull)
    .addColumn('headline_rate', 'integer', zero)
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('decided_at', 'bigint')
    .addColumn('accepted_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('end_reason', 'text')
    .addColumn('termination_requested_by', idRef)
    .addColumn('termination_requested_at', 'bigint')
    .execute();
  // At most one contract in force and one open offer per (downline, kind).
  await db.schema.createIndex('agent_contracts_one_active').on('agent_contracts').columns(['downline_id', 'kind']).unique().where(sql.ref('status'), '=', 'active').execute();
  await db.schema.createIndex('agent_contracts_one_offer').on('agent_contracts').columns(['downline_id', 'kind']).unique().where(sql.ref('status'), '=', 'offered').execute();
  await db.schema.createIndex('agent_contracts_by_upline').on('agent_contracts').columns(['upline_id', 'kind', 'status']).execute();
  await db.schema.createIndex('agent_contracts_by_downline').on('agent_contracts').columns(['downline_id', 'status']).execute();
  await db.schema.createIndex('agent_contracts_in_force').on('agent_contracts').columns(['kind', 'accepted_at']).execute();

  await withId(db, db.schema.createTable('agent_settlements'))
    .addColumn('contract_id', idRef, (c) => c.notNull().references('agent_contracts.id'))
    .addColumn('agent_id', idRef, (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('period_type', 'text', notNull)
    .addColumn('period_start', 'bigint', notNull)
    .addColumn('period_end', 'bigint', notNull)
    .addColumn('valid_bet', 'bigint', zero)
    .addColumn('profit', 'bigint', zero)
    .addColumn('active_members', 'integer', zero)
    .addColumn('rate', 'integer', zero)
    .addColumn('gross', 'bigint', zero)
    .addColumn('downline_cost', 'bigint', zero)
    .addColumn('amount', 'bigint', zero)
    .addColumn('status', 'text', notNull)
    .addColumn('entry_id', idRef)
    .addColumn('created_at', 'bigint', notNull)
    .addColumn('paid_at', 'bigint')
    .addUniqueConstraint('agent_settlements_once', ['contract_id', 'period_start'])
    .addCheckConstraint('agent_settlements_amount', sql`amount >= 0 and gross >= 0 and downline_cost >= 0`)
    .execute();
  await db.schema.createIndex('agent_settlements_by_agent').on('agent_settlements').columns(['agent_id', 'kind', 'period_start']).execute();
  await db.schema.createIndex('agent_settlements_by_run').on('agent_settlements').columns(['kind', 'period_type', 'period_start', 'status']).execute();

  // Team reports read a team's roll-ups member by member over a range of hours: this index answers
  // them without touching the table (the primary key orders by category before the hour).
  await db.schema
    .createIndex('rollups_for_reports')
    .on('bet_rollups')
    .columns(['member_id', 'hour', 'category', 'bet_count', 'stake', 'valid_bet', 'payout'])
    .execute();
  await db.schema.createIndex('deposits_for_reports').on('deposits').columns(['member_id', 'status', 'decided_at', 'amount']).execute();
  await db.schema.createIndex('withdrawals_for_reports').on('withdrawals').columns(['member_id', 'status', 'decided_at', 'amount']).execute();
  await db.schema.createIndex('members_by_created').on('members').column('created_at').execute();
  // The real-time salary reads the bets settled in each 5-minute window.
  await db.schema.createIndex('bets_by_settled').on('bets').column('settled_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const i of ['bets_by_settled', 'members_by_created', 'withdrawals_for_reports', 'deposits_for_reports', 'rollups_for_reports']) await db.schema.dropIndex(i).execute();
  for (const t of ['agent_settlements', 'agent_contracts']) await db.schema.dropTable(t).execute();
}
