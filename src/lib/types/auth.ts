import type { Challenge, Solution } from 'altcha-lib';
import type { MemberInfo } from './member.ts';
import type { Exclusion } from './rg.ts';

/** Spec §3 login response value, as the browser sees it (the token also travels in the HttpOnly cookie). */
export interface LoginResult {
  token: string;
  expiresAt: number;
  remember: boolean;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** The password is the merchant's default initial password: the member must choose another. */
  defaultPassword: boolean;
  member: MemberInfo;
  /** A time-out or self-exclusion in force (the member may withdraw, read records and contact support only). */
  exclusion: Exclusion | null;
}

export type SecondFactorMethod = 'sms' | 'email' | 'totp';

/** A login from a new address waits for one of these (SECOND_FACTOR_REQUIRED details). */
export interface SecondFactorChallenge {
  challengeId: string;
  methods: { method: SecondFactorMethod; hint: string }[];
}

/** GET /wps/captcha/slider: the hole's x stays on the server, the browser learns only y. */
export interface SliderPuzzle {
  id: string;
  width: number;
  height: number;
  pieceSize: number;
  y: number;
  /** base64 PNG */
  background: string;
  /** base64 PNG */
  piece: string;
}

/** What the person answered: the piece's x, or a solved proof of work (the non-visual check). Single use. */
export type SliderAnswer = { id: string; x: number } | { id: string; pow: { challenge: Challenge; solution: Solution } };

/** A proof-of-work challenge: the non-visual alternative to the slider. */
export interface PowChallenge {
  id: string;
  challenge: Challenge;
}

/** Spec §3 country code list entry. */
export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

/** A verification code on its way: valid for this many minutes (the countdown is 60 s per minute). */
export interface CodeSent {
  expiredMinutes: number;
  message?: string;
}
