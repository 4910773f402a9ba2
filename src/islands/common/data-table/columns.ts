import { type CellData, type ColumnDef, createColumnHelper, type RowData, type TableFeatures, tableFeatures } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<in out TFeatures extends TableFeatures, in out TData extends RowData, TValue extends CellData = CellData> {
    /** The column's name, shown beside each value when rows stack on narrow screens. */
    label: string;
    /** Numbers and money line up on the right. */
    align?: 'end';
  }
}

/** The record tables use no table features: the server filters, sorts and pages. */
export const features = tableFeatures({});
export type Features = typeof features;

export type Columns<T extends RowData> = ColumnDef<Features, T>[];

/** A column helper for rows of type T. */
export function columnsFor<T extends RowData>() {
  return createColumnHelper<Features, T>();
}
