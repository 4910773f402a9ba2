/**
 * Spec §5 checks of the login, recovery and password forms, built on the merchant's field rules
 * (the same checkField the server runs for registration). Each returns the first problem or null.
 */
import { checkField, type FieldError, type FieldRule } from './register-rules.ts';

const CODE = /^\d{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\d{5,15}$/;

export function ruleFor(rules: readonly FieldRule[] | null, field: string): FieldRule | undefined {
  return rules?.find((r) => r.field === field);
}

export function required(field: string, value: string): FieldError | null {
  return value.trim() === '' ? { field, key: 'validation.required', values: {} } : null;
}

/** A value checked by its field's rule when the merchant has one, else only for presence. */
export function byRule(rules: readonly FieldRule[] | null, field: string, value: string, as = field): FieldError | null {
  const rule = ruleFor(rules, field);
  const error = rule ? checkField(rule, value, true) : required(field, value);
  return error ? { ...error, field: as } : null;
}

/** The confirmation must equal the password ("inconsistent twice"). */
export function sameAs(field: string, value: string, original: string): FieldError | null {
  return required(field, value) ?? (value !== original ? { field, key: 'validation.inconsistentTwice', values: {} } : null);
}

/** A six-digit verification code. */
export function verificationCode(field: string, value: string): FieldError | null {
  return required(field, value) ?? (CODE.test(value.trim()) ? null : { field, key: 'validation.code', values: {} });
}

export function email(rules: readonly FieldRule[] | null, field: string, value: string): FieldError | null {
  const missing = required(field, value);
  if (missing) return missing;
  const rule = ruleFor(rules, 'email');
  const ok = rule ? checkField(rule, value, true) === null : EMAIL.test(value.trim());
  return ok ? null : { field, key: 'validation.pattern.EMAIL', values: { min: rule?.minLength ?? 6, max: rule?.maxLength ?? 120 } };
}

/** Spec §5: the mobile number against the mobile rule ("N-digit phone number" when its length is fixed). */
export function mobile(rules: readonly FieldRule[] | null, field: string, value: string): FieldError | null {
  const missing = required(field, value);
  if (missing) return missing;
  const rule = ruleFor(rules, 'mobileNum');
  const ok = rule ? checkField(rule, value, true) === null : MOBILE.test(value.trim());
  if (ok) return null;
  if (rule && rule.minLength > 0 && rule.minLength === rule.maxLength) return { field, key: 'validation.phoneDigits', values: { count: rule.minLength } };
  return { field, key: 'validation.mobile', values: {} };
}

/** The first error of each field, in form order. */
export function firstErrors(errors: (FieldError | null)[]): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const e of errors) if (e && !out[e.field]) out[e.field] = e;
  return out;
}
