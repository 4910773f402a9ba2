import { ApiError } from './api.ts';
import type { SecondFactorChallenge, SecondFactorMethod } from './types/auth.ts';

const METHODS: readonly string[] = ['sms', 'email', 'totp'];

/** The challenge of a SECOND_FACTOR_REQUIRED answer (a login from a new address), or null. */
export function secondFactorChallenge(err: unknown): SecondFactorChallenge | null {
  if (!(err instanceof ApiError) || err.code !== 'SECOND_FACTOR_REQUIRED') return null;
  const { challengeId, methods } = err.details;
  if (typeof challengeId !== 'string' || !Array.isArray(methods)) return null;
  const list = (methods as unknown[])
    .filter((m): m is { method: SecondFactorMethod; hint?: unknown } => !!m && typeof m === 'object' && METHODS.includes(String((m as { method?: unknown }).method)))
    .map((m) => ({ method: m.method, hint: typeof m.hint === 'string' ? m.hint : '' }));
  return list.length ? { challengeId, methods: list } : null;
}

/** Spec §4: the server says the image captcha is needed (after three failures, or a wrong one). */
export function needsCaptcha(err: unknown): boolean {
  return err instanceof ApiError && (err.details['captchaRequired'] === true || err.code === 'CAPTCHA_REQUIRED' || err.code === 'CAPTCHA_INVALID');
}
