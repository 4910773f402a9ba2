import type { Messages } from '#lib/i18n/messages.ts';
import { useLazyMessages } from '../../common/use-lazy-messages.ts';

const files = import.meta.glob<Messages>('/locales/*/missions.json', { import: 'default' });

/** Suspends until the missions' and applications' words (locales/<lang>/missions.json) are part of this island's translations. */
export function useMissionsMessages(): void {
  useLazyMessages(files, 'missions');
}
