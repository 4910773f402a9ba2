import type { Messages } from '#lib/i18n/messages.ts';
import { useLazyMessages } from '../../common/use-lazy-messages.ts';

const files = import.meta.glob<Messages>('/locales/*/affiliate.json', { import: 'default' });

/** Suspends until the affiliate application's and winners list's words (locales/<lang>/affiliate.json) are loaded. */
export function useAffiliateMessages(): void {
  useLazyMessages(files, 'affiliate');
}
