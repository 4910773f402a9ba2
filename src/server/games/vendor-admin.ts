/**
 * The back office's hold on game vendors: enabling and disabling them and scheduling a
 * maintenance window with the vendors to suggest meanwhile. Every change is a guarded update
 * (it applies only to the state it was read from), so of two operators doing the same thing one
 * changes the row and the other is told it already is so.
 */
import type { Db } from '#server/db/connect.ts';
import { InvalidState, NotFound, ValidationFailed } from '#server/errors.ts';
import { catalogueChanged, parseAlternatives, vendorDown } from './catalogue.ts';

export interface VendorAdminRow {
  code: string;
  displayName: string;
  category: string;
  enabled: boolean;
  /** Down now: disabled or inside its maintenance window. */
  down: boolean;
  maintenance: { from: number; until: number; alternatives: string[] } | null;
  games: number;
  transferWallet: boolean;
}

export interface MaintenanceWindow {
  from: number;
  until: number;
  alternatives: string[];
}

/** The longest window an operator may schedule (31 days). */
export const MAX_WINDOW_MS = 31 * 86_400_000;

/** Every vendor in menu order, with its state now and the number of its listed games. */
export async function vendorsForStaff(db: Db, now = Date.now()): Promise<VendorAdminRow[]> {
  const [vendors, counts] = await Promise.all([
    db.selectFrom('vendors').selectAll().orderBy('sort').orderBy('code').execute(),
    db.selectFrom('games').select(['vendor_code', (eb) => eb.fn.countAll<number>().as('n')]).where('status', '!=', 2).groupBy('vendor_code').execute(),
  ]);
  const byVendor = new Map(counts.map((c) => [c.vendor_code, Number(c.n)]));
  return vendors.map((v) => ({
    code: v.code,
    displayName: v.display_name,
    category: v.category,
    enabled: v.status === 0,
    down: vendorDown(v, now),
    maintenance:
      v.maintenance_from === null || v.maintenance_until === null
        ? null
        : { from: Number(v.maintenance_from), until: Number(v.maintenance_until), alternatives: parseAlternatives(v.maintenance_alternatives) },
    games: byVendor.get(v.code) ?? 0,
    transferWallet: v.transfer_wallet === 1,
  }));
}

async function vendorRow(db: Db, code: string) {
  const row = await db.selectFrom('vendors').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) throw new NotFound(`No game vendor ${code}.`);
  return row;
}

/** Enables (status 0) or disables (status 1) a vendor; refused when it already is so. */
export async function setVendorEnabled(db: Db, code: string, enabled: boolean): Promise<{ before: { enabled: boolean }; after: { enabled: boolean } }> {
  const from = enabled ? 1 : 0;
  const result = await db.updateTable('vendors').set({ status: enabled ? 0 : 1 }).where('code', '=', code).where('status', '=', from).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    await vendorRow(db, code);
    throw new InvalidState(enabled ? 'This vendor is already enabled.' : 'This vendor is already disabled.');
  }
  catalogueChanged(db);
  return { before: { enabled: !enabled }, after: { enabled } };
}

/**
 * Schedules (or replaces) a vendor's maintenance window. The alternatives must be other existing
 * vendors. Answers the window before and after, or `changed: false` when it was already exactly so.
 */
export async function setVendorMaintenance(db: Db, code: string, w: MaintenanceWindow, now = Date.now()): Promise<{ changed: boolean; before: MaintenanceWindow | null; after: MaintenanceWindow }> {
  if (!(w.until > w.from)) throw new ValidationFailed('The window must end after it starts.');
  if (w.until <= now) throw new ValidationFailed('The window must end in the future.');
  if (w.until - w.from > MAX_WINDOW_MS) throw new ValidationFailed('A maintenance window may last at most 31 days.');
  const alternatives = [...new Set(w.alternatives)];
  if (alternatives.includes(code)) throw new ValidationFailed('A vendor cannot be its own alternative.');
  if (alternatives.length) {
    const known = await db.selectFrom('vendors').select('code').where('code', 'in', alternatives).execute();
    const missing = alternatives.filter((a) => !known.some((k) => k.code === a));
    if (missing.length) throw new ValidationFailed(`No game vendor ${missing.join(', ')}.`);
  }
  const after = { from: w.from, until: w.until, alternatives };
  for (let attempt = 0; attempt < 20; attempt++) {
    const row = await vendorRow(db, code);
    const before =
      row.maintenance_from === null || row.maintenance_until === null
        ? null
        : { from: Number(row.maintenance_from), until: Number(row.maintenance_until), alternatives: parseAlternatives(row.maintenance_alternatives) };
    if (before && before.from === after.from && before.until === after.until && JSON.stringify(before.alternatives) === JSON.stringify(after.alternatives)) {
      return { changed: false, before, after };
    }
    let q = db
      .updateTable('vendors')
      .set({ maintenance_from: after.from, maintenance_until: after.until, maintenance_alternatives: JSON.stringify(alternatives) })
      .where('code', '=', code)
      .where('maintenance_alternatives', '=', row.maintenance_alternatives);
    q = row.maintenance_from === null ? q.where('maintenance_from', 'is', null) : q.where('maintenance_from', '=', row.maintenance_from);
    q = row.maintenance_until === null ? q.where('maintenance_until', 'is', null) : q.where('maintenance_until', '=', row.maintenance_until);
    const result = await q.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      catalogueChanged(db);
      return { changed: true, before, after };
    }
  }
  throw new InvalidState('The maintenance window is being changed elsewhere. Try again.');
}

/** Ends (or cancels) a vendor's maintenance window; refused when it has none. */
export async function clearVendorMaintenance(db: Db, code: string): Promise<{ before: MaintenanceWindow }> {
  const row = await vendorRow(db, code);
  if (row.maintenance_from === null || row.maintenance_until === null) throw new InvalidState('This vendor has no maintenance window.');
  const result = await db
    .updateTable('vendors')
    .set({ maintenance_from: null, maintenance_until: null, maintenance_alternatives: '[]' })
    .where('code', '=', code)
    .where('maintenance_from', '=', row.maintenance_from)
    .where('maintenance_until', '=', row.maintenance_until)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new InvalidState('This vendor has no maintenance window.');
  catalogueChanged(db);
  return { before: { from: Number(row.maintenance_from), until: Number(row.maintenance_until), alternatives: parseAlternatives(row.maintenance_alternatives) } };
}

/** Whether a vendor exists (for the secrets, which the providers domain keeps). */
export async function vendorExists(db: Db, code: string): Promise<boolean> {
  return (await db.selectFrom('vendors').select('code').where('code', '=', code).executeTakeFirst()) !== undefined;
}
