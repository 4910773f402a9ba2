import type { Messages } from '#lib/i18n/messages.ts';
import { useLazyMessages } from '../common/use-lazy-messages.ts';

const files = import.meta.glob<Messages>('/locales/*/bonus.json', { import: 'default' });

/** Suspends until the bonus words (locales/<lang>/bonus.json) are part of this island's translations. */
export function useBonusMessages(): void {
  useLazyMessages(files, 'bonus');
}
