/**
 * The loyalty desk's VIP tab: the ladder (a change waits for a second staff member, approval kind
 * vip.ladder), members per rank, a member's rank set by hand (audited) and the loyalty settings
 * (the parts that pay money — the convert rate and the referral reward — wait for approval kind
 * settings.money, the rest apply at once, audited).
 */
import type { LoyaltySettings, LoyaltySettingsView, StaffRankChange, VipDesk, VipRankInput } from '#lib/contracts/backoffice-vip.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { InvalidState } from '#server/errors.ts';
import { checkLadder, membersPerRank, recentStaffRankChanges, setRankByStaff, type StaffRankRow } from '#server/loyalty/index.ts';
import { vipLadder, vipLadderVersion } from '#server/members/index.ts';
import { getSetting, InvalidSetting, loadSettings, SETTINGS, updateSetting } from '#server/system/index.ts';
import { requestApproval } from './approvals.ts';
import { audit } from './audit.ts';
import { VIP_LADDER_KIND } from './kind-vip-ladder.ts';
import { loyaltyMoneyPart, SETTINGS_MONEY_KIND } from './settings-money.ts';
import type { StaffActor } from './staff.ts';

/** Names the staff members behind rank changes (the staff table is the back office's). */
async function named(db: Db, rows: StaffRankRow[]): Promise<StaffRankChange[]> {
  const ids = [...new Set(rows.map((r) => r.staffId).filter((id): id is number => id !== null))];
  const staff = ids.length ? await db.selectFrom('staff').select(['id', 'username']).where('id', 'in', ids).execute() : [];
  const names = new Map(staff.map((s) => [Number(s.id), s.username]));
  return rows.map(({ staffId, ...r }) => ({ ...r, staff: staffId === null ? null : (names.get(staffId) ?? null) }));
}

async function pendingOf(db: Db, kind: string, now: number) {
  return db.selectFrom('approvals').select(['id', 'payload', 'maker_id', 'created_at', 'expires_at']).where('kind', '=', kind).where('status', '=', 'pending').where('expires_at', '>', now).orderBy('id').execute();
}

export async function vipDesk(app: AppContext, now = Date.now()): Promise<VipDesk> {
  const { db } = app;
  const [ladder, version, counts, pending, recent, settings] = await Promise.all([vipLadder(db), vipLadderVersion(db), membersPerRank(db), pendingOf(db, VIP_LADDER_KIND, now), recentStaffRankChanges(db), loadSettings(db)]);
  const { code, symbol, minorUnits } = settings.whitelabel.currency;
  return {
    currency: { code, symbol, minorUnits },
    timeZone: settings.whitelabel.timeZone,
    ladder,
    version,
    counts,
    pending: pending.map((r) => ({ approvalId: Number(r.id), makerId: Number(r.maker_id), createdAt: Number(r.created_at), expiresAt: Number(r.expires_at), ladder: (JSON.parse(r.payload) as { ladder: VipRankInput[] }).ladder })),
    recent: await named(db, recent),
  };
}

/** Asks for a new ladder: checked now (VIP_LADDER_INVALID), saved when a second staff member approves, at the version read. */
export async function askLadderChange(app: AppContext, actor: StaffActor, ladder: readonly VipRankInput[], version: number): Promise<{ approvalId: number; expiresAt: number }> {
  const checked = checkLadder(ladder);
  if ((await vipLadderVersion(app.db)) !== version) throw new InvalidState('The ladder changed since you read it; read it again.');
  const summary = `VIP ladder: ${checked.length} ranks (${checked.map((r) => r.label).join(', ')})`;
  const { id, expiresAt } = await requestApproval(app, actor, { kind: VIP_LADDER_KIND, targetId: 'ladder', payload: { version, ladder: checked }, summary });
  return { approvalId: id, expiresAt };
}

/** Sets a member's rank by hand with a reason; audited with the rank before and after. */
export async function setRankAs(app: AppContext, actor: StaffActor, r: { account: string; rank: number; reason: string }): Promise<StaffRankChange> {
  const change = await setRankByStaff(app.db, { account: r.account, rank: r.rank, note: r.reason, staffId: actor.staffId });
  await audit(app.db, actor, { action: 'vip.rank.set', targetType: 'member', targetId: change.memberId, before: { rank: change.fromRank }, after: { rank: change.toRank, reason: change.note } });
  const [named1] = await named(app.db, [change]);
  return named1 as StaffRankChange;
}

export async function loyaltySettingsView(app: AppContext, now = Date.now()): Promise<LoyaltySettingsView> {
  const [value, pending] = await Promise.all([getSetting(app.db, 'loyalty'), pendingOf(app.db, SETTINGS_MONEY_KIND, now)]);
  return {
    value,
    pending: pending
      .map((r) => ({ row: r, p: JSON.parse(r.payload) as { key: string; value: LoyaltySettings } }))
      .filter((x) => x.p.key === 'loyalty')
      .map(({ row, p }) => ({ approvalId: Number(row.id), value: p.value, makerId: Number(row.maker_id), createdAt: Number(row.created_at), expiresAt: Number(row.expires_at) })),
  };
}

/**
 * Saves the loyalty settings: what pays no money applies at once (audited as settings.change);
 * a changed convert rate or referral reward becomes a settings.money request, carried out when a
 * second staff member approves. Both may happen in one save.
 */
export async function saveLoyaltySettingsAs(app: AppContext, actor: StaffActor, value: LoyaltySettings): Promise<{ applied: boolean; approvalId: number | null }> {
  const parsed = SETTINGS.loyalty.safeParse(value);
  if (!parsed.success) throw new InvalidSetting(`loyalty: ${parsed.error.issues[0]?.path.join('.') || 'value'}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const after = parsed.data;
  const before = await getSetting(app.db, 'loyalty');
  const moneyChanged = JSON.stringify(loyaltyMoneyPart(before)) !== JSON.stringify(loyaltyMoneyPart(after));
  // The money parts stay as they are until approved.
  const now = { ...after, convertRate: before.convertRate, referral: { ...after.referral, reward: before.referral.reward } };
  const change = await updateSetting(app.db, 'loyalty', now);
  if (change.changed) await audit(app.db, actor, { action: 'settings.change', targetType: 'setting', targetId: 'loyalty', before: change.before, after: change.after });
  let approvalId: number | null = null;
  if (moneyChanged) {
    const part = loyaltyMoneyPart(after);
    const { id } = await requestApproval(app, actor, { kind: SETTINGS_MONEY_KIND, targetId: 'loyalty', payload: { key: 'loyalty', value: after }, summary: `Loyalty: convert rate ${part.convertRate} per point, referral reward ${part.referralReward}` });
    approvalId = id;
  }
  return { applied: change.changed, approvalId };
}
