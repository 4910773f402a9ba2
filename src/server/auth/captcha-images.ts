/**
 * The image captcha: a few characters in jittered, rotated glyphs of the captcha's own stroke font,
 * with noise and interference curves. The slider puzzle is in captcha-slider.ts.
 */
import { randomInt } from 'node:crypto';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphElement } from './captcha-font.ts';
import { hsl, n, type Pixels, type Point, pngOf, randInt, randReal, rasterise, svgDocument } from './captcha-svg.ts';

export { FONT_CHARACTERS } from './captcha-font.ts';
export { encodePng, type Pixels } from './captcha-svg.ts';
export { renderSliderPuzzle, renderSliderPuzzleRaw, type SliderPuzzleRaw } from './captcha-slider.ts';

/** Characters a captcha may show: digits 2–9 and upper-case letters without 0/O, 1/I/L and Q. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPRSTUVWXYZ';

const CAPTCHA_WIDTH = 120;
const CAPTCHA_HEIGHT = 44;
const CAPTCHA_BACKGROUND = '#131c31';

/** A random string of `length` characters from CAPTCHA_ALPHABET. */
export function randomCaptchaText(length = 4): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET.charAt(randomInt(CAPTCHA_ALPHABET.length));
  return text;
}

/** One character of the stroke font in white on a transparent square, rotated by `rotation` radians. */
export function renderGlyph(ch: string, scale: number, rotation = 0): Promise<Pixels> {
  const size = Math.ceil(Math.hypot(GLYPH_WIDTH, GLYPH_HEIGHT) * scale) + 4;
  return rasterise(svgDocument(size, size, glyphElement(ch, size / 2, size / 2, scale, rotation, '#ffffff')));
}

function noise(width: number, height: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const colour = hsl(randInt(190, 260), 0.4, randReal(0.55, 0.8), randReal(0.12, 0.35));
    const x = randReal(0, width);
    const y = randReal(0, height);
    out +=
      randInt(0, 3) === 0
        ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(randReal(0.6, 1.3))}" fill="${colour}"/>`
        : `<rect x="${Math.floor(x)}" y="${Math.floor(y)}" width="1" height="1" fill="${colour}"/>`;
  }
  return out;
}

/** A thin wavy cubic Bézier stroke crossing the text band from one side of the image to the other. */
function interferenceCurve(width: number, height: number, colour: string): string {
  const band = (): number => randReal(height * 0.2, height * 0.8);
  const points: Point[] = [
    { x: randReal(-4, width * 0.15), y: band() },
    { x: randReal(width * 0.2, width * 0.45), y: randReal(-height * 0.2, height * 1.2) },
    { x: randReal(width * 0.55, width * 0.8), y: randReal(-height * 0.2, height * 1.2) },
    { x: randReal(width * 0.85, width + 4), y: band() },
  ];
  const [p0, p1, p2, p3] = points.map((p) => `${n(p.x)} ${n(p.y)}`);
  return `<path d="M${p0}C${p1} ${p2} ${p3}" fill="none" stroke="${colour}" stroke-width="${n(randReal(1, 1.4))}" stroke-linecap="round"/>`;
}

/** A light, high-contrast colour near `baseHue`. */
function textColour(baseHue: number): string {
  return hsl(baseHue + randInt(-28, 28), randReal(0.55, 0.85), randReal(0.72, 0.84));
}

/** A randomly jittered vertical centre for a glyph box, kept so the rotated glyph stays 2px inside the image. */
function jitteredCentre(imageHeight: number, width: number, height: number, rotation: number): number {
  const halfExtent = (height * Math.abs(Math.cos(rotation)) + width * Math.abs(Math.sin(rotation))) / 2;
  const centre = imageHeight / 2 + randReal(-5, 5);
  return Math.min(imageHeight - halfExtent - 2, Math.max(halfExtent + 2, centre));
}

/** `text` one character at a time, each with its own rotation, size, jitter and hue. */
function jitteredText(imageWidth: number, imageHeight: number, text: string, baseHue: number): string {
  const cell = Math.min(26, (imageWidth - 12) / text.length);
  const baseScale = Math.min(3.2, cell / 7);
  const spans = [...text].map(() => cell + randReal(-2, 2));
  let left = (imageWidth - spans.reduce((sum, span) => sum + span, 0)) / 2;
  let out = '';
  for (const [i, ch] of [...text].entries()) {
    const scale = baseScale * randReal(0.92, 1.06);
    const [width, height] = [GLYPH_WIDTH * scale, GLYPH_HEIGHT * scale];
    const span = spans[i] ?? cell;
    const rotation = randReal(-0.35, 0.35);
    const cx = left + span / 2;
    const cy = jitteredCentre(imageHeight, width, height, rotation);
    out += glyphElement(ch, cx, cy, scale, rotation, textColour(baseHue));
    left += span;
  }
  return out;
}

/**
 * A 120×44 PNG showing `text` (characters from CAPTCHA_ALPHABET) in light, individually rotated and
 * jittered glyphs on a dark navy background with faint noise and a few interference curves.
 * Every random choice comes from node:crypto, so two renders of the same text differ.
 */
export async function renderImageCaptcha(text: string): Promise<Buffer> {
  for (const ch of text) if (!CAPTCHA_ALPHABET.includes(ch)) throw new RangeError(`captcha text may not contain ${JSON.stringify(ch)}`);
  const [width, height] = [CAPTCHA_WIDTH, CAPTCHA_HEIGHT];
  const baseHue = randInt(0, 359);
  let body = `<rect width="${width}" height="${height}" fill="${CAPTCHA_BACKGROUND}"/>`;
  body += noise(width, height, 45);
  body += jitteredText(width, height, text, baseHue);
  const curves = randInt(2, 3);
  for (let i = 0; i < curves; i++) body += interferenceCurve(width, height, textColour(baseHue + randInt(-40, 40)));
  return pngOf(await rasterise(svgDocument(width, height, body)));
}
