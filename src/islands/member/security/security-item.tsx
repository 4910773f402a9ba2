import { type ReactNode, useId } from 'react';
import { Icon } from '../../common/icon.tsx';
import styles from './security.module.css';

export interface SecurityItemProps {
  icon: string;
  title: string;
  /** What is set now, or that nothing is. */
  status: ReactNode;
  /** "done": set and can no longer change; "ok": set; "todo": not set yet. */
  tone: 'done' | 'ok' | 'todo';
  /** The button that opens the form; none when nothing can change any more. */
  action?: string | undefined;
  open: boolean;
  onToggle: () => void;
  children?: ReactNode;
}

/** One row of the security centre, with its form under it when opened. */
export function SecurityItem({ icon, title, status, tone, action, open, onToggle, children }: SecurityItemProps) {
  const panel = useId();
  return (
    <li className={styles.item}>
      <div className={styles.itemRow}>
        <span className={`${styles.itemIcon} ${styles[tone]}`}>
          <Icon name={icon} />
        </span>
        <div className={styles.itemText}>
          <span className={styles.itemTitle}>{title}</span>
          <span className={styles.itemStatus}>{status}</span>
        </div>
        {action && (
          <button type="button" className={`btn ${styles.itemAction}`} aria-expanded={open} aria-controls={panel} onClick={onToggle}>
            {action}
          </button>
        )}
      </div>
      {action && open && (
        <div id={panel} className={styles.itemPanel}>
          {children}
        </div>
      )}
    </li>
  );
}
