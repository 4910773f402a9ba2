import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { getMember, type MemberRow, takeTotpStep } from '#server/members/index.ts';
import { sendCode, useCode } from './codes.ts';
import { CodeExpired, CodeInvalid, SecondFactorRequired } from './errors.ts';
import { type Client, type LoginResult, type Side, startSession } from './session-start.ts';
import { digest, newToken } from './tokens.ts';
import { verifyTotp } from './totp.ts';

/** Spec §4: mobile code, email code, or "Google verification" (TOTP); the bank account name joins with bank accounts. */
export type FactorMethod = 'sms' | 'email' | 'totp';

const CHALLENGE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

function mask(value: string, keep = 3): string {
  return value.length <= keep ? value : '•'.repeat(Math.min(6, value.length - keep)) + value.slice(-keep);
}

function maskEmail(email: string): string {
  const [name = '', host = ''] = email.split('@');
  return `${name.slice(0, 2)}•••@${host}`;
}

/** The second factors a member can use, with a hint of where each goes. */
export function factorsOf(m: MemberRow): { method: FactorMethod; hint: string }[] {
  const out: { method: FactorMethod; hint: string }[] = [];
  if (m.mobile_num && m.mobile_country) out.push({ method: 'sms', hint: `+${m.mobile_country} ${mask(m.mobile_num)}` });
  if (m.email) out.push({ method: 'email', hint: maskEmail(m.email) });
  if (m.totp_secret) out.push({ method: 'totp', hint: '' });
  return out;
}

/**
 * Spec §4: a login from an address the member has not used before needs a second factor. The
 * first login of an account, and an account with no factor at all, go straight in.
 */
export async function openChallengeIfNewAddress(app: AppContext, m: MemberRow, o: { remember: boolean; client: Client; side: Side }): Promise<void> {
  const { db } = app;
  const known = await db.selectFrom('member_ips').select('ip').where('member_id', '=', m.id).execute();
  if (known.length === 0 || known.some((k) => k.ip === o.client.ip)) return;
  const methods = factorsOf(m);
  if (methods.length === 0) return;
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('login_challenges')
    .values({
      id: digest(token),
      member_id: m.id,
      ip: o.client.ip,
      user_agent: o.client.userAgent.slice(0, 300),
      remember: o.remember ? 1 : 0,
      side: o.side,
      attempts: 0,
      expires_at: now + CHALLENGE_TTL_MS,
      consumed_at: null,
      created_at: now,
    })
    .execute();
  throw new SecondFactorRequired('This is a new device or network for this account. Confirm it is you.', { challengeId: token, methods });
}

async function openChallenge(db: Db, challengeId: string, ip: string) {
  const c = await db
    .selectFrom('login_challenges')
    .select(['id as challenge_key', 'member_id', 'attempts', 'expires_at', 'consumed_at', 'ip as challenge_ip', 'remember', 'side'])
    .where('id', '=', digest(challengeId))
    .executeTakeFirst();
  if (!c || c.consumed_at !== null || c.expires_at <= Date.now() || c.attempts >= MAX_ATTEMPTS || c.challenge_ip !== ip) {
    throw new CodeExpired('This confirmation has expired. Log in again.');
  }
  // The member row is the members domain's: read through it, not joined.
  const { member_id: memberId, ...challenge } = c;
  return { ...(await getMember(db, memberId)), ...challenge };
}

/** Sends the code of the chosen factor (SMS or email) for a pending login. */
export async function sendFactorCode(app: AppContext, challengeId: string, method: 'sms' | 'email', client: Client) {
  const row = await openChallenge(app.db, challengeId, client.ip);
  const target = method === 'sms' ? (row.mobile_num ? `${row.mobile_country ?? ''}${row.mobile_num}` : null) : row.email;
  if (!target) throw new CodeInvalid('This account has no such contact.');
  return sendCode(app, { purpose: 'second-factor', channel: method, target, ip: client.ip, lang: client.lang, memberId: row.id });
}

/**
 * Checks the second factor; on success the address becomes known and the session starts. Each
 * try is counted on the challenge by one guarded statement before it is judged, so parallel
 * guesses get at most five judgements between them; a TOTP step is taken by a guarded update, so
 * one step logs in once.
 */
export async function verifyFactor(
  app: AppContext,
  input: { challengeId: string; method: FactorMethod; code: string },
  client: Client,
): Promise<LoginResult> {
  const { db, limits } = app;
  await limits.hit('secondFactorIp', client.ip);
  const row = await openChallenge(db, input.challengeId, client.ip);
  const { challenge_key: key, remember, ...member } = row;
  const counted = await db
    .updateTable('login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', key)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw new CodeExpired('This confirmation has expired. Log in again.');
  const wrong = () => new CodeInvalid('That is not right.', { attemptsLeft: MAX_ATTEMPTS - Number(counted.attempts) });
  if (input.method === 'sms' || input.method === 'email') {
    const target = input.method === 'sms' ? `${member.mobile_country ?? ''}${member.mobile_num ?? ''}` : (member.email ?? '');
    try {
      await useCode(db, { purpose: 'second-factor', target, code: input.code });
    } catch (err) {
      throw err instanceof CodeInvalid ? wrong() : err;
    }
  } else {
    const step = member.totp_secret ? verifyTotp(member.totp_secret, input.code) : null;
    if (step === null) throw wrong();
    if (!(await takeTotpStep(db, member.id, step))) throw wrong();
  }
  const used = await db.updateTable('login_challenges').set({ consumed_at: Date.now() }).where('id', '=', key).where('consumed_at', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new CodeExpired('This confirmation was already used. Log in again.');
  return startSession(app, member, { remember: remember === 1, client });
}
