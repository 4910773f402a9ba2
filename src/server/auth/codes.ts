import { randomInt } from 'node:crypto';
import { atomically, type Db } from '#server/db/connect.ts';
import type { Notifier } from '#server/notify/index.ts';
import { getSetting } from '#server/system/index.ts';
import { CodeExpired, CodeInvalid } from './errors.ts';
import type { RateLimits } from '#server/rate-limits.ts';
import { digest, sameDigest } from './tokens.ts';

/** What a code may be used for; a code only ever works for its own purpose and target. */
export type CodePurpose = 'login' | 'register' | 'reset' | 'second-factor' | 'bind-mobile' | 'bind-email';
export const MAX_CODE_ATTEMPTS = 5;

const TEXT: Record<string, (code: string, minutes: number) => string> = {
  bn: (code, minutes) => `মেরিডিয়ান কোড: ${code}। ${minutes} মিনিট বৈধ। কাউকে জানাবেন না।`,
  en: (code, minutes) => `Meridian code: ${code}. Valid for ${minutes} min. Never share it.`,
};

const hashOf = (purpose: CodePurpose, target: string, code: string) => digest(`${purpose}:${target}:${code}`);

export interface CodeDeps {
  db: Db;
  limits: RateLimits;
  notify: Notifier;
}

/**
 * Counts one code request against the address and the target number or email. Every answer that
 * says "a code is on its way" goes through here, whether or not a code is then sent, so the pace
 * and the refusals are the same for a target with an account and one without.
 */
export async function paceCode(limits: RateLimits, ip: string, target: string): Promise<void> {
  await limits.hit('smsIp', ip);
  await limits.hit('smsTargetPace', target);
  await limits.hit('smsTarget', target);
}

/**
 * Sends a fresh 6-digit code (CSPRNG) by SMS or email and returns its lifetime in minutes.
 * Earlier unused codes of the same purpose and target stop working.
 */
export async function sendCode(
  deps: CodeDeps,
  c: { purpose: CodePurpose; channel: 'sms' | 'email'; target: string; ip: string; lang: string; memberId?: number | null },
  now = Date.now(),
): Promise<{ expiredMinutes: number }> {
  const { db, limits, notify } = deps;
  await paceCode(limits, c.ip, c.target);
  const minutes = (await getSetting(db, 'auth')).smsExpiredMinutes;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await atomically(db, async (tx) => {
    await tx
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('purpose', '=', c.purpose)
      .where('target', '=', c.target)
      .where('consumed_at', 'is', null)
      .execute();
    await tx
      .insertInto('verification_codes')
      .values({
        purpose: c.purpose,
        channel: c.channel,
        target: c.target,
        code_hash: hashOf(c.purpose, c.target, code),
        member_id: c.memberId ?? null,
        attempts: 0,
        expires_at: now + minutes * 60_000,
        consumed_at: null,
        created_at: now,
      })
      .execute();
  });
  const text = (TEXT[c.lang] ?? TEXT['en'])?.(code, minutes) ?? code;
  if (c.channel === 'sms') await notify.sms(c.target, text);
  else await notify.email(c.target, c.lang === 'bn' ? 'মেরিডিয়ান যাচাই কোড' : 'Your Meridian code', text);
  return { expiredMinutes: minutes };
}

/**
 * Uses up the newest code of a purpose and target. Each try is counted by one guarded statement
 * before the code is judged, so of any number of parallel guesses at most five are judged; after
 * five, or once expired, the member must send a new one (the right code included).
 */
export async function useCode(db: Db, c: { purpose: CodePurpose; target: string; code: string }, now = Date.now()): Promise<void> {
  const expired = () => new CodeExpired('This code has expired. Send a new one.');
  const row = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'expires_at'])
    .where('purpose', '=', c.purpose)
    .where('target', '=', c.target)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.expires_at <= now) throw expired();
  const counted = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw expired();
  if (!/^\d{6}$/.test(c.code) || !sameDigest(row.code_hash, hashOf(c.purpose, c.target, c.code))) {
    throw new CodeInvalid('The verification code is not right.', { attemptsLeft: MAX_CODE_ATTEMPTS - Number(counted.attempts) });
  }
  const used = await db.updateTable('verification_codes').set({ consumed_at: now }).where('id', '=', row.id).where('consumed_at', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new CodeExpired('This code has already been used. Send a new one.');
}

/** The SMS target of a dialing code and number: digits only, e.g. "8801712345678". */
export function phoneTarget(countryDialingCode: string, mobileNum: string): string {
  return `${countryDialingCode.replace(/\D/g, '')}${mobileNum.replace(/\D/g, '')}`;
}
