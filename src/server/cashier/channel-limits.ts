/**
 * The deposit channels as the back office sees them (never the gateway `secret`) and the change
 * of a channel's limits, fee and availability. A change is a guarded update on the values read, so
 * of many identical changes at once one applies and the others find nothing left to change.
 */
import type { Db } from '#server/db/connect.ts';
import { InvalidState, NotFound, ValidationFailed } from '#server/errors.ts';

/** The highest fee a channel may charge, in basis points (10,000 = 100 %). */
export const MAX_CHANNEL_FEE_BP = 10_000;

export interface StaffChannel {
  id: number;
  code: string;
  kind: string;
  /** The name per language. */
  names: Record<string, string>;
  minAmount: number;
  maxAmount: number;
  feeBp: number;
  minVipRank: number;
  enabled: boolean;
  sort: number;
}

/** What the back office may change on a channel (amounts in minor units). */
export interface ChannelLimits {
  minAmount: number;
  maxAmount: number;
  feeBp: number;
  enabled: boolean;
}

export interface ChannelLimitsChange {
  channelId: number;
  changed: boolean;
  before: ChannelLimits;
  after: ChannelLimits;
}

const COLUMNS = ['id', 'code', 'kind', 'names', 'min_amount', 'max_amount', 'fee_bp', 'min_vip_rank', 'enabled', 'sort'] as const;

type Row = { id: number; code: string; kind: string; names: string; min_amount: number; max_amount: number; fee_bp: number; min_vip_rank: number; enabled: number; sort: number };

function toStaffChannel(r: Row): StaffChannel {
  return {
    id: Number(r.id),
    code: r.code,
    kind: r.kind,
    names: JSON.parse(r.names) as Record<string, string>,
    minAmount: Number(r.min_amount),
    maxAmount: Number(r.max_amount),
    feeBp: Number(r.fee_bp),
    minVipRank: Number(r.min_vip_rank),
    enabled: Number(r.enabled) === 1,
    sort: Number(r.sort),
  };
}

const limitsOf = (c: StaffChannel): ChannelLimits => ({ minAmount: c.minAmount, maxAmount: c.maxAmount, feeBp: c.feeBp, enabled: c.enabled });

/** Every channel, enabled or not, in the operator's order, without the gateway secret. */
export async function staffChannels(db: Db): Promise<StaffChannel[]> {
  const rows = await db.selectFrom('payment_channels').select(COLUMNS).orderBy('sort').orderBy('id').execute();
  return rows.map(toStaffChannel);
}

/** One channel without its secret (NOT_FOUND when there is none). */
export async function staffChannel(db: Db, id: number): Promise<StaffChannel> {
  const row = await db.selectFrom('payment_channels').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('No such payment channel.');
  return toStaffChannel(row);
}

/** Refuses limits a channel cannot have: min at least 1, min not above max, fee 0 to 10,000 bp. */
export function assertChannelLimits(l: ChannelLimits): void {
  const whole = (n: number) => Number.isSafeInteger(n);
  if (!whole(l.minAmount) || l.minAmount < 1) throw new ValidationFailed('minAmount: the minimum must be a whole amount of at least 1');
  if (!whole(l.maxAmount) || l.maxAmount < l.minAmount) throw new ValidationFailed('maxAmount: the maximum must not be below the minimum');
  if (!whole(l.feeBp) || l.feeBp < 0 || l.feeBp > MAX_CHANNEL_FEE_BP) throw new ValidationFailed('feeBp: the fee must be 0 to 10,000 basis points');
}

export function sameLimits(a: ChannelLimits, b: ChannelLimits): boolean {
  return a.minAmount === b.minAmount && a.maxAmount === b.maxAmount && a.feeBp === b.feeBp && a.enabled === b.enabled;
}

/**
 * Sets a channel's limits, fee and availability. Validated first (VALIDATION_ERROR, nothing
 * changes); the same values as stored change nothing (changed: false); otherwise one update guarded
 * on the values read, so a change made by someone else meanwhile fails it (INVALID_STATE).
 */
export async function setChannelLimits(db: Db, channelId: number, next: ChannelLimits): Promise<ChannelLimitsChange> {
  assertChannelLimits(next);
  const current = await staffChannel(db, channelId);
  const before = limitsOf(current);
  const after: ChannelLimits = { minAmount: next.minAmount, maxAmount: next.maxAmount, feeBp: next.feeBp, enabled: next.enabled };
  if (sameLimits(before, after)) return { channelId, changed: false, before, after: before };
  const r = await db
    .updateTable('payment_channels')
    .set({ min_amount: after.minAmount, max_amount: after.maxAmount, fee_bp: after.feeBp, enabled: after.enabled ? 1 : 0 })
    .where('id', '=', channelId)
    .where('min_amount', '=', before.minAmount)
    .where('max_amount', '=', before.maxAmount)
    .where('fee_bp', '=', before.feeBp)
    .where('enabled', '=', before.enabled ? 1 : 0)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) {
    const now = limitsOf(await staffChannel(db, channelId));
    if (sameLimits(now, after)) return { channelId, changed: false, before: now, after: now };
    throw new InvalidState('The channel was changed meanwhile; read it again.');
  }
  return { channelId, changed: true, before, after };
}
