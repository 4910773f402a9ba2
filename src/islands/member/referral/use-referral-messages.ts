import type { Messages } from '#lib/i18n/messages.ts';
import { useLazyMessages } from '../../common/use-lazy-messages.ts';

const files = import.meta.glob<Messages>('/locales/*/referral.json', { import: 'default' });

/** Suspends until the invite-friends words (locales/<lang>/referral.json) are part of this island's translations. */
export function useReferralMessages(): void {
  useLazyMessages(files, 'referral');
}
