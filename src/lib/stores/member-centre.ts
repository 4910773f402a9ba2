import type { MemberPageKey } from './ui.ts';

export type { MemberPageKey };

/** Spec §9: the member centre's default page. */
export const DEFAULT_MEMBER_PAGE: MemberPageKey = 'securityCenter';

/** Spec §2 modal defaults: the member centre opens after a 100 ms delay (src/islands/chrome/reactions.ts). */
export const MEMBER_CENTRE_DELAY_MS = 100;
