import type { ReactNode } from 'react';
import styles from './cashier.module.css';

export type Tone = 'good' | 'bad' | 'wait' | 'plain';

/** A small coloured state label (pending, credited, rejected…). */
export function StatusChip({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={styles.status} data-tone={tone}>
      {children}
    </span>
  );
}
