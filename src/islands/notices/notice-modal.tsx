import { useTranslation } from 'react-i18next';
import { Modal } from '../modal/modal.tsx';
import { NoticeBoard } from './notice-board.tsx';

/** Spec §2 notice modal: titled by the notification label; opens on the page of the chosen notice. */
export default function NoticeModal({ lang, selectedId, onClose }: { lang: string; selectedId?: number; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('notices.title')} onClose={onClose} width={860}>
      <NoticeBoard lang={lang} selectedId={selectedId} />
    </Modal>
  );
}
