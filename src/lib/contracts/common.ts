/**
 * Pieces many contracts share: the request fields every list takes, and the shapes of a page of
 * results. Request fields come from fields.ts, the rules the browser's forms use too.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES } from '../i18n/languages.ts';
import { languageCode, pageNumber, pageSizeOf, recordIdOf } from './fields.ts';

/** A supported language code, case-insensitive ("BN" or "bn"); absent means Bengali. */
export const language = languageCode(SITE_LANGUAGES, DEFAULT_LANGUAGE);
export const pageNo = pageNumber();
export const pageSize = pageSizeOf;
export const recordId = recordIdOf();
/** The `:id` of a path, as a record id. */
export const idParams = z.object({ id: recordId });

/** A time as milliseconds since 1970 (UTC). */
export const epochMs = z.number().int();
/** An amount in the currency's minor units (cents, paisa). */
export const minor = z.number().int();

/** One page of a list: the rows, the page shown, the number of pages and of rows. */
export const pageOf = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), pageNum: z.number().int(), totalPages: z.number().int(), total: z.number().int() });
