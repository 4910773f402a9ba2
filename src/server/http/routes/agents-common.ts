/**
 * What the agent centre's route files share: the agent guard and the query fields of the reports
 * (see the comment at the top of agents.ts for the API as a whole).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { isAgentType } from '#lib/roles.ts';
import { NotAgent } from '#server/auth/errors.ts';
import { agentReportCsv } from '#server/agents/answers.ts';
import type { Column } from '#server/agents/csv.ts';
import { PRESETS } from '#server/agents/periods.ts';
import { reportScope, type ScopeInput } from '#server/agents/report-scope.ts';
import type { Scope } from '#server/agents/report-team.ts';
import { merchantTimeZone } from '#server/system/settings.ts';
import { bodyText } from '../body.ts';
import type { ApiEnv } from '../env.ts';
import { csvDownload } from '../responses/csv.ts';
import { recordId, trimmed } from '../schemas.ts';
import { clientOf, requireSession, sessionOf } from '../session.ts';
import { check, jsonBody } from '../validate.ts';

const session = requireSession({ allowTrial: false });

/** The agent guard: a live session (trial accounts refused) of an agent type (spec §5: 1, 2, 41, 42). */
export const agent: MiddlewareHandler<ApiEnv> = (c, next) =>
  session(c, async () => {
    if (!isAgentType(sessionOf(c).isAgent)) throw new NotAgent('Non-agents cannot use the agent centre.');
    await next();
  });

const CSV_ROWS = 100_000;
export const id = recordId;
const epoch = z.coerce.number().int().min(0).max(8_640_000_000_000);
export const order = z.enum(['asc', 'desc']).default('desc');
export const list = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(200)
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)).max(values.length));
export const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const CATEGORY_CODES = ['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT'] as const;

export const rangeFields = {
  from: epoch.optional(),
  to: epoch.optional(),
  preset: z.enum(PRESETS).optional(),
};
export const scopeFields = {
  memberId: id.optional(),
  scope: z.enum(['all', 'direct']).default('all'),
  level: z.coerce.number().int().min(1).max(100).optional(),
  account: trimmed(40).optional(),
};
export const format = z.enum(['json', 'csv']).default('json');

/** The report's root: the caller, or a member of its team it drills into (404 outside). */
export const scopeOf = (c: Context<ApiEnv>, s: ScopeInput): Promise<Scope> => reportScope(c.get('app').reader, sessionOf(c).memberId, s);

/** The merchant's time zone, where report days and presets start. */
export const zoneOf = (c: Context<ApiEnv>): Promise<string> => merchantTimeZone(c.get('app').db);

/** A report as a CSV download in the caller's language (X-Language, else the language parameter). */
export async function csv<R>(c: Context<ApiEnv>, name: string, columns: readonly Column<R>[], rows: readonly R[]): Promise<Response> {
  return csvDownload(c, name, await agentReportCsv(c.get('app').db, clientOf(c).lang, columns, rows));
}

/** A CSV answer holds up to 100,000 rows in one go; JSON answers a page. */
export const paging = (fmt: 'json' | 'csv', p: { pageNo: number; pageSize: number }) => (fmt === 'csv' ? { pageNo: 1, pageSize: CSV_ROWS } : { pageNo: p.pageNo, pageSize: p.pageSize });

/** Optional JSON body (actions without one are fine). */
export async function optionalJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  if (!(await bodyText(c)).trim()) return check(schema, {});
  return check(schema, await jsonBody(c));
}
