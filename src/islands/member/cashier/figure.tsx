import styles from './cashier.module.css';

/** One total above a record table: its name, and the amount (green when won, red when lost). */
export function Figure({ label, value, tone }: { label: string; value: string; tone?: 'positive' | 'negative' | undefined }) {
  return (
    <div className={styles.summaryItem}>
      <span className={styles.summaryLabel}>{label}</span>
      <span className={`${styles.summaryValue} ${tone ? styles[tone] : ''}`}>{value}</span>
    </div>
  );
}
