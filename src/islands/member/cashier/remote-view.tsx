import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Remote } from '#lib/stores/remote.ts';
import styles from './cashier.module.css';

/** What a page shows for server data: a placeholder while it loads, a retry when it failed, else the content. */
export function RemoteView<T>({ value, retry, children }: { value: Remote<T>; retry: () => void; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (value.state === 'loading') {
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div className={styles.skeleton} />
      </div>
    );
  }
  if (value.state === 'error') {
    return (
      <div className={styles.notice} data-tone="bad" role="alert">
        <span className={styles.noticeText}>{t('cashier.common.loadFailed')}</span>
        <button type="button" className={styles.link} onClick={retry}>
          {t('cashier.common.retry')}
        </button>
      </div>
    );
  }
  return <>{children(value.data)}</>;
}
