import type { ContactKind } from './types/member.ts';

/** Spec §3 social contacts, in the order the security centre lists them (the server keeps the same list). */
export const CONTACT_KINDS: readonly ContactKind[] = ['qq', 'whatsapp', 'facebook', 'telegram', 'line', 'zalo', 'wechat', 'skype'];
