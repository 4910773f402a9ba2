import type { Db } from '#server/db/connect.ts';

/** Bank account numbers both members have bound (one person's two accounts paying out to one bank account). */
export async function sharedBankAccounts(db: Db, a: number, b: number): Promise<string[]> {
  const rows = await db
    .selectFrom('bank_accounts as x')
    .innerJoin('bank_accounts as y', 'y.account_number', 'x.account_number')
    .select('x.account_number')
    .distinct()
    .where('x.member_id', '=', a)
    .where('y.member_id', '=', b)
    .execute();
  return rows.map((r) => r.account_number).sort();
}
