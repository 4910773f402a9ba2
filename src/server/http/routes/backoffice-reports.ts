/** Back office: the dashboard and the reports desk. Contracts: src/lib/contracts/backoffice-reports.ts. */
import { type Context, Hono } from 'hono';
import { backofficeReports } from '#lib/contracts/backoffice-reports.ts';
import { merchantFields, AGENT_COLUMNS, agentsReport, backofficeCsv, CASHIER_COLUMNS, cashierReport, dashboard, GGR_COLUMNS, ggrReport, merchantOf, PLAYER_COLUMNS, playersReport, rangeOf } from '#server/backoffice/index.ts';
import type { Column } from '#server/report-csv.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { csvDownload } from '../responses/csv.ts';
import { clientOf } from '../session.ts';

export const backofficeReportRoutes = new Hono<ApiEnv>();

const CSV_ROWS = 100_000;
/** A CSV answer holds up to 100,000 rows in one go; JSON answers a page. */
const paging = (q: { format: 'json' | 'csv'; pageNo: number; pageSize: number }) => (q.format === 'csv' ? { pageNo: 1, pageSize: CSV_ROWS } : { pageNo: q.pageNo, pageSize: q.pageSize });

/** The report's rows and its totals row as a CSV download in the caller's language. */
function csv<R>(c: Context<ApiEnv>, name: string, merchant: Awaited<ReturnType<typeof merchantOf>>, columns: readonly Column<R>[], rows: readonly R[]): Response {
  return csvDownload(c, name, backofficeCsv(clientOf(c).lang, merchant, columns, rows));
}

serve(backofficeReportRoutes, backofficeReports.dashboard, async (c, { query: q }) => {
  const app = c.get('app');
  const merchant = await merchantOf(app.db);
  return dashboard(app.reader, rangeOf(q, merchant.zone), merchant);
});

serve(backofficeReportRoutes, backofficeReports.ggr, async (c, { query: q }) => {
  const app = c.get('app');
  const merchant = await merchantOf(app.db);
  const range = rangeOf(q, merchant.zone);
  const page = await ggrReport(app.reader, { range, zone: merchant.zone, groupBy: q.groupBy, category: q.category, sort: q.sort, order: q.order, lang: clientOf(c).lang, ...paging(q) });
  if (q.format === 'csv') return csv(c, `ggr-by-${q.groupBy}`, merchant, GGR_COLUMNS, [...page.list, { key: 'total', label: '', ...page.totals }]);
  return { ...page, range, ...merchantFields(merchant) };
});

serve(backofficeReportRoutes, backofficeReports.players, async (c, { query: q }) => {
  const app = c.get('app');
  const merchant = await merchantOf(app.db);
  const range = rangeOf(q, merchant.zone);
  const page = await playersReport(app.db, app.reader, { range, order: q.order, ...paging(q) });
  if (q.format === 'csv') return csv(c, `players-${q.order}`, merchant, PLAYER_COLUMNS, [...page.list, { memberId: 0, account: '', total: true as const, ...page.totals }]);
  return { ...page, range, ...merchantFields(merchant) };
});

serve(backofficeReportRoutes, backofficeReports.cashier, async (c, { query: q }) => {
  const app = c.get('app');
  const merchant = await merchantOf(app.db);
  const range = rangeOf(q, merchant.zone);
  const page = await cashierReport(app.reader, { range, groupBy: q.groupBy, type: q.type, sort: q.sort, order: q.order, ...paging(q) });
  const { deposits, withdrawals } = page.totals;
  if (q.format === 'csv') return csv(c, `cashier-by-${q.groupBy}`, merchant, CASHIER_COLUMNS, [...page.list, { type: 'deposit', key: 'total', ...deposits }, { type: 'withdrawal', key: 'total', ...withdrawals }]);
  return { ...page, range, ...merchantFields(merchant) };
});

serve(backofficeReportRoutes, backofficeReports.agents, async (c, { query: q }) => {
  const app = c.get('app');
  const merchant = await merchantOf(app.db);
  const range = rangeOf(q, merchant.zone);
  const page = await agentsReport(app.db, app.reader, { range, sort: q.sort, order: q.order, ...paging(q) });
  if (q.format === 'csv') return csv(c, 'agent-commissions', merchant, AGENT_COLUMNS, [...page.list, { agentId: 0, account: '', kind: '', total: true as const, ...page.totals }]);
  return { ...page, range, ...merchantFields(merchant) };
});
