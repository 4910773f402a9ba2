import type { Messages } from '#lib/i18n/messages.ts';
import { useLazyMessages } from '../common/use-lazy-messages.ts';

const files = import.meta.glob<Messages>('/locales/*/vip.json', { import: 'default' });

/** Suspends until the VIP words (locales/<lang>/vip.json) are part of this island's translations. */
export function useVipMessages(): void {
  useLazyMessages(files, 'vip');
}
