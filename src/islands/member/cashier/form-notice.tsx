import type { ReactNode } from 'react';
import { Icon } from '../../common/icon.tsx';
import styles from './cashier.module.css';

/** A form's outcome under its fields: a failure announced at once, or a quiet confirmation. */
export function FormNotice({ tone, children }: { tone: 'bad' | 'good'; children: ReactNode }) {
  return (
    <p className={styles.notice} data-tone={tone} role={tone === 'bad' ? 'alert' : 'status'}>
      <Icon name={tone === 'bad' ? 'warning' : 'check'} />
      <span className={styles.noticeText}>{children}</span>
    </p>
  );
}
