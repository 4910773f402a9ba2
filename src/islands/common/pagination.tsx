import { useTranslation } from 'react-i18next';
import { localDigits } from '#lib/format.ts';
import { pageItems } from '#lib/pagination.ts';
import styles from './pagination.module.css';

/** Page buttons (spec §9 defaults: range 3, margin 1) with previous and next. */
export function Pagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  if (totalPages <= 1) return null;
  const lang = i18n.language;
  return (
    <nav className={styles.pagination} aria-label={t('common.pagination.label')}>
      <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('common.pagination.previous')}
      </button>
      {pageItems(page, totalPages).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={item.page === page ? `${styles.page} ${styles.current}` : styles.page}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t('common.pagination.page', { page: localDigits(String(item.page), lang) })}
            onClick={() => onChange(item.page)}
          >
            {localDigits(String(item.page), lang)}
          </button>
        ),
      )}
      <button type="button" className={styles.step} disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('common.pagination.next')}
      </button>
    </nav>
  );
}
