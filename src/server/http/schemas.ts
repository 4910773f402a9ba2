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
