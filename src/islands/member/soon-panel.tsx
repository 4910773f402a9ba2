import { useTranslation } from 'react-i18next';
import type { MemberPageKey } from '#lib/stores/ui.ts';
import { Icon } from '../common/icon.tsx';
import styles from './member-centre.module.css';

/** An honest panel for a member-centre page that is not built yet: no made-up figures. */
export function SoonPanel({ page, icon }: { page: MemberPageKey; icon: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.soon}>
      <span className={styles.soonIcon}>
        <Icon name={icon} />
      </span>
      <p className={styles.soonTitle}>{t('member.soon.title', { page: t(`member.menu.${page}`) })}</p>
      <p className={styles.soonText}>{t('member.soon.text')}</p>
    </div>
  );
}
