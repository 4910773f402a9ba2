/**
 * The slider puzzle: random scenery with a square hole, and the piece that fills it. The member
 * drags the piece into place; the server keeps the hole's position.
 */
import sharp from 'sharp';
import { hsl, n, type Pixels, pngOf, randInt, randReal, rasterise, svgDocument } from './captcha-svg.ts';

const SLIDER_WIDTH = 280;
const SLIDER_HEIGHT = 150;
const PIECE_SIZE = 44;
const PIECE_OUTLINE = 2;
const PIECE_OUTLINE_COLOUR = '#f4f7ff';
const HOLE_SHADE = 'rgba(0,0,0,0.55)';

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
