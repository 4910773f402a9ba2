/**
 * The settings desk's deposit channels: their limits and fees, read without the gateway secret, and
 * changed only through a maker-checker request (approval kind 'channel.limits').
 */
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { assertChannelLimits, type ChannelLimits, sameLimits, staffChannel, staffChannels } from '#server/cashier/index.ts';
import { getSetting } from '#server/system/index.ts';
import { requestApproval } from './approvals.ts';
import type { StaffActor } from './staff.ts';

export const CHANNEL_LIMITS_KIND = 'channel.limits';

export interface PendingChannelChange extends ChannelLimits {
  approvalId: number;
  channelId: number;
  makerId: number;
  createdAt: number;
  expiresAt: number;
}

export type ChannelChangeOutcome = { status: 'unchanged' } | { status: 'pending-approval'; approvalId: number };

/** "min 400.00 BDT, max 450000.00 BDT, fee 1.5 %, enabled": what a checker reads, in currency units. */
function limitsText(l: ChannelLimits, currency: { code: string; minorUnits: number }): string {
  const units = (minor: number) => `${(minor / 10 ** currency.minorUnits).toFixed(currency.minorUnits)} ${currency.code}`;
  return `min ${units(l.minAmount)}, max ${units(l.maxAmount)}, fee ${l.feeBp / 100} %, ${l.enabled ? 'enabled' : 'disabled'}`;
}

/** Channel changes waiting for a second staff member. */
export async function pendingChannelChanges(db: Db, now = Date.now()): Promise<PendingChannelChange[]> {
  const rows = await db
    .selectFrom('approvals')
    .select(['id', 'payload', 'maker_id', 'created_at', 'expires_at'])
    .where('kind', '=', CHANNEL_LIMITS_KIND)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const p = JSON.parse(r.payload) as ChannelLimits & { channelId: number };
    return {
      approvalId: Number(r.id),
      channelId: p.channelId,
      minAmount: p.minAmount,
      maxAmount: p.maxAmount,
      feeBp: p.feeBp,
      enabled: p.enabled,
      makerId: Number(r.maker_id),
      createdAt: Number(r.created_at),
      expiresAt: Number(r.expires_at),
    };
  });
}

/** GET /backoffice/api/settings/channels: every channel and the changes waiting for approval. */
export async function channelsOverview(app: AppContext) {
  const [channels, pending] = await Promise.all([staffChannels(app.db), pendingChannelChanges(app.db)]);
  return { channels, pending };
}

/**
 * PUT /backoffice/api/settings/channels/:id. Values equal to the stored ones change nothing; others
 * are validated (VALIDATION_ERROR) and become an approval request: nothing changes until a second
 * staff member approves it.
 */
export async function requestChannelChange(app: AppContext, actor: StaffActor, channelId: number, next: ChannelLimits): Promise<ChannelChangeOutcome> {
  assertChannelLimits(next);
  const channel = await staffChannel(app.db, channelId);
  if (sameLimits(channel, next)) return { status: 'unchanged' };
  const payload = { channelId, minAmount: next.minAmount, maxAmount: next.maxAmount, feeBp: next.feeBp, enabled: next.enabled };
  const { currency } = await getSetting(app.db, 'whitelabel');
  const summary = `Deposit channel ${channel.code}: ${limitsText(next, currency)} (was ${limitsText(channel, currency)})`;
  const { id } = await requestApproval(app, actor, { kind: CHANNEL_LIMITS_KIND, targetId: channelId, payload, summary });
  return { status: 'pending-approval', approvalId: id };
}
