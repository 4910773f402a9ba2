import type { Challenge, Solution } from 'altcha-lib';

/** The sign-in API's shapes: declared once in the contracts (src/lib/contracts/session.ts and its neighbours). */
export type { LoginResult } from '../contracts/member-shapes.ts';
export type { PowChallenge, SecondFactorChallenge, SecondFactorMethod, SliderPuzzle } from '../contracts/session.ts';

/**
 * What the person answered: the piece's x, or a solved proof of work (the non-visual check). Single
 * use. Sent inside sealed payloads (contracts/captcha-answers.ts checks its shape); typed here by the
 * proof-of-work library the browser solves with.
 */
export type SliderAnswer = { id: string; x: number } | { id: string; pow: { challenge: Challenge; solution: Solution } };
export type { Country } from '../contracts/system.ts';
export type { CodeSent } from '../contracts/verification.ts';
