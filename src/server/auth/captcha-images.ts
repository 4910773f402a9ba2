import { randomInt } from 'node:crypto';
import { encodePng } from './png.ts';
import {
  circle,
  createRaster,
  cropRaster,
  drawText,
  fillRect,
  hsl,
  measureText,
  polyline,
  rgba,
  roundRect,
  setPixel,
  strokeRect,
  type Point,
  type Raster,
  type Rgba,
} from './raster.ts';

/** Characters a captcha may show: digits 2–9 and upper-case letters without 0/O, 1/I/L and Q. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPRSTUVWXYZ';

const CAPTCHA_WIDTH = 120;
const CAPTCHA_HEIGHT = 44;
const CAPTCHA_BACKGROUND = rgba(0x13, 0x1c, 0x31);

const SLIDER_WIDTH = 280;
const SLIDER_HEIGHT = 150;
const PIECE_SIZE = 44;
const PIECE_OUTLINE = 2;
const PIECE_OUTLINE_COLOUR = rgba(0xf4, 0xf7, 0xff);
const HOLE_SHADE = rgba(0, 0, 0, 0.55);

/** A uniformly random integer in [min, max], both inclusive. */
const randInt = (min: number, max: number): number => randomInt(min, max + 1);

/** A random real in [min, max] with a resolution of a millionth of the range. */
const randReal = (min: number, max: number): number => min + ((max - min) * randomInt(0, 1_000_001)) / 1_000_000;

/** A random string of `length` characters from CAPTCHA_ALPHABET. */
export function randomCaptchaText(length = 4): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET.charAt(randomInt(CAPTCHA_ALPHABET.length));
  return text;
}

function fill(raster: Raster, colour: Rgba): void {
  fillRect(raster, 0, 0, raster.width, raster.height, colour);
}

function sprinkleNoise(raster: Raster, count: number): void {
  for (let i = 0; i < count; i++) {
    const colour = hsl(randInt(190, 260), 0.4, randReal(0.55, 0.8), randReal(0.12, 0.35));
    const x = randReal(0, raster.width);
    const y = randReal(0, raster.height);
    if (randInt(0, 3) === 0) circle(raster, x, y, randReal(0.6, 1.3), colour);
    else setPixel(raster, Math.floor(x), Math.floor(y), colour);
  }
}

/** Points along a cubic Bézier curve from p0 to p3. */
function bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const s = 1 - t;
    const [w0, w1, w2, w3] = [s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t];
    points.push({ x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y });
  }
  return points;
}

/** A thin wavy stroke crossing the text band from one side of the image to the other. */
function interferenceCurve(raster: Raster, colour: Rgba): void {
  const { width, height } = raster;
  const band = (): number => randReal(height * 0.2, height * 0.8);
  const points = bezier(
    { x: randReal(-4, width * 0.15), y: band() },
    { x: randReal(width * 0.2, width * 0.45), y: randReal(-height * 0.2, height * 1.2) },
    { x: randReal(width * 0.55, width * 0.8), y: randReal(-height * 0.2, height * 1.2) },
    { x: randReal(width * 0.85, width + 4), y: band() },
    32,
  );
  polyline(raster, points, colour, randReal(1, 1.4));
}

/** A light, high-contrast colour near `baseHue`. */
function textColour(baseHue: number): Rgba {
  return hsl(baseHue + randInt(-28, 28), randReal(0.55, 0.85), randReal(0.72, 0.84));
}

/** A randomly jittered top edge for a glyph box, kept so the rotated glyph stays 2px inside the image. */
function jitteredTop(imageHeight: number, width: number, height: number, rotation: number): number {
  const halfExtent = (height * Math.abs(Math.cos(rotation)) + width * Math.abs(Math.sin(rotation))) / 2;
  const centre = imageHeight / 2 + randReal(-5, 5);
  const clamped = Math.min(imageHeight - halfExtent - 2, Math.max(halfExtent + 2, centre));
  return clamped - height / 2;
}

/** Draws `text` one character at a time with its own rotation, size, jitter and hue. */
function drawJitteredText(raster: Raster, text: string, baseHue: number): void {
  const cell = Math.min(26, (raster.width - 12) / text.length);
  const baseScale = Math.min(3.2, cell / 7);
  const spans = [...text].map(() => cell + randReal(-2, 2));
  let left = (raster.width - spans.reduce((sum, span) => sum + span, 0)) / 2;
  for (const [i, ch] of [...text].entries()) {
    const scale = baseScale * randReal(0.92, 1.06);
    const { width, height } = measureText(ch, scale);
    const span = spans[i] ?? cell;
    const x = left + (span - width) / 2;
    const rotation = randReal(-0.35, 0.35);
    const y = jitteredTop(raster.height, width, height, rotation);
    drawText(raster, ch, x, y, scale, textColour(baseHue), rotation);
    left += span;
  }
}

/**
 * A 120×44 PNG showing `text` (characters from CAPTCHA_ALPHABET) in light, individually rotated and
 * jittered glyphs on a dark navy background with faint noise and a few interference curves.
 * Every random choice comes from node:crypto, so two renders of the same text differ.
 */
export function renderImageCaptcha(text: string): Buffer {
  for (const ch of text) if (!CAPTCHA_ALPHABET.includes(ch)) throw new RangeError(`captcha text may not contain ${JSON.stringify(ch)}`);
  const raster = createRaster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  fill(raster, CAPTCHA_BACKGROUND);
  sprinkleNoise(raster, 45);
  const baseHue = randInt(0, 359);
  drawJitteredText(raster, text, baseHue);
  const curves = randInt(2, 3);
  for (let i = 0; i < curves; i++) interferenceCurve(raster, textColour(baseHue + randInt(-40, 40)));
  return encodePng(raster.width, raster.height, raster.data);
}

/** Fills the raster with a vertical gradient between two colours, one flat row at a time. */
function verticalGradient(raster: Raster, top: Rgba, bottom: Rgba): void {
  for (let y = 0; y < raster.height; y++) {
    const t = raster.height === 1 ? 0 : y / (raster.height - 1);
    const mix = (a: number, b: number): number => Math.round(a + (b - a) * t);
    fillRect(raster, 0, y, raster.width, 1, rgba(mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b)));
  }
}

/** A soft rolling hill: everything below a sine-shaped ridge line, anti-aliased along the ridge. */
function hill(raster: Raster, base: number, amplitude: number, colour: Rgba): void {
  const frequency = randReal(1.2, 2.6) * ((2 * Math.PI) / raster.width);
  const phase = randReal(0, 2 * Math.PI);
  for (let x = 0; x < raster.width; x++) {
    const ridge = base + amplitude * Math.sin(frequency * (x + 0.5) + phase);
    for (let y = Math.max(0, Math.floor(ridge)); y < raster.height; y++) setPixel(raster, x, y, colour, Math.min(1, y + 1 - ridge));
  }
}

/** Large, flat, translucent shapes over a gradient: varied enough that a dark hole stands out, yet small as PNG. */
function paintScenery(raster: Raster): void {
  const hue = randInt(0, 359);
  verticalGradient(raster, hsl(hue, 0.55, 0.62), hsl(hue + randInt(40, 90), 0.5, 0.42));
  const blobs = randInt(7, 11);
  for (let i = 0; i < blobs; i++) {
    const colour = hsl(hue + randInt(-150, 150), randReal(0.45, 0.75), randReal(0.45, 0.75), randReal(0.35, 0.65));
    circle(raster, randReal(0, raster.width), randReal(0, raster.height), randReal(14, 55), colour);
  }
  const blocks = randInt(2, 4);
  for (let i = 0; i < blocks; i++) {
    const colour = hsl(hue + randInt(-150, 150), randReal(0.4, 0.7), randReal(0.4, 0.7), randReal(0.25, 0.5));
    const [w, h] = [randInt(50, 120), randInt(30, 80)];
    roundRect(raster, randInt(-20, raster.width - 30), randInt(-20, raster.height - 30), w, h, randInt(6, 16), colour);
  }
  hill(raster, raster.height * 0.62, randReal(6, 14), hsl(hue + randInt(120, 200), 0.45, 0.36, 0.75));
  hill(raster, raster.height * 0.8, randReal(5, 10), hsl(hue + randInt(120, 200), 0.5, 0.26, 0.85));
}

/** A slider puzzle with its rasters, for tests and for callers that compose images themselves. */
export interface SliderPuzzleRaw {
  width: number;
  height: number;
  pieceSize: number;
  x: number;
  y: number;
  /** The scenery before the hole was cut. */
  original: Raster;
  /** The scenery with the hole darkened and outlined. */
  background: Raster;
  /** The hole's original pixels with the same outline. */
  piece: Raster;
}

/** Renders a slider puzzle as rasters; see renderSliderPuzzle. */
export function renderSliderPuzzleRaw(): SliderPuzzleRaw {
  const original = createRaster(SLIDER_WIDTH, SLIDER_HEIGHT);
  paintScenery(original);
  const x = randInt(70, SLIDER_WIDTH - PIECE_SIZE - 10);
  const y = randInt(10, SLIDER_HEIGHT - PIECE_SIZE - 10);
  const piece = cropRaster(original, x, y, PIECE_SIZE, PIECE_SIZE);
  strokeRect(piece, 0, 0, PIECE_SIZE, PIECE_SIZE, PIECE_OUTLINE_COLOUR, PIECE_OUTLINE);
  const background = { ...original, data: original.data.slice() };
  fillRect(background, x, y, PIECE_SIZE, PIECE_SIZE, HOLE_SHADE);
  strokeRect(background, x, y, PIECE_SIZE, PIECE_SIZE, PIECE_OUTLINE_COLOUR, PIECE_OUTLINE);
  return { width: SLIDER_WIDTH, height: SLIDER_HEIGHT, pieceSize: PIECE_SIZE, x, y, original, background, piece };
}

/**
 * A 280×150 slider puzzle: `background` shows random scenery with a darkened, outlined square hole
 * of side `pieceSize` at integer (x, y); `piece` is a pieceSize-square PNG of the hole's original
 * pixels with the same outline, which fills the hole exactly when drawn at (x, y).
 */
export function renderSliderPuzzle(): {
  width: number;
  height: number;
  pieceSize: number;
  x: number;
  y: number;
  background: Buffer;
  piece: Buffer;
} {
  const raw = renderSliderPuzzleRaw();
  return {
    width: raw.width,
    height: raw.height,
    pieceSize: raw.pieceSize,
    x: raw.x,
    y: raw.y,
    background: encodePng(raw.width, raw.height, raw.background.data),
    piece: encodePng(raw.pieceSize, raw.pieceSize, raw.piece.data),
  };
}
