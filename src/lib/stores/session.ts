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
import { closeModal, openModal, showDialog } from './ui.ts';

export type { MemberInfo };

/** Spec §4 session: "unknown" until the first check, then logged out (guest) or logged in. */
export type Session = { state: 'unknown' } | { state: 'guest' } | { state: 'member'; member: MemberInfo };

export const $session = atom<Session>({ state: 'unknown' });

/** Pop-up announcements are owed after a login; the chrome shows them once no modal is open. */
export const $popupsDue = atom(false);

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
export async function loadSession(initial?: MemberInfo | null): Promise<void> {
  if (initial) setMember(initial);
  else if (initial === null || !mayHaveSession()) setGuest();
  else {
    try {
      setMember(await api.get<MemberInfo>('/wps/member/info'));
    } catch {
      setGuest();
    }
  }
  if ($session.get().state === 'member' && passwordChangeOwed()) openModal('changePassword', { forced: true });
}

/**
 * What every login does next (spec §4): store the member, then either force a password change
 * (default or expired password, never after an SMS login) or welcome a first login, and let the
 * pop-up announcements show again.
 */
function afterLogin(result: LoginResult, via: Via): void {
  setMember(result.member);
  closeModal();
  // During a time-out or self-exclusion: say until when and what is still open; no welcome, no promotions.
  if (result.exclusion) {
    openModal('excluded', { exclusion: result.exclusion });
    return;
  }
  if (via.kind !== 'sms' && (result.defaultPassword || result.passwordExpired)) {
    setPasswordChangeOwed(true);
    openModal('changePassword', via.kind === 'password' ? { forced: true, knownPassword: via.password } : { forced: true });
    return;
  }
  if (result.firstTimeLogin && !isTrialType(result.member.type)) openModal('welcome');
  resetPopupsSeen();
  $popupsDue.set(true);
}

/** Spec §4 login by username and password (the slider answer is single use; throws ApiError). */
export async function login(input: PasswordLoginInput): Promise<void> {
  const result = await (await auth()).loginWithPassword({ ...input, username: input.username.trim() });
  if (input.remember) rememberUsername(input.username.trim());
  else forgetUsername();
  afterLogin(result, { kind: 'password', password: input.password });
}

/** Spec §4 login by SMS code. */
export async function loginBySms(input: SmsLoginInput): Promise<void> {
  afterLogin(await (await auth()).loginWithSms(input), { kind: 'sms' });
}

/** Finishes a login from a new address with the chosen second factor. */
export async function confirmSecondFactor(challengeId: string, method: SecondFactorMethod, code: string): Promise<void> {
  afterLogin(await (await auth()).verifySecondFactor(challengeId, method, code.trim()), { kind: 'secondFactor' });
}

/** Spec §4 register: the server logs the new member in; the modal closes. */
export async function registerMember(kind: RegisterKind, payload: RegisterPayload, slider: SliderAnswer): Promise<void> {
  afterLogin(await (await auth()).register(kind, payload, slider), { kind: 'register' });
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
  closeModal();
  resetPopupsSeen();
  goHome();
}

/** Spec §4 change password: a new session replaces the old one; the modal closes; the home page. */
export async function changePassword(oldPassword: string, newPassword: string, confirmNewPassword: string): Promise<void> {
  setMember((await (await auth()).changePassword(oldPassword, newPassword, confirmNewPassword)).member);
  setPasswordChangeOwed(false);
  closeModal();
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

/** The server no longer knows the session (it expired or was ended elsewhere): back to a visitor, with the login modal. */
export function sessionExpired(): void {
  setGuest();
  openModal('login');
}

/** The server ended the session on the member's own request (a time-out or self-exclusion): a visitor again, nothing open. */
export function sessionEnded(): void {
  setGuest();
  closeModal();
}

/** Spec §8: logging out asks first. */
export function confirmLogout(): void {
  showDialog({
    tone: 'confirm',
    title: 'in_popup_prompt',
    body: 'in_sure_logout',
    cancel: 'in_more_cancel',
    confirm: 'in_increase_submit',
    onConfirm: () => void logout(),
  });
}

/**
 * Spec §5 shared action check, used by every protected action: without a session the login modal
 * opens; a trial account (isAgent 4) gets the warning; agent actions need isAgent 1, 2, 41 or 42.
 */
export function requireAction(kind: 'member' | 'agent'): boolean {
  const s = $session.get();
  if (s.state === 'unknown') return false;
  if (s.state === 'guest') {
    openModal('login');
    return false;
  }
  if (isTrialType(s.member.type)) {
    showDialog({ tone: 'warning', body: 'in_need_true_account', confirm: 'in_increase_submit' });
    return false;
  }
  if (kind === 'agent' && !isAgentType(s.member.type)) {
    showDialog({ tone: 'warning', body: 'auth.warning.agentsOnly', confirm: 'in_increase_submit' });
    return false;
  }
  return true;
}
