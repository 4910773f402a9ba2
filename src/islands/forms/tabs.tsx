import { type KeyboardEvent, useId } from 'react';
import styles from './forms.module.css';

export interface TabsProps<K extends string> {
  label: string;
  tabs: { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
  /** Id prefix of the panels: the panel of tab `k` has id `${panelId}-${k}`. */
  panelId: string;
}

/** A tab list (arrow keys move between tabs); the caller renders the active panel with tabPanelProps. */
export function Tabs<K extends string>({ label, tabs, active, onChange, panelId }: TabsProps<K>) {
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = tabs.findIndex((x) => x.key === active);
    const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    e.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${panelId}-tab-${next.key}`)}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((x) => (
        <button
          key={x.key}
          id={`${panelId}-tab-${x.key}`}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={x.key === active}
          aria-controls={`${panelId}-${x.key}`}
          tabIndex={x.key === active ? 0 : -1}
          onClick={() => onChange(x.key)}
          onKeyDown={onKeyDown}
        >
          {x.label}
        </button>
      ))}
    </div>
  );
}

/** Props of the panel that belongs to a tab. */
export function tabPanelProps(panelId: string, key: string) {
  return { id: `${panelId}-${key}`, role: 'tabpanel', 'aria-labelledby': `${panelId}-tab-${key}` } as const;
}

/** A stable id prefix for a tab set (useId gives colons, which CSS selectors do not like). */
export function useTabsId(): string {
  return `tabs${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
}
