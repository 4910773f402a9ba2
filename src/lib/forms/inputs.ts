/**
 * What a form field accepts, built from the shared field rules (src/lib/contracts/fields.ts) with
 * the forms' wording: translation keys (src/lib/forms/wording.ts). Where the merchant has a rule
 * for the field (spec §5: the server's registration rules), that rule decides.
 */
import * as z from 'zod/mini';
import { EMAIL_SHAPE, amountInput, byMerchantRule, mobileNumber, paymentPasswordOf, verificationCode } from '../contracts/fields.ts';
import type { FieldRule } from '../validation/register-rules.ts';
import { word } from './wording.ts';

export type Rules = readonly FieldRule[] | null;

export const REQUIRED = 'validation.required';

export function ruleFor(rules: Rules, field: string): FieldRule | undefined {
  return rules?.find((r) => r.field === field);
}

/** Present: something other than spaces. The value itself is kept as typed (a password keeps its spaces). */
export const required = () => z.string().check(z.refine((v: string) => v.trim() !== '', REQUIRED));

/** Required, then `then` (which sees the value as typed). */
const requiredThen = <T extends z.ZodMiniType<unknown, string>>(then: T) => z.pipe(required(), then);

/** A field checked by the merchant's rule for `ruleField` when there is one, else only for presence. */
export function byRule(rules: Rules, ruleField: string) {
  const rule = ruleFor(rules, ruleField);
  return rule ? byMerchantRule(rule, true, word) : required();
}

/** An optional field checked by its rule only when something is typed. */
export function optionalByRule(rule: FieldRule) {
  return byMerchantRule(rule, false, word);
}

/** Spec §5: the mobile number against the mobile rule ("N-digit phone number" when its length is fixed). */
export function mobileInput(rules: Rules) {
  const rule = ruleFor(rules, 'mobileNum');
  if (!rule) return requiredThen(mobileNumber('validation.mobile'));
  const fixed = rule.minLength > 0 && rule.minLength === rule.maxLength;
  return requiredThen(byMerchantRule(rule, true, fixed ? () => word('validation.phoneDigits', { count: rule.minLength }) : () => 'validation.mobile'));
}

/** A six-digit verification code (SMS, email or an authenticator app). */
export const codeInput = () => requiredThen(verificationCode('validation.code'));

/** An email address: the merchant's email rule, else the shape of one. */
export function emailInput(rules: Rules) {
  const rule = ruleFor(rules, 'email');
  const wording = word('validation.pattern.EMAIL', { min: rule?.minLength ?? 6, max: rule?.maxLength ?? 120 });
  if (rule) return requiredThen(byMerchantRule(rule, true, () => wording));
  return requiredThen(z.string().check(z.refine((v: string) => EMAIL_SHAPE.test(v.trim()), wording)));
}

/** The six-digit payment password. */
export const paymentPasswordInput = () => requiredThen(paymentPasswordOf(word('validation.pattern.DIGITS', { min: 6, max: 6 })));

/** An amount typed in major units, read into minor units. */
export const amountField = (minorUnits: number) => requiredThen(amountInput(minorUnits, 'cashier.amount.invalid'));

/**
 * The confirmation must equal the password ("inconsistent twice"); checked even while other
 * fields still have problems, so both show at once.
 */
export function sameAs<K extends string>(original: string, confirm: K) {
  return z.refine<Record<string, unknown>>((v) => typeof v[confirm] !== 'string' || v[confirm] === '' || v[confirm] === v[original], {
    message: 'validation.inconsistentTwice',
    path: [confirm],
    when: () => true,
  });
}
