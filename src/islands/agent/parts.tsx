import type { ReactNode } from 'react';
import { errorMessage } from '#lib/error-message.ts';
import { useMessage } from '../forms/use-message.ts';
import styles from './agent.module.css';

/** A failed call in words (never a raw code), with the values the server sent ("6 to 16", or "exactly 6"). */
export function ErrorText({ error }: { error: unknown }) {
  const words = useMessage();
  return (
    <p className={styles.error} role="alert">
      {words(errorMessage(error))}
    </p>
  );
}

/** One key figure. */
export function Kpi({ label, value, note, tone, highlight }: { label: string; value: ReactNode; note?: ReactNode; tone?: 'up' | 'down' | undefined; highlight?: boolean }) {
  return (
    <div className={highlight ? `${styles.kpi} ${styles.highlight}` : styles.kpi}>
      <dt>{label}</dt>
      <dd className={tone === 'up' ? styles.positive : tone === 'down' ? styles.negative : undefined}>
        {value} {note && <small>{note}</small>}
      </dd>
    </div>
  );
}

/** A signed amount coloured by its sign. */
export function Signed({ value, text }: { value: number; text: string }) {
  return <span className={value > 0 ? styles.positive : value < 0 ? styles.negative : undefined}>{text}</span>;
}

export const toneOf = (n: number): 'up' | 'down' | undefined => (n > 0 ? 'up' : n < 0 ? 'down' : undefined);
