import { atom } from 'nanostores';
import { api, apiLanguage } from '../api.ts';
import type { authApi as AuthApi, PasswordLoginInput, RegisterPayload, SmsLoginInput } from '../auth-api.ts';
import { localizedPath } from '../i18n/languages.ts';
import { forgetUsername, rememberUsername } from '../remembered-account.ts';
import { isAgentType, isTrialType } from '../roles.ts';
import { clearSessionHints, passwordChangeOwed, resetPopupsSeen, saveSessionHints, setPasswordChangeOwed } from '../session-hints.ts';
import type { LoginResult, SecondFactorMethod, SliderAnswer } from '../types/auth.ts';
import type { MemberInfo } from '../types/member.ts';
import type { RegisterKind } from '../validation/register-rules.ts';

export type { MemberInfo };

/** Spec §4 session: "unknown" until the first check, then logged out (guest) or logged in. */
export type Session = { state: 'unknown' } | { state: 'guest' } | { state: 'member'; member: MemberInfo };

export const $session = atom<Session>({ state: 'unknown' });

/** Pop-up announcements are owed after a login; the chrome shows them once no modal is open. */
export const $popupsDue = atom(false);

/**
 * Counts the times the server said the session is gone (it expired or was ended elsewhere). The
 * UI reacts by asking the visitor to log in again (src/islands/chrome/reactions.ts).
 */
export const $sessionLost = atom(0);

/** What the UI shows after a login: the exclusion notice, the forced password change, the welcome, or nothing. */
export type AfterLogin =
  | { next: 'excluded'; exclusion: NonNullable<LoginResult['exclusion']> }
  | { next: 'changePassword'; knownPassword?: string }
  | { next: 'welcome' }
  | { next: 'none' };

/** Why a protected action may not go ahead (spec §5 action check); null when it may. */
export type ActionRefusal = 'unknown' | 'login' | 'trueAccount' | 'agentsOnly';

/** How a login happened: the forced password change never follows an SMS login (spec §4). */
type Via = { kind: 'password'; password: string } | { kind: 'sms' } | { kind: 'register' } | { kind: 'secondFactor' };

/** The account calls (and the encryption they need) load with the first form that uses them, not with every page. */
const auth = (): Promise<typeof AuthApi> => import('../auth-api.ts').then((m) => m.authApi);

function setMember(member: MemberInfo): void {
  $session.set({ state: 'member', member });
  saveSessionHints(member.account, member.type);
}

function setGuest(): void {
  $session.set({ state: 'guest' });
  clearSessionHints();
}

function goHome(): void {
  location.assign(localizedPath(apiLanguage(), '/index'));
}

/** Updates the member shown in the header (for example after choosing an avatar). */
export function updateMember(changes: Partial<MemberInfo>): void {
  const s = $session.get();
  if (s.state === 'member') $session.set({ state: 'member', member: { ...s.member, ...changes } });
}

/** The server marks a browser that holds a session with a readable `mlogin` cookie; without it there is nothing to ask. */
function mayHaveSession(): boolean {
  return typeof document === 'undefined' || /(?:^|;\s*)mlogin=1(?:;|$)/.test(document.cookie);
}

/**
 * Spec §4 startup: the session of this browser. Pages rendered on demand already know it (a
 * member, or null for a visitor); prerendered pages ask GET /wps/member/info (401: a visitor), and only
 * when the browser holds a session at all.
 * A password change still owed from before a reload is asked for again.
 */
export async function loadSession(initial?: MemberInfo | null): Promise<{ passwordChangeOwed: boolean }> {
  if (initial) setMember(initial);
  else if (initial === null || !mayHaveSession()) setGuest();
  else {
    try {
      setMember(await api.get<MemberInfo>('/wps/member/info'));
    } catch {
      setGuest();
    }
  }
  return { passwordChangeOwed: $session.get().state === 'member' && passwordChangeOwed() };
}

/**
 * What every login does next (spec §4): store the member, then either force a password change
 * (default or expired password, never after an SMS login) or welcome a first login, and let the
 * pop-up announcements show again.
 */
function afterLogin(result: LoginResult, via: Via): AfterLogin {
  setMember(result.member);
  // During a time-out or self-exclusion: say until when and what is still open; no welcome, no promotions.
  if (result.exclusion) return { next: 'excluded', exclusion: result.exclusion };
  if (via.kind !== 'sms' && (result.defaultPassword || result.passwordExpired)) {
    setPasswordChangeOwed(true);
    return via.kind === 'password' ? { next: 'changePassword', knownPassword: via.password } : { next: 'changePassword' };
  }
  return result.firstTimeLogin && !isTrialType(result.member.type) ? { next: 'welcome' } : { next: 'none' };
}

/**
 * After a login the pop-up announcements are owed again. The UI calls this once it has shown what
 * follows the login, so the announcements wait behind a modal that is open by then.
 */
export function owePopups(): void {
  resetPopupsSeen();
  $popupsDue.set(true);
}

/** Spec §4 login by username and password (the slider answer is single use; throws ApiError). */
export async function login(input: PasswordLoginInput): Promise<AfterLogin> {
  const result = await (await auth()).loginWithPassword({ ...input, username: input.username.trim() });
  if (input.remember) rememberUsername(input.username.trim());
  else forgetUsername();
  return afterLogin(result, { kind: 'password', password: input.password });
}

/** Spec §4 login by SMS code. */
export async function loginBySms(input: SmsLoginInput): Promise<AfterLogin> {
  return afterLogin(await (await auth()).loginWithSms(input), { kind: 'sms' });
}

/** Finishes a login from a new address with the chosen second factor. */
export async function confirmSecondFactor(challengeId: string, method: SecondFactorMethod, code: string): Promise<AfterLogin> {
  return afterLogin(await (await auth()).verifySecondFactor(challengeId, method, code.trim()), { kind: 'secondFactor' });
}

/** Spec §4 register: the server logs the new member in. */
export async function registerMember(kind: RegisterKind, payload: RegisterPayload, slider: SliderAnswer): Promise<AfterLogin> {
  return afterLogin(await (await auth()).register(kind, payload, slider), { kind: 'register' });
}

/** Spec §4 free play: a trial account, then the home page. */
export async function freePlay(): Promise<void> {
  setMember((await (await auth()).freePlay()).member);
  resetPopupsSeen();
  goHome();
}

/** Spec §4 forgot password by phone: the new password logs the member in; then the home page. */
export async function resetPasswordByPhone(input: Parameters<typeof AuthApi.resetWithPhone>[0]): Promise<void> {
  setMember((await (await auth()).resetWithPhone(input)).member);
  setPasswordChangeOwed(false);
  resetPopupsSeen();
  goHome();
}

/** Spec §4 change password: a new session replaces the old one; then the home page. */
export async function changePassword(oldPassword: string, newPassword: string, confirmNewPassword: string): Promise<void> {
  setMember((await (await auth()).changePassword(oldPassword, newPassword, confirmNewPassword)).member);
  setPasswordChangeOwed(false);
  goHome();
}

/** Spec §4 logout: the session ends on the server, the state is cleared, and the visitor lands on "/". */
export async function logout(): Promise<void> {
  try {
    await api.delete('/wps/session/logout');
  } catch {
    // The cookie may already be gone; the browser forgets the session either way.
  }
  setGuest();
  location.assign(localizedPath(apiLanguage(), '/'));
}

/** The server no longer knows the session (it expired or was ended elsewhere): back to a visitor, asked to log in. */
export function sessionExpired(): void {
  setGuest();
  $sessionLost.set($sessionLost.get() + 1);
}

/** The server ended the session on the member's own request (a time-out or self-exclusion): a visitor again. */
export function sessionEnded(): void {
  setGuest();
}

/**
 * Spec §5 shared action check, used by every protected action: a visitor must log in first; a
 * trial account (isAgent 4) needs a real account; agent actions need isAgent 1, 2, 41 or 42.
 * Null when the action may go ahead; the UI says why not (src/islands/chrome/reactions.ts).
 */
export function actionRefusal(kind: 'member' | 'agent'): ActionRefusal | null {
  const s = $session.get();
  if (s.state === 'unknown') return 'unknown';
  if (s.state === 'guest') return 'login';
  if (isTrialType(s.member.type)) return 'trueAccount';
  if (kind === 'agent' && !isAgentType(s.member.type)) return 'agentsOnly';
  return null;
}
