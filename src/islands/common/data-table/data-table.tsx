import { type ColumnDef, flexRender, getCoreRowModel, type RowData, useReactTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Pagination } from '../pagination.tsx';
import styles from './data-table.module.css';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name, shown beside each value when rows stack on narrow screens. */
    label: string;
    /** Numbers and money line up on the right. */
    align?: 'end';
  }
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  caption: string;
  columns: ColumnDef<T, never>[];
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
 * Where the table is narrow (a phone) each row becomes a card of label and value pairs.
 */
export function DataTable<T>({ caption, columns, data, rowId, empty, totals, totalsLabel, page, busy }: DataTableProps<T>) {
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId: rowId });
  const cellClass = (align: 'end' | undefined) => (align === 'end' ? `${styles.cell} ${styles.end}` : styles.cell);
  const leaf = table.getVisibleLeafColumns();

  return (
    <div className={styles.wrap} aria-busy={busy || undefined}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((h) => (
                <th key={h.id} scope="col" className={cellClass(h.column.columnDef.meta?.align)}>
                  {h.isPlaceholder ? null : flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {data.length === 0 ? (
            <tr className={styles.emptyRow}>
              <td colSpan={leaf.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={styles.row}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cellClass(cell.column.columnDef.meta?.align)} data-label={cell.column.columnDef.meta?.label}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {totals && data.length > 0 && (
          <tfoot>
            <tr className={styles.totals}>
              {leaf.map((c, i) => (
                <td key={c.id} className={cellClass(c.columnDef.meta?.align)} data-label={i === 0 ? undefined : c.columnDef.meta?.label}>
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
