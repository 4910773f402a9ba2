import type { Messages } from '#lib/i18n/messages.ts';
import { useLazyMessages } from '../common/use-lazy-messages.ts';

const files = import.meta.glob<Messages>('/locales/*/promotions.json', { import: 'default' });

/** Suspends until the promotions' words (locales/<lang>/promotions.json) are part of this island's translations. */
export function usePromotionsMessages(): void {
  useLazyMessages(files, 'promotions');
}
