import { AppError } from '#server/errors.ts';

/** No session (or an expired one): the client shows the login popup. */
export class NotLoggedIn extends AppError {
  readonly code = 'NOT_LOGGED_IN' as const;
}
/** Spec §8: a trial (free play) account tried a real-money action (in_need_true_account). */
export class TrialAccount extends AppError {
  readonly code = 'TRIAL_ACCOUNT' as const;
}
export class InvalidCredentials extends AppError {
  readonly code = 'INVALID_CREDENTIALS' as const;
}
export class CaptchaRequired extends AppError {
  readonly code = 'CAPTCHA_REQUIRED' as const;
}
export class CaptchaInvalid extends AppError {
  readonly code = 'CAPTCHA_INVALID' as const;
}
export class SliderInvalid extends AppError {
  readonly code = 'SLIDER_INVALID' as const;
}
// Request limits are infrastructure (src/server/rate-limits.ts); the error is shared.
export { TooManyRequests } from '#server/errors.ts';
/** The password is the default one or has expired: until it is changed the session may read but not act. */
export class PasswordChangeRequired extends AppError {
  readonly code = 'PASSWORD_CHANGE_REQUIRED' as const;
}
export class AccountDisabled extends AppError {
  readonly code = 'ACCOUNT_DISABLED' as const;
}
/** Spec §6: "Non-agents cannot log in" (agent side). */
export class NotAgent extends AppError {
  readonly code = 'NOT_AGENT' as const;
}
/** Spec §6: "Non-member account unable to login" (house accounts). */
export class NonMember extends AppError {
  readonly code = 'NON_MEMBER' as const;
}
export class AccountExists extends AppError {
  readonly code = 'ACCOUNT_EXISTS' as const;
}
export class MobileExists extends AppError {
  readonly code = 'MOBILE_EXISTS' as const;
}
/** Spec §8: wrong invitation code (invitation_code_error). */
export class InvalidAffiliateCode extends AppError {
  readonly code = 'INVALID_AFFILIATE_CODE' as const;
}
export class CodeInvalid extends AppError {
  readonly code = 'CODE_INVALID' as const;
}
export class CodeExpired extends AppError {
  readonly code = 'CODE_EXPIRED' as const;
}
export class FeatureDisabled extends AppError {
  readonly code = 'FEATURE_DISABLED' as const;
}
/** A login from a new address: the client asks for a second factor (carries the challenge). */
export class SecondFactorRequired extends AppError {
  readonly code = 'SECOND_FACTOR_REQUIRED' as const;
}
/** The confirmation differs from the password ("inconsistent twice"). */
export class PasswordMismatch extends AppError {
  readonly code = 'PASSWORD_MISMATCH' as const;
}
export class WeakPassword extends AppError {
  readonly code = 'WEAK_PASSWORD' as const;
}
export class InvalidPassword extends AppError {
  readonly code = 'INVALID_PASSWORD' as const;
}
export class ForbiddenOrigin extends AppError {
  readonly code = 'FORBIDDEN_ORIGIN' as const;
}
// Defined by members (its profile rules throw it too).
export { AlreadyBound } from '#server/members/index.ts';
