import { useTranslation } from 'react-i18next';
import type { SortState } from './columns.ts';
import styles from './data-table.module.css';

/**
 * A column header that sorts on the server: pressing it sorts by the column (descending first,
 * figures being what agents rank by), pressing again flips the direction.
 */
export function SortHeader({ label, sortKey, sort, onSort }: { label: string; sortKey: string; sort: SortState; onSort: (next: SortState) => void }) {
  const { t } = useTranslation();
  const active = sort.sort === sortKey;
  const next: SortState = { sort: sortKey, order: active && sort.order === 'desc' ? 'asc' : 'desc' };
  return (
    <button
      type="button"
      className={styles.sort}
      data-active={active || undefined}
      onClick={() => onSort(next)}
      title={t(next.order === 'asc' ? 'agent.table.sortAsc' : 'agent.table.sortDesc', { column: label })}
    >
      <span>{label}</span>
      <span className={styles.arrow} aria-hidden="true">
        {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
      </span>
    </button>
  );
}
