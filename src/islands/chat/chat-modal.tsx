import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $session } from '#lib/stores/session.ts';
import { $shell } from '#lib/stores/site.ts';
import { Modal } from '../modal/modal.tsx';
import { useTimeZone } from '../common/use-time-zone.ts';
import { ChatRoom } from './chat-room.tsx';
import { useChatMessages } from './use-chat-messages.ts';
import styles from './chat-room.module.css';

/**
 * Spec §2 chat room modal: the same chat as /chat, over the page. Closing it only hides it: the
 * conversation goes on, and an agent's reply meanwhile shows on the customer-service entries.
 */
export default function ChatModal({ lang, onClose }: { lang: string; onClose: () => void }) {
  useChatMessages();
  const { t } = useTranslation();
  const session = useStore($session);
  const shell = useStore($shell);
  const zone = useTimeZone();
  const member = session.state === 'member' ? session.member.account : null;
  return (
    <Modal open title={t('chat.header.service')} onClose={onClose} width={440} fullScreenOnPhone className={styles.dialog ?? ''}>
      <ChatRoom lang={lang} zone={zone} member={member} brand={shell?.whitelabel.name ?? ''} variant="modal" />
    </Modal>
  );
}
