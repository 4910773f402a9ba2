import { batchedRead, isPoolReader } from '#server/db/pg-reader.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';

const CASH = "select balance from ledger_accounts where kind = 'member_cash' and owner_id = ? and ref = ''";
const CASH_OF_MANY = "select owner_id, balance from ledger_accounts where kind = 'member_cash' and owner_id = any(?) and ref = ''";
const batched = new WeakMap<SqlRunner, (memberId: number) => Promise<{ owner_id: number; balance: number } | undefined>>();

/**
 * Spec §7 balance (sumBalance): the member's cash wallet. Read from committed data. On
 * PostgreSQL's pool reader, balance reads arriving together share one statement (decision 029).
 */
export async function cashBalance(reader: SqlRunner, memberId: number): Promise<number> {
  if (isPoolReader(reader)) {
    let read = batched.get(reader);
    if (!read) batched.set(reader, (read = batchedRead<{ owner_id: number; balance: number }>(reader, CASH_OF_MANY, (r) => r.owner_id)));
    return (await read(memberId))?.balance ?? 0;
  }
  const row = await reader.get<{ balance: number }>(CASH, [memberId]);
  return row?.balance ?? 0;
}
