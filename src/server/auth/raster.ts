/** An RGBA image: `data` holds width × height × 4 bytes, row-major, not premultiplied. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A colour with 0–255 channels and an opacity `a` from 0 (transparent) to 1 (opaque). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Glyph cells are GLYPH_WIDTH × GLYPH_HEIGHT; text advances by GLYPH_ADVANCE cells per character. */
export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;
export const GLYPH_ADVANCE = GLYPH_WIDTH + 1;

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

/** A stroke between two cell centres, in font cells (x to the right, y down). */
interface Stroke {
  a: Point;
  b: Point;
}

/** Half the pen width, in font cells: a little over half a cell so strokes look solid. */
const PEN_RADIUS = 0.56;

/**
 * Turns a bitmap into strokes joining the centres of neighbouring inked cells, so glyphs render as
 * smooth, connected lines instead of stair-stepped squares. A diagonal neighbour is joined only
 * where no orthogonal neighbour already bridges the corner.
 */
function strokesOf(rows: string): Stroke[] {
  const cells = [...rows.replaceAll(' ', '')].map((cell) => cell === '#');
  const on = (col: number, row: number): boolean =>
    col >= 0 && col < GLYPH_WIDTH && row >= 0 && row < GLYPH_HEIGHT && (cells[row * GLYPH_WIDTH + col] ?? false);
  const centre = (col: number, row: number): Point => ({ x: col + 0.5, y: row + 0.5 });
  const strokes: Stroke[] = [];
  for (let row = 0; row < GLYPH_HEIGHT; row++) {
    for (let col = 0; col < GLYPH_WIDTH; col++) {
      if (!on(col, row)) continue;
      const from = centre(col, row);
      strokes.push({ a: from, b: from });
      if (on(col + 1, row)) strokes.push({ a: from, b: centre(col + 1, row) });
      if (on(col, row + 1)) strokes.push({ a: from, b: centre(col, row + 1) });
      for (const side of [-1, 1]) {
        if (on(col + side, row + 1) && !on(col + side, row) && !on(col, row + 1)) strokes.push({ a: from, b: centre(col + side, row + 1) });
      }
    }
  }
  return strokes;
}

const GLYPHS: ReadonlyMap<string, readonly Stroke[]> = new Map(Object.entries(GLYPH_ROWS).map(([ch, rows]) => [ch, strokesOf(rows)]));

/** The characters the built-in bitmap font can draw. */
export const FONT_CHARACTERS: string = Object.keys(GLYPH_ROWS).join('');

const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v);

/** A transparent raster of the given size. */
export function createRaster(width: number, height: number): Raster {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`invalid raster size ${width}×${height}`);
  }
  return { width, height, data: new Uint8Array(width * height * 4) };
}

/** An opaque-by-default colour from 0–255 channels. */
export function rgba(r: number, g: number, b: number, a = 1): Rgba {
  return { r, g, b, a };
}

/** A colour from hue (degrees), saturation and lightness (0–1). */
export function hsl(hue: number, saturation: number, lightness: number, a = 1): Rgba {
  const h = (((hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1 ? [chroma, x, 0] : h < 2 ? [x, chroma, 0] : h < 3 ? [0, chroma, x] : h < 4 ? [0, x, chroma] : h < 5 ? [x, 0, chroma] : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return { r: Math.round((r + m) * 255), g: Math.round((g + m) * 255), b: Math.round((b + m) * 255), a };
}

/**
 * Blends `colour` over pixel (x, y) with "source over" compositing; `coverage` (0–1) scales the
 * colour's opacity, for anti-aliased edges. Pixels outside the raster are ignored.
 */
export function setPixel(raster: Raster, x: number, y: number, colour: Rgba, coverage = 1): void {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= raster.width || y >= raster.height) return;
  const sa = clamp01(colour.a * coverage);
  if (sa === 0) return;
  const { data } = raster;
  const i = (y * raster.width + x) * 4;
  const da = (data[i + 3] ?? 0) / 255;
  const keep = da * (1 - sa);
  const outA = sa + keep;
  const mix = (src: number, dst: number): number => Math.round(Math.min(255, Math.max(0, (src * sa + dst * keep) / outA)));
  data[i] = mix(colour.r, data[i] ?? 0);
  data[i + 1] = mix(colour.g, data[i + 1] ?? 0);
  data[i + 2] = mix(colour.b, data[i + 2] ?? 0);
  data[i + 3] = Math.round(outA * 255);
}

/** Blends `colour` over the integer rectangle (x, y, width, height), clipped to the raster. */
export function fillRect(raster: Raster, x: number, y: number, width: number, height: number, colour: Rgba): void {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(raster.width, Math.round(x + width));
  const y1 = Math.min(raster.height, Math.round(y + height));
  for (let py = y0; py < y1; py++) for (let px = x0; px < x1; px++) setPixel(raster, px, py, colour);
}

/** Draws a `thickness`-pixel border just inside the rectangle (x, y, width, height). */
export function strokeRect(raster: Raster, x: number, y: number, width: number, height: number, colour: Rgba, thickness = 1): void {
  fillRect(raster, x, y, width, thickness, colour);
  fillRect(raster, x, y + height - thickness, width, thickness, colour);
  fillRect(raster, x, y + thickness, thickness, height - 2 * thickness, colour);
  fillRect(raster, x + width - thickness, y + thickness, thickness, height - 2 * thickness, colour);
}

/** Squared distance from (px, py) to the segment a–b (squared, to keep the hot loops free of square roots). */
function distanceSquaredToSegment(px: number, py: number, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : clamp01(((px - a.x) * dx + (py - a.y) * dy) / lengthSquared);
  const ex = px - (a.x + t * dx);
  const ey = py - (a.y + t * dy);
  return ex * ex + ey * ey;
}

/**
 * Strokes the connected segments through `points` with an anti-aliased pen `width` pixels wide.
 * Coordinates are continuous: pixel (x, y) covers [x, x + 1) × [y, y + 1). Each pixel is blended
 * once, so joints do not show as darker dots.
 */
export function polyline(raster: Raster, points: readonly Point[], colour: Rgba, width = 1): void {
  const first = points[0];
  if (!first) return;
  const path = points.length === 1 ? [first, first] : points;
  const reach = width / 2 + 1;
  const xs = path.map((p) => p.x);
  const ys = path.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - reach));
  const x1 = Math.min(raster.width - 1, Math.ceil(Math.max(...xs) + reach));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - reach));
  const y1 = Math.min(raster.height - 1, Math.ceil(Math.max(...ys) + reach));
  for (let py = y0; py <= y1; py++) {
    for (let px = x0; px <= x1; px++) {
      let nearest = Infinity;
      for (let i = 1; i < path.length; i++) {
        const a = path[i - 1];
        const b = path[i];
        if (a && b) nearest = Math.min(nearest, distanceSquaredToSegment(px + 0.5, py + 0.5, a, b));
      }
      if (nearest < reach * reach) setPixel(raster, px, py, colour, clamp01(width / 2 + 0.5 - Math.sqrt(nearest)));
    }
  }
}

/** Draws an anti-aliased straight line from (x0, y0) to (x1, y1). */
export function line(raster: Raster, x0: number, y0: number, x1: number, y1: number, colour: Rgba, width = 1): void {
  polyline(raster, [{ x: x0, y: y0 }, { x: x1, y: y1 }], colour, width);
}

/** Draws an anti-aliased disc, or with `strokeWidth` a ring of that width centred on the radius. */
export function circle(raster: Raster, cx: number, cy: number, radius: number, colour: Rgba, strokeWidth?: number): void {
  const reach = radius + (strokeWidth ?? 0) / 2 + 1;
  const x0 = Math.max(0, Math.floor(cx - reach));
  const x1 = Math.min(raster.width - 1, Math.ceil(cx + reach));
  const y0 = Math.max(0, Math.floor(cy - reach));
  const y1 = Math.min(raster.height - 1, Math.ceil(cy + reach));
  for (let py = y0; py <= y1; py++) {
    for (let px = x0; px <= x1; px++) {
      const d = Math.sqrt((px + 0.5 - cx) ** 2 + (py + 0.5 - cy) ** 2);
      const coverage = strokeWidth === undefined ? radius + 0.5 - d : strokeWidth / 2 + 0.5 - Math.abs(d - radius);
      setPixel(raster, px, py, colour, clamp01(coverage));
    }
  }
}

/** Fills an anti-aliased rectangle whose corners are rounded with `radius` pixels. */
export function roundRect(raster: Raster, x: number, y: number, width: number, height: number, radius: number, colour: Rgba): void {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  const halfW = width / 2 - r;
  const halfH = height / 2 - r;
  const cx = x + width / 2;
  const cy = y + height / 2;
  for (let py = Math.max(0, Math.floor(y)); py <= Math.min(raster.height - 1, Math.ceil(y + height)); py++) {
    for (let px = Math.max(0, Math.floor(x)); px <= Math.min(raster.width - 1, Math.ceil(x + width)); px++) {
      // Signed distance from the pixel centre to the rounded box: negative inside.
      const qx = Math.abs(px + 0.5 - cx) - halfW;
      const qy = Math.abs(py + 0.5 - cy) - halfH;
      const distance = Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
      setPixel(raster, px, py, colour, clamp01(0.5 - distance));
    }
  }
}

/** The unrotated size in pixels of `text` drawn by drawText at `scale`. */
export function measureText(text: string, scale: number): { width: number; height: number } {
  const cells = text.length === 0 ? 0 : text.length * GLYPH_ADVANCE - 1;
  return { width: cells * scale, height: GLYPH_HEIGHT * scale };
}

/** Distance, in font cells, from (u, v) on the upright string to the nearest stroke of its glyph. */
function distanceToInk(text: string, u: number, v: number): number {
  const index = Math.floor((u + 0.5) / GLYPH_ADVANCE);
  const strokes = GLYPHS.get(text.charAt(index));
  if (!strokes || index < 0) return Infinity;
  const x = u - index * GLYPH_ADVANCE;
  let nearest = Infinity;
  for (const { a, b } of strokes) nearest = Math.min(nearest, distanceSquaredToSegment(x, v, a, b));
  return Math.sqrt(nearest);
}

/**
 * Draws `text` with the built-in 5×7 font, each font cell `scale` pixels square, its cells joined
 * into smooth anti-aliased strokes. (x, y) is the top-left corner of the unrotated text; the text is
 * rotated by `rotationRadians` (clockwise on screen) about its centre. Characters without a glyph
 * draw as blanks.
 */
export function drawText(raster: Raster, text: string, x: number, y: number, scale: number, colour: Rgba, rotationRadians = 0): void {
  const { width, height } = measureText(text, scale);
  if (width === 0 || scale <= 0) return;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const cos = Math.cos(rotationRadians);
  const sin = Math.sin(rotationRadians);
  const reach = Math.hypot(width, height) / 2 + scale + 1;
  for (let py = Math.max(0, Math.floor(cy - reach)); py <= Math.min(raster.height - 1, Math.ceil(cy + reach)); py++) {
    for (let px = Math.max(0, Math.floor(cx - reach)); px <= Math.min(raster.width - 1, Math.ceil(cx + reach)); px++) {
      const dx = px + 0.5 - cx;
      const dy = py + 0.5 - cy;
      // Undo the rotation to find the pixel centre's place on the upright text, in font cells.
      const u = (cos * dx + sin * dy + width / 2) / scale;
      const v = (-sin * dx + cos * dy + height / 2) / scale;
      const coverage = (PEN_RADIUS - distanceToInk(text, u, v)) * scale + 0.5;
      if (coverage > 0) setPixel(raster, px, py, colour, clamp01(coverage));
    }
  }
}

/** A copy of the rectangle (x, y, width, height) of `raster`; the rectangle must lie inside it. */
export function cropRaster(raster: Raster, x: number, y: number, width: number, height: number): Raster {
  if (x < 0 || y < 0 || x + width > raster.width || y + height > raster.height) {
    throw new RangeError('crop rectangle outside the raster');
  }
  const out = createRaster(width, height);
  for (let row = 0; row < height; row++) {
    const start = ((y + row) * raster.width + x) * 4;
    out.data.set(raster.data.subarray(start, start + width * 4), row * width * 4);
  }
  return out;
}
