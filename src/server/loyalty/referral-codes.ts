/**
 * Invite friends: each member's personal referral code (made on first view) and the registration
 * link that carries it. A code is 8 characters from an alphabet without 0/O and 1/I, so it can be
 * read aloud and typed from a screenshot; registration stores what the friend typed or the link
 * carried in members.referrer, and the referral job matches it (upper-cased) to a code.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '#server/db/connect.ts';
import { loadSettings, type Settings } from '#server/system/index.ts';
import { ReferralOff } from './referral-errors.ts';

export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** What a friend typed (or the link carried) as a code in the stored form, or null when it cannot be one. */
export function normalReferralCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The member's code, made on first use (parallel first views agree on one code). */
export async function ensureReferralCode(db: Db, memberId: number, now = Date.now()): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await db.selectFrom('referral_codes').select('code').where('member_id', '=', memberId).executeTakeFirst();
    if (row) return row.code;
    // A clash on either the member (a parallel first view) or the code (another member's) inserts nothing; the read above decides.
    await db
      .insertInto('referral_codes')
      .values({ member_id: memberId, code: newReferralCode(), created_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error(`no referral code could be stored for member ${memberId}`);
}

/** The registration link a friend opens: the site's register page with the code. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/register?ref=${encodeURIComponent(code)}`;
}

/** The settings, when the referral switch is on; REFERRAL_OFF otherwise. */
export async function referralSettings(db: Db): Promise<Settings> {
  const settings = await loadSettings(db);
  if (!settings.switches.referral) throw new ReferralOff('Inviting friends is turned off.');
  return settings;
}
