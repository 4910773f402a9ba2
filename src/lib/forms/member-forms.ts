/**
 * The member centre's forms (security centre): each field by its shared rule, the merchant's
 * rules deciding the mobile, email and real-name rules where it has them.
 */
import * as z from 'zod/mini';
import { ageCheck, MIN_AGE } from '../validation/age.ts';
import { byRule, codeInput, emailInput, mobileInput, paymentPasswordInput, required, type Rules, sameAs } from './inputs.ts';
import { word } from './wording.ts';

/** Binding a mobile number: the number per the mobile rule and the SMS code. */
export const bindMobileForm = (rules: Rules) => z.object({ mobileNum: mobileInput(rules), code: codeInput() });

/** Binding an email address: the address and the code sent to it. */
export const bindEmailForm = (rules: Rules) => z.object({ email: emailInput(rules), code: codeInput() });

/** Turning on the authenticator app: the six digits it shows. */
export const totpForm = () => z.object({ code: codeInput() });

/** Setting or changing the payment password: the proof, six digits and their confirmation. */
export const paymentPasswordForm = () =>
  z
    .object({ currentPassword: required(), paymentPassword: paymentPasswordInput(), confirmPaymentPassword: required() })
    .check(sameAs('paymentPassword', 'confirmPaymentPassword'));

export type ProfileField = 'nickname' | 'realName' | 'birthday';

/** Spec §5: the birthday prompt asks for 21 or over (the server checks the same rule). */
const birthday = () =>
  z.pipe(
    required(),
    z.string().check(
      z.superRefine((value: string, ctx) => {
        const verdict = ageCheck(value);
        if (verdict === 'invalid') ctx.issues.push({ code: 'custom', input: value, message: word('validation.pattern.DATE_YMD', { min: 10, max: 10 }) });
        if (verdict === 'under_age') ctx.issues.push({ code: 'custom', input: value, message: word('validation.age', { min: MIN_AGE }) });
      }),
    ),
  );

/** One profile detail: the real name by the payee-name rule, the birthday by age, the nickname present. */
export function profileFieldForm(rules: Rules, field: ProfileField) {
  const value = field === 'realName' ? byRule(rules, 'payeeName') : field === 'birthday' ? birthday() : required();
  return z.object({ value });
}
