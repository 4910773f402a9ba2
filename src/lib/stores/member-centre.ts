import { requireAction } from './session.ts';
import { type MemberPageKey, openModal } from './ui.ts';

export type { MemberPageKey };

/** Spec §9: the member centre's default page. */
export const DEFAULT_MEMBER_PAGE: MemberPageKey = 'securityCenter';

/** Spec §2 modal defaults: the member centre opens after a 100 ms delay. */
const OPEN_DELAY_MS = 100;

/**
 * Spec §4 opening the member centre: through the shared action check (visitors get the login
 * modal, trial accounts the warning), then on the chosen page.
 */
export function openMemberCentre(page: MemberPageKey = DEFAULT_MEMBER_PAGE): void {
  if (!requireAction('member')) return;
  setTimeout(() => openModal('memberCentre', { page }), OPEN_DELAY_MS);
}
