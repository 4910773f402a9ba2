import { useTranslation } from 'react-i18next';
import styles from '../cashier/cashier.module.css';

const STEPS = ['choose', 'amount', 'transfer', 'reference', 'credited'] as const;

/** Spec §2 deposit tutorial: how a deposit goes, step by step. */
export function DepositTutorial() {
  const { t } = useTranslation();
  return (
    <details className={styles.section}>
      <summary className={styles.sectionTitle}>{t('cashier.tutorial.title')}</summary>
      <ol className={styles.steps}>
        {STEPS.map((s) => (
          <li key={s}>{t(`cashier.tutorial.${s}`)}</li>
        ))}
      </ol>
    </details>
  );
}
