import { useTranslation } from 'react-i18next';
import { pocketColor } from '#lib/fair/roulette.ts';
import { formatNumber } from '#lib/format.ts';
import styles from './roulette.module.css';

/** The last twelve pockets, newest first. */
export function RouletteHistory({ pockets }: { pockets: readonly number[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.history}>
      <span className={styles.historyLabel}>{t('house.roulette.history')}</span>
      <ol className={styles.historyList} aria-label={t('house.roulette.history')}>
        {pockets.length === 0 && <li className={styles.historyEmpty}>{t('house.roulette.historyEmpty')}</li>}
        {pockets.map((n, i) => (
          <li key={`${i}-${n}`} className={styles.historyPocket} data-colour={pocketColor(n)} data-latest={i === 0 || undefined}>
            {formatNumber(n, i18n.language)}
          </li>
        ))}
      </ol>
    </div>
  );
}
