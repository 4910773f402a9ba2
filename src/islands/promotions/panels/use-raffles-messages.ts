import type { Messages } from '#lib/i18n/messages.ts';
import { useLazyMessages } from '../../common/use-lazy-messages.ts';

const files = import.meta.glob<Messages>('/locales/*/raffles.json', { import: 'default' });

/** Suspends until the raffle and race words (locales/<lang>/raffles.json) are part of this island's translations. */
export function useRafflesMessages(): void {
  useLazyMessages(files, 'raffles');
}
