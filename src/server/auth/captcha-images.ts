import { randomInt } from 'node:crypto';
import sharp from 'sharp';

/**
 * Captcha pictures, drawn as SVG and rendered to PNG by sharp (librsvg + libvips): the shapes,
 * anti-aliasing, compositing and PNG encoding all come from the library. Only the captcha's own
 * choices live here: the random layout, the colours and a small stroke font, so that the text does
 * not depend on which fonts the server happens to have installed.
 */

/** Characters a captcha may show: digits 2–9 and upper-case letters without 0/O, 1/I/L and Q. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPRSTUVWXYZ';

const CAPTCHA_WIDTH = 120;
const CAPTCHA_HEIGHT = 44;
const CAPTCHA_BACKGROUND = '#131c31';

const SLIDER_WIDTH = 280;
const SLIDER_HEIGHT = 150;
const PIECE_SIZE = 44;
const PIECE_OUTLINE = 2;
const PIECE_OUTLINE_COLOUR = '#f4f7ff';
const HOLE_SHADE = 'rgba(0,0,0,0.55)';

/**
 * PNG settings: on these flat, anti-aliased pictures unfiltered rows at zlib level 9 are the smallest
 * (the image captcha stays well under 6 KB; adaptive filtering made it about a quarter larger) and
 * still take only a few milliseconds.
 */
const PNG_OPTIONS = { compressionLevel: 9, adaptiveFiltering: false } as const;

/** Glyph cells are GLYPH_WIDTH × GLYPH_HEIGHT; the pen is a little over a cell wide so strokes look solid. */
const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;
const PEN_WIDTH = 1.12;

/* 5×7 bitmaps for the characters a captcha may use; 0, 1, O, I, L and Q are left out on purpose. */
const GLYPH_ROWS: Record<string, string> = {
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '###.. #..#. #...# #...# #...# #..#. ###..',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  P: '####. #...# #...# ####. #.... #.... #....',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
};

/**
 * The SVG path of a glyph: strokes joining the centres of neighbouring inked cells (in font cells),
 * so glyphs render as smooth, connected lines instead of stair-stepped squares. A diagonal neighbour
 * is joined only where no orthogonal neighbour already bridges the corner; a lone cell is a dot.
 */
function glyphPath(rows: string): string {
  const cells = [...rows.replaceAll(' ', '')].map((cell) => cell === '#');
  const on = (col: number, row: number): boolean =>
    col >= 0 && col < GLYPH_WIDTH && row >= 0 && row < GLYPH_HEIGHT && (cells[row * GLYPH_WIDTH + col] ?? false);
  const segments: string[] = [];
  const join = (c0: number, r0: number, c1: number, r1: number): void => {
    segments.push(`M${c0 + 0.5} ${r0 + 0.5}L${c1 + 0.5} ${r1 + 0.5}`);
  };
  for (let row = 0; row < GLYPH_HEIGHT; row++) {
    for (let col = 0; col < GLYPH_WIDTH; col++) {
      if (!on(col, row)) continue;
      join(col, row, col, row);
      if (on(col + 1, row)) join(col, row, col + 1, row);
      if (on(col, row + 1)) join(col, row, col, row + 1);
      for (const side of [-1, 1]) {
        if (on(col + side, row + 1) && !on(col + side, row) && !on(col, row + 1)) join(col, row, col + side, row + 1);
      }
    }
  }
  return segments.join('');
}

const GLYPHS: ReadonlyMap<string, string> = new Map(Object.entries(GLYPH_ROWS).map(([ch, rows]) => [ch, glyphPath(rows)]));

/** The characters the built-in stroke font can draw. */
export const FONT_CHARACTERS: string = Object.keys(GLYPH_ROWS).join('');

/** An RGBA image: `data` holds width × height × 4 bytes, row-major, not premultiplied. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A point in pixels. */
interface Point {
  x: number;
  y: number;
}

/** A uniformly random integer in [min, max], both inclusive. */
const randInt = (min: number, max: number): number => randomInt(min, max + 1);

/** A random real in [min, max] with a resolution of a millionth of the range. */
const randReal = (min: number, max: number): number => min + ((max - min) * randomInt(0, 1_000_001)) / 1_000_000;

/** A number for SVG text: two decimals are far below a pixel. */
const n = (value: number): string => String(Math.round(value * 100) / 100);

/** A CSS colour from hue (degrees), saturation and lightness (0–1) and an opacity. */
function hsl(hue: number, saturation: number, lightness: number, alpha = 1): string {
  const h = ((hue % 360) + 360) % 360;
  return `hsla(${n(h)},${n(saturation * 100)}%,${n(lightness * 100)}%,${n(alpha)})`;
}

/**
 * One character of the stroke font as an SVG element, each font cell `scale` pixels square, centred
 * on (cx, cy) and rotated by `rotation` radians (clockwise on screen). Unknown characters draw nothing.
 */
function glyphElement(ch: string, cx: number, cy: number, scale: number, rotation: number, colour: string): string {
  const path = GLYPHS.get(ch);
  if (!path) return '';
  const transform = `translate(${n(cx)} ${n(cy)}) rotate(${n((rotation * 180) / Math.PI)}) scale(${n(scale)}) translate(${-GLYPH_WIDTH / 2} ${-GLYPH_HEIGHT / 2})`;
  return `<path transform="${transform}" d="${path}" fill="none" stroke="${colour}" stroke-width="${PEN_WIDTH}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A random string of `length` characters from CAPTCHA_ALPHABET. */
export function randomCaptchaText(length = 4): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET.charAt(randomInt(CAPTCHA_ALPHABET.length));
  return text;
}

function svgDocument(width: number, height: number, body: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`);
}

/** Rasterises an SVG document to RGBA pixels. */
async function rasterise(svg: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(svg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** 8-bit RGBA PNG (sharp / libvips) of `rgba`, width × height × 4 bytes; RangeError on a bad size or buffer. */
export async function encodePng(width: number, height: number, rgba: Uint8Array): Promise<Buffer> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new RangeError(`invalid image size ${width}×${height}`);
  if (rgba.length !== width * height * 4) throw new RangeError(`expected ${width * height * 4} bytes of RGBA, got ${rgba.length}`);
  return sharp(rgba, { raw: { width, height, channels: 4 } }).png(PNG_OPTIONS).toBuffer();
}

const pngOf = (pixels: Pixels): Promise<Buffer> => encodePng(pixels.width, pixels.height, pixels.data);

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

/** A soft rolling hill: everything below a sine-shaped ridge line. */
function hill(width: number, height: number, base: number, amplitude: number, colour: string): string {
  const frequency = randReal(1.2, 2.6) * ((2 * Math.PI) / width);
  const phase = randReal(0, 2 * Math.PI);
  let d = `M0 ${height}`;
  for (let x = 0; x <= width; x += 4) d += `L${x} ${n(base + amplitude * Math.sin(frequency * x + phase))}`;
  return `<path d="${d}L${width} ${height}Z" fill="${colour}"/>`;
}

/** Large, flat, translucent shapes over a gradient: varied enough that a dark hole stands out, yet small as PNG. */
function scenery(width: number, height: number): string {
  const hue = randInt(0, 359);
  let body = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 0.55, 0.62)}"/><stop offset="1" stop-color="${hsl(hue + randInt(40, 90), 0.5, 0.42)}"/></linearGradient></defs>`;
  body += `<rect width="${width}" height="${height}" fill="url(#sky)"/>`;
  const blobs = randInt(7, 11);
  for (let i = 0; i < blobs; i++) {
    const colour = hsl(hue + randInt(-150, 150), randReal(0.45, 0.75), randReal(0.45, 0.75), randReal(0.35, 0.65));
    body += `<circle cx="${n(randReal(0, width))}" cy="${n(randReal(0, height))}" r="${n(randReal(14, 55))}" fill="${colour}"/>`;
  }
  const blocks = randInt(2, 4);
  for (let i = 0; i < blocks; i++) {
    const colour = hsl(hue + randInt(-150, 150), randReal(0.4, 0.7), randReal(0.4, 0.7), randReal(0.25, 0.5));
    body += `<rect x="${randInt(-20, width - 30)}" y="${randInt(-20, height - 30)}" width="${randInt(50, 120)}" height="${randInt(30, 80)}" rx="${randInt(6, 16)}" fill="${colour}"/>`;
  }
  body += hill(width, height, height * 0.62, randReal(6, 14), hsl(hue + randInt(120, 200), 0.45, 0.36, 0.75));
  body += hill(width, height, height * 0.8, randReal(5, 10), hsl(hue + randInt(120, 200), 0.5, 0.26, 0.85));
  return body;
}

/** A pieceSize-square overlay: the opaque outline, over a darkening shade when `shaded`. */
function pieceOverlay(shaded: boolean): Buffer {
  const [s, t] = [PIECE_SIZE, PIECE_OUTLINE];
  const edge = (x: number, y: number, w: number, h: number): string => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${PIECE_OUTLINE_COLOUR}"/>`;
  const shade = shaded ? `<rect width="${s}" height="${s}" fill="${HOLE_SHADE}"/>` : '';
  return svgDocument(s, s, `<g shape-rendering="crispEdges">${shade}${edge(0, 0, s, t)}${edge(0, s - t, s, t)}${edge(0, 0, t, s)}${edge(s - t, 0, t, s)}</g>`);
}

async function composite(base: Pixels, overlay: Buffer, left: number, top: number, crop?: { width: number; height: number }): Promise<Pixels> {
  let image = sharp(base.data, { raw: { width: base.width, height: base.height, channels: 4 } });
  if (crop) image = sharp(await image.extract({ left, top, ...crop }).raw().toBuffer(), { raw: { ...crop, channels: 4 } });
  const at = crop ? { left: 0, top: 0 } : { left, top };
  const { data, info } = await image.composite([{ input: overlay, ...at }]).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** A slider puzzle with its pixels, for tests and for callers that compose images themselves. */
export interface SliderPuzzleRaw {
  width: number;
  height: number;
  pieceSize: number;
  x: number;
  y: number;
  /** The scenery before the hole was cut. */
  original: Pixels;
  /** The scenery with the hole darkened and outlined. */
  background: Pixels;
  /** The hole's original pixels with the same outline. */
  piece: Pixels;
}

/** Renders a slider puzzle as pixels; see renderSliderPuzzle. */
export async function renderSliderPuzzleRaw(): Promise<SliderPuzzleRaw> {
  const original = await rasterise(svgDocument(SLIDER_WIDTH, SLIDER_HEIGHT, scenery(SLIDER_WIDTH, SLIDER_HEIGHT)));
  const x = randInt(70, SLIDER_WIDTH - PIECE_SIZE - 10);
  const y = randInt(10, SLIDER_HEIGHT - PIECE_SIZE - 10);
  const [background, piece] = await Promise.all([
    composite(original, pieceOverlay(true), x, y),
    composite(original, pieceOverlay(false), x, y, { width: PIECE_SIZE, height: PIECE_SIZE }),
  ]);
  return { width: SLIDER_WIDTH, height: SLIDER_HEIGHT, pieceSize: PIECE_SIZE, x, y, original, background, piece };
}

/**
 * A 280×150 slider puzzle: `background` shows random scenery with a darkened, outlined square hole
 * of side `pieceSize` at integer (x, y); `piece` is a pieceSize-square PNG of the hole's original
 * pixels with the same outline, which fills the hole exactly when drawn at (x, y).
 */
export async function renderSliderPuzzle(): Promise<{
  width: number;
  height: number;
  pieceSize: number;
  x: number;
  y: number;
  background: Buffer;
  piece: Buffer;
}> {
  const raw = await renderSliderPuzzleRaw();
  const [background, piece] = await Promise.all([pngOf(raw.background), pngOf(raw.piece)]);
  return { width: raw.width, height: raw.height, pieceSize: raw.pieceSize, x: raw.x, y: raw.y, background, piece };
}
