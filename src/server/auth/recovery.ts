import { endGameSessionsNow } from './game-sessions.ts';
import type { AppContext } from '#server/app-context.ts';
import { findMemberByAccount, findMemberByMobile, getMember, setPasswordHash } from '#server/members/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { paceCode, phoneTarget, sendCode, useCode } from './codes.ts';
import { CodeExpired, FeatureDisabled, InvalidPassword, PasswordMismatch, WeakPassword } from './errors.ts';
import { type Client, type LoginResult, startSession } from './login.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import { revokeMemberSessions, revokeSession, type Session } from './sessions.ts';
import { digest, newToken } from './tokens.ts';

const RESET_LINK_TTL_MS = 30 * 60_000;

async function setPassword(app: AppContext, memberId: number, password: string): Promise<void> {
  await setPasswordHash(app.db, memberId, await hashPassword(password));
  // A new password ends the member's game sessions at every vendor at once (no stake after it).
  await endGameSessionsNow(app, memberId);
}

async function assertNewPassword(app: AppContext, password: string, confirm: string, account: string): Promise<void> {
  if (password !== confirm) throw new PasswordMismatch('The two passwords are not the same.');
  assertAcceptablePassword(password, account);
  if (password === (await loadSettings(app.db)).auth.defaultInitialPassword) throw new WeakPassword('Choose a password of your own.');
}

/**
 * Spec §4 forgot password by email: when the username and email match, a one-time link to set a
 * new password is emailed. The answer is the same either way, so it tells nobody who has an account.
 */
export async function requestEmailReset(app: AppContext, r: { username: string; email: string; origin: string }, client: Client): Promise<void> {
  const { db, limits } = app;
  await limits.hit('recoveryIp', client.ip);
  await limits.hit('recoveryAccount', r.username.trim().toLowerCase());
  const member = await findMemberByAccount(db, r.username);
  if (!member?.email || member.email.toLowerCase() !== r.email.trim().toLowerCase()) return;
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto('verification_codes')
    .values({ purpose: 'reset-link', channel: 'email', target: member.account_key, code_hash: digest(token), member_id: member.id, attempts: 0, expires_at: now + RESET_LINK_TTL_MS, consumed_at: null, created_at: now })
    .execute();
  const link = `${r.origin}${client.lang === 'bn' ? '' : `/${client.lang}`}/index?reset=${token}`;
  const body =
    client.lang === 'bn'
      ? `নতুন পাসওয়ার্ড ঠিক করতে ৩০ মিনিটের মধ্যে এই লিংক খুলুন: ${link}\nআপনি অনুরোধ না করে থাকলে এই ইমেইল উপেক্ষা করুন।`
      : `Open this link within 30 minutes to set a new password: ${link}\nIf you did not ask for this, ignore this email.`;
  await app.notify.email(member.email, client.lang === 'bn' ? 'মেরিডিয়ান পাসওয়ার্ড পুনরুদ্ধার' : 'Reset your Meridian password', body);
}

/** Sets a new password from an emailed link; every session of the member ends. */
export async function resetWithLink(app: AppContext, r: { token: string; newPassword: string; confirmPassword: string }): Promise<void> {
  const { db } = app;
  const row = await db
    .selectFrom('verification_codes')
    .select(['id', 'member_id', 'expires_at'])
    .where('purpose', '=', 'reset-link')
    .where('code_hash', '=', digest(r.token))
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (!row?.member_id || row.expires_at <= Date.now()) throw new CodeExpired('This link has expired. Ask for a new one.');
  const member = await getMember(db, row.member_id);
  await assertNewPassword(app, r.newPassword, r.confirmPassword, member.account);
  const used = await db.updateTable('verification_codes').set({ consumed_at: Date.now() }).where('id', '=', row.id).where('consumed_at', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new CodeExpired('This link was already used.');
  await setPassword(app, member.id, r.newPassword);
  await revokeMemberSessions(app, member.id);
}

async function assertPhoneRecovery(app: AppContext): Promise<void> {
  const { whitelabel } = await loadSettings(app.db);
  if (!whitelabel.flags.includes('CHNGPASSVERIF3')) throw new FeatureDisabled('Recovery by phone is not available.');
}

/** Spec §4: the code for the phone recovery mode (only with the whitelabel flag CHNGPASSVERIF3). */
export async function sendResetCode(app: AppContext, r: { mobileNum: string; countryDialingCode: string }, client: Client) {
  await assertPhoneRecovery(app);
  await app.limits.hit('recoveryIp', client.ip);
  const member = await findMemberByMobile(app.db, r.countryDialingCode, r.mobileNum);
  const target = phoneTarget(r.countryDialingCode, r.mobileNum);
  if (!member) {
    // The same pace as a real send, so a second request at once is refused for any number alike.
    await paceCode(app.limits, client.ip, target);
    return { expiredMinutes: (await loadSettings(app.db)).auth.smsExpiredMinutes };
  }
  return sendCode(app, { purpose: 'reset', channel: 'sms', target, ip: client.ip, lang: client.lang, memberId: member.id });
}

/** Spec §4: sets the new password with the SMS code, ends every other session and logs the member in. */
export async function resetWithPhone(
  app: AppContext,
  r: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string; confirmPassword: string },
  client: Client,
): Promise<LoginResult> {
  await assertPhoneRecovery(app);
  await app.limits.hit('recoveryIp', client.ip);
  await useCode(app.db, { purpose: 'reset', target: phoneTarget(r.countryDialingCode, r.mobileNum), code: r.verificationCode });
  const member = await findMemberByMobile(app.db, r.countryDialingCode, r.mobileNum);
  if (!member) throw new CodeExpired('This code has expired. Send a new one.');
  await assertNewPassword(app, r.newPassword, r.confirmPassword, member.account);
  await setPassword(app, member.id, r.newPassword);
  await revokeMemberSessions(app, member.id);
  return startSession(app, await getMember(app.db, member.id), { remember: false, client, password: r.newPassword });
}

/**
 * Spec §4 change password: the old one must be right; every other session ends and the current
 * one is replaced by a new token ("refreshes login").
 */
export async function changePassword(
  app: AppContext,
  session: Session,
  r: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  client: Client,
): Promise<LoginResult> {
  const member = await getMember(app.db, session.memberId);
  if (!(await verifyPassword(member.password_hash, r.oldPassword))) throw new InvalidPassword('The current password is not right.');
  if (r.newPassword === r.oldPassword) throw new WeakPassword('The new password must differ from the current one.');
  await assertNewPassword(app, r.newPassword, r.confirmNewPassword, member.account);
  await setPassword(app, member.id, r.newPassword);
  await revokeMemberSessions(app, member.id, session.sessionId);
  await revokeSession(app, session.sessionId);
  return startSession(app, await getMember(app.db, member.id), { remember: session.remember, client, password: r.newPassword });
}
