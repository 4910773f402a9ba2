import type { Messages } from '#lib/i18n/messages.ts';
import { useLazyMessages } from '../../common/use-lazy-messages.ts';

const files = import.meta.glob<Messages>('/locales/*/feedback.json', { import: 'default' });

/** Suspends until the feedback page's words (locales/<lang>/feedback.json) are loaded. */
export function useFeedbackMessages(): void {
  useLazyMessages(files, 'feedback');
}
