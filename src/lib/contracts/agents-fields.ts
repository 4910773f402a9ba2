/**
 * Request fields the agent centre's reports share: the date range, the team scope, sorting, lists
 * given as comma-separated values, and the answer's format (see the group files for each report).
 */
import { z } from 'zod';
import { PRESETS } from '../types/agent-lists.ts';
import { RECORD_ID_FORMS } from './fields.ts';

/** A record id in a query ("12"), as the shared rule reads it. */
export const id = z.union(RECORD_ID_FORMS);

const epoch = z.coerce.number().int().min(0).max(8_640_000_000_000).describe('epoch milliseconds');

/** Bounded text, trimmed. */
export const trimmed = (max: number) => z.string().max(max).transform((v) => v.trim());

export const order = z.enum(['asc', 'desc']).default('desc');

/** A comma-separated list of values from a fixed set ("member,day"). */
export const list = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(200)
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)).max(values.length))
    .describe(`comma-separated: ${values.join(', ')}`);

/** A yes/no query value: true, false, 1 or 0. */
export const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * A report's range: `from` and `to` ([from, to), widened to whole hours, at most 400 days), or a
 * preset (default prev7: the last 7 days including today), in the merchant's time zone.
 */
export const rangeFields = {
  from: epoch.optional(),
  to: epoch.optional(),
  preset: z.enum(PRESETS).optional(),
};

/**
 * Whose team: `memberId` drills into a member of the caller's team (404 outside it); `scope` all or
 * direct, or `level` (depth below the root); `account` filters by account (contains).
 */
export const scopeFields = {
  memberId: id.optional(),
  scope: z.enum(['all', 'direct']).default('all'),
  level: z.coerce.number().int().min(1).max(100).optional(),
  account: trimmed(40).optional(),
};

/** `csv` answers text/csv (UTF-8 with BOM, a header row) with up to 100,000 rows instead of a page. */
export const format = z.enum(['json', 'csv']).default('json');
