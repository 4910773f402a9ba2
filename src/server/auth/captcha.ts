import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/connect.ts';
import { randomCaptchaText, renderImageCaptcha, renderSliderPuzzle } from './captcha-images.ts';
import { CaptchaInvalid, SliderInvalid } from './errors.ts';

const IMAGE_TTL_MS = 5 * 60_000;
const SLIDER_TTL_MS = 2 * 60_000;
/** How far, in pixels, the piece may land from the hole. */
export const SLIDER_TOLERANCE = 5;

async function store(db: Db, kind: 'image' | 'slider', answer: string, ttl: number): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  const now = Date.now();
  await db.insertInto('captchas').values({ id, kind, answer, expires_at: now + ttl, used_at: null, created_at: now }).execute();
  return id;
}

/** Marks a captcha used and returns its answer; null when unknown, expired or already used. */
async function burn(db: Db, kind: 'image' | 'slider', id: string, now = Date.now()): Promise<string | null> {
  const row = await db.selectFrom('captchas').select(['answer', 'expires_at']).where('id', '=', id).where('kind', '=', kind).where('used_at', 'is', null).executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  const used = await db.updateTable('captchas').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? row.answer : null;
}

/** Spec §7 GET /wps/captcha: a base64 PNG of four characters; single use, five minutes. */
export async function issueImageCaptcha(db: Db): Promise<{ id: string; image: string }> {
  const text = randomCaptchaText(4);
  const id = await store(db, 'image', text, IMAGE_TTL_MS);
  return { id, image: (await renderImageCaptcha(text)).toString('base64') };
}

/** Checks (and uses up) an image captcha; case does not matter. */
export async function verifyImageCaptcha(db: Db, id: string | undefined, answer: string | undefined): Promise<void> {
  const expected = id ? await burn(db, 'image', id) : null;
  if (!expected || !answer || answer.trim().toUpperCase() !== expected) throw new CaptchaInvalid('The captcha check failed. Try the new picture.', { captchaRequired: true });
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

/** Checks (and uses up) a slider answer: the piece must land within the tolerance of the hole. */
export async function verifySlider(db: Db, slider: { id: string; x: number } | undefined): Promise<void> {
  const answer = slider ? await burn(db, 'slider', slider.id) : null;
  if (answer === null || !slider || Math.abs(Number(answer) - slider.x) > SLIDER_TOLERANCE) {
    throw new SliderInvalid('The slider check failed. Please try again.');
  }
}
