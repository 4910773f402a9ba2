import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../modal/modal.tsx';
import { percent } from './percent.ts';
import styles from './panels.module.css';

/** The game's rules and paytable, with its theoretical return to player. */
export function RulesModal({ open, onClose, rtp, children }: { open: boolean; onClose: () => void; rtp: number; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('house.rules.title')} width={640} fullScreenOnPhone>
      <div className={styles.panel}>
        <p className={styles.rtp}>
          <span>{t('house.rules.rtp')}</span>
          <strong>{percent(rtp, i18n.language)}</strong>
        </p>
        {children}
        <p className={styles.note}>{t('house.rules.rtpNote')}</p>
      </div>
    </Modal>
  );
}
