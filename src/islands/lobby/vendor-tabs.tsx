import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorCard } from '#lib/types/shell.ts';
import styles from './lobby.module.css';

/**
 * The studios of a lobby as links (?page=VENDOR, so the address can be shared and works before the
 * page is interactive), "All" first; the chosen one is marked as the current page.
 */
export function VendorTabs({ base, vendors, active, onChoose }: { base: string; vendors: readonly VendorCard[]; active: string | null; onChoose: (vendor: string | null) => void }) {
  const { t } = useTranslation();
  const follow = (vendor: string | null) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onChoose(vendor);
  };
  return (
    <nav className={styles.vendors} aria-label={t('games.vendors.label')}>
      <ul>
        <li>
          <a href={base} className={styles.vendor} aria-current={active === null ? 'page' : undefined} onClick={follow(null)}>
            <span className={styles.vendorAll} aria-hidden="true">
              ★
            </span>
            <span>{t('lobby.vendors.all')}</span>
          </a>
        </li>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <a href={`${base}?page=${encodeURIComponent(v.vassalage)}`} className={styles.vendor} aria-current={active === v.vassalage ? 'page' : undefined} onClick={follow(v.vassalage)}>
              <img src={v.smallIcon} alt="" width="60" height="24" loading="lazy" />
              <span>{v.displayName}</span>
              {v.maintenance && <small className={styles.vendorMaintenance}>{t('games.vendor.maintenance')}</small>}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
