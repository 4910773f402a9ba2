import type { Messages } from '#lib/i18n/messages.ts';
import { useLazyMessages } from '../../common/use-lazy-messages.ts';

const files = import.meta.glob<Messages>('/locales/*/cashier.json', { import: 'default' });

/** Suspends until the cashier's words (locales/<lang>/cashier.json) are part of this island's translations: they load with the first money page opened. */
export function useCashierMessages(): void {
  useLazyMessages(files, 'cashier');
}
