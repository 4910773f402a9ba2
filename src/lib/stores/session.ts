import { atom } from 'nanostores';
import type { MemberInfo } from '../types/member.ts';

export type { MemberInfo };

/** Spec §4 session: "unknown" until the first check, then logged out (guest) or logged in. */
export type Session = { state: 'unknown' } | { state: 'guest' } | { state: 'member'; member: MemberInfo };

export const $session = atom<Session>({ state: 'unknown' });
