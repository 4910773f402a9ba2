import { ApiError, apiLanguage } from './api.ts';
import { formatDateTime } from './format.ts';
import { $timeZone } from './stores/time-zone.ts';

/** A translatable message: an i18n key and its values. */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

/** Every code the API answers with (src/server/auth/errors.ts, src/server/http/errors.ts) and the client's own. */
const KNOWN = new Set([
  'NOT_LOGGED_IN', 'TRIAL_ACCOUNT', 'INVALID_CREDENTIALS', 'CAPTCHA_REQUIRED', 'CAPTCHA_INVALID', 'SLIDER_INVALID',
  'TOO_MANY_REQUESTS', 'ACCOUNT_DISABLED', 'NOT_AGENT', 'NON_MEMBER', 'ACCOUNT_EXISTS', 'MOBILE_EXISTS',
  'INVALID_AFFILIATE_CODE', 'CODE_INVALID', 'CODE_EXPIRED', 'FEATURE_DISABLED', 'SECOND_FACTOR_REQUIRED',
  'PASSWORD_MISMATCH', 'WEAK_PASSWORD', 'INVALID_PASSWORD', 'FORBIDDEN_ORIGIN', 'ALREADY_BOUND', 'NOT_FOUND',
  'VALIDATION_ERROR', 'MALFORMED_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE', 'METHOD_NOT_ALLOWED',
  'INTERNAL_ERROR', 'ENCRYPTION_REQUIRED', 'DECRYPTION_FAILED', 'PAYLOAD_EXPIRED', 'NETWORK_ERROR',
  // Agent centre and transfers to the team.
  'RATE_ABOVE_OWN', 'NO_OWN_CONTRACT', 'NOT_DIRECT_DOWNLINE', 'TARGET_NOT_AGENT', 'CONTRACT_STATE', 'INVALID_MOVE',
  'PERIOD_NOT_ENDED', 'DOWNLINE_CONTRACTS_AFFECTED', 'INSUFFICIENT_FUNDS', 'WRONG_PAYMENT_PASSWORD', 'PAYMENT_PASSWORD_NOT_SET',
  'AMOUNT_OUT_OF_RANGE', 'STEP_UP_REQUIRED', 'PAYMENT_PASSWORD_LOCKED', 'REQUEST_ID_REUSED',
  // Promotions, rewards and the bonus wallet.
  'PROMOTION_NOT_STARTED', 'PROMOTION_ENDED', 'NOT_ELIGIBLE', 'ALREADY_JOINED', 'REWARD_UNAVAILABLE', 'BONUS_MAX_BET',
  'BONUS_ACTIVE', 'NO_TICKETS', 'PRIZES_GONE', 'TASK_NOT_DONE',
  // Affiliate applications.
  'APPLICATION_OPEN', 'ALREADY_AGENT',
  // The points mall.
  'MALL_ITEM_UNAVAILABLE', 'OUT_OF_STOCK', 'INSUFFICIENT_POINTS', 'DELIVERY_DETAILS_REQUIRED', 'REQUIREMENT_NOT_MET',
  // VIP benefits and the back office's VIP tab.
  'WITHDRAWAL_DAILY_LIMIT', 'WITHDRAWAL_DAILY_COUNT', 'VIP_LADDER_INVALID', 'VIP_RANK_UNKNOWN', 'VIP_RANK_UNCHANGED',
  // Invite friends.
  'REFERRAL_OFF',
  // Converting points to cash.
  'CONVERT_MIN_POINTS', 'CONVERT_OVER_BALANCE',
  // Lottery tickets and follows (the tickets page's cancel and stop).
  'TICKET_NOT_CANCELLABLE', 'FOLLOW_NOT_ACTIVE', 'DRAW_CLOSED', 'UNKNOWN_LOTTERY', 'UNKNOWN_DRAW',
  // The sportsbook's slip, my bets and cash-out.
  'UNKNOWN_SELECTION', 'MARKET_SUSPENDED', 'MARKET_CLOSED', 'ODDS_CHANGED', 'RELATED_LEGS', 'DUPLICATE_SELECTION', 'TOO_MANY_LEGS',
  'SYSTEM_INVALID', 'STAKE_TOO_LOW', 'STAKE_ABOVE_LIMIT', 'PAYOUT_ABOVE_LIMIT', 'ACCOUNT_EXCLUDED', 'TICKET_REFUSED', 'UNKNOWN_BET',
  'UNKNOWN_EVENT', 'CASHOUT_UNAVAILABLE', 'CASHOUT_PRICE_CHANGED', 'CASHOUT_AMOUNT_INVALID',
]);

function numberDetail(err: ApiError, name: string): number | undefined {
  const v = err.details[name];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** A server field error: its field, an i18n key (validation.*) and the values for it. */
export interface FieldMessage extends Message {
  field: string;
}

/** The field errors of a VALIDATION_ERROR whose messages are i18n keys (validation.*). */
export function fieldErrors(err: unknown): FieldMessage[] {
  if (!(err instanceof ApiError) || err.code !== 'VALIDATION_ERROR') return [];
  const fields = err.details['fields'];
  if (!Array.isArray(fields)) return [];
  const out: FieldMessage[] = [];
  for (const f of fields as unknown[]) {
    if (!f || typeof f !== 'object') continue;
    const { field, message, values } = f as { field?: unknown; message?: unknown; values?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string' || !message.startsWith('validation.')) continue;
    out.push({ field, key: message, ...(values && typeof values === 'object' ? { values: values as Record<string, number> } : {}) });
  }
  return out;
}

/**
 * The words for a failed call: never a raw code. Too many requests says how long to wait; a wrong
 * code says how many tries are left; a validation error names its first problem when it can.
 */
export function errorMessage(err: unknown): Message {
  if (!(err instanceof ApiError)) return { key: 'errors.UNKNOWN' };
  if (err.code === 'TOO_MANY_REQUESTS') {
    const seconds = numberDetail(err, 'retryAfterSeconds');
    if (seconds === undefined) return { key: 'errors.TOO_MANY_REQUESTS' };
    return seconds >= 60
      ? { key: 'errors.TOO_MANY_REQUESTS.minutes', values: { count: Math.ceil(seconds / 60) } }
      : { key: 'errors.TOO_MANY_REQUESTS.seconds', values: { count: seconds } };
  }
  if (err.code === 'CODE_INVALID') {
    const left = numberDetail(err, 'attemptsLeft');
    if (left !== undefined && left > 0) return { key: 'errors.CODE_INVALID.attemptsLeft', values: { count: left } };
  }
  if (err.code === 'WRONG_PAYMENT_PASSWORD' || err.code === 'INVALID_PASSWORD') {
    const left = numberDetail(err, 'triesLeft');
    if (left !== undefined && left > 0) return { key: 'errors.WRONG_PAYMENT_PASSWORD.triesLeft', values: { count: left } };
  }
  if (err.code === 'PAYMENT_PASSWORD_LOCKED') {
    const until = numberDetail(err, 'until');
    if (until !== undefined) return { key: 'errors.PAYMENT_PASSWORD_LOCKED.until', values: { time: formatDateTime(until, apiLanguage(), $timeZone.get()) } };
  }
  if (err.code === 'VALIDATION_ERROR') {
    const [first] = fieldErrors(err);
    if (first) return first.values ? { key: first.key, values: first.values } : { key: first.key };
  }
  return { key: KNOWN.has(err.code) ? `errors.${err.code}` : 'errors.UNKNOWN' };
}

/** The wait a TOO_MANY_REQUESTS asks for, in seconds (0 for any other error). */
export function retryAfter(err: unknown): number {
  return err instanceof ApiError && err.code === 'TOO_MANY_REQUESTS' ? (numberDetail(err, 'retryAfterSeconds') ?? 0) : 0;
}
