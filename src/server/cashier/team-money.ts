/**
 * Reporting read model of the cashier's money movements: credited deposits, paid withdrawals,
 * bonuses and transfers of a set of members over a time range, as query builders other domains
 * (agent reports) compose into their own statements, so the cashier tables are named only here.
 * They execute nothing themselves.
 */
import { type OperandExpression, sql } from 'kysely';
import type { Db } from '#server/db/connect.ts';

export interface TimeRange {
  from: number;
  to: number;
}

/** Deposits of these members credited (decided) in the range: id, member_id, amount, decided_at. */
export function creditedDepositsOf(db: Db, members: OperandExpression<number>, r: TimeRange) {
  return db
    .selectFrom('deposits as d')
    .select(['d.id', 'd.member_id', 'd.amount', 'd.decided_at'])
    .where('d.status', '=', 'credited')
    .where('d.decided_at', '>=', r.from)
    .where('d.decided_at', '<', r.to)
    .where('d.member_id', 'in', members);
}

/** Of those, each member's first credited deposit ever (ties on the time broken by id). */
export function firstDepositsOf(db: Db, members: OperandExpression<number>, r: TimeRange) {
  return creditedDepositsOf(db, members, r).where(({ not, exists, selectFrom, eb }) =>
    not(
      exists(
        selectFrom('deposits as e')
          .select(eb.lit(1).as('one'))
          .whereRef('e.member_id', '=', 'd.member_id')
          .where('e.status', '=', 'credited')
          .where((w) => w.or([w('e.decided_at', '<', w.ref('d.decided_at')), w.and([w('e.decided_at', '=', w.ref('d.decided_at')), w('e.id', '<', w.ref('d.id'))])])),
      ),
    ),
  );
}

/** Withdrawals of these members paid (decided) in the range: id, member_id, amount, decided_at. */
export function paidWithdrawalsOf(db: Db, members: OperandExpression<number>, r: TimeRange) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'member_id', 'amount', 'decided_at'])
    .where('status', '=', 'paid')
    .where('decided_at', '>=', r.from)
    .where('decided_at', '<', r.to)
    .where('member_id', 'in', members);
}

/**
 * What bonuses cost the house for these members in the range: member_id, amount. A bonus-wallet
 * bonus costs what its promotion's cost account paid: the amount when issued, less what a forfeit
 * or expiry returned (money staked from it and lost is in the bets' stake, so the member's net
 * result counts it once); cash bonuses of the earlier cashier when granted.
 */
export function bonusesOf(db: Db, members: OperandExpression<number>, r: TimeRange) {
  return db
    .selectFrom('bonuses')
    .select(['member_id', 'amount'])
    .where('granted_at', '>=', r.from)
    .where('granted_at', '<', r.to)
    .where('member_id', 'in', members)
    .unionAll(
      db
        .selectFrom('journal_entries as e')
        .innerJoin('postings as p', 'p.entry_id', 'e.id')
        .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
        .select([sql<number>`e.member_id`.as('member_id'), sql<number>`-p.amount`.as('amount')])
        .where('a.kind', '=', 'promotion_cost')
        .where('e.kind', 'in', ['bonus_issue', 'bonus_forfeit', 'bonus_expire'])
        .where('p.created_at', '>=', r.from)
        .where('p.created_at', '<', r.to)
        .where('e.member_id', 'in', members),
    );
}

export const MOVEMENT_TYPES = ['deposit', 'withdrawal', 'transfer'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export interface MovementFilter extends TimeRange {
  types: readonly MovementType[];
  /** A deposit's or withdrawal's status, or a transfer's kind. */
  status?: string | undefined;
}

/** A movement type's column: a string literal, so each branch of the union answers text on PostgreSQL too. */
const typeName = (t: MovementType) => sql.lit(t).as('type');

/**
 * Deposits and withdrawals of these members and transfers to or from them, requested in the
 * range, in one shape: type, id, member_id, counterparty_id (transfers), amount, fee, status (a
 * transfer's kind), created_at, decided_at. A type not asked for keeps its branch with a false
 * filter (the databases skip it without reading), so the union has one shape for every choice.
 */
export function movementsOf(db: Db, members: OperandExpression<number>, f: MovementFilter) {
  const { status } = f;
  const deposits = db
    .selectFrom('deposits as d')
    .select((eb) => [typeName('deposit'), 'd.id', 'd.member_id', eb.cast<number | null>(eb.lit(null), 'bigint').as('counterparty_id'), 'd.amount', 'd.fee', 'd.status', 'd.created_at', 'd.decided_at'])
    .where((eb) => eb.lit(f.types.includes('deposit')))
    .where('d.created_at', '>=', f.from)
    .where('d.created_at', '<', f.to)
    .where('d.member_id', 'in', members)
    .$if(Boolean(status), (q) => q.where('d.status', '=', String(status)));
  const withdrawals = db
    .selectFrom('withdrawals as w')
    .select((eb) => [typeName('withdrawal'), 'w.id', 'w.member_id', eb.cast<number | null>(eb.lit(null), 'bigint').as('counterparty_id'), 'w.amount', 'w.fee', 'w.status', 'w.created_at', 'w.decided_at'])
    .where((eb) => eb.lit(f.types.includes('withdrawal')))
    .where('w.created_at', '>=', f.from)
    .where('w.created_at', '<', f.to)
    .where('w.member_id', 'in', members)
    .$if(Boolean(status), (q) => q.where('w.status', '=', String(status)));
  const transfers = db
    .selectFrom('transfers as t')
    .select((eb) => [typeName('transfer'), 't.id', 't.from_member_id as member_id', 't.to_member_id as counterparty_id', 't.amount', eb.lit(0).as('fee'), 't.kind as status', 't.created_at', 't.created_at as decided_at'])
    .where((eb) => eb.lit(f.types.includes('transfer')))
    .where('t.created_at', '>=', f.from)
    .where('t.created_at', '<', f.to)
    .where((eb) => eb.or([eb('t.from_member_id', 'in', members), eb('t.to_member_id', 'in', members)]))
    .$if(Boolean(status), (q) => q.where('t.kind', '=', String(status)));
  return deposits.unionAll(withdrawals).unionAll(transfers);
}
