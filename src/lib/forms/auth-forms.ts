/**
 * The account forms' schemas (spec §5): each field by its shared rule, with the merchant's
 * registration rules deciding the username, password, mobile and email rules where it has them.
 */
import * as z from 'zod/mini';
import { byRule, codeInput, emailInput, mobileInput, required, type Rules, sameAs } from './inputs.ts';

/** Login by username and password: both required; the image captcha when the server asked for one. */
export const passwordLoginForm = (captchaNeeded: boolean) =>
  z.object({ username: required(), password: required(), captcha: captchaNeeded ? required() : z.string() });

/** Login by SMS: the number per the mobile rule and the six-digit code. */
export const smsLoginForm = (rules: Rules) => z.object({ mobileNum: mobileInput(rules), verificationCode: codeInput() });


/** Forgot password by phone: number, SMS code, new password and confirmation. */
export const phoneRecoveryForm = (rules: Rules) =>
  z
    .object({ mobileNum: mobileInput(rules), verificationCode: codeInput(), newPassword: byRule(rules, 'password'), confirmPassword: required() })
    .check(sameAs('newPassword', 'confirmPassword'));

/** Forgot password by email: the username per its rule and the email address. */
export const emailRecoveryForm = (rules: Rules) => z.object({ username: byRule(rules, 'username'), email: emailInput(rules) });

/** The emailed recovery link: a new password and its confirmation. */
export const resetPasswordForm = (rules: Rules) =>
  z.object({ newPassword: byRule(rules, 'password'), confirmPassword: required() }).check(sameAs('newPassword', 'confirmPassword'));

/** Change password: the current one (unless it was just typed at login), a new one and its confirmation. */
export const changePasswordForm = (rules: Rules, askCurrent: boolean) =>
  z
    .object({ oldPassword: askCurrent ? required() : z.string(), newPassword: byRule(rules, 'password'), confirmNewPassword: required() })
    .check(sameAs('newPassword', 'confirmNewPassword'));

/** The second factor's six-digit code. */
export const secondFactorForm = () => z.object({ code: codeInput() });

