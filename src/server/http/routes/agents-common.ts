/**
 * What the agent centre's route files share: the report's scope and time zone, CSV answers and the
 * paging of a report answered as CSV. The access guard and the request fields are the contracts'
 * (src/lib/contracts/agents*.ts).
 */
import type { Context } from 'hono';
import { agentReportCsv, reportScope, type Scope, type ScopeInput } from '#server/agents/index.ts';
import type { Column } from '#server/report-csv.ts';
import { merchantTimeZone } from '#server/system/index.ts';
import type { ApiEnv } from '../env.ts';
import { csvDownload } from '../responses/csv.ts';
import { clientOf, sessionOf } from '../session.ts';

const CSV_ROWS = 100_000;

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
