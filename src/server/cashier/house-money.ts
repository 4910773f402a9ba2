/**
 * Reporting read model of the house's cashier for the back office (every member, not a team):
 * deposits and withdrawals by when they were last decided (still pending: requested), with the
 * channel, the status, the amount and the fee, and each member's first credited deposit. Query
 * builders the back office composes into its own statements; they execute nothing themselves.
 */
import { sql } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { TimeRange } from './team-money.ts';

/** Deposits decided in the range (pending ones: requested in it): type, channel, status, member_id, amount, fee, at. */
export function houseDepositsOf(db: Db, r: TimeRange) {
  return db
    .selectFrom('deposits as d')
    .leftJoin('payment_channels as c', 'c.id', 'd.channel_id')
    .select((eb) => [sql.lit('deposit').as('type'), eb.fn.coalesce('c.code', sql.lit('unknown')).as('channel'), 'd.status', 'd.member_id', 'd.amount', 'd.fee', eb.fn.coalesce('d.decided_at', 'd.created_at').as('at')])
    .where((eb) => eb(eb.fn.coalesce('d.decided_at', 'd.created_at'), '>=', r.from))
    .where((eb) => eb(eb.fn.coalesce('d.decided_at', 'd.created_at'), '<', r.to));
}

/** Withdrawals decided in the range (pending ones: requested in it), in the deposits' shape; their channel is the bank transfer. */
export function houseWithdrawalsOf(db: Db, r: TimeRange) {
  return db
    .selectFrom('withdrawals as w')
    .select((eb) => [sql.lit('withdrawal').as('type'), sql.lit('bank').as('channel'), 'w.status', 'w.member_id', 'w.amount', 'w.fee', eb.fn.coalesce('w.decided_at', 'w.created_at').as('at')])
    .where((eb) => eb(eb.fn.coalesce('w.decided_at', 'w.created_at'), '>=', r.from))
    .where((eb) => eb(eb.fn.coalesce('w.decided_at', 'w.created_at'), '<', r.to));
}

/** Members whose first credited deposit ever was credited in the range: member_id, amount, decided_at. */
export function houseFirstDepositsOf(db: Db, r: TimeRange) {
  return db
    .selectFrom('deposits as d')
    .select(['d.member_id', 'd.amount', 'd.decided_at'])
    .where('d.status', '=', 'credited')
    .where('d.decided_at', '>=', r.from)
    .where('d.decided_at', '<', r.to)
    .where(({ not, exists, selectFrom, eb }) =>
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
