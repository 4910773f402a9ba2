import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#lib/format.ts';
import { useTimeZone } from '../common/use-time-zone.ts';
import { openModal } from '#lib/stores/ui.ts';
import type { Exclusion } from '#lib/types/rg.ts';
import { useCustomerService } from '../chrome/use-customer-service.ts';
import { Icon } from '../common/icon.tsx';
import { Modal } from '../modal/modal.tsx';
import own from './excluded-modal.module.css';
import styles from './welcome-modal.module.css';

/**
 * After signing in during a time-out or self-exclusion: until when it lasts, and what the member
 * can still do (withdraw, read their records, contact support) while deposits and games stay closed.
 */
export default function ExcludedModal({ lang, exclusion, onClose }: { lang: string; exclusion: Exclusion; onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const contactSupport = useCustomerService();
  const kind = exclusion.kind === 'time_out' ? 'timeOut' : 'selfExclusion';
  return (
    <Modal
      open
      title={t(`rg.excluded.title.${kind}`)}
      onClose={onClose}
      width={440}
      footer={
        <button type="button" className="btn" data-modal-default onClick={onClose}>
          {t('rg.excluded.close')}
        </button>
      }
    >
      <div className={styles.body}>
        <span className={styles.badge}>
          <Icon name="security" />
        </span>
        <p>{exclusion.until === null ? t('rg.excluded.permanent') : t(`rg.excluded.until.${kind}`, { until: formatDateTime(exclusion.until, lang, zone) })}</p>
        <p className={own.muted}>{t('rg.excluded.closed')}</p>
        <p className={own.muted}>{t('rg.excluded.stillOpen')}</p>
        <ul className={own.actions}>
          <li>
            <button type="button" className="btn" onClick={() => openModal('memberCentre', { page: 'withdraw' })}>
              {t('rg.excluded.withdraw')}
            </button>
          </li>
          <li>
            <button type="button" className="btn" onClick={() => openModal('memberCentre', { page: 'transactionHistory' })}>
              {t('rg.excluded.records')}
            </button>
          </li>
          <li>
            <button type="button" className="btn" onClick={contactSupport}>
              {t('rg.excluded.support')}
            </button>
          </li>
        </ul>
      </div>
    </Modal>
  );
}
