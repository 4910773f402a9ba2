/** Agents' shown names for the support desk's records (the staff table is the back office's own). */
import type { Db } from '#server/db/connect.ts';

/** Staff members' shown names by id (a removed one shows as #id). */
export async function staffNamesOf(db: Db, ids: Iterable<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set([...ids].filter((x): x is number => x !== null).map(Number))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('staff').select(['id', 'display_name']).where('id', 'in', wanted).execute();
  const names = new Map(rows.map((r) => [Number(r.id), r.display_name]));
  return new Map(wanted.map((id) => [id, names.get(id) ?? `#${id}`]));
}
