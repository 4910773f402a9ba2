import { randomBytes, randomInt } from 'node:crypto';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { powAnswer } from '#lib/contracts/captcha-answers.ts';
import type { Db } from '#server/db/connect.ts';
import { randomCaptchaText, renderImageCaptcha, renderSliderPuzzle } from './captcha-images.ts';
import { CaptchaInvalid, SliderInvalid } from './errors.ts';

const IMAGE_TTL_MS = 5 * 60_000;
const SLIDER_TTL_MS = 2 * 60_000;
const POW_TTL_MS = 2 * 60_000;
/**
 * The proof of work's counter is drawn from this range: the browser tries counters from 0 until a
 * SHA-256 matches, so about 11,000 hashes on average (about half a second with WebCrypto).
 */
const POW_COUNTER_MIN = 2_000;
const POW_COUNTER_MAX = 20_000;
/** How far, in pixels, the piece may land from the hole. */
export const SLIDER_TOLERANCE = 5;

type CaptchaKind = 'image' | 'slider' | 'pow';

async function store(db: Db, kind: CaptchaKind, answer: string, ttl: number): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const now = Date.now();
  await db.insertInto('captchas').values({ id, kind, answer, expires_at: now + ttl, used_at: null, created_at: now }).execute();
  return id;
}

/** Marks a captcha of one of `kinds` used and returns its kind and answer; null when unknown, expired or already used. */
async function burnOf(db: Db, kinds: readonly CaptchaKind[], id: string, now = Date.now()): Promise<{ kind: CaptchaKind; answer: string } | null> {
  const row = await db.selectFrom('captchas').select(['kind', 'answer', 'expires_at']).where('id', '=', id).where('kind', 'in', kinds).where('used_at', 'is', null).executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  const used = await db.updateTable('captchas').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? { kind: row.kind as CaptchaKind, answer: row.answer } : null;
}

/** Marks a captcha used and returns its answer; null when unknown, expired or already used. */
async function burn(db: Db, kind: CaptchaKind, id: string): Promise<string | null> {
  return (await burnOf(db, [kind], id))?.answer ?? null;
}

/** Spec §7 GET /wps/captcha: a base64 PNG of four characters; single use, five minutes. */
export async function issueImageCaptcha(db: Db): Promise<{ id: string; image: string }> {
  const text = randomCaptchaText(4);
  const id = await store(db, 'image', text, IMAGE_TTL_MS);
  return { id, image: (await renderImageCaptcha(text)).toString('base64') };
}

/**
 * Checks (and uses up) an image captcha; case does not matter. When `id` names a proof-of-work
 * challenge issued for the image captcha (the non-visual check), `answer` is its solved payload
 * as base64url JSON instead of the characters.
 */
export async function verifyImageCaptcha(db: Db, id: string | undefined, answer: string | undefined): Promise<void> {
  const row = id ? await burnOf(db, ['image', 'pow'], id) : null;
  const passed =
    row !== null &&
    answer !== undefined &&
    (row.kind === 'image' ? answer.trim().toUpperCase() === row.answer : await powVerified(row.answer, decodePowAnswer(answer)));
  if (!passed) throw new CaptchaInvalid('The captcha check failed. Try the new picture.', { captchaRequired: true });
}

export interface SliderPuzzle {
  id: string;
  width: number;
  height: number;
  pieceSize: number;
  y: number;
  background: string;
  piece: string;
}

/** A slider puzzle: the hole's x is kept on the server; the client only learns y. */
export async function issueSlider(db: Db): Promise<SliderPuzzle> {
  const p = await renderSliderPuzzle();
  const id = await store(db, 'slider', String(p.x), SLIDER_TTL_MS);
  return { id, width: p.width, height: p.height, pieceSize: p.pieceSize, y: p.y, background: p.background.toString('base64'), piece: p.piece.toString('base64') };
}

/**
 * The non-visual alternative to the slider (ALTCHA proof of work, decision 016): the browser finds the
 * counter whose SHA-256 key starts with the published prefix, with no picture to see or drag. The
 * challenge is signed with a secret of its own that never leaves the server (kept as the row's answer),
 * so a solution only verifies once, for this challenge, within two minutes. The server re-derives the
 * key from the submitted counter (one SHA-256), so the counter itself must be right.
 */
export async function issuePowChallenge(db: Db): Promise<{ id: string; challenge: Challenge }> {
  const secret = randomBytes(32).toString('base64url');
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(POW_COUNTER_MIN, POW_COUNTER_MAX + 1),
    deriveKey,
    hmacSignatureSecret: secret,
    expiresAt: Math.floor((Date.now() + POW_TTL_MS) / 1000),
  });
  const id = await store(db, 'pow', secret, POW_TTL_MS);
  return { id, challenge };
}

/** What the browser sends back for a proof-of-work check: the shape is the contract's. */
export const powPayload = powAnswer;

export interface PowPayload {
  challenge: Challenge;
  solution: Solution;
}

/** A payload sent as text (base64url JSON, the image captcha's answer field); null when it is not one. */
function decodePowAnswer(answer: string): PowPayload | null {
  try {
    const parsed = powPayload.safeParse(JSON.parse(Buffer.from(answer, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The slider's answer: where the piece was dropped, or the proof of work done instead. */
export type SliderSolution = { id: string; x: number } | { id: string; pow: PowPayload };

async function powVerified(secret: string, payload: PowPayload | null): Promise<boolean> {
  if (!payload) return false;
  try {
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: secret });
    return result.verified;
  } catch {
    return false;
  }
}

/** Checks (and uses up) a slider answer: the piece must land within the tolerance of the hole, or the proof of work must verify. */
export async function verifySlider(db: Db, slider: SliderSolution | undefined): Promise<void> {
  if (slider && 'pow' in slider) {
    const secret = await burn(db, 'pow', slider.id);
    if (secret === null || !(await powVerified(secret, slider.pow))) throw new SliderInvalid('The slider check failed. Please try again.');
    return;
  }
  const answer = slider ? await burn(db, 'slider', slider.id) : null;
  if (answer === null || !slider || Math.abs(Number(answer) - slider.x) > SLIDER_TOLERANCE) {
    throw new SliderInvalid('The slider check failed. Please try again.');
  }
}
