import type { Messages } from '#lib/i18n/messages.ts';
import { useLazyMessages } from '../../common/use-lazy-messages.ts';

const files = import.meta.glob<Messages>('/locales/*/points.json', { import: 'default' });

/** Suspends until the points words (locales/<lang>/points.json) are part of this island's translations. */
export function usePointsMessages(): void {
  useLazyMessages(files, 'points');
}
