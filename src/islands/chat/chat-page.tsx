import { type IslandI18n, IslandI18nProvider } from '../common/i18n.tsx';
import { ChatRoom } from './chat-room.tsx';

/** /chat's island: the chat alone, sized for the 440×500 customer-service window and for phones. */
export default function ChatPage({ lang, messages, member, brand, zone }: IslandI18n & { member: string | null; brand: string; zone: string }) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <ChatRoom lang={lang} zone={zone} member={member} brand={brand} variant="page" />
    </IslandI18nProvider>
  );
}
