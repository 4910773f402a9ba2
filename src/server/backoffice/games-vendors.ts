/**
 * Games desk: vendors and their signing secrets. The games domain changes the rows (guarded) and
 * the providers domain keeps the secrets; every change that took effect is audited here — for a
 * secret only its fingerprint, never the secret.
 */
import type { AppContext } from '#server/app-context.ts';
import { NotFound } from '#server/errors.ts';
import { clearVendorMaintenance, type MaintenanceWindow, setVendorEnabled, setVendorMaintenance, vendorExists, vendorsForStaff } from '#server/games/index.ts';
import { forgetVendorSecrets, issueVendorSecret, vendorSecretStates } from '#server/providers/index.ts';
import { merchantTimeZone } from '#server/system/index.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

/** The vendors with their state, and the merchant's time zone the desk shows the windows in. */
export async function vendorDesk(app: AppContext) {
  const [list, timeZone] = await Promise.all([vendorsForStaff(app.db), merchantTimeZone(app.db)]);
  return { list, timeZone };
}

export async function enableVendor(app: AppContext, actor: StaffActor, code: string, enabled: boolean) {
  const { before, after } = await setVendorEnabled(app.db, code, enabled);
  await audit(app.db, actor, { action: enabled ? 'vendor.enable' : 'vendor.disable', targetType: 'vendor', targetId: code, before, after });
  return { code, enabled };
}

export async function scheduleVendorMaintenance(app: AppContext, actor: StaffActor, code: string, w: MaintenanceWindow) {
  const { changed, before, after } = await setVendorMaintenance(app.db, code, w);
  if (changed) await audit(app.db, actor, { action: 'vendor.maintenance.set', targetType: 'vendor', targetId: code, before, after });
  return { code, changed, maintenance: after };
}

export async function endVendorMaintenance(app: AppContext, actor: StaffActor, code: string) {
  const { before } = await clearVendorMaintenance(app.db, code);
  await audit(app.db, actor, { action: 'vendor.maintenance.clear', targetType: 'vendor', targetId: code, before, after: null });
  return { code };
}

export async function vendorSecretList(app: AppContext, code: string) {
  return { list: await vendorSecretStates(app.db, code) };
}

/** Issues or rotates the secret; the answer is the only place it is ever shown. */
export async function rotateVendorSecret(app: AppContext, actor: StaffActor, code: string, graceMinutes: number) {
  if (!(await vendorExists(app.db, code))) throw new NotFound(`No game vendor ${code}.`);
  const issued = await issueVendorSecret(app, code, graceMinutes * 60_000);
  forgetVendorSecrets(app, code);
  await audit(app.db, actor, {
    action: 'vendor.secret.issue',
    targetType: 'vendor',
    targetId: code,
    after: { fingerprint: issued.fingerprint, graceMinutes, previousValidUntil: issued.previousValidUntil },
  });
  return issued;
}
