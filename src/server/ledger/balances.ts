import type { SqlRunner } from '#server/db/sql-runner.ts';

/** Spec §7 balance (sumBalance): the member's cash wallet. Read from committed data. */
export async function cashBalance(reader: SqlRunner, memberId: number): Promise<number> {
  const row = await reader.get<{ balance: number }>("select balance from ledger_accounts where kind = 'member_cash' and owner_id = ? and ref = ''", [memberId]);
  return row?.balance ?? 0;
}
