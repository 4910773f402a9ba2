import type { Messages } from '#lib/i18n/messages.ts';
import { useLazyMessages } from '../../common/use-lazy-messages.ts';

const files = import.meta.glob<Messages>('/locales/*/mall.json', { import: 'default' });

/** Suspends until the points mall's words (locales/<lang>/mall.json) are part of this island's translations. */
export function useMallMessages(): void {
  useLazyMessages(files, 'mall');
}
