import type { Messages } from '#lib/i18n/messages.ts';
import { useLazyMessages } from '../common/use-lazy-messages.ts';

const files = import.meta.glob<Messages>('/locales/*/chat.json', { import: 'default' });

/** Suspends until the chat's words (locales/<lang>/chat.json) are part of this island's translations: the modal loads them when it first opens. */
export function useChatMessages(): void {
  useLazyMessages(files, 'chat');
}
