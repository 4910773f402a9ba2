import { atom } from 'nanostores';

/** Spec §3 member info (the fields the chrome shows). */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  toUpline: boolean;
  clubLabel: { labelName: string; rankLevel: number } | null;
  memberLabel: string[];
}

/** Spec §4 session: "unknown" until the first check, then logged out (guest) or logged in. */
export type Session = { state: 'unknown' } | { state: 'guest' } | { state: 'member'; member: MemberInfo };

export const $session = atom<Session>({ state: 'unknown' });
