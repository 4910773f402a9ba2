import type { Db } from '#server/db/connect.ts';
import { accountNamesOf } from '#server/members/index.ts';

/** What waits for the operator's review (npm run admin -- deposits:list, withdrawals:list), oldest first. */

export async function pendingDeposits(db: Db) {
  const rows = await db
    .selectFrom('deposits as d')
    .innerJoin('payment_channels as c', 'c.id', 'd.channel_id')
    .select(['d.id', 'd.member_id', 'c.code as channel', 'd.amount', 'd.reference', 'd.created_at'])
    .where('d.status', '=', 'pending')
    .orderBy('d.id')
    .execute();
  const accounts = await accountNamesOf(db, rows.map((r) => r.member_id));
  return rows.flatMap((r) => {
    const account = accounts.get(r.member_id);
    return account === undefined ? [] : [{ id: r.id, account, channel: r.channel, amount: r.amount, reference: r.reference, created_at: r.created_at }];
  });
}

export async function pendingWithdrawals(db: Db) {
  const rows = await db
    .selectFrom('withdrawals as w')
    .innerJoin('bank_accounts as b', 'b.id', 'w.bank_account_id')
    .select(['w.id', 'w.member_id', 'w.amount', 'b.bank_name', 'b.account_number', 'b.holder_name', 'w.created_at'])
    .where('w.status', '=', 'pending')
    .orderBy('w.id')
    .execute();
  const accounts = await accountNamesOf(db, rows.map((r) => r.member_id));
  return rows.flatMap((r) => {
    const account = accounts.get(r.member_id);
    return account === undefined
      ? []
      : [{ id: r.id, account, amount: r.amount, bank_name: r.bank_name, account_number: r.account_number, holder_name: r.holder_name, created_at: r.created_at }];
  });
}
