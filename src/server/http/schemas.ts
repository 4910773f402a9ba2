import { z } from 'zod';
import { languageCode, pageSizeOf, RECORD_ID_FORMS } from '#lib/contracts/fields.ts';
import { powPayload } from '#server/auth/index.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '#server/i18n/languages.ts';

/*
 * The field rules the forms check too live in src/lib/contracts/fields.ts; they are re-exported
 * here under the names the routes import. Those are zod/mini schemas: inside a route's object
 * they compose like any other, and an optional one is written z.optional(smsCode).
 */
export { dialingCode, mobileNum, pageNo, password, smsCode } from '#lib/contracts/fields.ts';

/**
 * A record id: the shared two forms in a classic union, so routes can write recordId.optional().
 * Every route parses its ids with this one schema.
 */
export const recordId = z.union(RECORD_ID_FORMS);

/** A supported language code, case-insensitive ("BN" or "bn"); absent means the default. */
export const languageParam = languageCode(LANGUAGES, DEFAULT_LANGUAGE);

/** The `:id` of a path, as a record id (every route parses its ids with this one schema). */
export const idParam = z.object({ id: recordId });

export const pageSize = pageSizeOf;

/** Bounded text: every string a client sends has a length limit. */
export const text = (max = 200) => z.string().max(max);
export const trimmed = (max = 200) => z.string().max(max).transform((v) => v.trim());

/** The slider captcha's answer: the piece's x, or a solved proof of work instead. */
export const slider = z.union([
  z.object({ id: z.string().min(10).max(64), x: z.number().finite().min(0).max(2000) }),
  z.object({ id: z.string().min(10).max(64), pow: powPayload }),
]);
