/**
 * The auth domain: registration, login, second factor, recovery, codes, captchas, keys, login
 * sessions and the members' game sessions at vendors (provider_sessions). Imports members and
 * the domains below it; other folders import it only through this file (decision 019).
 */

export { issueImageCaptcha, issuePowChallenge, issueSlider, powPayload } from './captcha.ts';
export { sendLoginCode, sendRegisterCode } from './code-requests.ts';
export { sendCode, useCode } from './codes.ts';
export { AccountExists, AlreadyBound, FeatureDisabled, ForbiddenOrigin, InvalidPassword, NotAgent, NotLoggedIn, PasswordChangeRequired, PasswordMismatch, TooManyRequests, TrialAccount } from './errors.ts';
export { endGameSessions, openGameSession } from './game-sessions.ts';
export { openPayload, publicKey } from './keys.ts';
export { type Client, loginFreePlay, type LoginResult, loginWithPassword, loginWithSms } from './login.ts';
export { logout } from './logout.ts';
export { beginTotp, bindEmail, bindMobile, confirmTotp, sendBindEmailCode, sendBindMobileCode } from './member-bindings.ts';
export { assertAcceptablePassword, decoyHash, hashPassword, verifyPassword } from './passwords.ts';
export { changePassword, requestEmailReset, resetWithLink, resetWithPhone, sendResetCode } from './recovery.ts';
export { register, type RegisterResult } from './register.ts';
export { sendFactorCode, verifyFactor } from './second-factor.ts';
export { type SharedAccess, sharedAccess } from './shared-access.ts';
export { forgetSessions } from './session-cache.ts';
export { addressFirstSeen, sessionStartedAt } from './session-facts.ts';
export { createSession, resolveSession, revokeMemberSessions, type Session, SESSION_COOKIE, SESSION_HINT_COOKIE } from './sessions.ts';
export { endMemberSessions, memberIdsSeenFrom, memberSessionPage, type MemberSessionView, resetMemberPassword } from './staff-member-sessions.ts';
export { digest, newToken } from './tokens.ts';
export { generateTotpSecret, otpauthUri, verifyTotp } from './totp.ts';
