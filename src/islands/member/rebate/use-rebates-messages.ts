import type { Messages } from '#lib/i18n/messages.ts';
import { useLazyMessages } from '../../common/use-lazy-messages.ts';

const files = import.meta.glob<Messages>('/locales/*/rebates.json', { import: 'default' });

/** Suspends until the cashback and rebate words (locales/<lang>/rebates.json) are part of this island's translations. */
export function useRebatesMessages(): void {
  useLazyMessages(files, 'rebates');
}
