import type { Context } from 'hono';

/** A CSV file to download (UTF-8, as `<name>.csv`), never kept by a cache: it holds the caller's own records. */
export function csvDownload(c: Context, name: string, csv: string): Response {
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}.csv"`,
    'cache-control': 'no-store',
  });
}
