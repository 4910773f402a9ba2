import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one place that maps error codes to HTTP statuses. An AppError's code is typed as a key of
 * this table, so a domain error with a code not listed here does not compile (and
 * tests/api/errors.test.ts fails); nothing falls back to a guessed status.
 */
export const STATUS_BY_CODE = {
  NOT_FOUND: 404,
  VALIDATION_ERROR: 400,
  MALFORMED_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  METHOD_NOT_ALLOWED: 405,
  UNKNOWN_SETTING: 404,
  INVALID_SETTING: 400,
  INTERNAL_ERROR: 500,
  NOT_LOGGED_IN: 401,
  INVALID_CREDENTIALS: 401,
  SECOND_FACTOR_REQUIRED: 401,
  TRIAL_ACCOUNT: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  ACCOUNT_DISABLED: 403,
  NOT_AGENT: 403,
  NON_MEMBER: 403,
  FEATURE_DISABLED: 403,
  FORBIDDEN_ORIGIN: 403,
  ACCOUNT_EXISTS: 409,
  MOBILE_EXISTS: 409,
  ALREADY_BOUND: 409,
  TOO_MANY_REQUESTS: 429,
  ENCRYPTION_REQUIRED: 400,
  DECRYPTION_FAILED: 400,
  PAYLOAD_EXPIRED: 400,
  INVALID_SIGNATURE: 401,
  STALE_REQUEST: 401,
  SESSION_EXPIRED: 401,
  PLAYER_MISMATCH: 403,
  INSUFFICIENT_FUNDS: 402,
  UNKNOWN_BET: 404,
  TRANSACTION_MISMATCH: 409,
  BET_SETTLED: 409,
  GAME_MAINTENANCE: 409,
  ROUND_REFUSED: 409,
  ROOM_FULL: 409,
  NOT_SEATED: 409,
  ROUND_TOO_SOON: 429,
  CHANNEL_UNAVAILABLE: 409,
  AMOUNT_OUT_OF_RANGE: 400,
  DEPOSIT_LIMIT_REACHED: 409,
  ACCOUNT_EXCLUDED: 403,
  UNDER_AGE: 422,
  WRONG_PAYMENT_PASSWORD: 403,
  PAYMENT_PASSWORD_LOCKED: 423,
  REQUEST_ID_REUSED: 409,
  PAYMENT_PASSWORD_NOT_SET: 409,
  STEP_UP_REQUIRED: 401,
  NAME_MISMATCH: 400,
  INVALID_STATE: 409,
  UPLOAD_REFUSED: 400,
  WAGERING_INCOMPLETE: 409,
  DOWNLINE_CONTRACTS_AFFECTED: 409,
  RATE_ABOVE_OWN: 422,
  NO_OWN_CONTRACT: 409,
  NOT_DIRECT_DOWNLINE: 422,
  TARGET_NOT_AGENT: 422,
  CONTRACT_STATE: 409,
  INVALID_MOVE: 422,
  PERIOD_NOT_ENDED: 409,
  CAPTCHA_REQUIRED: 401,
  CAPTCHA_INVALID: 400,
  SLIDER_INVALID: 400,
  INVALID_AFFILIATE_CODE: 400,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  PASSWORD_MISMATCH: 400,
  WEAK_PASSWORD: 400,
  INVALID_PASSWORD: 403,
  CURRENCY_MISMATCH: 409,
} as const satisfies Record<string, ContentfulStatusCode>;

/** Every error code the API answers with. */
export type ErrorCode = keyof typeof STATUS_BY_CODE;

export function statusOf(code: ErrorCode): ContentfulStatusCode {
  return STATUS_BY_CODE[code];
}

export function failure(c: Context, code: ErrorCode, message: string, details?: Record<string, unknown>) {
  const wait = details?.['retryAfterSeconds'];
  if (typeof wait === 'number') c.header('Retry-After', String(wait));
  return c.json({ success: false, code, message, ...details }, statusOf(code));
}
