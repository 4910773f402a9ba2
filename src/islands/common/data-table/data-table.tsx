import { FlexRender, type Row, type RowData, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../pagination.tsx';
import { type DataColumns, dataTableFeatures, type DataTableFeatures, type SortState } from './columns.ts';
import { SortHeader } from './sort-header.tsx';
import styles from './data-table.module.css';

/** Above this many rows only the rows in view are in the page (spec: 10,000-row tables scroll smoothly). */
const VIRTUAL_FROM = 200;
const ROW_HEIGHT = 41;

function BodyRowOf<T extends RowData>({ row }: { row: Row<DataTableFeatures, T> }) {
  return (
    <tr role="row">
      {row.getAllCells().map((cell) => (
        // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- explicit table roles: in the phone card layout (display: block) browsers drop the implicit ones
        <td key={cell.id} role="cell" data-align={cell.column.columnDef.meta?.align ?? 'start'} data-label={cell.column.columnDef.meta?.label}>
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
}

/** A row renders again only when its data does: while a long table scrolls, rows still in view are left alone. */
const BodyRow = memo(BodyRowOf) as typeof BodyRowOf;

export interface DataTableProps<T extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: DataColumns<T>;
  data: T[];
  rowId: (row: T, index: number) => string;
  sort?: SortState | undefined;
  onSort?: ((next: SortState) => void) | undefined;
  page?: { pageNum: number; totalPages: number; onPage: (page: number) => void } | undefined;
  /** What shows when there are no rows. */
  empty: ReactNode;
  loading?: boolean;
  /** A totals row under the rows (cells per column id). */
  footer?: Record<string, ReactNode> | undefined;
  /** Written in the totals row's first cell when the footer leaves it empty ("Total"). */
  footerLabel?: string | undefined;
  /** In a narrow container (a phone) each row becomes a card of label and value pairs, instead of scrolling sideways. */
  stack?: boolean;
}

/**
 * The generic data table: header with server-side sort buttons, rows (virtualised when long),
 * an optional totals row, pagination, and an honest empty state. On phones it scrolls sideways
 * inside its card.
 */
export function DataTable<T extends RowData>({ label, columns, data, rowId, sort, onSort, page, empty, loading = false, footer, footerLabel, stack = false }: DataTableProps<T>) {
  const { t } = useTranslation();
  const table = useTable({ features: dataTableFeatures, columns, data, getRowId: rowId });
  const scroller = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const virtual = rows.length > VIRTUAL_FROM;
  // eslint-disable-next-line react-hooks/incompatible-library -- the project does not use the React Compiler; the virtualizer is meant to be read during render
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual ? items.map((i) => rows[i.index]).filter((r) => r !== undefined) : rows;
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const width = table.getAllLeafColumns().length;

  return (
    <div className={stack ? `${styles.wrap} ${styles.stack}` : styles.wrap} aria-busy={loading || undefined}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so it can be scrolled from the keyboard */}
      <div ref={scroller} className={virtual ? `${styles.scroller} ${styles.tall}` : styles.scroller} tabIndex={0} role="region" aria-label={label}>
        <table className={styles.table} role="table">
          <caption className="visually-hidden">{label}</caption>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- explicit table roles: in the phone card layout (display: block) browsers drop the implicit ones */}
          <thead role="rowgroup">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const text = typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.id;
                  const sortKey = meta?.sortKey;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      role="columnheader"
                      data-align={meta?.align ?? 'start'}
                      aria-sort={sortKey && sort?.sort === sortKey ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {header.isPlaceholder ? null : sortKey && sort && onSort ? (
                        <SortHeader label={text} sortKey={sortKey} sort={sort} onSort={onSort} />
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- explicit table roles: in the phone card layout (display: block) browsers drop the implicit ones */}
          <tbody role="rowgroup">
            {padTop > 0 && (
              <tr aria-hidden="true">
                <td colSpan={width} style={{ height: padTop, padding: 0, border: 0 }} />
              </tr>
            )}
            {shown.map((row) => (
              <BodyRow key={row.id} row={row} />
            ))}
            {padBottom > 0 && (
              <tr aria-hidden="true">
                <td colSpan={width} style={{ height: padBottom, padding: 0, border: 0 }} />
              </tr>
            )}
            {!rows.length && (
              <tr role="row">
                {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- explicit table roles: in the phone card layout (display: block) browsers drop the implicit ones */}
                <td colSpan={width} className={styles.empty} role="cell">
                  {loading ? t('common.loading') : empty}
                </td>
              </tr>
            )}
          </tbody>
          {footer && rows.length > 0 && (
            // eslint-disable-next-line jsx-a11y/no-redundant-roles -- explicit table roles: in the phone card layout (display: block) browsers drop the implicit ones
            <tfoot role="rowgroup">
              <tr role="row">
                {table.getAllLeafColumns().map((column, i) => (
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- explicit table roles: in the phone card layout (display: block) browsers drop the implicit ones
                  <td key={column.id} role="cell" data-align={column.columnDef.meta?.align ?? 'start'} data-label={i === 0 ? undefined : column.columnDef.meta?.label}>
                    {footer[column.id] ?? (i === 0 && footerLabel ? <strong>{footerLabel}</strong> : null)}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {page && <Pagination page={page.pageNum} totalPages={page.totalPages} onChange={page.onPage} />}
    </div>
  );
}
