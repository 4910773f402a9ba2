import { z } from 'zod';
import { powPayload } from '#server/auth/captcha.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#server/i18n/languages.ts';

/** A supported language code, case-insensitive ("BN" or "bn"); absent means the default. */
export const languageParam = z
  .string()
  .optional()
  .transform((v) => (v ?? DEFAULT_LANGUAGE).toLowerCase())
  .refine((v) => LANGUAGES.includes(v), { message: `language must be one of ${LANGUAGES.join(', ')}` });

/**
 * A record id, in a path, a query or a JSON body: a positive whole number, as a JSON number or a
 * string of digits ("12"). Nothing else is read as a number: not true, "1e3", "0x10", " 7", 1.5,
 * -1 or 0. Every route parses its ids with this one schema.
 */
export const recordId = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'a positive whole number')
    .transform(Number)
    .pipe(z.number().max(Number.MAX_SAFE_INTEGER)),
]);

/** The `:id` of a path, as a record id. */
export const idParam = z.object({ id: recordId });

export const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);

export const pageSize = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** Bounded text: every string a client sends has a length limit. */
export const text = (max = 200) => z.string().max(max);
export const trimmed = (max = 200) => z.string().max(max).transform((v) => v.trim());

export const mobileNum = z.string().trim().regex(/^\d{5,15}$/, 'digits only, 5 to 15');
export const dialingCode = z.string().trim().regex(/^\+?\d{1,4}$/, 'a country dialing code').transform((v) => v.replace(/^\+/, ''));
export const smsCode = z.string().trim().regex(/^\d{6}$/, 'six digits');
export const password = z.string().min(1).max(128);

/** The slider captcha's answer: the piece's x, or a solved proof of work instead. */
export const slider = z.union([
  z.object({ id: z.string().min(10).max(64), x: z.number().finite().min(0).max(2000) }),
  z.object({ id: z.string().min(10).max(64), pow: powPayload }),
]);
