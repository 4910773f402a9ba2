/**
 * Field schemas the server and the browser share: one rule per kind of field, so a form refuses
 * what the API would refuse. Written with zod/mini to keep the browser bundle small; a zod/mini
 * schema composes inside a classic zod object on the server, messages and JSON schema included.
 *
 * Each rule is a factory that takes its wording: the server keeps its English API messages (the
 * constants below), the forms pass translation keys (src/lib/forms/). The rule itself is written
 * once.
 */
import * as z from 'zod/mini';
import { parseAmount } from '../money-input.ts';
import { checkField, type FieldRule } from '../validation/register-rules.ts';

/** The wording of a failed check: an API message on the server, a translation key in a form. */
export type Wording = string;

export const MOBILE_NUMBER = /^\d{5,15}$/;
export const DIALING_CODE = /^\+?\d{1,4}$/;
export const SMS_CODE = /^\d{6}$/;
/** Spec §5: the payment password is six digits. */
export const PAYMENT_PASSWORD = /^\d{6}$/;
/** The shape an email must have in a form before the server's own email check. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Amounts the cashier accepts, in minor units (a billion in major units of a two-decimal currency). */
export const MAX_AMOUNT_MINOR = 1_000_000_000_00;

/** A mobile number: 5 to 15 digits, spaces around it dropped. */
export const mobileNumber = (wording: Wording = 'digits only, 5 to 15') =>
  z.string().check(z.trim(), z.regex(MOBILE_NUMBER, wording));

/** A country dialing code ("+880" or "880"), kept without its plus sign. */
export const dialingCodeOf = (wording: Wording = 'a country dialing code') =>
  z.pipe(
    z.string().check(z.trim(), z.regex(DIALING_CODE, wording)),
    z.transform((v: string) => v.replace(/^\+/, '')),
  );

/** A six-digit code sent by SMS or email (also a second-factor code). */
export const verificationCode = (wording: Wording = 'six digits') => z.string().check(z.trim(), z.regex(SMS_CODE, wording));

/** A password as the API reads it at login and for changes: present and at most 128 characters. */
export const passwordOf = (missing?: Wording) => z.string().check(z.minLength(1, missing), z.maxLength(128));

/** An email address as the API stores it: at most 120 characters, trimmed, a valid address. */
export const emailOf = (wording?: Wording) =>
  z.pipe(z.pipe(z.string().check(z.maxLength(120)), z.transform((v: string) => v.trim())), z.email(wording));

/** A real name (profile): at most 60 characters, trimmed. */
export const realNameOf = () => z.pipe(z.string().check(z.maxLength(60)), z.transform((v: string) => v.trim()));

/** A bank account holder's name: at most 80 characters and, trimmed, at least 2. */
export const holderNameOf = (wording?: Wording) =>
  z.pipe(z.pipe(z.string().check(z.maxLength(80)), z.transform((v: string) => v.trim())), z.string().check(z.minLength(2, wording)));

/** The six-digit payment password a member sets and confirms withdrawals with. */
export const paymentPasswordOf = (wording: Wording = 'six digits') => z.string().check(z.regex(PAYMENT_PASSWORD, wording));

/** An amount in minor units, as the API takes it: a whole positive number up to the cashier's maximum. */
export const amountMinor = () => z.number().check(z.int(), z.positive(), z.maximum(MAX_AMOUNT_MINOR));

/**
 * An amount typed in major units (Bengali or ASCII digits, grouping commas allowed), read into
 * minor units; refused when it is not a positive amount with at most `minorUnits` decimals.
 */
export const amountInput = (minorUnits: number, wording: Wording) =>
  z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const minor = parseAmount(text, minorUnits);
      if (minor === null || minor > MAX_AMOUNT_MINOR) {
        ctx.issues.push({ code: 'custom', message: wording, input: text });
        return z.NEVER;
      }
      return minor;
    }),
  );

/**
 * A record id (its two accepted forms), in a path, a query or a JSON body: a positive whole number, as a JSON number or a
 * string of digits ("12"). Nothing else is read as a number: not true, "1e3", "0x10", " 7", 1.5,
 * -1 or 0.
 */
export const RECORD_ID_FORMS = [
  z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  z.pipe(
    z.pipe(z.string().check(z.regex(/^[1-9]\d{0,15}$/, 'a positive whole number')), z.transform(Number)),
    z.number().check(z.maximum(Number.MAX_SAFE_INTEGER)),
  ),
] as const;
export const recordIdOf = () => z.union(RECORD_ID_FORMS);

/** A supported language code, case-insensitive ("BN" or "bn"); absent means the default. */
export const languageCode = (languages: readonly string[], fallback: string) =>
  z
    .pipe(z.optional(z.string()), z.transform((v: string | undefined) => (v ?? fallback).toLowerCase()))
    .check(z.refine((v: string) => languages.includes(v), { message: `language must be one of ${languages.join(', ')}` }));

/** A page number of a list (1 when absent). */
export const pageNumber = () => z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1);

/** A page size: `fallback` when absent, at most `max`. */
export const pageSizeOf = (fallback: number, max: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);

/**
 * A field checked by the merchant's registration rule (spec §5: the server's rules drive the
 * username and password rules); the wording is the rule's translation key and values, through
 * `word`.
 */
export const byMerchantRule = (rule: FieldRule, required: boolean, word: (key: string, values: Record<string, string | number>) => Wording) =>
  z.string().check(
    z.superRefine((value: string, ctx) => {
      const error = checkField(rule, value, required);
      if (error) ctx.issues.push({ code: 'custom', message: word(error.key, error.values), input: value });
    }),
  );

// The server's schemas, with its API wording.
export const mobileNum = mobileNumber();
export const dialingCode = dialingCodeOf();
export const smsCode = verificationCode();
export const password = passwordOf();
export const email = emailOf();
export const recordId = recordIdOf();
export const pageNo = pageNumber();
export const amount = amountMinor();
