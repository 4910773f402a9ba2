import type { LoginResult } from '#lib/types/auth.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { activeExclusion, memberInfoOf, type MemberRow, recordLogin } from '#server/members/index.ts';
import { getSetting } from '#server/system/index.ts';
import { createSession, passwordExpired } from './sessions.ts';

/** Facts about the caller that flows need: address, browser and language. */
export interface Client {
  ip: string;
  userAgent: string;
  lang: string;
}

export type Side = 'member' | 'agent';

/** Spec §3 login response value, plus the member, the session's expiry and any exclusion in force. */
export type { LoginResult };

/** Marks an address as one the member has signed in from (a later login from it needs no second factor). */
export async function rememberAddress(db: Db, memberId: number, ip: string, now = Date.now()): Promise<void> {
  await db
    .insertInto('member_ips')
    .values({ member_id: memberId, ip, first_seen: now, last_seen: now })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doUpdateSet({ last_seen: now }))
    .execute();
}

/** Starts the session of a member who proved who they are, and says what the client must do next. */
export async function startSession(app: AppContext, m: MemberRow, o: { remember: boolean; client: Client; password?: string }): Promise<LoginResult> {
  const { db } = app;
  const now = Date.now();
  const exclusion = await activeExclusion(db, m.id, now);
  const session = await createSession(db, { memberId: m.id, remember: o.remember, ip: o.client.ip, userAgent: o.client.userAgent }, now);
  const defaultInitial = (await getSetting(db, 'auth')).defaultInitialPassword;
  const isDefault = m.password_is_default === 1 || (o.password !== undefined && o.password === defaultInitial);
  await recordLogin(db, m.id, { now, ip: o.client.ip, firstLoginAt: m.first_login_at, passwordIsDefault: isDefault });
  await rememberAddress(db, m.id, o.client.ip, now);
  const expired = await passwordExpired(db, m.password_changed_at, now);
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    remember: session.remember,
    firstTimeLogin: m.first_login_at === null,
    passwordExpired: expired,
    defaultPassword: isDefault,
    member: await memberInfoOf(db, m),
    exclusion,
  };
}
