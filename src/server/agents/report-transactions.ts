/**
 * Transaction details: the team's deposits, withdrawals and transfers (to or from a team member),
 * requested in the range, newest first, with the totals of what was credited, paid and moved.
 */
import { MOVEMENT_TYPES, movementsOf } from '#server/cashier/index.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { memberProfiles } from '#server/members/index.ts';
import { num, type Paging, pageOf, reportDb, rowOf, rowsOf } from './report-query.ts';
import { type Scope, teamIds } from './report-team.ts';
import type { Page, Range, TransactionRow, TransactionTotals } from '#lib/types/agents.ts';

export const TRANSACTION_TYPES = MOVEMENT_TYPES;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface TransactionQuery extends Paging {
  scope: Scope;
  range: Range;
  types: TransactionType[];
  status?: string | undefined;
}

const isType = (t: string): t is TransactionType => TRANSACTION_TYPES.some((k) => k === t);

/** Transaction details: the team's deposits, withdrawals and transfers (to or from a team member), requested in the range, newest first. */
export async function teamTransactions(reader: SqlRunner, qy: TransactionQuery): Promise<Page<TransactionRow, TransactionTotals>> {
  if (!qy.types.length) return { list: [], total: 0, pageNum: 1, totalPages: 1, totals: { deposits: 0, depositAmount: 0, withdrawals: 0, withdrawalAmount: 0, transfers: 0, transferAmount: 0 } };
  const u = () => reportDb.with('u', () => movementsOf(reportDb, teamIds(qy.scope), { ...qy.range, types: qy.types, status: qy.status }));
  const tot = await rowOf(
    reader,
    u()
      .selectFrom('u')
      .select((eb) => {
        const when = (type: TransactionType, status?: string) => (status ? eb.and([eb('type', '=', type), eb('status', '=', status)]) : eb('type', '=', type));
        const count = (type: TransactionType, status?: string) => eb.fn.sum(eb.case().when(when(type, status)).then(1).else(0).end());
        const amount = (type: TransactionType, status?: string) => eb.fn.sum(eb.case().when(when(type, status)).then(eb.ref('amount')).else(0).end());
        return [
          eb.fn.countAll().as('n'),
          count('deposit', 'credited').as('dn'),
          amount('deposit', 'credited').as('da'),
          count('withdrawal', 'paid').as('wn'),
          amount('withdrawal', 'paid').as('wa'),
          count('transfer').as('tn'),
          amount('transfer').as('ta'),
        ];
      }),
  );
  const total = num(tot?.n);
  const { pageNum, totalPages, offset } = pageOf(total, qy);
  const rows = await rowsOf(
    reader,
    u()
      .selectFrom('u')
      .innerJoin(memberProfiles(reportDb).as('m'), 'm.id', 'u.member_id')
      .leftJoin(memberProfiles(reportDb).as('c'), 'c.id', 'u.counterparty_id')
      .selectAll('u')
      .select(['m.account', 'c.account as counterparty_account'])
      .orderBy('u.created_at', 'desc')
      .orderBy('u.type')
      .orderBy('u.id', 'desc')
      .limit(qy.pageSize)
      .offset(offset),
  );
  return {
    list: rows.flatMap((r) => {
      if (!isType(r.type)) return [];
      return [
        {
          type: r.type,
          id: num(r.id),
          memberId: num(r.member_id),
          account: r.account,
          counterpartyId: r.counterparty_id === null ? null : num(r.counterparty_id),
          counterpartyAccount: r.counterparty_account ?? null,
          amount: num(r.amount),
          fee: num(r.fee),
          status: r.status,
          createdAt: num(r.created_at),
          decidedAt: r.decided_at === null ? null : num(r.decided_at),
        },
      ];
    }),
    total,
    pageNum,
    totalPages,
    totals: { deposits: num(tot?.dn), depositAmount: num(tot?.da), withdrawals: num(tot?.wn), withdrawalAmount: num(tot?.wa), transfers: num(tot?.tn), transferAmount: num(tot?.ta) },
  };
}
