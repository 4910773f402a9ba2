/**
 * Invite friends, abuse checks: what a friend shares with the member who invited them — a device
 * (the same browser at the same address in their login sessions), an address, or a bank account
 * for payouts. Any of these holds the reward for staff instead of paying it; staff see the same
 * evidence, read again when they look.
 */
import { sharedAccess } from '#server/auth/index.ts';
import { sharedBankAccounts } from '#server/cashier/index.ts';
import type { Db } from '#server/db/connect.ts';
import { REFERRAL_HOLD_REASONS, type ReferralHoldReason } from '#lib/contracts/loyalty-model.ts';

export interface ReferralEvidence {
  devices: { ip: string; userAgent: string }[];
  ips: string[];
  bankAccounts: string[];
}

export async function referralEvidence(db: Db, referrerId: number, friendId: number): Promise<ReferralEvidence> {
  const [access, bankAccounts] = await Promise.all([sharedAccess(db, referrerId, friendId), sharedBankAccounts(db, referrerId, friendId)]);
  return { ...access, bankAccounts };
}

/** The hold reasons the evidence gives, strongest first (empty: nothing shared, the reward is paid). */
export function holdReasons(e: ReferralEvidence): ReferralHoldReason[] {
  const out: ReferralHoldReason[] = [];
  if (e.devices.length > 0) out.push('same_device');
  if (e.ips.length > 0) out.push('same_ip');
  if (e.bankAccounts.length > 0) out.push('same_payment_account');
  return out;
}

/** hold_reason as stored: the reasons joined by commas. */
export function parseHoldReasons(stored: string | null): ReferralHoldReason[] {
  const known = new Set<string>(REFERRAL_HOLD_REASONS);
  return (stored ?? '').split(',').filter((r): r is ReferralHoldReason => known.has(r));
}
