import { createColumnHelper, type RowData, tableFeatures } from '@tanstack/react-table';

/** What a column tells the generic table: the server's sort key (a sort button) and its alignment. */
export interface DataColumnMeta {
  /** The `sort` value the server takes for this column; no sort button without it. */
  sortKey?: string;
  /** Figures align to the end so their digits line up. */
  align?: 'start' | 'end';
  /** The column's name beside each value when a stacking table shows rows as cards on a phone. */
  label?: string;
}

/** The table features every data table uses: the core rows only (paging and sorting happen on the server). */
export const dataTableFeatures = tableFeatures({ columnMeta: {} as DataColumnMeta });
export type DataTableFeatures = typeof dataTableFeatures;

export function columnHelper<T extends RowData>() {
  return createColumnHelper<DataTableFeatures, T>();
}

/** A table's columns, as the helper's `columns([...])` makes them. */
export type DataColumns<T extends RowData> = ReturnType<ReturnType<typeof columnHelper<T>>['columns']>;

/** The server's sort: a column's sort key and the direction. */
export interface SortState {
  sort: string;
  order: 'asc' | 'desc';
}
