import { FlexRender, type RowData, useTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Pagination } from '../pagination.tsx';
import { type Columns, features } from './columns.ts';
import styles from './data-table.module.css';

export interface DataTableProps<T extends RowData> {
  /** The table's accessible name. */
  caption: string;
  columns: Columns<T>;
  data: T[];
  /** Row key. */
  rowId: (row: T) => string;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
  /** Cells of a totals row, by column id. */
  totals?: Partial<Record<string, ReactNode>> | undefined;
  totalsLabel?: string;
  page?: { page: number; totalPages: number; onChange: (page: number) => void } | undefined;
  busy?: boolean;
}

/**
 * The record pages' table: a header, rows, a totals row, an honest empty state and pagination.
 * Where the table is narrow (a phone) each row becomes a card of label and value pairs; the
 * explicit roles keep it a table for assistive tech, which drops the semantics of restyled tables.
 */
export function DataTable<T extends RowData>({ caption, columns, data, rowId, empty, totals, totalsLabel, page, busy }: DataTableProps<T>) {
  const table = useTable({ features, columns, data, getRowId: rowId });
  const cellClass = (align: 'end' | undefined) => (align === 'end' ? `${styles.cell} ${styles.end}` : styles.cell);
  const leaf = table.getAllLeafColumns();

  return (
    <div className={styles.wrap} aria-busy={busy || undefined}>
      <table className={styles.table} role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row">
              {group.headers.map((h) => (
                <th key={h.id} scope="col" role="columnheader" className={cellClass(h.column.columnDef.meta?.align)}>
                  {h.isPlaceholder ? null : <FlexRender header={h} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup">
          {data.length === 0 ? (
            <tr className={styles.emptyRow} role="row">
              <td colSpan={leaf.length} className={styles.empty} role="cell">
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={styles.row} role="row">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} role="cell" className={cellClass(cell.column.columnDef.meta?.align)} data-label={cell.column.columnDef.meta?.label}>
                    <FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {totals && data.length > 0 && (
          <tfoot role="rowgroup">
            <tr className={styles.totals} role="row">
              {leaf.map((c, i) => (
                <td key={c.id} role="cell" className={cellClass(c.columnDef.meta?.align)} data-label={i === 0 ? undefined : c.columnDef.meta?.label}>
                  {i === 0 && totals[c.id] === undefined ? <strong>{totalsLabel}</strong> : totals[c.id]}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
      {page && <Pagination page={page.page} totalPages={page.totalPages} onChange={page.onChange} />}
    </div>
  );
}
