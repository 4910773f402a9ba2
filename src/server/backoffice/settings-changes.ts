/**
 * The settings desk's changes. Non-money settings apply at once; a change touching money (see
 * settings-money.ts) becomes a maker-checker request. Every applied change is audited with the
 * value before and after; a change that changes nothing is neither stored nor audited.
 */
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import {
  getSetting,
  InvalidSetting,
  loadSettings,
  type RegisterRule,
  replaceDomains,
  replaceRegisterRules,
  SETTINGS,
  type SettingChange,
  type SettingKey,
  type SiteDomain,
  UnknownSetting,
  updateSetting,
} from '#server/system/index.ts';
import { requestApproval } from './approvals.ts';
import { audit } from './audit.ts';
import { SettingsLockout } from './errors-settings.ts';
import { ipAllowed } from './ip-allow.ts';
import { SETTINGS_MONEY_KIND, touchesMoney } from './settings-money.ts';
import type { StaffActor } from './staff.ts';

export type SettingOutcome = { status: 'applied' | 'unchanged' } | { status: 'pending-approval'; approvalId: number };

function isKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

/** Parses a value as the setting would store it (InvalidSetting when it does not fit). */
function parseSetting<K extends SettingKey>(key: K, value: unknown) {
  const r = SETTINGS[key].safeParse(value);
  if (!r.success) throw new InvalidSetting(`${key}: ${r.error.issues[0]?.path.join('.') || 'value'}: ${r.error.issues[0]?.message ?? 'invalid'}`);
  return r.data;
}

/** Refuses a back-office IP allow-list that would shut out the staff member saving it. */
function assertNotLockedOut(actor: StaffActor, list: readonly string[]): void {
  if (!ipAllowed(list, actor.ip)) {
    throw new SettingsLockout(`The list leaves out your own address (${actor.ip}): saving it would lock you out.`, { ip: actor.ip });
  }
}

async function audited<T>(db: Db, actor: StaffActor, action: string, targetId: string, change: SettingChange<T>): Promise<SettingOutcome> {
  if (!change.changed) return { status: 'unchanged' };
  await audit(db, actor, { action, targetType: 'setting', targetId, before: change.before, after: change.after });
  return { status: 'applied' };
}

/** A summary a checker reads. */
function summaryOf(key: string, value: unknown): string {
  return `Change ${key} to ${JSON.stringify(value)}`;
}

/**
 * PUT /backoffice/api/settings/:key. The whole value of one setting is given; a money part
 * that differs from the stored one turns the change into an approval request.
 */
export async function changeSetting(app: AppContext, actor: StaffActor, key: string, value: unknown): Promise<SettingOutcome> {
  if (!isKey(key)) throw new UnknownSetting(`no setting named ${key}`);
  const after = parseSetting(key, value);
  if (key === 'backoffice') assertNotLockedOut(actor, (after as { ipAllowList: string[] }).ipAllowList);
  const before = await getSetting(app.db, key);
  if (touchesMoney(key, before, after as never)) {
    const { id } = await requestApproval(app, actor, { kind: SETTINGS_MONEY_KIND, targetId: key, payload: { key, value: after }, summary: summaryOf(key, after) });
    return { status: 'pending-approval', approvalId: id };
  }
  return audited(app.db, actor, 'settings.change', key, await updateSetting(app.db, key, after));
}

export async function changeRegisterRules(app: AppContext, actor: StaffActor, rules: readonly RegisterRule[]): Promise<SettingOutcome> {
  return audited(app.db, actor, 'settings.register-rules', 'register-rules', await replaceRegisterRules(app.db, rules));
}

export async function changeDomains(app: AppContext, actor: StaffActor, domains: readonly SiteDomain[]): Promise<SettingOutcome> {
  return audited(app.db, actor, 'settings.domains', 'domains', await replaceDomains(app.db, domains));
}

/** Maintenance on or off; when on, an end time (if any) must be in the future. */
export async function changeMaintenance(app: AppContext, actor: StaffActor, m: { enabled: boolean; endsAt: number | null }, now = Date.now()): Promise<SettingOutcome> {
  if (m.enabled && m.endsAt !== null && m.endsAt <= now) throw new InvalidSetting('maintenance: the end time has already passed');
  const value = { enabled: m.enabled, endsAt: m.enabled ? m.endsAt : null };
  return audited(app.db, actor, 'settings.change', 'maintenance', await updateSetting(app.db, 'maintenance', value));
}

/** The countries whose visitors see the region-restriction page (blocked addresses stay as they are). */
export async function changeRegions(app: AppContext, actor: StaffActor, blockedCountries: readonly string[]): Promise<SettingOutcome> {
  const current = await getSetting(app.db, 'regionRestriction');
  const countries = [...new Set(blockedCountries.map((c) => c.toUpperCase()))].sort();
  const value = { ...current, blockedCountries: countries, enabled: countries.length > 0 || current.blockedIps.length > 0 };
  return audited(app.db, actor, 'settings.change', 'regionRestriction', await updateSetting(app.db, 'regionRestriction', value));
}

export interface PendingSettingChange {
  approvalId: number;
  key: string;
  value: unknown;
  makerId: number;
  createdAt: number;
  expiresAt: number;
}

/** Money changes waiting for a second staff member. */
export async function pendingSettingChanges(db: Db, now = Date.now()): Promise<PendingSettingChange[]> {
  const rows = await db
    .selectFrom('approvals')
    .select(['id', 'payload', 'maker_id', 'created_at', 'expires_at'])
    .where('kind', '=', SETTINGS_MONEY_KIND)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const p = JSON.parse(r.payload) as { key: string; value: unknown };
    return { approvalId: Number(r.id), key: p.key, value: p.value, makerId: Number(r.maker_id), createdAt: Number(r.created_at), expiresAt: Number(r.expires_at) };
  });
}

/** Everything the desk shows: the settings (fresh, not from the per-process cache) and what waits for approval. */
export async function settingsOverview(app: AppContext) {
  const [settings, pending] = await Promise.all([loadSettings(app.db), pendingSettingChanges(app.db)]);
  return { settings, pending };
}
