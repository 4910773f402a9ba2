/**
 * Spec §3/§5 registration form: every field the merchant enabled, each checked by its rule (the
 * same check the server runs), the password's confirmation, and the SMS code for a mobile
 * registration with SMS verification.
 */
import * as z from 'zod/mini';
import { byMerchantRule } from '../contracts/fields.ts';
import { type FieldRule, formFields, type RegisterKind, type RegisterOptions } from '../validation/register-rules.ts';
import { codeInput, required, sameAs } from './inputs.ts';
import { word } from './wording.ts';

export interface RegisterField {
  rule: FieldRule;
  required: boolean;
}

/**
 * The fields a registration form shows, in order: an invitation code that came with a valid link
 * is not asked for; the payment password is always required; a mobile form starts with the number.
 */
export function registerFields(rules: readonly FieldRule[], kind: RegisterKind, affiliateKnown: boolean, opts: RegisterOptions = {}): RegisterField[] {
  return formFields(rules, kind, opts)
    .filter(({ rule }) => !(rule.field === 'affiliateCode' && affiliateKnown))
    .map((f) => ({ ...f, required: f.required || f.rule.field === 'paymentPassword' }))
    .sort((a, b) => (kind === 'mobile' ? Number(b.rule.field === 'mobileNum') - Number(a.rule.field === 'mobileNum') : 0));
}

export function registerForm(fields: readonly RegisterField[], withCode: boolean) {
  const shape: Record<string, z.ZodMiniType<string, string>> = {};
  for (const { rule, required: isRequired } of fields) shape[rule.field] = byMerchantRule(rule, isRequired, word);
  if (withCode) shape['verificationCode'] = codeInput();
  // A mobile form without a password (mobilePasswordOnRegistration off) has no confirmation either.
  if (!fields.some(({ rule }) => rule.field === 'password')) return z.object(shape);
  shape['confirmPassword'] = required();
  return z.object(shape).check(sameAs('password', 'confirmPassword'));
}
