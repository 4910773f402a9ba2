import type { Challenge, Solution } from 'altcha-lib';
import { authApi } from '#lib/auth-api.ts';
import { retryAfter } from '#lib/error-message.ts';

/** The state of the non-visual check: idle, solving the proof of work, solved, or failed. */
export type PowState = 'idle' | 'working' | 'done' | 'failed';

/** The i18n key of the spoken status for a state (none while idle). */
export const POW_STATUS: Record<PowState, string | null> = {
  idle: null,
  working: 'auth.check.working',
  done: 'auth.check.done',
  failed: 'auth.check.powFailed',
};

/** Automatic tries when the server asks to slow down (the pace limits it shares with the pictures). */
const MAX_TRIES = 3;

async function fetchChallenge(forImage: boolean, tries = 1): ReturnType<typeof authApi.powChallenge> {
  try {
    return await authApi.powChallenge(forImage);
  } catch (err) {
    const wait = retryAfter(err);
    if (wait <= 0 || tries >= MAX_TRIES) throw err;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    return fetchChallenge(forImage, tries + 1);
  }
}

/**
 * The non-visual check for people who cannot see or drag a picture (decision 016): fetches an
 * ALTCHA proof-of-work challenge and solves it in the browser (about half a second of SHA-256 with
 * WebCrypto). The solver is loaded only when someone asks for it. `forImage` binds the challenge to
 * the image captcha's cookie instead of the slider.
 */
export async function solvePow(forImage: boolean): Promise<{ id: string; challenge: Challenge; solution: Solution }> {
  const [{ id, challenge }, { solveChallenge }, { deriveKey }] = await Promise.all([
    fetchChallenge(forImage),
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The proof of work was not solved.');
  return { id, challenge, solution };
}

/** A solved challenge as the image captcha's answer text: base64url JSON. */
export function powAnswerText(challenge: Challenge, solution: Solution): string {
  return btoa(JSON.stringify({ challenge, solution })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
