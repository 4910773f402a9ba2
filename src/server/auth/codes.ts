import { randomInt } from 'node:crypto';
import { atomically, type Db } from '#server/db/connect.ts';
import type { Notifier } from '#server/notify/outbox.ts';
import { getSetting } from '#server/system/settings.ts';
import { CodeExpired, CodeInvalid } from './errors.ts';
import type { RateLimits } from './rate-limits.ts';
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
 * Sends a fresh 6-digit code (CSPRNG) by SMS or email and returns its lifetime in minutes.
 * Earlier unused codes of the same purpose and target stop working.
 */
export async function sendCode(
  deps: CodeDeps,
  c: { purpose: CodePurpose; channel: 'sms' | 'email'; target: string; ip: string; lang: string; memberId?: number | null },
  now = Date.now(),
): Promise<{ expiredMinutes: number }> {
  const { db, limits, notify } = deps;
  await limits.hit('smsIp', c.ip);
  await limits.hit('smsTargetPace', c.target);
  await limits.hit('smsTarget', c.target);
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
 * Uses up the newest code of a purpose and target. A wrong code counts an attempt; after five,
 * or once expired, the member must send a new one.
 */
export async function useCode(db: Db, c: { purpose: CodePurpose; target: string; code: string }, now = Date.now()): Promise<void> {
  const row = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('purpose', '=', c.purpose)
    .where('target', '=', c.target)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.expires_at <= now || row.attempts >= MAX_CODE_ATTEMPTS) {
    throw new CodeExpired('This code has expired. Send a new one.');
  }
  if (!/^\d{6}$/.test(c.code) || !sameDigest(row.code_hash, hashOf(c.purpose, c.target, c.code))) {
    await db.updateTable('verification_codes').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
    throw new CodeInvalid('The verification code is not right.', { attemptsLeft: MAX_CODE_ATTEMPTS - row.attempts - 1 });
  }
  const used = await db.updateTable('verification_codes').set({ consumed_at: now }).where('id', '=', row.id).where('consumed_at', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new CodeExpired('This code has already been used. Send a new one.');
}

/** The SMS target of a dialing code and number: digits only, e.g. "8801712345678". */
export function phoneTarget(countryDialingCode: string, mobileNum: string): string {
  return `${countryDialingCode.replace(/\D/g, '')}${mobileNum.replace(/\D/g, '')}`;
}
