import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#server/i18n/languages.ts';

/** A supported language code, case-insensitive ("BN" or "bn"); absent means the default. */
export const languageParam = z
  .string()
  .optional()
  .transform((v) => (v ?? DEFAULT_LANGUAGE).toLowerCase())
  .refine((v) => LANGUAGES.includes(v), { message: `language must be one of ${LANGUAGES.join(', ')}` });

export const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);

export const pageSize = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** Bounded text: every string a client sends has a length limit. */
export const text = (max = 200) => z.string().max(max);
export const trimmed = (max = 200) => z.string().max(max).transform((v) => v.trim());

export const mobileNum = z.string().trim().regex(/^\d{5,15}$/, 'digits only, 5 to 15');
export const dialingCode = z.string().trim().regex(/^\+?\d{1,4}$/, 'a country dialing code').transform((v) => v.replace(/^\+/, ''));
export const smsCode = z.string().trim().regex(/^\d{6}$/, 'six digits');
export const password = z.string().min(1).max(128);

/** The slider captcha's answer. */
export const slider = z.object({ id: z.string().min(10).max(64), x: z.number().finite().min(0).max(2000) });
