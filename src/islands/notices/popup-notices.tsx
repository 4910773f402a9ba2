import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDigits } from '#lib/format.ts';
import type { Notice } from '#lib/types/shell.ts';
import { Modal } from '../modal/modal.tsx';
import styles from './notice-board.module.css';

/** Announcements flagged as pop-ups, shown one after another once per visit. */
export default function PopupNotices({ lang, notices, onClose }: { lang: string; notices: Notice[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const notice = notices[index];
  if (!notice) return null;
  const last = index === notices.length - 1;
  return (
    <Modal
      open
      title={notice.title}
      onClose={onClose}
      footer={
        <>
          {notices.length > 1 && (
            <span className={styles.time}>{localDigits(`${index + 1} / ${notices.length}`, lang)}</span>
          )}
          <button type="button" className="btn btn-primary" data-modal-default onClick={() => (last ? onClose() : setIndex(index + 1))}>
            {last ? t('common.action.gotIt') : t('common.pagination.next')}
          </button>
        </>
      }
    >
      {notice.imageUrl && <img className={styles.image} src={notice.imageUrl} alt="" width="1200" height="450" />}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: notice.content }} />
    </Modal>
  );
}
